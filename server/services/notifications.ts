import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationResource } from '../../contract/reviews';
import { pagePathOf } from '../../contract/pagePaths';
import { roleMay } from '../../contract/roles';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { notifications } from '../db/reviewSchema';
import { pages, users, type Page, type User } from '../db/schema';
import { webhookEndpoints } from '../db/webhooksSchema';
import { notFound } from '../errors';
import { grantFor } from './pageAccess';
import { parsePageId } from './pages';
import { commentPathFor, commentingPathFor, editorPathOf } from './commentPaths';
import { mayComment } from './comments';

export { editorPathOf };

/** Kinds that lead to the page in the editor (the person is to act on it); the others lead to the page as readers see it. */
const TO_EDITOR: ReadonlySet<NotificationKind> = new Set([
  'review_requested',
  'changes_requested',
  'schedule_failed',
  'comment_mention',
  'comment_reply',
]);

/** Where a webhook's notification leads: its endpoint on the administrators' screen (the centre shows it in its locale). */
export const webhookPathOf = (webhookId: number) => `/en/admin/webhooks#webhook-${webhookId}`;

export interface NewNotification {
  kind: NotificationKind;
  /** The page it is about, or null for one about no page, which names what it is about instead (`webhookId`). */
  pageId: number | null;
  /** The webhook endpoint a `webhook_disabled` notification is about (issue 36). */
  webhookId?: number;
  actorId: number | null;
  note?: string;
  /** The comment thread it is about (issue 35), for comment notifications. */
  commentUid?: string;
}

/**
 * In the transaction of the change it tells about: one notification for each person in `userIds` (once each, never
 * the person who made the change), unread.
 */
export async function notify(tx: Db, userIds: Array<number | null | undefined>, notification: NewNotification, now: Date) {
  const to = [...new Set(userIds.filter((id): id is number => typeof id === 'number' && id !== notification.actorId))];
  if (!to.length) return [];
  await tx.insert(notifications).values(
    to.map((userId) => ({
      userId,
      kind: notification.kind,
      pageId: notification.pageId,
      webhookId: notification.webhookId ?? null,
      actorId: notification.actorId,
      note: notification.note ?? '',
      commentUid: notification.commentUid ?? null,
      createdAt: now,
    })),
  );
  return to;
}

/** The page fields the list shows and the access check reads. */
const pageFields = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  locale: pages.locale,
  collection: pages.collection,
  ownerId: pages.ownerId,
  published: pages.published,
  trashedAt: pages.trashedAt,
  isPublic: pages.isPublic,
};

type NotifiedPage = Pick<Page, keyof typeof pageFields>;

/** A notification about a page is shown while its person may read the page, or comment on it (a site page's Commenter, issue 35). */
async function seesPage(deps: AppDeps, user: User, page: NotifiedPage): Promise<boolean> {
  return (await grantFor(deps, user, page)).read || (await mayComment(deps.database.db, page, user));
}

/**
 * Where a notification leads its person: a comment's to its thread where they comment (the editor, or a Commenter's
 * reading view), an invitation to where they read or comment, one to act on to the editor, else the page.
 */
function pathOf(user: User, page: NotifiedPage, row: { kind: NotificationKind; commentUid: string | null }) {
  if (row.commentUid) return commentPathFor(user, page, row.commentUid);
  if (TO_EDITOR.has(row.kind)) return editorPathOf(page);
  return row.kind === 'shared' ? commentingPathFor(user, page) : pagePathOf(page);
}

/** A webhook's notification is shown to its recipient only while they may administer (the endpoint's address is theirs to see). */
const seesWebhooks = (user: User) => roleMay(user.role, 'administer');

/**
 * How many of the caller's notifications are unread, leaving out those about pages the caller may no longer read,
 * and webhooks' when they no longer administer (as the list does), so the bell never counts what the panel cannot
 * show. One access check per page, not per row.
 */
const unreadOf = async (deps: AppDeps, user: User) => {
  const { db } = deps.database;
  const mine = and(eq(notifications.userId, user.id), isNull(notifications.readAt));
  const perPage = await db
    .select({ count: sql<number>`count(*)::int`, page: pageFields })
    .from(notifications)
    .innerJoin(pages, eq(pages.id, notifications.pageId))
    .where(mine)
    .groupBy(...Object.values(pageFields));
  let unread = 0;
  for (const { count, page } of perPage) if (await seesPage(deps, user, page)) unread += count;
  if (seesWebhooks(user)) {
    const [webhooks] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(mine, isNull(notifications.pageId), isNotNull(notifications.webhookId)));
    unread += webhooks.count;
  }
  return unread;
};

/** GET /api/notifications/unread: how many of the caller's notifications are unread. */
export async function unreadCount(deps: AppDeps, user: User) {
  return { data: { unread: await unreadOf(deps, user) } };
}

/**
 * GET /api/notifications?limit=&before=: the caller's own notifications, newest first, `limit` at a time (keyset on
 * the id). One about a page the caller may no longer read (a memo no longer shared with them) is left out.
 */
export async function listNotifications(deps: AppDeps, user: User, query: { limit?: number; before?: number }) {
  const { db } = deps.database;
  const limit = query.limit ?? 20;
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      note: notifications.note,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      commentUid: notifications.commentUid,
      actorName: users.name,
      page: pageFields,
      webhook: { id: webhookEndpoints.id, url: webhookEndpoints.url },
    })
    .from(notifications)
    .leftJoin(pages, eq(pages.id, notifications.pageId))
    .leftJoin(webhookEndpoints, eq(webhookEndpoints.id, notifications.webhookId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.userId, user.id), query.before === undefined ? undefined : lt(notifications.id, query.before)))
    .orderBy(desc(notifications.id))
    .limit(limit);
  const data: NotificationResource[] = [];
  for (const row of rows) {
    const { page, webhook } = row;
    const about = page
      ? (await seesPage(deps, user, page)) && {
          page: { id: page.id, title: page.title, locale: page.locale, collection: page.collection },
          webhook: null,
          path: pathOf(user, page, row),
        }
      : webhook && seesWebhooks(user) && { page: null, webhook, path: webhookPathOf(webhook.id) };
    if (!about) continue;
    data.push({
      id: row.id,
      kind: row.kind,
      ...about,
      actor: row.actorName === null ? null : { name: row.actorName },
      note: row.note,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    });
  }
  const next = rows.length === limit ? String(rows[rows.length - 1].id) : null;
  return { data, meta: { unread: await unreadOf(deps, user), next } };
}

/** PUT /api/notifications/{id}/read: one of the caller's own; anyone else's is not found. */
export async function markRead(deps: AppDeps, user: User, idText: string) {
  const id = parsePageId(idText);
  const { db } = deps.database;
  const [row] = id
    ? await db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    : [];
  if (!row) throw notFound('Notification not found.');
  if (!row.readAt) await db.update(notifications).set({ readAt: deps.clock() }).where(eq(notifications.id, row.id));
  return { data: { unread: await unreadOf(deps, user) } };
}

/** PUT /api/notifications/read: every unread notification of the caller's. */
export async function markAllRead(deps: AppDeps, user: User) {
  const { db } = deps.database;
  await db
    .update(notifications)
    .set({ readAt: deps.clock() })
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
  return { data: { unread: 0 } };
}

/** The accounts among `ids` that are active (not deactivated), with their e-mail addresses. */
export async function activePeople(tx: Db, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deactivatedAt)));
}
