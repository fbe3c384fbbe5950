import { desc, eq, sql } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { blockPrintsOf, compareBlockPrints } from '../../contract/revisionCompare';
import type { Db } from '../db/database';
import { pageRevisions, type RevisionEvent } from '../db/revisionsSchema';
import { pages } from '../db/schema';

/** Saves by one author this close together make one revision (issue 19). */
export const COALESCE_MS = 10 * 60_000;
/** Revisions older than this, publishes apart, are thinned to one a day. */
export const THIN_AFTER_DAYS = 30;

interface Snapshot {
  title: string;
  precis: string;
  body: SavedDocument;
}

/**
 * Records the page as it now is, in the transaction that changed it: a save by the author of the last revision, a
 * save too, within 10 minutes of it, updates that revision instead; publishes and the rest never coalesce. The
 * counts of blocks added, removed and changed are against the revision before.
 */
export async function recordRevision(tx: Db, pageId: number, authorId: number | null, event: RevisionEvent, now: Date, snapshot?: Snapshot) {
  const page = snapshot ?? (await tx.select({ title: pages.title, precis: pages.precis, body: pages.body }).from(pages).where(eq(pages.id, pageId)))[0];
  if (!page) return;
  const prints = blockPrintsOf(page.body.root.children ?? []);
  const [latest, before] = await tx
    .select({ id: pageRevisions.id, event: pageRevisions.event, authorId: pageRevisions.authorId, updatedAt: pageRevisions.updatedAt, blockPrints: pageRevisions.blockPrints })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.id))
    .limit(2);
  const coalesce =
    event === 'save' && latest?.event === 'save' && authorId !== null && latest.authorId === authorId && now.getTime() - latest.updatedAt.getTime() <= COALESCE_MS;
  const { counts } = compareBlockPrints((coalesce ? before : latest)?.blockPrints ?? [], prints);
  const fields = {
    title: page.title,
    precis: page.precis,
    body: page.body,
    blockPrints: prints,
    blocksAdded: counts.added,
    blocksRemoved: counts.removed,
    blocksChanged: counts.changed + counts.moved,
    updatedAt: now,
  };
  if (coalesce) await tx.update(pageRevisions).set(fields).where(eq(pageRevisions.id, latest.id));
  else await tx.insert(pageRevisions).values({ pageId, authorId, event, createdAt: now, ...fields });
}

/**
 * Retention: every publish is kept; other revisions older than 30 days are thinned to the last of each day and page.
 * Deleting a page deletes its revisions (ON DELETE CASCADE).
 */
export async function thinRevisions(tx: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - THIN_AFTER_DAYS * 86_400_000);
  const deleted = await tx.execute(sql`
    DELETE FROM page_revisions WHERE id IN (
      SELECT id FROM (
        SELECT id, row_number() OVER (
          PARTITION BY page_id, date_trunc('day', created_at AT TIME ZONE 'UTC') ORDER BY created_at DESC, id DESC
        ) AS place
        FROM page_revisions
        WHERE created_at < ${cutoff.toISOString()}::timestamptz AND event <> 'publish'
      ) ranked WHERE place > 1
    ) RETURNING id`);
  return (deleted as unknown as { rows?: unknown[] }).rows?.length ?? (deleted as unknown as unknown[]).length ?? 0;
}
