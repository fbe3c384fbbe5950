import { format, formatDistance } from 'date-fns';
import { enGB, zhHK } from 'date-fns/locale';
import { useId, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Locale } from '../../contract/resources';
import { NEW_PASSWORD_MIN_LENGTH } from '../../contract/resources';
import { peopleMessages } from '../i18n/people';
import { useMessages } from '../i18n/useMessages';
import { signInPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import * as sessions from '../store/sessions';
import { selectSignedIn, useSession } from '../store/session';
import { LoadingMessage } from '../ui/StatusMessage';
import { useAdminList } from './useAdminList';
import './admin.css';
import { AccountNav } from './AccountNav';

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A browser's short name from its User-Agent ("Firefox, Linux"); the full text is its title. */
export function browserNameOf(userAgent: string): string | null {
  const name = [BROWSERS, SYSTEMS].map((list) => list.find(([pattern]) => pattern.test(userAgent))?.[1]).filter(Boolean);
  return name.length ? name.join(', ') : null;
}

/** `/{locale}/account/sessions` (issue 32): the signed-in person's browsers, and a new password. */
export function SessionsRoute() {
  const locale = useLocale();
  const location = useLocation();
  const signedIn = useSession(selectSignedIn);
  if (!signedIn) return <Navigate to={signInPathOf(locale, location.pathname)} replace />;
  return <SessionsScreen locale={locale} />;
}

function SessionsScreen({ locale }: { locale: Locale }) {
  const t = useMessages(peopleMessages, locale);
  useDocumentMeta(t('sessions.title'), locale, t('sessions.intro'));
  const { data: rows, notice, act } = useAdminList(sessions.listSessions, locale);
  const id = useId();
  const dateLocale = locale === 'hk' ? zhHK : enGB;
  const when = (iso: string) => format(new Date(iso), 'PPp', { locale: dateLocale });
  // The server marks a session used at most once a minute, so within that minute it is "just now".
  const lastUsed = (iso: string) => {
    const now = new Date();
    const used = new Date(iso);
    if (now.getTime() - used.getTime() < 60_000) return t('sessions.usedNow');
    return t('sessions.lastUsed', { ago: formatDistance(used, now, { addSuffix: true, locale: dateLocale }) });
  };
  const changePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    await act(async () => {
      await sessions.changePassword(String(data.get('current')), String(data.get('password')));
      form.reset();
      return t('password.done');
    });
  };

  return (
    <div className="admin-screen">
      <AccountNav locale={locale} />
      <h1>{t('sessions.title')}</h1>
      <p className="admin-screen__intro">{t('sessions.intro')}</p>
      <div role="status" aria-live="polite">
        {notice && <p className={notice.error ? 'form-error' : 'admin-notice'}>{notice.text}</p>}
      </div>
      {rows === null ? (
        <LoadingMessage />
      ) : (
        <ul className="session-list">
          {rows.map((row) => (
            <li key={row.id}>
              <span>
                <strong title={row.attributes.user_agent ?? undefined}>
                  {browserNameOf(row.attributes.user_agent ?? '') ?? t('sessions.unknown')}
                </strong>
                <br />
                <span title={when(row.attributes.last_used_at)}>
                  {row.attributes.current ? t('sessions.usedNow') : lastUsed(row.attributes.last_used_at)}
                </span>
                {' · '}
                {t('sessions.signedInAt', { when: when(row.attributes.signed_in_at) })}
              </span>
              {row.attributes.current ? (
                <em>{t('sessions.thisBrowser')}</em>
              ) : (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => void act(async () => (await sessions.endSession(row.id), t('sessions.ended')))}
                >
                  {t('sessions.signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {rows && rows.length > 1 && (
        <button
          type="button"
          className="button"
          onClick={() => void act(async () => (await sessions.endOtherSessions(), t('sessions.othersEnded')))}
        >
          {t('sessions.signOutOthers')}
        </button>
      )}
      <form className="invite-form" onSubmit={(event) => void changePassword(event)} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t('password.heading')}</h2>
        <span className="form__field invite-form__field">
          <label htmlFor={`${id}-current`}>{t('password.current')}</label>
          <input id={`${id}-current`} name="current" type="password" required autoComplete="current-password" />
        </span>
        <span className="form__field invite-form__field">
          <label htmlFor={`${id}-new`}>{t('password.new')}</label>
          <input
            id={`${id}-new`}
            name="password"
            type="password"
            required
            minLength={NEW_PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
          />
        </span>
        <button type="submit" className="button button--primary">
          {t('password.submit')}
        </button>
      </form>
    </div>
  );
}
