import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pages, type Page } from '../db/schema';
import { canChangePage, type Actor } from '../policies/pages';
import { deleteMediaUsedOnlyBy } from './mediaUsage';

type TreeRow = Pick<Page, 'id' | 'parentId' | 'collection' | 'ownerId' | 'published' | 'trashedAt'>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** Every page below the roots (not the roots themselves), with what deciding whether it goes along needs. */
async function descendantsOf(db: Db, rootIds: number[]): Promise<TreeRow[]> {
  if (!rootIds.length) return [];
  const result = await db.execute(sql`
    with recursive tree(id, parent_id, collection, owner_id, published, trashed_at) as (
      select id, parent_id, collection, owner_id, published, trashed_at from ${pages} where parent_id in (${idList(rootIds)})
      union
      select child.id, child.parent_id, child.collection, child.owner_id, child.published, child.trashed_at
      from ${pages} child join tree on child.parent_id = tree.id
    )
    select id, parent_id, collection, owner_id, published, trashed_at from tree`);
  return rowsOf<{
    id: number;
    parent_id: number;
    collection: string;
    owner_id: number | null;
    published: boolean;
    trashed_at: Date | string | null;
  }>(result).map((row) => ({
    id: Number(row.id),
    parentId: Number(row.parent_id),
    collection: row.collection,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    published: Boolean(row.published),
    trashedAt: row.trashed_at === null ? null : new Date(row.trashed_at),
  }));
}

/**
 * What happens to a page below the ones being changed: it goes `along` (and so may the pages below it), is `kept` where
 * it is with what is below it (a subpage already in the trash, when its parent goes there), or is `detached`: it stays,
 * with its own subpages, as a top-level page (another person's memo, say).
 */
export type Fate = 'along' | 'kept' | 'detached';

/** Decides the fate of each page below the roots, reaching only through pages that go along. */
export async function splitSubtree(
  db: Db,
  rootIds: number[],
  fateOf: (page: TreeRow) => Fate,
): Promise<{ along: number[]; detached: number[] }> {
  const rows = await descendantsOf(db, rootIds);
  const childrenOf = new Map<number, TreeRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId!);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parentId!, [row]);
  }
  const along: number[] = [];
  const detached: number[] = [];
  const queue = [...rootIds];
  while (queue.length) {
    for (const child of childrenOf.get(queue.shift()!) ?? []) {
      const fate = fateOf(child);
      if (fate === 'along') {
        along.push(child.id);
        queue.push(child.id);
      } else if (fate === 'detached') {
        detached.push(child.id);
      }
    }
  }
  return { along, detached };
}

/** Pages that stay when the page above them goes: they become top-level pages of their own, nothing else changes. */
export async function detachPages(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.update(pages).set({ parentId: null }).where(inArray(pages.id, ids));
}

/**
 * Deletes the roots and the pages below them that the actor may change and that are in the trash (or, with
 * `anyState`, in any state), with the media only they use; the others below are detached and kept. Call it inside a
 * transaction. Returns the ids deleted and detached.
 */
export async function deletePageTrees(db: Db, actor: Actor, rootIds: number[], now: Date, { anyState = false } = {}) {
  if (!rootIds.length) return { deleted: [] as number[], detached: [] as number[] };
  const { along, detached } = await splitSubtree(db, rootIds, (page) =>
    canChangePage(actor, page) && (anyState || page.trashedAt !== null) ? 'along' : 'detached',
  );
  await detachPages(db, detached);
  const ids = [...new Set([...rootIds, ...along])];
  await deleteMediaUsedOnlyBy(db, ids, now);
  await db.delete(pages).where(inArray(pages.id, ids));
  return { deleted: ids, detached };
}
