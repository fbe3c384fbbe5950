import type { Collection, Locale, Many, One, PageAttributes, PageSummary, Resource } from '../../contract';
import { api } from './client';

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
  const body = await api.get('content/home', { searchParams: { locale }, signal }).json<{ data: HomeContent }>();
  return body.data;
}

export function list(
  collection: Collection,
  { locale, limit, signal }: RequestOptions & { locale: Locale; limit?: number },
): Promise<Many<PageSummary, 'page'>> {
  return api
    .get(`content/${encodeURIComponent(collection)}`, { searchParams: { locale, limit }, signal })
    .json<Many<PageSummary, 'page'>>();
}

export async function page(collection: Collection, slug: string, { signal }: RequestOptions = {}): Promise<PageResource> {
  const body = await api
    .get(`content/${encodeURIComponent(collection)}/${encodeURIComponent(slug)}`, { signal })
    .json<One<PageAttributes, 'page'>>();
  return body.data;
}
