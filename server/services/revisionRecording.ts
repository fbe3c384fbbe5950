import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { compareBlockPrints } from '../../contract/revisionCompare';
import { blockPrintsOf, PRINT_VERSION } from '../prints/blockPrints';
import type { Db } from '../db/database';
import { pageRevisions, type RevisionEvent } from '../db/revisionsSchema';
import { pages } from '../db/schema';
import { recordVersionBase } from './mergeBases';
import {
  documentOf,
  dropBlocks,
  freshBlocks,
  packPrints,
  printDocument,
  printsOf,
  rowsOf,
  storeBlocks,
  sweepBlocks,
  unnestBlocks,
  type PrintedDocument,
} from './revisionDocuments';

/** Saves by one author this close together make one revision (issue 19). */
export const COALESCE_MS = 10 * 60_000;
/** Revisions older than this, publishes apart, are thinned to one a day. */
export const THIN_AFTER_DAYS = 30;

interface Snapshot {
  title: string;
  precis: string;
  body: SavedDocument;
  /** The body printed already (a save prints it once for the page and its revision). */
  printed?: PrintedDocument;
  /** The page's version after the change: given by changes of the title, stand first or document, kept as what later saves merge against. */
  version?: number;
}

/**
 * Records the page as it now is, in the transaction that changed it: a save by the author of the last revision, a
 * save too, within 10 minutes of it, updates that revision instead; publishes and the rest never coalesce. The
 * counts of blocks added, removed and changed are against the revision before. The document is kept as its root and
 * its blocks' prints, and only the blocks the last revision did not hold are written (revisionDocuments.ts).
 */
export async function recordRevision(
  tx: Db,
  pageId: number,
  authorId: number | null,
  event: RevisionEvent,
  now: Date,
  snapshot?: Snapshot,
  coalesceMs = COALESCE_MS,
  /** Made on a published page's draft (pageDrafts.ts): never coalesced with a revision of the live copy. */
  draft = false,
) {
  const page =
    snapshot ??
    (await tx.select({ title: pages.title, precis: pages.precis, body: pages.body }).from(pages).where(eq(pages.id, pageId)))[0];
  if (!page) return;
  const { prints, jsons, root } = snapshot?.printed ?? printDocument(page.body);
  if (snapshot?.version !== undefined)
    await recordVersionBase(tx, pageId, snapshot.version, { title: page.title, precis: page.precis, prints }, now);
  const [latest] = await tx
    .select({
      event: pageRevisions.event,
      authorId: pageRevisions.authorId,
      updatedAt: pageRevisions.updatedAt,
      draft: pageRevisions.draft,
      ...printColumns,
    })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.id))
    .limit(1);
  // Never into a revision whose prints are of an older kind (0022): its stored blocks are under those.
  const coalesce =
    event === 'save' &&
    latest?.event === 'save' &&
    authorId !== null &&
    latest.authorId === authorId &&
    latest.draft === draft &&
    latest.printVersion === PRINT_VERSION &&
    now.getTime() - latest.updatedAt.getTime() < coalesceMs;
  const latestPrints = await printsNow(tx, pageId, latest);
  // A save that updates the last revision counts against the one before it.
  const before = coalesce
    ? (
        await tx
          .select(printColumns)
          .from(pageRevisions)
          .where(and(eq(pageRevisions.pageId, pageId), lt(pageRevisions.id, latest.id)))
          .orderBy(desc(pageRevisions.id))
          .limit(1)
      )[0]
    : undefined;
  const { counts } = compareBlockPrints(coalesce ? await printsNow(tx, pageId, before) : latestPrints, prints);
  const fields = {
    title: page.title,
    precis: page.precis,
    body: null,
    bodyRoot: root,
    blockPrints: null,
    ...packPrints(prints),
    printVersion: PRINT_VERSION,
    blocksAdded: counts.added,
    blocksRemoved: counts.removed,
    blocksChanged: counts.changed + counts.moved,
    draft,
    updatedAt: now,
  };
  // The last revision's blocks are stored under these prints (unless it predates block storage or these prints): a
  // block it holds needs no writing.
  const fresh = freshBlocks(prints, jsons, new Set(latest && isCurrent(latest) ? latestPrints : []));
  if (coalesce) {
    await tx.update(pageRevisions).set(fields).where(eq(pageRevisions.id, latest.id));
    await storeBlocks(tx, pageId, latest.id, fresh);
    if (!latest.whole) await dropBlocks(tx, pageId, latest.id, latestPrints, prints);
  } else if (!fresh.size) {
    await tx.insert(pageRevisions).values({ pageId, authorId, event, createdAt: now, ...fields });
  } else {
    // The revision and its new blocks in one statement: one round trip fewer on every save.
    const at = now.toISOString();
    await tx.execute(sql`
      WITH revision AS (
        INSERT INTO page_revisions (page_id, author_id, event, title, precis, body_root, block_hashes, block_types, blocks_added, blocks_removed, blocks_changed, draft, created_at, updated_at)
        VALUES (${pageId}, ${authorId}, ${event}, ${fields.title}, ${fields.precis}, ${fields.bodyRoot}, ${fields.blockHashes}, ${fields.blockTypes},
          ${fields.blocksAdded}, ${fields.blocksRemoved}, ${fields.blocksChanged}, ${draft}, ${at}::timestamptz, ${at}::timestamptz)
        RETURNING id
      )
      INSERT INTO page_revision_blocks (page_id, hash, block, first_revision_id)
      SELECT ${pageId}, hash, block, revision.id FROM revision, ${unnestBlocks(fresh)}
      ON CONFLICT (page_id, hash) DO NOTHING`);
  }
}

