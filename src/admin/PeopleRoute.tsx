import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { PersonResource, SetPasswordLink } from '../../contract/people';
import { ROLES, type Locale, type Role } from '../../contract/resources';
import { peopleMessages } from '../i18n/people';
import type { Translate } from '../i18n/translate';
import { useMessages } from '../i18n/useMessages';
import type { PeopleKey } from '../i18n/people.en';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { signInPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import * as people from '../store/people';
import { selectMay, selectSignedIn, useSession } from '../store/session';
import { LoadingMessage } from '../ui/StatusMessage';
import { useAdminList } from './useAdminList';
import { CopyableLink } from './CopyableLink';
import './admin.css';
import { AccountNav } from './AccountNav';

/** What the screen last did, said in its live region; a link to copy when the server sends no e-mail. */
interface Notice {
  text: string;
  link?: string | null;
  error?: boolean;
}

/** `/{locale}/admin/people` (issue 32): administrators only; others find nothing here, and the server refuses them. */
export function PeopleRoute() {
  const locale = useLocale();
  const location = useLocation();
  const signedIn = useSession(selectSignedIn);
  const administrator = useSession(selectMay('administer'));
  if (!signedIn) return <Navigate to={signInPathOf(locale, location.pathname)} replace />;
  if (!administrator) return <NotFoundRoute />;
  return <PeopleScreen locale={locale} />;
}

function PeopleScreen({ locale }: { locale: Locale }) {
  const t = useMessages(peopleMessages, locale);
  useDocumentMeta(t('people.title'), locale, t('people.intro'));
  const me = useSession((state) => state.user?.attributes.uid);
  const { data: list, notice, act } = useAdminList<PersonResource[], Notice>(people.listPeople, locale);
  const delivered = (delivery: SetPasswordLink, email: string, sent: PeopleKey, copy: PeopleKey): Notice =>
    delivery.link ? { text: t(copy, { email }), link: delivery.link } : { text: t(sent, { email }) };

  return (
    <div className="admin-screen">
      <AccountNav locale={locale} />
      <h1>{t('people.title')}</h1>
      <p className="admin-screen__intro">{t('people.intro')}</p>
      <InviteForm
        t={t}
        onInvite={(person) =>
          act(async () =>
            delivered(
              (await people.invitePerson(person, locale)).delivery,
              person.email.trim().toLowerCase(),
              'invite.sent',
              'invite.copy',
            ),
          )
        }
      />
      <div role="status" aria-live="polite" className="admin-screen__notice">
        {notice && (
          <div className={notice.error ? 'form-error' : 'admin-notice'}>
            <p>{notice.text}</p>
            {notice.link && (
              <CopyableLink link={notice.link} label={t('link.label')} copyText={t('link.copy')} copiedText={t('link.copied')} />
            )}
          </div>
        )}
      </div>
      {list === null ? (
        <LoadingMessage />
      ) : (
        <table className="people-table">
          <thead>
            <tr>
              <th scope="col">{t('people.name')}</th>
              <th scope="col">{t('people.email')}</th>
              <th scope="col">{t('people.role')}</th>
              <th scope="col">{t('people.status')}</th>
              <th scope="col">{t('people.lastSignIn')}</th>
              <th scope="col">{t('people.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((person) => (
              <PersonRow
                key={person.id}
                person={person.attributes}
                self={person.id === me}
                t={t}
                locale={locale}
                onRole={(role) =>
                  act(async () => ({
                    text: t('role.changed', { name: (await people.changeRole(person.id, role)).attributes.name, role: t(`role.${role}`) }),
                  }))
                }
                onActive={(active) =>
                  act(async () => {
                    await people.setActive(person.id, active);
                    return { text: t(active ? 'reactivate.done' : 'deactivate.done', { name: person.attributes.name }) };
                  })
                }
                onReset={() =>
                  act(async () =>
                    delivered(await people.sendPasswordReset(person.id, locale), person.attributes.email, 'reset.sent', 'reset.copy'),
                  )
                }
              />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function InviteForm({
  t,
  onInvite,
}: {
  t: Translate<PeopleKey>;
  onInvite(person: { name: string; email: string; role: Role }): Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    await onInvite({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      role: String(data.get('role')) as Role,
    });
    setBusy(false);
    form.reset();
  };
  return (
    <form className="invite-form" onSubmit={(event) => void submit(event)} aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('invite.heading')}</h2>
      <span className="form__field invite-form__field">
        <label htmlFor={`${id}-name`}>{t('people.name')}</label>
        <input id={`${id}-name`} name="name" required maxLength={200} autoComplete="off" />
      </span>
      <span className="form__field invite-form__field">
        <label htmlFor={`${id}-email`}>{t('people.email')}</label>
        <input id={`${id}-email`} name="email" type="email" required maxLength={320} autoComplete="off" />
      </span>
      <span className="form__field invite-form__field">
        <label htmlFor={`${id}-role`}>{t('people.role')}</label>
        <select id={`${id}-role`} name="role" defaultValue="editor">
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </span>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('invite.busy') : t('invite.submit')}
      </button>
    </form>
  );
}

interface RowProps {
  person: PersonResource['attributes'];
  self: boolean;
  t: Translate<PeopleKey>;
  locale: Locale;
  onRole(role: Role): Promise<unknown>;
  onActive(active: boolean): Promise<unknown>;
  onReset(): Promise<unknown>;
}

function PersonRow({ person, self, t, locale, onRole, onActive, onReset }: RowProps) {
  const [confirming, setConfirming] = useState(false);
  const deactivated = person.status === 'deactivated';
  const lastSignIn = person.last_sign_in_at
    ? new Date(person.last_sign_in_at).toLocaleString(locale === 'hk' ? 'zh-HK' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' })
    : t('people.never');
  return (
    <tr className={deactivated ? 'is-deactivated' : undefined}>
      <td>
        {person.name} {self && <span className="people-table__you">{t('people.you')}</span>}
      </td>
      <td>{person.email}</td>
      <td>
        <select
          className="form__control"
          aria-label={t('people.roleOf', { name: person.name })}
          value={person.role}
          onChange={(event) => void onRole(event.target.value as Role)}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td>{t(`status.${person.status}`)}</td>
      <td>{lastSignIn}</td>
      <td>
        <div className="people-table__actions">
          {confirming ? (
            <span className="people-table__confirm" role="group" aria-label={t('deactivate.confirm', { name: person.name })}>
              <span>{t('deactivate.confirm', { name: person.name })}</span>
              <button type="button" className="button button--danger" onClick={() => void onActive(false).then(() => setConfirming(false))}>
                {t('deactivate.yes')}
              </button>
              <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
                {t('deactivate.no')}
              </button>
            </span>
          ) : (
            <>
              {!deactivated && (
                <button type="button" className="button button--quiet" onClick={() => void onReset()}>
                  {t('reset.send')}
                </button>
              )}
              {deactivated ? (
                <button type="button" className="button button--quiet" onClick={() => void onActive(true)}>
                  {t('reactivate.button')}
                </button>
              ) : (
                !self && (
                  <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
                    {t('deactivate.button')}
                  </button>
                )
              )}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
