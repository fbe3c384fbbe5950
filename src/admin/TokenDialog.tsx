import { useId, useState, type FormEvent } from 'react';
import { ACCESS_SCOPES, TOKEN_EXPIRY_DAYS, TOKEN_SECTIONS, type AccessScope, type CreateTokenBody } from '../../contract/accessTokens';
import { LOCALES, type Locale } from '../../contract/resources';
import type { TokensKey } from '../i18n/tokens.en';
import type { Translate } from '../i18n/translate';
import * as accessTokens from '../store/accessTokens';
import { DialogShell } from '../ui/DialogShell';
import { errorTextOf } from '../ui/StatusMessage';
import { CopyableLink } from './CopyableLink';

interface Props {
  open: boolean;
  locale: Locale;
  t: Translate<TokensKey>;
  onClose(): void;
  /** Called once the server made the token, so the list shows it behind the dialog. */
  onCreated(): void;
}

/**
 * The create dialog (issue 36): name, scopes, sections, languages and expiry; once made, the same dialog shows the
 * secret, the only time anyone sees it, with a copy button. Closing it forgets the secret.
 */
export function TokenDialog({ open, locale, t, onClose, onCreated }: Props) {
  const id = useId();
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setSecret(null);
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const scopes = data.getAll('scope') as AccessScope[];
    if (!scopes.length) return setError(t('dialog.scopeNeeded'));
    const expiry = String(data.get('expiry'));
    const body: CreateTokenBody = {
      name: String(data.get('name')),
      scopes,
      sections: data.getAll('section') as CreateTokenBody['sections'],
      locales: data.getAll('locale') as CreateTokenBody['locales'],
      expires_in_days: expiry === 'never' ? null : Number(expiry),
    };
    setBusy(true);
    try {
      setSecret((await accessTokens.createToken(body)).secret);
      setError(null);
      onCreated();
    } catch (failure) {
      setError(errorTextOf(failure, locale));
    } finally {
      setBusy(false);
    }
  };

  if (secret)
    return (
      <DialogShell
        open={open}
        onOpenChange={(next) => !next && close()}
        title={t('dialog.madeTitle')}
        description={t('dialog.madeIntro')}
        actions={
          <button type="button" className="button button--primary" onClick={close}>
            {t('dialog.done')}
          </button>
        }
      >
        <CopyableLink link={secret} label={t('dialog.secret')} copyText={t('dialog.copy')} copiedText={t('dialog.copied')} wrap />
      </DialogShell>
    );

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('dialog.title')}
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={close}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy}>
            {t('dialog.create')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="token-form" onSubmit={(event) => void submit(event)} noValidate={false}>
        <span className="form__field">
          <label htmlFor={`${id}-name`}>{t('dialog.name')}</label>
          <input id={`${id}-name`} name="name" className="form__control" required maxLength={100} aria-describedby={`${id}-name-hint`} />
          <small id={`${id}-name-hint`}>{t('dialog.nameHint')}</small>
        </span>
        <fieldset>
          <legend>{t('tokens.scopes')}</legend>
          {ACCESS_SCOPES.map((scope) => (
            <label key={scope} className="token-form__choice">
              <input type="checkbox" name="scope" value={scope} defaultChecked={scope === 'content:read'} />
              <span>
                {t(`tokens.scope.${scope}`)}
                <small>{t(`tokens.scopeHint.${scope}`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('dialog.sections')}</legend>
          <small>{t('dialog.sectionsHint')}</small>
          <div className="token-form__row">
            {TOKEN_SECTIONS.map((section) => (
              <label key={section} className="token-form__choice">
                <input type="checkbox" name="section" value={section} />
                <span>{t(`tokens.section.${section}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('dialog.locales')}</legend>
          <small>{t('dialog.localesHint')}</small>
          <div className="token-form__row">
            {LOCALES.map((code) => (
              <label key={code} className="token-form__choice">
                <input type="checkbox" name="locale" value={code} />
                <span>{t(`tokens.locale.${code}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <span className="form__field">
          <label htmlFor={`${id}-expiry`}>{t('dialog.expiry')}</label>
          <select id={`${id}-expiry`} name="expiry" className="form__control" defaultValue="90">
            {TOKEN_EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {t(`dialog.expiry.${days}`)}
              </option>
            ))}
            <option value="never">{t('dialog.expiry.never')}</option>
          </select>
        </span>
        <div role="alert">{error && <p className="form-error">{error}</p>}</div>
      </form>
    </DialogShell>
  );
}
