import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { signInBody } from '../../contract';
import { accountMessages } from '../i18n/account';
import type { AccountKey } from '../i18n/account.en';
import { type Translate } from '../i18n/translate';
import { selectSignedIn, useSession } from '../store/session';
import { errorTextOf } from '../ui/StatusMessage';
import { homePathOf, safeNextPath } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useLoadedSiteConfig } from '../store/siteConfig';
import { setupNeeded } from '../store/siteSettings';
import { useMessages } from '../i18n/useMessages';

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
  useDocumentMeta(t('signIn.title'), locale, t('signIn.description'));
  const [searchParams] = useSearchParams();
  const signedIn = useSession(selectSignedIn);
  const signIn = useSession((state) => state.signIn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const siteConfig = useLoadedSiteConfig();
  const destination = safeNextPath(searchParams.get('next')) ?? homePathOf(locale);
  const navigate = useNavigate();
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
    try {
      await signIn(parsed.output);
    } catch (caught) {
      setError(errorTextOf(caught, locale));
      setBusy(false);
    }
  }

  return (
    <div className="sign-in">
      <h1>{t('signIn.title')}</h1>
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
      {/* Offered only when the server sends e-mail: without it a reset link could reach no one. */}
      {siteConfig?.email && (
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
