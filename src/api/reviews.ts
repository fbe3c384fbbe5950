import type { NotificationResource, ReviewResource } from '../../contract/reviews';
import { api } from './client';

/** GET /api/pages/{id}/review. */
export async function readReview(pageId: number, { signal }: { signal?: AbortSignal } = {}): Promise<ReviewResource> {
  return (await api.get(`pages/${pageId}/review`, { signal }).json<{ data: ReviewResource }>()).data;
}

/** POST /api/pages/{id}/review: hands the page to the reviewers (every editor and administrator unless some are chosen). */
export async function submitForReview(pageId: number, note: string, reviewerUids: string[] = []): Promise<ReviewResource> {
  return (await api.post(`pages/${pageId}/review`, { json: { note, reviewer_uids: reviewerUids } }).json<{ data: ReviewResource }>()).data;
}

/** GET /api/pages/{id}/reviewers: whom the caller may choose as reviewers (those who may publish the page). */
export async function listReviewers(pageId: number): Promise<Array<{ uid: string; name: string }>> {
  return (await api.get(`pages/${pageId}/reviewers`).json<{ data: Array<{ uid: string; name: string }> }>()).data;
}

/** POST /api/pages/{id}/review/request-changes (reviewers only). */
export async function requestChanges(pageId: number, reason: string): Promise<ReviewResource> {
  return (await api.post(`pages/${pageId}/review/request-changes`, { json: { reason } }).json<{ data: ReviewResource }>()).data;
}

/** DELETE /api/pages/{id}/review: takes the page back out of review. */
export async function withdrawReview(pageId: number): Promise<ReviewResource> {
  return (await api.delete(`pages/${pageId}/review`).json<{ data: ReviewResource }>()).data;
}

export interface NotificationPage {
  notifications: NotificationResource[];
  unread: number;
  /** The `before` of the next (older) page, or null at the end. */
  next: string | null;
}

/** GET /api/notifications?limit=&before=: the caller's own, newest first. */
export async function listNotifications(before: string | null, { signal }: { signal?: AbortSignal } = {}): Promise<NotificationPage> {
  const searchParams: Record<string, string> = { limit: '20' };
  if (before) searchParams.before = before;
  const body = await api
    .get('notifications', { searchParams, signal })
    .json<{ data: NotificationResource[]; meta: { unread: number; next: string | null } }>();
  return { notifications: body.data, unread: body.meta.unread, next: body.meta.next };
}

/** GET /api/notifications/unread. */
export async function unreadNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return (await api.get('notifications/unread', { signal }).json<{ data: { unread: number } }>()).data.unread;
}

/** PUT /api/notifications/{id}/read, or every one with `null`: answers how many are left unread. */
export async function markNotificationsRead(id: number | null): Promise<number> {
  const path = id === null ? 'notifications/read' : `notifications/${id}/read`;
  return (await api.put(path).json<{ data: { unread: number } }>()).data.unread;
}
