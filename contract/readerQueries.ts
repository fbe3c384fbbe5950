import type { Collection, Locale } from './resources';

/** How many pages a collection's screen lists, and how many upcoming events What's on shows. */
export const COLLECTION_PAGE_SIZE = 50;
export const UPCOMING_LIMIT = 24;

/** A reader's GET of the API: its path under /api and its query, in the order the app sends them. */
export interface ReaderQuery {
  path: string;
  searchParams?: Record<string, string | number | undefined>;
}

const segment = encodeURIComponent;

/**
 * The API calls the reader's screens make, one definition for the app that asks them and the static export that
 * writes their answers as files (contract/staticData.ts).
 */
export const readerQueries = {
  siteConfig: (): ReaderQuery => ({ path: 'site_config' }),
  home: (locale: Locale): ReaderQuery => ({ path: 'content/home', searchParams: { locale } }),
  list: (collection: Collection, locale: Locale, limit: number = COLLECTION_PAGE_SIZE): ReaderQuery => ({
    path: `content/${segment(collection)}`,
    searchParams: { locale, limit },
  }),
  page: (collection: Collection, slug: string): ReaderQuery => ({ path: `content/${segment(collection)}/${segment(slug)}` }),
  seriesStories: (slug: string): ReaderQuery => ({ path: `content/series/${segment(slug)}/stories` }),
  programme: (eventSlug: string): ReaderQuery => ({ path: `publications/${segment(eventSlug)}/programme` }),
  periodTypes: (): ReaderQuery => ({ path: 'period_types' }),
  upcomingEvents: (limit: number = UPCOMING_LIMIT): ReaderQuery => ({ path: 'upcoming_events', searchParams: { limit } }),
  sectionPage: (slug: string): ReaderQuery => ({ path: `section_pages/${segment(slug)}` }),
};

/** A query as an address under the site: `/api/{path}?{query}`, without its undefined parameters. */
export function apiPathOf({ path, searchParams = {} }: ReaderQuery): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}
