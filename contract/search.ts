import * as v from 'valibot';
import { COLLECTIONS, LOCALES, type Collection, type Locale, type Many } from './resources';

/** The longest query the search takes, in characters; a longer one is a 400. */
export const MAX_SEARCH_QUERY = 200;
/** Results per page of `GET /api/search`. */
export const SEARCH_PAGE_SIZE = 10;

/** `GET /api/search?q=&locale=&collection=&page=&include=drafts`. */
export const searchQuery = v.object({
  q: v.pipe(
    v.optional(v.string(), ''),
    v.maxLength(MAX_SEARCH_QUERY, `q: a search may be at most ${MAX_SEARCH_QUERY} characters long.`),
    v.trim(),
  ),
  locale: v.optional(v.picklist(LOCALES, 'locale must be en or hk.')),
  collection: v.optional(v.picklist(COLLECTIONS, 'Unknown page collection.')),
  page: v.pipe(
    v.optional(v.string(), '1'),
    v.regex(/^[1-9][0-9]{0,3}$/, 'page must be a whole number from 1 to 9999.'),
    v.transform(Number),
  ),
  /** `drafts`: also pages not yet published (and one's own memos), for those who may edit them; ignored for others. */
  include: v.optional(v.picklist(['drafts'] as const, 'include may only be drafts.')),
});
export type SearchQuery = v.InferOutput<typeof searchQuery>;

/** A run of a snippet's text; `match` runs are the words the query found. Rendered as text, never as HTML. */
export interface SnippetSegment {
  text: string;
  match: boolean;
}

export interface SearchHitAttributes {
  page_id: number;
  uid: string;
  slug: string;
  title: string;
  collection: Collection;
  locale: Locale;
  /** Where the page is read: its public address, or the memo's for a memo. */
  route: string;
  published: boolean;
  published_at: string | null;
  /** Whether the query matched the title (those come first). */
  title_match: boolean;
  snippet: SnippetSegment[];
}

export interface SearchMeta {
  total: number;
  page: number;
  per_page: number;
  pages: number;
  /** With `locale`: how many pages the same search finds on the other locale's site. */
  other_locale?: { locale: Locale; total: number };
}

export type SearchAnswer = Many<SearchHitAttributes, 'search_result', SearchMeta>;
