import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NEW_PASSWORD_MIN_LENGTH } from '../../contract/resources';
import { settingsMessages } from '../i18n/settings';
import { useMessages } from '../i18n/useMessages';
import { homePathOf, signInPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { setUpSite, setupNeeded } from '../store/siteSettings';
import { errorTextOf, LoadingMessage } from '../ui/StatusMessage';
import './siteSettings.css';

/** `/{locale}/setup`: an empty site's first visit (DEMO=0) makes its first administrator, once; afterwards it says so. */
export function SetupRoute() {
  const locale = useLocale();
  const navigate = useNavigate();
  const t = useMessages(settingsMessages, locale);
  useDocumentMeta(t('setup.title'), locale);
  const [needed, setNeeded] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setupNeeded().then(
      (answer) => live && setNeeded(answer),
      (caught: unknown) => live && setError(errorTextOf(caught, locale)),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!name) return setError(t('setup.nameRequired'));
    if (!email) return setError(t('setup.emailRequired'));
    if (password.length < NEW_PASSWORD_MIN_LENGTH) return setError(t('setup.tooShort', { count: NEW_PASSWORD_MIN_LENGTH }));
    setBusy(true);
    setError(null);
    try {
      await setUpSite({ name, email, password });
      navigate(`${homePathOf(locale)}/admin/settings`);
    } catch (caught) {
      setError(errorTextOf(caught, locale));
      setBusy(false);
    }
  }

  return (
    <div className="sign-in">
      <h1>{t('setup.title')}</h1>
      {needed === null && !error && <LoadingMessage />}
      {needed === false && (
        <p role="status">
          {t('setup.done')} <Link to={signInPathOf(locale)}>{t('setup.signIn')}</Link>
        </p>
      )}
      {needed === null && error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {needed && (
        <>
          <p>{t('setup.intro')}</p>
          <form className="form" onSubmit={submit} noValidate>
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
            <div className="form__field">
              <label htmlFor="setup-name">{t('setup.name')}</label>
              <input id="setup-name" name="name" autoComplete="name" maxLength={100} required />
            </div>
            <div className="form__field">
              <label htmlFor="setup-email">{t('setup.email')}</label>
              <input id="setup-email" name="email" type="email" autoComplete="username" maxLength={320} required />
            </div>
            <div className="form__field">
              <label htmlFor="setup-password">{t('setup.password')}</label>
              <input
                id="setup-password"
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={NEW_PASSWORD_MIN_LENGTH}
                aria-describedby="setup-password-hint"
                required
              />
              <p className="form__hint" id="setup-password-hint">
                {t('setup.passwordHint', { count: NEW_PASSWORD_MIN_LENGTH })}
              </p>
            </div>
            <button className="button button--primary" type="submit" disabled={busy}>
              {busy ? t('setup.busy') : t('setup.submit')}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
