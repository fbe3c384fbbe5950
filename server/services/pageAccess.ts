import { and, eq, getTableName, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pageInvitations, pages, type User } from '../db/schema';
import { roleMay } from '../../contract/roles';
import { forbidden, notFound } from '../errors';
import { canCreatePage, canEditPage, canPublishPage, pageGrantOf, type MemoGrant, type MemoState, type PageGrant } from '../policies/pages';

/**
 * What the rules of policies/pages need from the database (invitations), and their SQL forms for lists. The rules
 * themselves live only in policies/.
 */

type AccessPage = MemoState & Pick<typeof pages.$inferSelect, 'id'>;

/**
 * A page's access facts alone (no body): what the rules read, for checks made often, as a live session's every second.
 * A long page's body is megabytes of JSON that the check would read and parse for nothing.
 */
export async function accessPageOf(db: Db, id: number): Promise<AccessPage | null> {
  return accessPageWhere(db, eq(pages.id, id));
}

async function accessPageWhere(db: Db, condition: SQL): Promise<AccessPage | null> {
  const [row] = await db
    .select({
      id: pages.id,
      collection: pages.collection,
      ownerId: pages.ownerId,
      published: pages.published,
      trashedAt: pages.trashedAt,
      isPublic: pages.isPublic,
    })
    .from(pages)
    .where(condition)
    .limit(1);
  return row ?? null;
}

/** An invitation is the user's by account, or by address while no account was linked when it was sent. */
function invitationOf(user: User): SQL {
  return sql`(${pageInvitations.userId} = ${user.id} or (${pageInvitations.userId} is null and lower(${pageInvitations.email}) = lower(${user.email})))`;
}

/**
 * The id of the outer query's page, for subqueries: named with its table, since Drizzle leaves columns unqualified in
 * a query of one table, where `id` inside a subquery would mean the subquery's own row's id.
 */
export const outerPageId = sql`${sql.identifier(getTableName(pages))}.${sql.identifier(pages.id.name)}`;

/** Whether the user is invited to the page of the outer query's row. */
export function invitedSql(user: User): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${pageInvitations} where ${pageInvitations.pageId} = ${outerPageId} and ${invitationOf(user)})`;
}

/** Whether the user is invited as a Commenter (issue 35) to the page of the outer query's row. */
export function invitedToCommentSql(user: User): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${pageInvitations} where ${pageInvitations.pageId} = ${outerPageId} and ${pageInvitations.permission} = 'commenter' and ${invitationOf(user)})`;
}

async function isInvited(deps: AppDeps, user: User | null, pageId: number): Promise<boolean> {
  if (!user) return false;
  const [row] = await deps.database.db
    .select({ id: pageInvitations.id })
    .from(pageInvitations)
    .where(and(eq(pageInvitations.pageId, pageId), invitationOf(user)))
    .limit(1);
  return Boolean(row);
}

/** The facts the memo rules read; `viaLink` is true when the caller came with the memo's valid share link. */
export async function memoGrantFor(deps: AppDeps, user: User | null, page: AccessPage, viaLink = false): Promise<MemoGrant> {
  // Only a memo its caller may not edit needs the invitation looked up.
  const invited = page.collection === 'memo' && !canEditPage(user, page) && (await isInvited(deps, user, page.id));
  return { invited, viaLink };
}

/** What the caller may do with a page; `viaLink` is true when they came with the memo's valid share link. */
export async function grantFor(deps: AppDeps, user: User | null, page: AccessPage, viaLink = false): Promise<PageGrant> {
  return pageGrantOf(user, page, await memoGrantFor(deps, user, page, viaLink));
}

/** Those who may not read the page get 404 (its existence stays hidden), readers who may not edit it 403. */
export async function refuseUnlessEditable(deps: AppDeps, user: User, page: AccessPage): Promise<PageGrant> {
  const grant = await grantFor(deps, user, page);
  if (!grant.read) throw notFound('Page not found.');
  if (!grant.edit) throw forbidden('You may not edit this page.');
  return grant;
}

/** Publishing, scheduling and unpublishing: the editing rules, then the publishing rule (contributors may not). */
export async function refuseUnlessPublishable(deps: AppDeps, user: User, page: AccessPage): Promise<PageGrant> {
  const grant = await refuseUnlessEditable(deps, user, page);
  if (!canPublishPage(user, page)) throw forbidden('Your role may not publish, schedule or unpublish this page: an editor does.');
  return grant;
}

/** The SQL form of canReadMemo without a share link, for lists: owned memos, and untrashed ones shared with the user. */
export function readableMemos(user: User): SQL {
  const owned = canCreatePage(user) ? eq(pages.ownerId, user.id) : sql`false`;
  return and(eq(pages.collection, 'memo'), sql`(${owned} or (${isNull(pages.trashedAt)} and ${invitedSql(user)}))`)!;
}

/** The SQL form of canEditPage for site pages (not memos): editors every one, authors their own, contributors their own drafts. */
export function editableSitePages(user: User): SQL {
  if (!roleMay(user.role, 'createPages')) return sql`false`;
  if (roleMay(user.role, 'editAnyPage')) return sql`true`;
  const own = eq(pages.ownerId, user.id);
  return roleMay(user.role, 'publishOwnPages') ? own : and(own, eq(pages.published, false))!;
}

/** The SQL form of canReadSitePage for the user, without the trash: published site pages, and those they may edit. */
export function readableSitePages(user: User): SQL {
  return and(ne(pages.collection, 'memo'), isNull(pages.trashedAt), sql`(${readerVisible()} or ${editableSitePages(user)})`)!;
}

/** The SQL form of canReadSitePage for a caller who may edit nothing: what readers' lists show everyone. */
export function readerVisible(): SQL {
  return and(eq(pages.published, true), isNull(pages.trashedAt), ne(pages.collection, 'memo'))!;
}

/** Whether the page with this uid exists and the caller may read it (the link access check of spec 7.1). */
export async function isReadableByUid(deps: AppDeps, user: User | null, uid: string): Promise<boolean> {
  const page = await accessPageWhere(deps.database.db, eq(pages.uid, uid));
  return page !== null && (await grantFor(deps, user, page)).read;
}
