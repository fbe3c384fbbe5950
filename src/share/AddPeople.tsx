import { useEffect, useId, useState } from 'react';
import { X } from 'lucide-react';
import { USER_SEARCH_MIN_LENGTH, isValidEmail } from '../../contract';
import { memoMessages } from '../i18n/memo';
import { useLocale } from '../routes/useLocale';
import { useShare, type InvitedAs, type Invitee, type Suggestion } from '../store/share';
import { firstEmail } from './inviteIdentifier';
import { PermissionSelect } from './PermissionSelect';
import { PersonAvatar } from './PersonAvatar';
import { useDebouncedValue } from './useDebouncedValue';
import { useMessages } from '../i18n/useMessages';

/** Spec 5.4 and 9.1: the search waits this long after the last keystroke. */
export const USER_SEARCH_DEBOUNCE_MS = 1_000;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const emailsOf = (suggestion: Suggestion) => suggestion.emails.split(',').map((email) => email.trim());
const isSelected = (selected: Invitee[], person: Invitee) =>
  selected.some((chosen) => (person.uid ? chosen.uid === person.uid : !chosen.uid && sameAddress(chosen.email, person.email)));

function inviteeOf(suggestion: Suggestion): Invitee {
  return { uid: suggestion.uid, email: firstEmail(suggestion.emails), name: suggestion.name, image: suggestion.image };
}

interface AddPeopleProps {
  /** The memo's link, which names the page to invite to; or the page itself (`pageId`, a site page's Commenters). */
  link: string;
  pageId?: number;
  /** A site page's Commenters (issue 35): colleagues with an account only, as Commenters. */
  commenterOnly?: boolean;
}

export function AddPeople({ link, pageId, commenterOnly = false }: AddPeopleProps) {
  const locale = useLocale();
  const t = useMessages(memoMessages, locale);
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Invitee[]>([]);
  const [message, setMessage] = useState('');
  const [permission, setPermission] = useState<InvitedAs>(commenterOnly ? 'commenter' : 'viewer');
  const search = useShare((state) => state.search);
  const searchUsers = useShare((state) => state.searchUsers);
  const sending = useShare((state) => state.sending);
  const invite = useShare((state) => state.invite);
  const text = query.trim();
  const debounced = useDebouncedValue(text, USER_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    void searchUsers(debounced);
  }, [debounced, searchUsers]);

  const searchable = text.length >= USER_SEARCH_MIN_LENGTH;
  const waiting = searchable && (debounced !== text || search.query !== text || search.status === 'searching');
  const answered = searchable && !waiting;
  const found = answered ? search.results : [];
  const offered = found.map(inviteeOf).filter((person) => !isSelected(selected, person));
  const email =
    answered &&
    !commenterOnly &&
    isValidEmail(text) &&
    !found.some((suggestion) => emailsOf(suggestion).some((address) => sameAddress(address, text)))
      ? text
      : null;
  const emailInvitee: Invitee | null = email ? { uid: null, email, name: null, image: null } : null;

  function add(person: Invitee) {
    setSelected((list) => (isSelected(list, person) ? list : [...list, person]));
    setQuery('');
  }

  async function send() {
    if (!(await invite(pageId ?? link, selected, message.trim(), locale, permission))) return;
    setSelected([]);
    setMessage('');
  }

  return (
    <section className="share-section" aria-labelledby={`${inputId}-title`}>
      <label id={`${inputId}-title`} htmlFor={inputId} className="share-section__title">
        {t('share.addPeople')}
      </label>
      <input
        id={inputId}
        className="share-input"
        type="search"
        autoComplete="off"
        placeholder={t('share.namePlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="share-search" aria-live="polite">
        {text.length > 0 && !searchable && <p className="share-hint">{t('share.minLength', { count: USER_SEARCH_MIN_LENGTH })}</p>}
        {waiting && <p className="share-hint">{t('share.searching')}</p>}
        {answered && search.status === 'error' && <p className="share-hint">{t('share.searchFailed')}</p>}
        {answered && search.status === 'ready' && found.length === 0 && !email && <p className="share-hint">{t('share.noResults')}</p>}
        {offered.length > 0 && (
          <ul className="share-results" aria-label={t('share.peopleFound')}>
            {offered.map((person) => (
              <li key={person.uid ?? person.email}>
                <button type="button" className="share-person" onClick={() => add(person)}>
                  <PersonAvatar {...person} />
                  <span className="share-person__text">
                    <span className="share-person__name">{person.name}</span>
                    <span className="share-person__email">{person.email}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {emailInvitee && !isSelected(selected, emailInvitee) && (
          <div className="share-person share-person--email">
            <PersonAvatar email={emailInvitee.email} />
            <span className="share-person__text">
              <span className="share-person__name">{emailInvitee.email}</span>
              <span className="share-tag">{t('share.externalUser')}</span>
            </span>
            <button type="button" onClick={() => add(emailInvitee)}>
              {t('share.inviteByEmail')}
            </button>
          </div>
        )}
      </div>
      {selected.length > 0 && (
        <div className="share-selected">
          <p id={`${inputId}-selected`}>{t('share.selected', { count: selected.length })}</p>
          <ul className="share-chips" aria-labelledby={`${inputId}-selected`}>
            {selected.map((person) => (
              <li key={person.uid ?? person.email} className="share-chip">
                <PersonAvatar {...person} />
                <span>{person.name ?? person.email}</span>
                <button
                  type="button"
                  aria-label={t('share.doNotInvite', { name: person.name ?? person.email })}
                  onClick={() => setSelected((list) => list.filter((chosen) => chosen !== person))}
                >
                  <X aria-hidden size={14} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {selected.length > 0 && (
        <label className="share-message">
          {t('share.message')}
          <textarea value={message} maxLength={2000} rows={2} onChange={(event) => setMessage(event.target.value)} />
        </label>
      )}
      <div className="share-invite">
        {commenterOnly ? (
          <p className="share-access-as">
            {t('share.accessAs')}
            <PermissionSelect value={permission} onChange={setPermission} commenterOnly />
          </p>
        ) : (
          <label className="share-access-as">
            {t('share.accessAs')}
            <PermissionSelect value={permission} onChange={setPermission} />
          </label>
        )}
        <button type="button" className="button--primary" onClick={() => void send()} disabled={sending || selected.length === 0}>
          {t(sending ? 'share.sending' : 'share.invite')}
        </button>
      </div>
    </section>
  );
}
