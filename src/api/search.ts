import type { Locale } from '../../contract';
import type { SearchAnswer } from '../../contract/search';
import { getJson } from './readClient';

/** GET api/search; `drafts` asks for the drafts an editor may edit too (ignored by the server for anyone else). */
export function search(q: string, { locale, page, drafts, signal }: { locale: Locale; page: number; drafts: boolean; signal?: AbortSignal }): Promise<SearchAnswer> {
  return getJson<SearchAnswer>('search', { searchParams: { q, locale, page, ...(drafts ? { include: 'drafts' } : {}) }, signal });
}
