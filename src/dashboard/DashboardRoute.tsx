import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import {
  DASHBOARD_COLLECTIONS,
  DASHBOARD_GROUPS,
  DASHBOARD_STATES,
  type DashboardAnswer,
  type DashboardGroup,
} from '../../contract/dashboard';
import type { Locale, Role } from '../../contract/resources';
import { roleMay, type Permission } from '../../contract/roles';
import { AccountNav } from '../admin/AccountNav';
import { dashboardMessages } from '../i18n/dashboard';
import { useMessages } from '../i18n/useMessages';
import { collectionLabelOf } from '../routes/collectionLabels';
import { signInPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { readDashboard, type DashboardFilters } from '../store/dashboard';
import { selectMayWrite, selectSignedIn, useSession } from '../store/session';
import { errorTextOf, LoadingMessage } from '../ui/StatusMessage';
import '../admin/admin.css';
import './dashboard.css';
import { DashboardGroupList } from './DashboardGroupList';

const FILTERS = ['collection', 'locale', 'author', 'state', 'q'] as const;
/** Groups most people never have anything in, shown only when they do: pages one was invited to comment on (issue 35). */
const SHOWN_WITH_PAGES_ONLY = new Set<DashboardGroup>(['to_comment']);

/**
 * Groups a role can never have anything in are not shown (server/services/dashboard.ts decides what each holds): a
 * staff reader writes and reviews nothing, a contributor reviews nothing.
 */
const NEEDS: Partial<Record<DashboardGroup, Permission>> = {
  to_review: 'publishOwnPages',
  my_reviews: 'createPages',
  drafts: 'createPages',
  changes: 'createPages',
};
const possibleFor = (role: Role | undefined, group: DashboardGroup) => !NEEDS[group] || roleMay(role, NEEDS[group]);

/** Typing in the search waits this long before it asks the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * `/{locale}/dashboard` (issue 33), for staff: one call (GET /api/dashboard) answers every group, filtered as the
 * address's query says, so a filtered dashboard can be bookmarked. Extension point: the "in review" and "changes not
 * yet published" groups of the review and drafts parts are listed by DASHBOARD_GROUPS once the server answers them.
 */
export default function DashboardRoute() {
  const locale = useLocale();
  const location = useLocation();
  const signedIn = useSession(selectSignedIn);
  if (!signedIn) return <Navigate to={signInPathOf(locale, `${location.pathname}${location.search}`)} replace />;
  return <DashboardScreen locale={locale} />;
}

function DashboardScreen({ locale }: { locale: Locale }) {
  const t = useMessages(dashboardMessages, locale);
  useDocumentMeta(t('dashboard.title'), locale, t('dashboard.intro'));
  const mayWrite = useSession(selectMayWrite);
  const role = useSession((state) => state.user?.attributes.role);
  const [params, setParams] = useSearchParams();
  const filters: DashboardFilters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? '']));
  const key = FILTERS.map((name) => filters[name]).join('\n');
  const [search, setSearch] = useState(filters.q ?? '');
  const [answer, setAnswer] = useState<{ key: string; data: DashboardAnswer } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [authors, setAuthors] = useState<DashboardAnswer['authors']>([]);

  useEffect(() => {
    let live = true;
    readDashboard(filters).then(
      (data) => {
        if (!live) return;
        setAnswer({ key, data });
        setError(null);
        if (data.authors) setAuthors(data.authors);
      },
      (failure: unknown) => live && setError(errorTextOf(failure, locale)),
    );
    return () => {
      live = false;
    };
    // The filters are the key: a new object each render, the same words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale]);

  const setFilter = (name: (typeof FILTERS)[number], value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if (search.trim() === (filters.q ?? '')) return;
    const timer = setTimeout(() => setFilter('q', search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const select = (name: 'collection' | 'locale' | 'author' | 'state', label: string, options: Array<[string, string]>) => (
    <div className="form__field">
      <label htmlFor={`dashboard-${name}`}>{label}</label>
      <select id={`dashboard-${name}`} value={filters[name]} onChange={(event) => setFilter(name, event.target.value)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="admin-screen dashboard">
      <AccountNav locale={locale} />
      <h1>{t('dashboard.title')}</h1>
      <p className="admin-screen__intro">{t('dashboard.intro')}</p>
      <form className="dashboard__filters" role="search" aria-label={t('dashboard.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="form__field dashboard__search">
          <label htmlFor="dashboard-q">{t('dashboard.search')}</label>
          <input id="dashboard-q" type="search" value={search} maxLength={200} onChange={(event) => setSearch(event.target.value)} />
        </div>
        {select('collection', t('dashboard.section'), [
          ['', t('dashboard.anySection')],
          ...DASHBOARD_COLLECTIONS.map((collection): [string, string] => [collection, collectionLabelOf(collection, locale)]),
        ])}
        {select('locale', t('dashboard.language'), [
          ['', t('dashboard.anyLanguage')],
          ['en', t('dashboard.en')],
          ['hk', t('dashboard.hk')],
        ])}
        {select('author', t('dashboard.author'), [
          ['', t('dashboard.anyAuthor')],
          ...(authors ?? []).map((person): [string, string] => [person.uid, person.name]),
        ])}
        {select('state', t('dashboard.state'), [
          ['', t('dashboard.anyState')],
          ...DASHBOARD_STATES.map((state): [string, string] => [state, t(`state.${state}`)]),
        ])}
        {key.trim() && (
          <button type="button" className="button button--quiet" onClick={() => (setSearch(''), setParams({}, { replace: true }))}>
            {t('dashboard.clear')}
          </button>
        )}
      </form>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {!answer ? (
        !error && <LoadingMessage />
      ) : (
        <div className="dashboard__groups" aria-busy={answer.key !== key}>
          {DASHBOARD_GROUPS.filter(
            (group) => possibleFor(role, group) && (!SHOWN_WITH_PAGES_ONLY.has(group) || answer.data.data[group]?.items.length),
          ).map((group) => (
            <DashboardGroupList
              key={`${group}\n${answer.key}`}
              group={group}
              list={answer.data.data[group] ?? { items: [], next_cursor: null }}
              filters={filters}
              locale={locale}
              t={t}
              mayWrite={mayWrite}
            />
          ))}
        </div>
      )}
    </div>
  );
}
