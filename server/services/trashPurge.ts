import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { TRASH_RETENTION_DAYS } from '../../contract/memo';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pages } from '../db/schema';
import { deleteQueuedMediaFiles } from './mediaDeletions';
import { deleteUnusedUploads } from './mediaUsage';
import { deletePageTrees } from './pageTree';
import { pagesChanged } from './pages';

const DAY = 86_400_000;
const PURGE_LOCK_KEY = 0x6d656d6f;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Inside a transaction: deletes every page that has been in the trash for the retention period, with its subpages in
 * the trash (others are detached and kept), and the uploads nothing has pointed to for 30 days
 * (`deleteUnusedUploads`). It deletes all that are due, not only those that fell due since the last run, so a run
 * after downtime catches up. Returns the pages deleted.
 */
export async function purgeDueTrash(tx: Db, now: Date): Promise<number[]> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY);
  const due = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(isNotNull(pages.trashedAt), lte(pages.trashedAt, cutoff)));
  const { deleted } = await deletePageTrees(
    tx,
    'server',
    due.map((row) => row.id),
    now,
  );
  await deleteUnusedUploads(tx, now);
  return deleted;
}

/** After a purge has committed: readers' caches forget the pages, and the files no upload needs any more go. */
export async function afterPurge(deps: AppDeps, pageIds: number[]): Promise<void> {
  if (pageIds.length) pagesChanged(deps);
  await deleteQueuedMediaFiles(deps);
}

/**
 * The purge run now, in a transaction of its own, under a transaction-level advisory lock so that runs started
 * together purge once (the job queue runs it hourly: server/jobs/jobs.ts).
 */
export async function purgeExpiredTrash(deps: AppDeps): Promise<{ ran: boolean; pageIds: number[] }> {
  const result = await deps.database.db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql.raw(`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`)),
    );
    if (!locked) return { ran: false, pageIds: [] };
    return { ran: true, pageIds: await purgeDueTrash(tx, deps.clock()) };
  });
  if (result.ran) await afterPurge(deps, result.pageIds);
  return result;
}
