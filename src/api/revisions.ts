import type { PageAttributes, SavedDocument } from '../../contract';
import type { ReviewStep } from '../../contract/reviews';
import { api } from './client';

export type RevisionEvent = 'save' | 'publish' | 'unpublish' | 'trash' | 'restore' | 'restore_revision' | 'review';

export interface RevisionSummary {
  id: number;
  created_at: string;
  updated_at: string;
  author: { uid: string; name: string } | null;
  event: RevisionEvent;
  blocks: { added: number; removed: number; changed: number };
  /** Stored by a server whose block prints had gone wrong (migration 0022 found it): it may not hold what was saved. */
  damaged: boolean;
  /** A step of the page's review (issue 33) and its note or reason; null for other revisions. */
  review_step?: ReviewStep | null;
  note?: string | null;
  /** Made on a published page's draft and not published (issue 33): only its editors see it. */
  draft?: boolean;
}

export interface Revision extends RevisionSummary {
  title: string;
  precis: string;
  lexical_body: SavedDocument;
}

export interface RevisionList {
  revisions: RevisionSummary[];
  total: number;
  perPage: number;
}

/** GET /api/pages/{id}/revisions?page=n: newest first. */
export async function listRevisions(pageId: number, page = 1, { signal }: { signal?: AbortSignal } = {}): Promise<RevisionList> {
  const body = await api
    .get(`pages/${pageId}/revisions`, { searchParams: { page }, signal })
    .json<{ data: Array<{ attributes: RevisionSummary }>; meta: { total: number; per_page: number } }>();
  return { revisions: body.data.map((each) => each.attributes), total: body.meta.total, perPage: body.meta.per_page };
}

/** GET /api/pages/{id}/revisions/{revision_id}: the revision with its document. */
export async function readRevision(pageId: number, revisionId: number, { signal }: { signal?: AbortSignal } = {}): Promise<Revision> {
  return (await api.get(`pages/${pageId}/revisions/${revisionId}`, { signal }).json<{ data: { attributes: Revision } }>()).data.attributes;
}

/** POST /api/pages/{id}/revisions/{revision_id}/restore with the version the caller has; a stale one fails with 409. */
export async function restoreRevision(pageId: number, revisionId: number, version: number): Promise<{ version: number }> {
  return (
    await api.post(`pages/${pageId}/revisions/${revisionId}/restore`, { json: { version }, retry: 0 }).json<{ data: { version: number } }>()
  ).data;
}

export interface PageAsOf extends PageAttributes {
  as_of: string;
  revision_created_at: string;
}

/** GET /api/pages/{slug}?as_of=: the page as it was at that instant. */
export async function pageAsOf(slug: string, instant: string, { signal }: { signal?: AbortSignal } = {}): Promise<PageAsOf> {
  return (
    await api
      .get(`pages/${encodeURIComponent(slug)}`, { searchParams: { as_of: instant }, signal })
      .json<{ data: { attributes: PageAsOf } }>()
  ).data.attributes;
}

export interface Colleague {
  uid: string;
  name: string;
}

/** PUT /api/pages/{id}/presence: I have the page open; who else has, and the page's version now. */
export async function beatPresence(pageId: number): Promise<{ others: Colleague[]; heartbeatSeconds: number; version: number }> {
  const body = await api
    .put(`pages/${pageId}/presence`, { retry: 0, context: { keepSessionOnUnauthorized: true } })
    .json<{ data: Colleague[]; meta: { heartbeat_seconds: number; version: number } }>();
  return { others: body.data, heartbeatSeconds: body.meta.heartbeat_seconds, version: body.meta.version };
}

/** DELETE /api/pages/{id}/presence when the page closes; it outlives the page (keepalive), and failing is harmless. */
export function leavePresence(pageId: number): void {
  void api
    .delete(`pages/${pageId}/presence`, { retry: 0, keepalive: true, context: { keepSessionOnUnauthorized: true } })
    .catch(() => undefined);
}
