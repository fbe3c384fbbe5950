import type { Locale } from '../../contract';
import { search } from '../api/search';
import { useRemote } from '../routes/useRemote';

/** The search's answer for `q` (nothing while it is blank); `drafts` asks for the drafts an editor may edit too. */
export function useSearchAnswer(q: string, locale: Locale, page: number, drafts: boolean) {
  return useRemote(q.trim() ? JSON.stringify([q, locale, page, drafts]) : null, (signal) => search(q, { locale, page, drafts, signal }));
}
