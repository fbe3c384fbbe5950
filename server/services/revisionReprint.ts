import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pageRevisions } from '../db/revisionsSchema';
import type { AppDeps } from '../deps';
import { ensureJob, type TransactionJob } from '../jobs/queue';
import { PRINT_HASH_LENGTH, PRINT_VERSION, hashLengthOf, printOfJson } from '../prints/blockPrints';
import { legacyPrintHash } from '../prints/legacyPrint';
import { packPrints, printsOf, rowsOf } from './revisionDocuments';

export const REVISION_REPRINT_JOB = 'revision-reprint';
/** Pages whose revisions are printed again per run of the job, in one transaction. */
export const REVISION_REPRINT_BATCH = 20;

const LEGACY = 1;
const legacy = eq(pageRevisions.printVersion, LEGACY);

/** At start: when any revision holds prints made before migration 0022, the job that prints them again. */
export async function enqueueRevisionReprint(deps: AppDeps, now: Date): Promise<void> {
  const { db } = deps.database;
  const [left] = await db.select({ id: pageRevisions.id }).from(pageRevisions).where(legacy).limit(1);
  if (left) await ensureJob(db, { kind: REVISION_REPRINT_JOB, key: REVISION_REPRINT_JOB, runAt: now, now });
}

/**
 * One page's revisions of print version 1, printed again: each stored block is checked against the print it was
 * stored under (legacyPrint.ts), stored again under its SHA-256 print, and every revision's prints rewritten. A
 * revision that holds a block which does not reprint to its print, or whose block is missing, is marked `damaged`:
 * a server whose old print had gone wrong stored another block of the same length under that print, and what the
 * revision held is lost. The page's own document is never touched (it is stored whole).
 */
export async function reprintPage(tx: Db, pageId: number): Promise<{ revisions: number; damaged: number }> {
  const blocks = rowsOf<{ hash: string; block: string; first_revision_id: number }>(
    await tx.execute(
      sql`SELECT hash, block, first_revision_id FROM page_revision_blocks WHERE page_id = ${pageId} AND length(hash) = ${hashLengthOf(LEGACY)}`,
    ),
  );
  const renamed = new Map<string, string>();
  const rows = new Map<string, { block: string; firstRevisionId: number }>();
  for (const row of blocks) {
    if (legacyPrintHash(row.block) !== row.hash) continue;
    const type = (JSON.parse(row.block) as { type?: unknown }).type;
    const hash = printOfJson(row.block, typeof type === 'string' ? type : '').slice(0, PRINT_HASH_LENGTH);
    renamed.set(row.hash, hash);
    if (!rows.has(hash)) rows.set(hash, { block: row.block, firstRevisionId: row.first_revision_id });
  }
  if (rows.size) {
    await tx.execute(sql`
      INSERT INTO page_revision_blocks (page_id, hash, block, first_revision_id)
      SELECT ${pageId}, hash, block, first FROM unnest(${sql.param([...rows.keys()])}::text[], ${sql.param([...rows.values()].map((row) => row.block))}::text[],
        ${sql.param([...rows.values()].map((row) => row.firstRevisionId))}::int[]) AS fresh(hash, block, first)
      ON CONFLICT (page_id, hash) DO NOTHING`);
  }
  const revisions = await tx
    .select({ id: pageRevisions.id, blockHashes: pageRevisions.blockHashes, blockTypes: pageRevisions.blockTypes })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), legacy));
  let damaged = 0;
  for (const revision of revisions) {
    const prints: string[] = [];
    let lost = false;
    for (const print of printsOf({ ...revision, blockPrints: null, printVersion: LEGACY })) {
      const hash = renamed.get(print.slice(0, print.indexOf(':')));
      // A block that cannot be trusted is left out of the revision, which says it is damaged.
      if (hash) prints.push(`${hash}${print.slice(print.indexOf(':'))}`);
      else lost = true;
    }
    if (lost) damaged++;
    await tx
      .update(pageRevisions)
      .set({ ...packPrints(prints), printVersion: PRINT_VERSION, ...(lost ? { damaged: true } : {}) })
      .where(eq(pageRevisions.id, revision.id));
  }
  await tx.execute(sql`DELETE FROM page_revision_blocks WHERE page_id = ${pageId} AND length(hash) = ${hashLengthOf(LEGACY)}`);
  return { revisions: revisions.length, damaged };
}

/**
 * Prints again the revisions of a batch of pages of print version 1, and comes back while any is left. The pages are
 * locked as a save locks its page, so no save comes between the read and the write; pages a save holds are skipped
 * and come in a later batch. Each page has a savepoint: one that fails is logged and tried again next time.
 */
export function revisionReprintJobHandler(log: Pick<Console, 'error' | 'info'> = console): TransactionJob {
  return async (tx: Db, _job, now) => {
    const batch = rowsOf<{ page_id: number }>(
      await tx.execute(sql`
        SELECT p.id AS page_id FROM pages p
        WHERE EXISTS (SELECT 1 FROM page_revisions r WHERE r.page_id = p.id AND r.print_version = ${LEGACY})
        ORDER BY p.id LIMIT ${REVISION_REPRINT_BATCH} FOR UPDATE OF p SKIP LOCKED`),
    );
    for (const { page_id: pageId } of batch) {
      try {
        const { damaged } = await tx.transaction((savepoint) => reprintPage(savepoint, Number(pageId)));
        if (damaged) log.info(`Page ${pageId}: ${damaged} revision(s) hold blocks stored under a wrong print; they are marked damaged.`);
      } catch (error) {
        log.error(
          `The revisions of page ${pageId} could not be printed again; tried again later.`,
          error instanceof Error ? error.message : error,
        );
      }
    }
    const [left] = await tx.select({ id: pageRevisions.id }).from(pageRevisions).where(legacy).orderBy(asc(pageRevisions.id)).limit(1);
    return left && batch.length ? { again: new Date(now.getTime() + 1) } : undefined;
  };
}
