import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { subpageIdsIn } from '../../contract/subpages';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pages, type User } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { canChangePage, canEditPage, canReadMemo, canReadSitePage } from '../policies/pages';
import { grantFor, invitedSql } from './pageAccess';
import { deletePageTrees, detachPages } from './pageTree';
import { presentSubpage } from '../presenters/pages';
import { parsePageId } from './pageIds';
import { pagesChanged } from './readerCache';
import { recordAudit } from './auditLog';

const subpageColumns = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  published: pages.published,
  trashedAt: pages.trashedAt,
  locale: pages.locale,
  collection: pages.collection,
  ownerId: pages.ownerId,
  parentId: pages.parentId,
};
type SubpageRow = { [K in keyof typeof subpageColumns]: (typeof pages.$inferSelect)[K extends 'id' ? 'id' : K] };

/** The caller's invitation to each row's page, for the memo rules; false for anonymous callers. */
const invitedColumn = (user: User | null) => (user ? invitedSql(user) : sql<boolean>`false`);

/** Whether the caller may read a page listed by id (no share link counts here): memo rules for memos, reader rules otherwise. */
function readable(user: User | null, row: SubpageRow & { isPublic: boolean; invited: boolean }): boolean {
  return row.collection === 'memo' ? canReadMemo(user, row, { invited: row.invited, viaLink: false }) : canReadSitePage(user, row);
}

/** The ids among these whose pages the caller may read, in one query. */
export async function readablePageIds(deps: AppDeps, user: User | null, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await deps.database.db
    .select({ ...subpageColumns, isPublic: pages.isPublic, invited: invitedColumn(user) })
    .from(pages)
    .where(inArray(pages.id, ids));
  return new Set(rows.filter((row) => readable(user, row)).map((row) => row.id));
}

/**
 * The lookup of spec 7.3: one query for all ids. It lists only the pages the caller may read; the others are absent,
 * exactly like unknown ids.
 */
export async function lookupSubpages(deps: AppDeps, user: User | null, ids: number[], systems: string[]) {
  if (!ids.length) return { data: [], meta: { total: 0 } };
  const rows = await deps.database.db
    .select({ ...subpageColumns, isPublic: pages.isPublic, invited: invitedColumn(user) })
    .from(pages)
    .where(and(inArray(pages.id, ids), inArray(pages.system, systems as Array<'csw' | 'projects' | 'data'>)));
  const visible = rows.filter((row) => readable(user, row));
  return { data: visible.map(presentSubpage), meta: { total: visible.length } };
}

/**
 * The direct subpages a page shows, oldest first, each only if the caller may read it (memo rules for memos, reader
 * rules otherwise); trashed ones only for the trash view.
 */
export async function subpagesOf(deps: AppDeps, user: User | null, pageId: number, options: { includeTrashed?: boolean } = {}) {
  const rows = await deps.database.db
    .select({ ...subpageColumns, isPublic: pages.isPublic, invited: invitedColumn(user) })
    .from(pages)
    .where(and(eq(pages.parentId, pageId), options.includeTrashed ? undefined : isNull(pages.trashedAt)))
    .orderBy(asc(pages.createdAt), asc(pages.id));
  return rows.filter((row) => readable(user, row)).map((row) => presentSubpage(row).attributes);
}

/**
 * DELETE /api/pages/{id}/delete_sub_pages: every id must be a subpage of that page. Those the caller may change go, with
 * their own subpages as far as the caller may change them; other people's pages are only detached from the page.
 */
export async function deleteSubpages(deps: AppDeps, user: User, parentIdText: string, ids: number[]) {
  const parentId = parsePageId(parentIdText);
  const { db } = deps.database;
  const [parent] = parentId ? await db.select().from(pages).where(eq(pages.id, parentId)).limit(1) : [];
  if (!parent || !(await grantFor(deps, user, parent)).read) throw notFound('Page not found.');
  if (!canEditPage(user, parent)) throw forbidden('You may not delete subpages of this page.');
  if (!ids.length) return { data: { deleted: [] as number[], detached: [] as number[] } };
  const deleted = await db.transaction(async (tx) => {
    const children = await childrenAmong(tx, parent.id, ids);
    const found = new Set(children.map((child) => child.id));
    const strangers = ids.filter((id) => !found.has(id));
    if (strangers.length) throw badRequest(`Page ${strangers[0]} is not a subpage of this page.`, { page_ids: strangers });
    const removed = await removeSubpages(tx, user, children, deps.clock());
    await recordAudit(tx, deps, {
      action: 'page.subpages_delete',
      actor: user,
      page: parent,
      changes: { deleted: { from: null, to: removed.deleted }, detached: { from: null, to: removed.detached } },
    });
    return removed;
  });
  pagesChanged(deps);
  return { data: deleted };
}

type Child = { id: number; collection: string; ownerId: number | null; published: boolean };

const childrenAmong = (tx: Db, parentId: number, ids: number[]): Promise<Child[]> =>
  tx
    .select({ id: pages.id, collection: pages.collection, ownerId: pages.ownerId, published: pages.published })
    .from(pages)
    .where(and(eq(pages.parentId, parentId), inArray(pages.id, ids)));

/** Subpages removed from their parent: those the caller may change go with their own subpages, others are detached. */
async function removeSubpages(tx: Db, user: User, children: Child[], now: Date) {
  const others = children.filter((child) => !canChangePage(user, child)).map((child) => child.id);
  await detachPages(tx, others);
  const own = children.filter((child) => canChangePage(user, child)).map((child) => child.id);
  const result = await deletePageTrees(tx, user, own, now, { anyState: true });
  return { deleted: result.deleted, detached: [...others, ...result.detached] };
}

/**
 * In a save's transaction, before its write (issue 30): the subpages whose blocks the page held and the saved document
 * no longer holds are removed as delete_sub_pages removes them, so a save is one request and its removals cannot be
 * lost apart from it. Answers the work to do after the write, which runs only when the write succeeded. A child made
 * for a block not saved yet (spec 4.4) is not in the stored document, and stays.
 */
export async function subpagesRemovedBySave(tx: Db, user: User, pageId: number, version: number, document: SavedDocument) {
  const kept = new Set(subpageIdsIn(document));
  const children = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.parentId, pageId), isNull(pages.trashedAt)));
  const candidates = children.map((child) => child.id).filter((id) => !kept.has(id));
  if (!candidates.length) return async () => undefined;
  const [stored] = await tx
    .select({ body: pages.body })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.version, version)));
  const held = new Set(stored ? subpageIdsIn(stored.body) : []);
  const removed = candidates.filter((id) => held.has(id));
  return async (now: Date) => {
    if (removed.length) await removeSubpages(tx, user, await childrenAmong(tx, pageId, removed), now);
  };
}
