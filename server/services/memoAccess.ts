import { and, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import type { MemoAccess } from '../../contract/memo';
import type { AppDeps } from '../deps';
import { pageInvitations, pages, type Page, type User } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../errors';
import { canEdit, canReadMemo, canReadSitePage } from './access';

type AccessPage = Pick<Page, 'id' | 'collection' | 'ownerId' | 'published' | 'trashedAt' | 'isPublic'>;

export interface PageGrant {
  read: boolean;
  edit: boolean;
  access: MemoAccess | null;
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

export async function isInvited(deps: AppDeps, user: User | null, pageId: number): Promise<boolean> {
  if (!user) return false;
  const [row] = await deps.database.db
    .select({ id: pageInvitations.id })
    .from(pageInvitations)
    .where(and(eq(pageInvitations.pageId, pageId), invitationOf(user)))
    .limit(1);
  return Boolean(row);
}

/** What the caller may do with a page; `viaLink` is true when they came with the memo's valid share link. */
export async function grantFor(deps: AppDeps, user: User | null, page: AccessPage, viaLink = false): Promise<PageGrant> {
  const edit = canEdit(user, page);
  if (page.collection !== 'memo') return { read: canReadSitePage(user, page), edit, access: null };
  if (edit) return { read: true, edit, access: 'owner' };
  const invited = await isInvited(deps, user, page.id);
  if (canReadMemo(user, page, { invited, viaLink: false })) return { read: true, edit, access: 'invitee' };
  if (canReadMemo(user, page, { invited: false, viaLink })) return { read: true, edit, access: 'link' };
  return { read: false, edit, access: null };
}

/** Anonymous callers get 401, those who may not read the page 404 (its existence stays hidden), readers who may not edit 403. */
export async function refuseUnlessAllowed(deps: AppDeps, user: User | null, page: AccessPage, need: 'read' | 'edit') {
  const grant = await grantFor(deps, user, page);
  if (need === 'read' && grant.read) return grant;
  if (!user) throw unauthorized();
  if (!grant.read) throw notFound('Page not found.');
  if (!grant.edit) throw forbidden('You may not edit this page.');
  return grant;
}

/** The SQL form of canReadMemo without a share link, for lists: owned memos, and untrashed ones shared with the user. */
export function readableMemos(user: User): SQL {
  const owned = user.role === 'editor' ? eq(pages.ownerId, user.id) : sql`false`;
  return and(eq(pages.collection, 'memo'), sql`(${owned} or (${isNull(pages.trashedAt)} and ${invitedSql(user)}))`)!;
}
