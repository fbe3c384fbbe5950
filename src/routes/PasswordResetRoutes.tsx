import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NEW_PASSWORD_MIN_LENGTH } from '../../contract/resources';
import { accountMessages } from '../i18n/account';
import { requestPasswordReset, resetPassword } from '../store/account';
import { errorTextOf } from '../ui/StatusMessage';
import { signInPathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useMessages } from '../i18n/useMessages';

/** A form's one call: busy while it runs, done after it, or the server's message and the form again. */
function useFormCall() {
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setState('busy');
    setError(null);
    try {
      await call();
      setState('done');
    } catch (caught) {
      setError(errorTextOf(caught, locale));
      setState('idle');
    }
  };
  return { state, error, setError, run };
}

/** "Forgot password": a reset link by e-mail. The answer is the same whether or not the address has an account. */
export function ForgotPasswordRoute() {
  const locale = useLocale();
  const t = useMessages(accountMessages, locale);
  useDocumentMeta(t('forgot.title'), locale);
  const { state, error, setError, run } = useFormCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) setError(t('signIn.emailRequired'));
    else await run(() => requestPasswordReset(email, locale));
  }

  return (
    <div className="sign-in">
      <h1>{t('forgot.title')}</h1>
      {state === 'done' ? (
        <p role="status">{t('forgot.sent')}</p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="form__field">
            <label htmlFor="reset-email">{t('signIn.email')}</label>
            <input id="reset-email" name="email" type="email" autoComplete="username" required />
          </div>
          <button className="button button--primary" type="submit" disabled={state === 'busy'}>
            {state === 'busy' ? t('forgot.sending') : t('forgot.send')}
          </button>
        </form>
      )}
      <p>
        <Link to={signInPathOf(locale)}>{t('forgot.back')}</Link>
      </p>
    </div>
  );
}

/** The page a reset link opens: a new password, then sign in with it. */
export function ResetPasswordRoute() {
  const locale = useLocale();
  const { token = '' } = useParams();
  const t = useMessages(accountMessages, locale);
  useDocumentMeta(t('reset.title'), locale);
  const { state, error, setError, run } = useFormCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password.length < NEW_PASSWORD_MIN_LENGTH) {
      setError(t('reset.tooShort', { count: NEW_PASSWORD_MIN_LENGTH }));
      return;
    }
    if (password !== String(form.get('again') ?? '')) {
      setError(t('reset.differ'));
      return;
    }
    await run(() => resetPassword(token, password));
  }
  // The sign-in link sits where the message's `{link}` is, which differs between languages.
  const [doneBefore, doneAfter = ''] = t('reset.done').split('{link}');

  return (
    <div className="sign-in">
      <h1>{t('reset.title')}</h1>
      {state === 'done' ? (
        <p role="status">
          {doneBefore}
          <Link to={signInPathOf(locale)}>{t('reset.signIn')}</Link>
          {doneAfter}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="form__field">
            <label htmlFor="new-password">{t('reset.newPassword')}</label>
            <input
              id="new-password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={NEW_PASSWORD_MIN_LENGTH}
              required
            />
          </div>
          <div className="form__field">
            <label htmlFor="new-password-again">{t('reset.again')}</label>
            <input id="new-password-again" name="again" type="password" autoComplete="new-password" required />
          </div>
          <button className="button button--primary" type="submit" disabled={state === 'busy'}>
            {state === 'busy' ? t('reset.saving') : t('reset.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