const printColumns = {
  id: pageRevisions.id,
  blockPrints: pageRevisions.blockPrints,
  blockHashes: pageRevisions.blockHashes,
  blockTypes: pageRevisions.blockTypes,
  printVersion: pageRevisions.printVersion,
  whole: sql<boolean>`${pageRevisions.body} IS NOT NULL`,
};
type PrintRow = {
  id: number;
  blockPrints: string[] | null;
  blockHashes: string | null;
  blockTypes: string | null;
  printVersion: number;
  whole: boolean;
};

/** Whether a revision's blocks are stored under prints of the kind made now. */
const isCurrent = (revision: PrintRow) => !revision.whole && revision.printVersion === PRINT_VERSION;

/**
 * A revision's block prints as they are made now: one kept whole before block storage, or printed the old way
 * (before 0022, until the reprint job reaches it), is printed again from its document.
 */
async function printsNow(tx: Db, pageId: number, revision: PrintRow | undefined): Promise<string[]> {
  if (!revision) return [];
  if (isCurrent(revision)) return printsOf(revision);
  const [row] = await tx
    .select({ body: pageRevisions.body, bodyRoot: pageRevisions.bodyRoot })
    .from(pageRevisions)
    .where(eq(pageRevisions.id, revision.id));
  if (!row) return [];
  const document = await documentOf(tx, pageId, { ...revision, body: row.body, bodyRoot: row.bodyRoot });
  return blockPrintsOf(document.root.children ?? []);
}

/**
 * Retention: every publish and review step is kept; other revisions older than 30 days are thinned to the last of each day and page,
 * and then the blocks of those pages that no revision holds any more are deleted. Deleting a page deletes its
 * revisions and their blocks (ON DELETE CASCADE).
 */
export async function thinRevisions(tx: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - THIN_AFTER_DAYS * 86_400_000);
  const deleted = rowsOf<{ id: number; page_id: number }>(
    await tx.execute(sql`
      DELETE FROM page_revisions WHERE id IN (
        SELECT id FROM (
          SELECT id, row_number() OVER (
            PARTITION BY page_id, date_trunc('day', created_at AT TIME ZONE 'UTC') ORDER BY created_at DESC, id DESC
          ) AS place
          FROM page_revisions
          WHERE created_at < ${cutoff.toISOString()}::timestamptz AND event <> 'publish' AND review_step IS NULL
        ) ranked WHERE place > 1
      ) RETURNING id, page_id`),
  );
  await sweepBlocks(
    tx,
    [...new Set(deleted.map((row) => Number(row.page_id)))].sort((a, b) => a - b),
  );
  return deleted.length;
}
