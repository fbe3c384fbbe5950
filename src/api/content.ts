import type { Collection, Locale, Many, One, PageAttributes, PageSummary, Resource } from '../../contract';
import { getJson, takeArrivedJson } from './readClient';

export type PageSummaryResource = Resource<PageSummary, 'page'>;
export type PageResource = Resource<PageAttributes, 'page'>;

export interface HomeContent {
  stories: PageSummaryResource[];
  series: PageSummaryResource[];
  news: PageSummaryResource[];
  projects: PageSummaryResource[];
  events: PageSummaryResource[];
}

interface RequestOptions {
  signal?: AbortSignal;
}

export async function home(locale: Locale, { signal }: RequestOptions = {}): Promise<HomeContent> {
  const body = await getJson<{ data: HomeContent }>('content/home', { searchParams: { locale }, signal });
  return body.data;
}

/** The home page's content if index.html's early request for it has already arrived. */
export function arrivedHome(locale: Locale): HomeContent | undefined {
  return takeArrivedJson<{ data: HomeContent }>('content/home', { locale })?.data;
}

export function list(
  collection: Collection,
  { locale, limit, signal }: RequestOptions & { locale: Locale; limit?: number },
): Promise<Many<PageSummary, 'page'>> {
  return getJson<Many<PageSummary, 'page'>>(`content/${encodeURIComponent(collection)}`, { searchParams: { locale, limit }, signal });
}

/** A collection's list if it has already arrived (the list a static page was rendered from, issue 31). */
export function arrivedList(collection: Collection, locale: Locale, limit: number): Many<PageSummary, 'page'> | undefined {
  return takeArrivedJson<Many<PageSummary, 'page'>>(`content/${encodeURIComponent(collection)}`, { locale, limit });
}

export async function page(collection: Collection, slug: string, { signal }: RequestOptions = {}): Promise<PageResource> {
  const body = await getJson<One<PageAttributes, 'page'>>(`content/${encodeURIComponent(collection)}/${encodeURIComponent(slug)}`, {
    signal,
  });
  return body.data;
}

/** A page if index.html's early request for it has already arrived. */
export function arrivedPage(collection: Collection, slug: string): PageResource | undefined {
  return takeArrivedJson<One<PageAttributes, 'page'>>(`content/${encodeURIComponent(collection)}/${encodeURIComponent(slug)}`)?.data;
}

/** A series' published stories, in the order they were published. */
export function seriesStories(slug: string, { signal }: RequestOptions = {}): Promise<Many<PageSummary, 'page'>> {
  return getJson<Many<PageSummary, 'page'>>(`content/series/${encodeURIComponent(slug)}/stories`, { signal });
}
