import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MEMO_SORTS, type Locale, type MemoSort } from '../../contract';
import { memoMessages } from '../i18n/memo';
import type { MemoKey } from '../i18n/memo.en';
import { translatorOf } from '../i18n/translate';
import { formatDate } from '../reader/formatDate';
import { memoPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { selectMayWrite, useSession } from '../store/session';
import { useMemoList, type MemoScope } from '../store/memos';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { FavouriteMark } from './FavouriteToggle';
import { MemoSpaceNav, MemoStatus } from './MemoSpaceNav';
import { SignedInOnly } from './SignedInOnly';
import { useMessages } from '../i18n/useMessages';

const MEMO_SORT_KEYS = {
  relevance: 'memoList.sortRelevance',
  oldest: 'memoList.sortOldest',
  newest: 'memoList.sortNewest',
} as const satisfies Record<MemoSort, MemoKey>;

function isMemoSort(value: string | null): value is MemoSort {
  return (MEMO_SORTS as readonly string[]).includes(value ?? '');
}

export function MemoListRoute() {
  const locale = useLocale();
  useDocumentMeta(translatorOf(memoMessages, locale)('memoList.title'), locale);
  return (
    <SignedInOnly>
      <MemoList locale={locale} />
    </SignedInOnly>
  );
}

function MemoList({ locale }: { locale: Locale }) {
  const t = useMessages(memoMessages, locale);
  const mayWrite = useSession(selectMayWrite);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const requested = params.get('sort');
  const sort: MemoSort = isMemoSort(requested) ? requested : 'relevance';
  const asked = params.get('scope');
  const scope: MemoScope = asked === 'mine' || asked === 'shared' ? asked : 'all';
  const remote = useMemoList(q, sort, scope);

  function update(changes: { q?: string; sort?: MemoSort }) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value && !(name === 'sort' && value === 'relevance')) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  }

  return (
    <div className="memo-space">
      <div className="collection__head">
        <h1>{t('memoList.title')}</h1>
        {mayWrite && (
          <Link className="button button--quiet" to={`/${locale}/page-templates/memo/create-page`}>
            {t('memoList.newMemo')}
          </Link>
        )}
      </div>
      <MemoSpaceNav />
      <div className="memo-list__controls">
        <form role="search" className="memo-list__search" onSubmit={search}>
          <label htmlFor="memo-search">{t('memoList.searchLabel')}</label>
          <input id="memo-search" key={q} type="search" name="q" defaultValue={q} maxLength={200} />
          <button type="submit" className="button button--quiet">
            {t('memoList.searchButton')}
          </button>
        </form>
        <label className="memo-list__sort">
          {t('memoList.sortBy')}
          <select value={sort} onChange={(event) => update({ sort: event.target.value as MemoSort })}>
            {MEMO_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(MEMO_SORT_KEYS[option])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' &&
        (remote.data.data.length === 0 ? (
          <p className="empty">{q ? t('memoList.noMatch', { query: q }) : t('memoList.empty')}</p>
        ) : (
          <table className="memo-table">
            <caption className="visually-hidden">{t('memoList.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('memoList.columnTitle')}</th>
                <th scope="col">{t('memoList.columnOwner')}</th>
                <th scope="col">{t('memoList.columnUpdated')}</th>
                <th scope="col">{t('memoList.columnState')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('memoList.columnFavourite')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {remote.data.data.map(({ attributes: memo }) => (
                <tr key={memo.page_id}>
                  <th scope="row">
                    <Link to={memoPathOf(locale, memo.slug)}>{memo.title}</Link>
                  </th>
                  <td>{memo.owner?.name ?? '—'}</td>
                  <td>
                    <time dateTime={memo.updated_at}>{formatDate(memo.updated_at, locale)}</time>
                  </td>
                  <td>
                    <MemoStatus published={memo.published} />
                  </td>
                  <td>
                    <FavouriteMark pageId={memo.page_id} favourite={memo.is_favourite} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </div>
  );
}
