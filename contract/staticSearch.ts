import type { Options } from 'minisearch';
import { searchTerms } from './searchTerms';

/** A page as the static site's search index keeps it. */
export interface StaticSearchDocument {
  id: number;
  title: string;
  precis: string;
  text: string;
  route: string;
  collection: string;
  /** The publishing date, YYYY-MM-DD. */
  date: string | null;
}

/** Pages per file of the index: a publish writes again only the file that holds its page. */
export const SEARCH_SEGMENT_PAGES = 500;
/** The characters of a page's text the index keeps: it bounds the index (docs/performance.md gives its size). */
export const SEARCH_TEXT_CHARACTERS = 4_000;

/** The index's manifest at `/_data/search/{locale}.json`: its segment files. */
export interface StaticSearchManifest {
  segments: string[];
  pages: number;
}

export const searchManifestPathOf = (locale: string) => `/_data/search/${locale}.json`;
export const searchSegmentPathOf = (locale: string, segment: number) => `/_data/search/${locale}/${segment}.json`;

/** MiniSearch's options, the same where the export builds the index and where the browser searches it. */
export const staticSearchOptions: Options<StaticSearchDocument> = {
  fields: ['title', 'precis', 'text'],
  storeFields: ['title', 'precis', 'route', 'collection', 'date'],
  tokenize: searchTerms,
  processTerm: (term) => term,
  searchOptions: { boost: { title: 4, precis: 2 }, combineWith: 'AND', tokenize: searchTerms, processTerm: (term) => term },
};
