import type { Locale } from '../../contract';
import type { SearchAnswer } from '../../contract/search';
import { staticSiteEditorUrl } from '../site/staticSite';
import { getJson } from './readClient';

/**
 * GET api/search; `drafts` asks for the drafts an editor may edit too (ignored by the server for anyone else). On the
 * static site, the export's search index answers, loaded when first searched (staticSearch.ts).
 */
export async function search(
  q: string,
  { locale, page, drafts, signal }: { locale: Locale; page: number; drafts: boolean; signal?: AbortSignal },
): Promise<SearchAnswer> {
  if (staticSiteEditorUrl()) return (await import('./staticSearch')).searchStatically(q, { locale, page, signal });
  return getJson<SearchAnswer>('search', { searchParams: { q, locale, page, ...(drafts ? { include: 'drafts' } : {}) }, signal });
}
