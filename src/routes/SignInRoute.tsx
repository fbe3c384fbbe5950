import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { signInBody } from '../../contract';
import { accountMessages } from '../i18n/account';
import type { AccountKey } from '../i18n/account.en';
import { type Translate } from '../i18n/translate';
import { selectSignedIn, useSession } from '../store/session';
import { errorTextOf } from '../ui/StatusMessage';
import { homePathOf, safeNextPath } from './paths';
import { useDocumentMeta, useSiteName } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useLoadedSiteConfig } from '../store/siteConfig';
import { setupNeeded } from '../store/siteSettings';
import { useMessages } from '../i18n/useMessages';
import { SSO_ERRORS, SSO_START_PATH, type SsoError } from '../../contract/sso';
import { takeSsoSession } from '../store/ssoSession';

export const DEMO_ACCOUNTS: Array<{ email: string; password: string; description: AccountKey }> = [
  { email: 'editor@example.org', password: 'demo-editor', description: 'signIn.roleEditor' },
  { email: 'colleague@example.org', password: 'demo-colleague', description: 'signIn.roleEditor' },
  { email: 'reader@example.org', password: 'demo-reader', description: 'signIn.roleStaff' },
];

const showDemoAccounts = import.meta.env.MODE !== 'production';

/** The first problem of the form, in the screen's words (the contract's schema words them in English). */
function formProblemOf(issue: v.InferIssue<typeof signInBody>, t: Translate<AccountKey>): string {
  const field = v.getDotPath(issue);
  if (issue.type === 'min_length') return t(field === 'password' ? 'signIn.passwordRequired' : 'signIn.emailRequired');
  return t('signIn.invalidLength', { expected: issue.expected ?? '', received: issue.received });
}

export function SignInRoute() {
  const locale = useLocale();
  const t = useMessages(accountMessages, locale);
  const site = useSiteName(locale);
  useDocumentMeta(t('signIn.title'), locale, t('signIn.description', { site }));
  const [searchParams] = useSearchParams();
  const signedIn = useSession(selectSignedIn);
  const signIn = useSession((state) => state.signIn);
  const ssoError = SSO_ERRORS.find((code) => code === searchParams.get('sso_error'));
  const ssoDone = searchParams.get('sso') === 'done';
  const [busy, setBusy] = useState(ssoDone);
  const [error, setError] = useState<string | null>(null);
  // Why the sign-in through the organisation did not happen (the callback's `sso_error`, or a session not taken).
  const [ssoProblem, setSsoProblem] = useState<SsoError | null>(ssoError ?? null);
  const siteConfig = useLoadedSiteConfig();
  const destination = safeNextPath(searchParams.get('next')) ?? homePathOf(locale);
  const navigate = useNavigate();
  // Back from the organisation's provider, signed in: the session waits in a cookie only the server reads (once).
  const taking = useRef(false);
  useEffect(() => {
    if (!ssoDone || taking.current) return;
    taking.current = true;
    takeSsoSession().catch(() => {
      setSsoProblem('failed');
      setBusy(false);
    });
  }, [ssoDone]);
  // A site without accounts (DEMO=0) first needs its administrator: the setup screen asks for them.
  useEffect(() => {
    let live = true;
    setupNeeded().then(
      (needed) => live && needed && navigate(`${homePathOf(locale)}/setup`, { replace: true }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, navigate]);

  if (signedIn) return <Navigate to={destination} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const parsed = v.safeParse(signInBody, { email: form.get('email') ?? '', password: form.get('password') ?? '' });
    if (!parsed.success) {
      setError(formProblemOf(parsed.issues[0], t));
      return;
    }
    setBusy(true);
    setError(null);
    setSsoProblem(null);
    try {
      await signIn(parsed.output);
    } catch (caught) {
      setError(errorTextOf(caught, locale));
      setBusy(false);
    }
  }

  const sso = siteConfig?.sso;
  const passwords = siteConfig?.password_sign_in !== false;
  // Taking the provider's session: nothing to offer meanwhile; should it fail, the page offers both ways again.
  const finishing = ssoDone && busy;

  return (
    <div className="sign-in">
      <h1>{t('signIn.title')}</h1>
      {ssoProblem && (
        <p className="form__error" role="alert">
          {t(`sso.${ssoProblem}`)}
        </p>
      )}
      {finishing && <p role="status">{t('signIn.ssoBusy')}</p>}
      {sso && !finishing && (
        <p className="sign-in__sso">
          <a className="button button--primary" href={`${SSO_START_PATH}?locale=${locale}&next=${encodeURIComponent(destination)}`}>
            {t('signIn.sso', { name: sso.name })}
          </a>
        </p>
      )}
      {sso && passwords && !finishing && <p className="sign-in__or">{t('signIn.orPassword')}</p>}
      {passwords && !finishing && (
        <form className="form" onSubmit={handleSubmit} noValidate aria-describedby={error ? 'sign-in-error' : undefined}>
          {error && (
            <p id="sign-in-error" className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="form__field">
            <label htmlFor="sign-in-email">{t('signIn.email')}</label>
            <input id="sign-in-email" name="email" type="email" autoComplete="username" required />
          </div>
          <div className="form__field">
            <label htmlFor="sign-in-password">{t('signIn.password')}</label>
            <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <button className="button button--primary" type="submit" disabled={busy}>
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </button>
        </form>
      )}
      {/* Offered only when the server sends e-mail: without it a reset link could reach no one. */}
      {siteConfig?.email && passwords && (
        <p className="sign-in__forgot">
          <Link to={`/${locale}/forgot-password`}>{t('signIn.forgot')}</Link>
        </p>
      )}
      {showDemoAccounts && (
        <aside className="sign-in__demo" aria-labelledby="demo-accounts">
          <h2 id="demo-accounts">{t('signIn.demoHeading')}</h2>
          <p>{t('signIn.demoIntro')}</p>
          <ul>
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account.email}>
                <code>{account.email}</code> / <code>{account.password}</code> ({t(account.description)})
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
