import { type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Locale } from '../../contract';
import { MAX_SEARCH_QUERY, type SearchHitAttributes, type SearchMeta } from '../../contract/search';
import { useSearchAnswer } from '../store/search';
import { searchMessages } from '../i18n/search';
import { useMessages } from '../i18n/useMessages';
import { formatDate, useDatesInUtc } from '../reader/formatDate';
import { selectMayWrite, useSession } from '../store/session';
import { ErrorMessage } from '../ui/StatusMessage';
import { collectionLabelOf } from './collectionLabels';
import { htmlLangOf, useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import './search.css';

/** The path of a page of results; the query goes in the address so a search can be shared and reloaded. */
function searchPathOf(locale: Locale, q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `/${locale}/search?${params}`;
}

/** A snippet is text: marked runs become <mark> elements, nothing is ever read as HTML. */
function Snippet({ segments }: { segments: SearchHitAttributes['snippet'] }) {
  return (
    <p className="search-hit__snippet">
      {segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </p>
  );
}

/**
 * Where the hit lives and when it was published: "Stories · 3 March 2026". Not for an event, whose card shows the day
 * it takes place (a publishing date there would read as the event's), nor for a draft, which may keep the date of a
 * publication since withdrawn.
 */
function HitMeta({ hit, locale }: { hit: SearchHitAttributes; locale: Locale }) {
  const utc = useDatesInUtc();
  const date = hit.collection === 'events' || !hit.published ? null : formatDate(hit.published_at, locale, utc);
  return (
    <p className="search-hit__meta">
      {collectionLabelOf(hit.collection, locale)}
      {date && (
        <>
          {' · '}
          <time dateTime={hit.published_at ?? undefined}>{date}</time>
        </>
      )}
    </p>
  );
}

/** "3 results in 中文": the same search on the other locale's site, when it finds anything there. */
function OtherLocaleHits({ q, found }: { q: string; found: SearchMeta['other_locale'] }) {
  const t = useMessages(searchMessages, useLocale());
  if (!found?.total) return null;
  return (
    <p className="search__elsewhere">
      <Link to={searchPathOf(found.locale, q)} hrefLang={htmlLangOf(found.locale)}>
        {found.total === 1 ? t('search.otherLocaleOne') : t('search.otherLocale', { total: found.total })}
      </Link>
    </p>
  );
}

/** /{locale}/search?q=: the site's search, a chunk of its own so readers who never search do not load it. */
export function SearchRoute() {
  const locale = useLocale();
  const t = useMessages(searchMessages, locale);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, MAX_SEARCH_QUERY);
  const page = Math.max(1, Math.min(9999, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const drafts = useSession(selectMayWrite);
  useDocumentMeta(q ? `${t('search.title')}: ${q}` : t('search.title'), locale);
  const countText = (total: number) =>
    total === 0
      ? t('search.none', { query: q })
      : total === 1
        ? t('search.countOne', { query: q })
        : t('search.count', { total, query: q });
  const remote = useSearchAnswer(q, locale, page, drafts);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    navigate(searchPathOf(locale, typeof typed === 'string' ? typed : ''));
  }

  return (
    <div className="search">
      <h1>{t('search.title')}</h1>
      <form role="search" action={`/${locale}/search`} method="get" onSubmit={submit}>
        <label htmlFor="search-q">{t('search.label')}</label>
        <input id="search-q" key={q} name="q" type="search" defaultValue={q} maxLength={MAX_SEARCH_QUERY} autoComplete="off" />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>
      {!q.trim() && <p className="search__prompt">{t('search.prompt')}</p>}
      {/* One live region for the whole search, there before its answer, so the count is read out when it comes. */}
      {q.trim() && (
        <p className="search__count" role="status">
          {remote.status === 'loading' ? t('search.loading') : remote.status === 'ready' ? countText(remote.data.meta.total) : ''}
        </p>
      )}
      {q.trim() && remote.status === 'ready' && <OtherLocaleHits q={q} found={remote.data.meta.other_locale} />}
      {q.trim() && remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {q.trim() && remote.status === 'ready' && (
        <>
          {/* role="list": Safari drops the list's semantics with its numbers. */}
          <ol className="search__hits" role="list">
            {remote.data.data.map(({ id, attributes: hit }) => (
              <li key={id} className="search-hit">
                <h2>
                  <Link to={hit.route}>{hit.title}</Link>
                  {!hit.published && <span className="search-hit__draft"> · {t('search.draft')}</span>}
                </h2>
                <HitMeta hit={hit} locale={locale} />
                <Snippet segments={hit.snippet} />
              </li>
            ))}
          </ol>
          {remote.data.meta.pages > 1 && (
            <nav aria-label={t('search.pages')} className="search__pages">
              {page > 1 && <Link to={searchPathOf(locale, q, page - 1)}>{t('search.previous')}</Link>}
              <span>{t('search.pageOf', { page, pages: remote.data.meta.pages })}</span>
              {page < remote.data.meta.pages && <Link to={searchPathOf(locale, q, page + 1)}>{t('search.next')}</Link>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
