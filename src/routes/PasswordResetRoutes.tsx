import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NEW_PASSWORD_MIN_LENGTH } from '../../contract/resources';
import * as auth from '../api/auth';
import { errorMessageOf } from '../api/readClient';
import { signInPathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';

/** A form's one call: busy while it runs, done after it, or the server's message and the form again. */
function useFormCall() {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setState('busy');
    setError(null);
    try {
      await call();
      setState('done');
    } catch (caught) {
      setError(errorMessageOf(caught));
      setState('idle');
    }
  };
  return { state, error, setError, run };
}

/** "Forgot password": a reset link by e-mail. The answer is the same whether or not the address has an account. */
export function ForgotPasswordRoute() {
  const locale = useLocale();
  useDocumentMeta('Reset your password', locale);
  const { state, error, setError, run } = useFormCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) setError('Email is required.');
    else await run(() => auth.requestPasswordReset(email, locale));
  }

  return (
    <div className="sign-in">
      <h1>Reset your password</h1>
      {state === 'done' ? (
        <p role="status">If an account uses that address, we have sent it a link to set a new password. The link works once, for one hour.</p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="form__field">
            <label htmlFor="reset-email">Email</label>
            <input id="reset-email" name="email" type="email" autoComplete="username" required />
          </div>
          <button className="button button--primary" type="submit" disabled={state === 'busy'}>
            {state === 'busy' ? 'Sending...' : 'Send me a link'}
          </button>
        </form>
      )}
      <p>
        <Link to={signInPathOf(locale)}>Back to sign in</Link>
      </p>
    </div>
  );
}

/** The page a reset link opens: a new password, then sign in with it. */
export function ResetPasswordRoute() {
  const locale = useLocale();
  const { token = '' } = useParams();
  useDocumentMeta('Choose a new password', locale);
  const { state, error, setError, run } = useFormCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password.length < NEW_PASSWORD_MIN_LENGTH) {
      setError(`Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    if (password !== String(form.get('again') ?? '')) {
      setError('The two passwords differ.');
      return;
    }
    await run(() => auth.resetPassword(token, password));
  }

  return (
    <div className="sign-in">
      <h1>Choose a new password</h1>
      {state === 'done' ? (
        <p role="status">
          Your password is changed and you are signed out everywhere. <Link to={signInPathOf(locale)}>Sign in</Link> with the new one.
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="form__field">
            <label htmlFor="new-password">New password</label>
            <input id="new-password" name="password" type="password" autoComplete="new-password" minLength={NEW_PASSWORD_MIN_LENGTH} required />
          </div>
          <div className="form__field">
            <label htmlFor="new-password-again">The same again</label>
            <input id="new-password-again" name="again" type="password" autoComplete="new-password" required />
          </div>
          <button className="button button--primary" type="submit" disabled={state === 'busy'}>
            {state === 'busy' ? 'Saving...' : 'Set the new password'}
          </button>
        </form>
      )}
    </div>
  );
}
