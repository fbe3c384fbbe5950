import { useState, type UIEvent } from 'react';
import { memoMessages } from '../i18n/memo';
import type { MemoKey } from '../i18n/memo.en';
import type { Translate } from '../i18n/translate';
import { useShare, type SharedUser } from '../store/share';
import { PermissionSelect } from './PermissionSelect';
import { PersonAvatar } from './PersonAvatar';
import { useMessages } from '../i18n/useMessages';

/** Spec 9.1: the list shows 5 people, and 5 more each time it is scrolled past 80 %. */
export const PEOPLE_PAGE_SIZE = 5;
export const PEOPLE_SCROLL_THRESHOLD = 0.8;

const EMPTY: SharedUser[] = [];
const displayName = (user: SharedUser, t: Translate<MemoKey>) => user.name ?? user.email ?? t('share.unknownUser');

function matches(user: SharedUser, needle: string) {
  return [user.name, user.email].some((text) => text?.toLowerCase().includes(needle));
}

export function PeopleWithAccess({ pageId, commenterOnly = false }: { pageId: number; commenterOnly?: boolean }) {
  const t = useMessages(memoMessages);
  const users = useShare((state) => state.sharedUsers[pageId]?.users ?? EMPTY);
  const loaded = useShare((state) => Boolean(state.sharedUsers[pageId]));
  const status = useShare((state) => state.listStatus[pageId]);
  const removing = useShare((state) => state.removing);
  const remove = useShare((state) => state.remove);
  const changePermission = useShare((state) => state.changePermission);
  const [filter, setFilter] = useState('');
  const [visible, setVisible] = useState(PEOPLE_PAGE_SIZE);

  const people = users.filter((user) => user.permission !== 'owner');
  const needle = filter.trim().toLowerCase();
  const matching = needle ? people.filter((user) => matches(user, needle)) : people;
  const shown = matching.slice(0, visible);
  const more = matching.length > shown.length;

  function changeFilter(next: string) {
    setFilter(next);
    setVisible(PEOPLE_PAGE_SIZE);
  }

  function onScroll(event: UIEvent<HTMLElement>) {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (more && scrollHeight > 0 && (scrollTop + clientHeight) / scrollHeight > PEOPLE_SCROLL_THRESHOLD) {
      setVisible((count) => count + PEOPLE_PAGE_SIZE);
    }
  }

  return (
    <section className="share-section" aria-labelledby="share-people-title">
      <h3 id="share-people-title" className="share-section__title">
        {t('share.peopleWithAccess')}
      </h3>
      {people.length > 0 && (
        <div className="share-people__search">
          <input
            className="share-input"
            type="search"
            aria-label={t('share.searchPeople')}
            placeholder={t('share.searchPeople')}
            value={filter}
            onChange={(event) => changeFilter(event.target.value)}
          />
          {filter && (
            <button type="button" onClick={() => changeFilter('')}>
              {t('share.clearSearch')}
            </button>
          )}
        </div>
      )}
      <div aria-live="polite">
        {status === 'loading' && <p className="share-hint">{t('share.loadingUsers')}</p>}
        {status === 'updating' && <p className="share-hint">{t('share.updatingUsers')}</p>}
        {status === 'error' && <p className="share-hint">{t('shareError.listFailed')}</p>}
        {loaded && status !== 'updating' && users.length === 0 && <p className="share-hint">{t('share.noInvitedUsers')}</p>}
        {users.length > 0 && people.length === 0 && <p className="share-hint">{t('share.noPeople')}</p>}
        {people.length > 0 && matching.length === 0 && <p className="share-hint">{t('share.noPeopleMatch')}</p>}
      </div>
      {shown.length > 0 && (
        <ul className="share-people" aria-label={t('share.peopleWithAccess')} onScroll={onScroll}>
          {shown.map((user) => (
            <li key={user.id} className="share-person">
              <PersonAvatar name={user.name} email={user.email} image={user.image} />
              <span className="share-person__text">
                <span className="share-person__name">{displayName(user, t)}</span>
                {user.name && user.email && <span className="share-person__email">{user.email}</span>}
              </span>
              <PermissionSelect
                label={t('share.accessOf', { name: displayName(user, t) })}
                value={user.permission === 'commenter' ? 'commenter' : 'viewer'}
                disabled={removing[user.id]}
                onChange={(permission) => void changePermission(pageId, user, permission)}
                commenterOnly={commenterOnly}
              />
              <button
                type="button"
                aria-label={t('share.removeLabel', { name: displayName(user, t) })}
                disabled={removing[user.id]}
                onClick={() => void remove(pageId, user)}
              >
                {t('share.remove')}
              </button>
            </li>
          ))}
          {more && <li className="share-people__more">{t('share.loadingMore')}</li>}
        </ul>
      )}
    </section>
  );
}
