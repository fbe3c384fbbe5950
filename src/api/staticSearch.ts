import MiniSearch, { type SearchResult } from 'minisearch';
import { LOCALES, type Collection, type Locale } from '../../contract/resources';
import { SEARCH_PAGE_SIZE, type SearchAnswer, type SnippetSegment } from '../../contract/search';
import { searchTerms } from '../../contract/searchTerms';
import {
  searchManifestPathOf,
  staticSearchOptions,
  type StaticSearchDocument,
  type StaticSearchManifest,
} from '../../contract/staticSearch';

/** Each locale's index, loaded once: its manifest, then its segments, in one go. */
const indexes = new Map<Locale, Promise<MiniSearch<StaticSearchDocument>[]>>();

async function json<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${location.origin}${path}`, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The search index is missing (${response.status}).`);
  return response.json() as Promise<T>;
}

function indexOf(locale: Locale): Promise<MiniSearch<StaticSearchDocument>[]> {
  let index = indexes.get(locale);
  if (!index) {
    index = (async () => {
      const manifest = await json<StaticSearchManifest>(searchManifestPathOf(locale));
      const segments = await Promise.all(
        manifest.segments.map((segment) => fetch(`${location.origin}${segment}`).then((response) => response.text())),
      );
      return segments.map((segment) => MiniSearch.loadJSON<StaticSearchDocument>(segment, staticSearchOptions));
    })();
    index.catch(() => indexes.delete(locale));
    indexes.set(locale, index);
  }
  return index;
}

/** The stand first with the words the query matched marked, as the server's snippets mark them. */
function snippetOf(text: string, queryTerms: Set<string>): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const [term] = searchTerms(match[0]);
    if (term === undefined || !queryTerms.has(term)) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index), match: false });
    segments.push({ text: match[0], match: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

async function hitsIn(locale: Locale, q: string): Promise<SearchResult[]> {
  const results = (await indexOf(locale)).flatMap((segment) => segment.search(q));
  return results.sort((a, b) => b.score - a.score);
}

/**
 * The static site's search (issue 31): the export's index of the locale's published pages, as the API answers, ten a
 * page, title matches first, with how many the other locale's index finds.
 */
export async function searchStatically(
  q: string,
  { locale, page }: { locale: Locale; page: number; signal?: AbortSignal },
): Promise<SearchAnswer> {
  const queryTerms = new Set(searchTerms(q));
  const results = queryTerms.size ? await hitsIn(locale, q) : [];
  const titleMatch = (result: SearchResult) => searchTerms(String(result.title)).some((term) => queryTerms.has(term));
  const ordered = [...results.filter(titleMatch), ...results.filter((result) => !titleMatch(result))];
  const other = LOCALES.find((each) => each !== locale)!;
  const otherTotal = queryTerms.size ? (await hitsIn(other, q).catch(() => [])).length : 0;
  const shown = ordered.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  return {
    data: shown.map((result) => ({
      id: String(result.id),
      type: 'search_result',
      attributes: {
        page_id: Number(result.id),
        uid: '',
        slug: String(result.route).split('/').pop() ?? '',
        title: String(result.title),
        collection: result.collection as Collection,
        locale,
        route: String(result.route),
        published: true,
        published_at: result.date ? `${String(result.date)}T00:00:00.000Z` : null,
        title_match: titleMatch(result),
        snippet: snippetOf(String(result.precis ?? ''), queryTerms),
      },
    })),
    meta: {
      total: ordered.length,
      page,
      per_page: SEARCH_PAGE_SIZE,
      pages: Math.ceil(ordered.length / SEARCH_PAGE_SIZE),
      other_locale: { locale: other, total: otherTotal },
    },
  };
}
