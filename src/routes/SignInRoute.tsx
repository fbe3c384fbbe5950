import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { signInBody } from '../../contract';
import { errorMessageOf } from '../api/readClient';
import { selectSignedIn, useSession } from '../store/session';
import { homePathOf, safeNextPath } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useLoadedSiteConfig } from '../store/siteConfig';

export const DEMO_ACCOUNTS = [
  { email: 'editor@example.org', password: 'demo-editor', description: 'editor' },
  { email: 'colleague@example.org', password: 'demo-colleague', description: 'editor' },
  { email: 'reader@example.org', password: 'demo-reader', description: 'staff' },
];

const showDemoAccounts = import.meta.env.MODE !== 'production';

export function SignInRoute() {
  const locale = useLocale();
  useDocumentMeta('Sign in', locale, 'Sign in to Masthead to edit pages and read memos shared with you.');
  const [searchParams] = useSearchParams();
  const signedIn = useSession(selectSignedIn);
  const signIn = useSession((state) => state.signIn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const siteConfig = useLoadedSiteConfig();
  const destination = safeNextPath(searchParams.get('next')) ?? homePathOf(locale);

  if (signedIn) return <Navigate to={destination} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const parsed = v.safeParse(signInBody, { email: form.get('email') ?? '', password: form.get('password') ?? '' });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(parsed.output);
    } catch (caught) {
      setError(errorMessageOf(caught));
      setBusy(false);
    }
  }

  return (
    <div className="sign-in">
      <h1>Sign in</h1>
      <form className="form" onSubmit={handleSubmit} noValidate aria-describedby={error ? 'sign-in-error' : undefined}>
        {error && (
          <p id="sign-in-error" className="form__error" role="alert">
            {error}
          </p>
        )}
        <div className="form__field">
          <label htmlFor="sign-in-email">Email</label>
          <input id="sign-in-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="form__field">
          <label htmlFor="sign-in-password">Password</label>
          <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button className="button button--primary" type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      {/* Offered only when the server sends e-mail: without it a reset link could reach no one. */}
      {siteConfig?.email && (
        <p className="sign-in__forgot">
          <Link to={`/${locale}/forgot-password`}>Forgot your password?</Link>
        </p>
      )}
      {showDemoAccounts && (
        <aside className="sign-in__demo" aria-labelledby="demo-accounts">
          <h2 id="demo-accounts">Demo accounts</h2>
          <p>This is a demonstration build. Sign in with one of these accounts:</p>
          <ul>
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account.email}>
                <code>{account.email}</code> / <code>{account.password}</code> ({account.description})
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
