import type {
  Many,
  MemoAttributes,
  MemoSort,
  MemoSummary,
  One,
  PageSummary,
  PublicMemoCheck,
  Resource,
  TrashedMemoAttributes,
  TrashedMemoSummary,
} from '../../contract';
import { staticSiteEditorUrl } from '../site/staticSite';
import { api } from './client';
import { ApiError } from './errors';
import { getJson } from './readClient';
import type { RequestContext } from './sessionLink';

export type MemoResource = Resource<MemoAttributes, 'memo'>;
export type MemoSummaryResource = Resource<MemoSummary, 'memo'>;
export type TrashedMemoResource = Resource<TrashedMemoAttributes, 'memo'>;
export type TrashedMemoSummaryResource = Resource<TrashedMemoSummary, 'page'>;
export type ChangedPage = Resource<PageSummary, 'page'>;

interface RequestOptions {
  signal?: AbortSignal;
}

const keepSession: RequestContext = { keepSessionOnUnauthorized: true };

/** Which memos a list shows: all the caller may read, the caller's own, or those shared with the caller. */
export type MemoScope = 'all' | 'mine' | 'shared';

export function list(
  { q, sort, scope = 'all' }: { q?: string; sort?: MemoSort; scope?: MemoScope },
  { signal }: RequestOptions = {},
): Promise<Many<MemoSummary, 'memo'>> {
  const searchParams: Record<string, string> = {};
  if (q) searchParams.q = q;
  if (sort) searchParams.sort = sort;
  if (scope !== 'all') searchParams.scope = scope;
  return api.get('page_collections/memo/pages', { searchParams, signal }).json<Many<MemoSummary, 'memo'>>();
}

/**
 * GET api/memo/{slug} with the current query string; the slug may be `{slug}-{share_token}`. Read with `getJson`, so
 * that on the static site a link's memo is its exported answer (which has no query string).
 */
export async function memo(slug: string, search = '', { signal }: RequestOptions = {}): Promise<MemoResource> {
  const searchParams = staticSiteEditorUrl() ? undefined : Object.fromEntries(new URLSearchParams(search));
  const body = await getJson<One<MemoAttributes, 'memo'>>(`memo/${encodeURIComponent(slug)}`, { searchParams, signal });
  return body.data;
}

export async function trashedMemo(slug: string, { signal }: RequestOptions = {}): Promise<TrashedMemoResource> {
  const body = await api.get(`memo/trash/${encodeURIComponent(slug)}`, { signal }).json<One<TrashedMemoAttributes, 'memo'>>();
  return body.data;
}

export function trash({ signal }: RequestOptions = {}): Promise<Many<TrashedMemoSummary, 'page'>> {
  return api.get('page_collections/memo/trashes', { signal }).json<Many<TrashedMemoSummary, 'page'>>();
}

/** GET /api/memo/check-public-memo/{slug}: `{access}` with the status; a failed call counts as status 500 without access. */
export async function checkPublicMemo(slug: string, { signal }: RequestOptions = {}): Promise<PublicMemoCheck & { status: number }> {
  try {
    const body = await getJson<Partial<PublicMemoCheck>>(`memo/check-public-memo/${encodeURIComponent(slug)}`, {
      signal,
      context: keepSession,
    });
    return { status: 200, access: body?.access === true };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: error instanceof ApiError ? error.status : 500, access: false };
  }
}

async function change(request: Promise<Response>): Promise<ChangedPage> {
  const response = await request;
  const body = (await response.json()) as One<PageSummary, 'page'>;
  return body.data;
}

const lifecycle = (version: number) => ({ searchParams: { version }, retry: 0 });

/** PUT /api/pages/{page_id}/publish with an empty body; the version travels as `?version=`. */
export function publish(pageId: number, version: number): Promise<ChangedPage> {
  return change(api.put(`pages/${pageId}/publish`, lifecycle(version)));
}

export function moveToTrash(pageId: number, version: number): Promise<ChangedPage> {
  return change(api.patch(`pages/${pageId}/move-to-trash`, lifecycle(version)));
}

export function restore(pageId: number, version: number): Promise<ChangedPage> {
  return change(api.patch(`pages/${pageId}/restore-from-trash`, lifecycle(version)));
}

export function restoreBySlug(slug: string, version: number): Promise<ChangedPage> {
  return change(api.patch(`memo/trash/${encodeURIComponent(slug)}/restore`, lifecycle(version)));
}

export async function destroy(pageId: number, version: number): Promise<void> {
  await api.delete(`pages/${pageId}/destroy-permanently`, lifecycle(version));
}

/** PUT /api/pages/{page_id}/discard-changes: a published page's draft goes, back to what readers see (issue 33). */
export function discardChanges(pageId: number, version: number): Promise<ChangedPage> {
  return change(api.put(`pages/${pageId}/discard-changes`, lifecycle(version)));
}

/** PUT /api/pages/{page_id}/unpublish with an empty body; the version travels as `?version=`. */
export function unpublish(pageId: number, version: number): Promise<ChangedPage> {
  return change(api.put(`pages/${pageId}/unpublish`, lifecycle(version)));
}

/** PUT /api/pages/{page_id}/schedule: when the server publishes and unpublishes the page (ISO instants, null clears). */
export function schedule(
  pageId: number,
  body: { version: number; publish_at: string | null; unpublish_at: string | null },
): Promise<ChangedPage> {
  return change(api.put(`pages/${pageId}/schedule`, { json: body, retry: 0 }));
}
