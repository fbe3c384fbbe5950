import type { MemoSort } from '../../contract';
import * as memoApi from '../api/memo';
import { useRemote } from '../routes/useRemote';

/*
 * Memos, their trash, and the lifecycle every page shares (publish, unpublish, schedule, trash, restore, destroy):
 * each change carries the version it was made on, and a stale one fails with a ConflictError (src/store/refusals.ts).
 * A staff store: the screens that use it are lazy chunks.
 */

export type { ChangedPage, MemoResource, MemoScope } from '../api/memo';
export { destroy, discardChanges, moveToTrash, publish, restore, restoreBySlug, schedule, unpublish } from '../api/memo';

/** A memo as its page shows it, or `locked` for a visitor who must sign in to read it. */
export type LoadedMemo = { kind: 'memo'; memo: memoApi.MemoResource } | { kind: 'locked' };

/**
 * GET /api/memo/{slug} with the page's query (a share token may be in the slug); signed out, only once the server says
 * the memo is public. A new `generation` loads it again.
 */
export function useMemoPage(slug: string, search: string, signedIn: boolean, generation: number) {
  return useRemote<LoadedMemo>(`memo:${slug}:${search}:${signedIn}:${generation}`, async (signal) => {
    if (!signedIn && !(await memoApi.checkPublicMemo(slug, { signal })).access) return { kind: 'locked' };
    return { kind: 'memo', memo: await memoApi.memo(slug, search, { signal }) };
  });
}

export function useMemoList(q: string, sort: MemoSort | undefined, scope: memoApi.MemoScope) {
  return useRemote(`memo-list:${q}:${sort}:${scope}`, (signal) => memoApi.list({ q: q || undefined, sort, scope }, { signal }));
}

/** The memos in the trash; a new `generation` loads them again. */
export function useTrash(generation: number) {
  return useRemote(`memo-trash:${generation}`, (signal) => memoApi.trash({ signal }));
}

export function useTrashedMemo(slug: string) {
  return useRemote(`memo-trash:${slug}`, (signal) => memoApi.trashedMemo(slug, { signal }));
}
