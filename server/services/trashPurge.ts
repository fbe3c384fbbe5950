import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { TRASH_RETENTION_DAYS } from '../../contract/memo';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pages } from '../db/schema';
import { deleteQueuedMediaFiles } from './mediaFiles';
import { deleteMediaUsedOnlyBy, deleteUnusedUploads } from './mediaUsage';
import { pagesChanged } from './pages';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PURGE_LOCK_KEY = 0x6d656d6f;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The pages given and all pages below them. */
export async function subtreeIds(db: Db, rootIds: number[]): Promise<number[]> {
  if (!rootIds.length) return [];
  const roots = sql.join(rootIds.map((id) => sql`${id}::int`), sql`, `);
  const result = await db.execute(sql`
    with recursive tree(id) as (
      select id from ${pages} where id in (${roots})
      union
      select child.id from ${pages} child join tree on child.parent_id = tree.id
    )
    select id from tree`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** Deletes the pages, their subpages and the media only they use; call it inside a transaction. */
export async function deletePagesWithSubpages(db: Db, rootIds: number[]): Promise<number[]> {
  const ids = await subtreeIds(db, rootIds);
  if (!ids.length) return [];
  await deleteMediaUsedOnlyBy(db, ids);
  await db.delete(pages).where(inArray(pages.id, ids));
  return ids;
}

/**
 * Deletes every page that has been in the trash for the retention period, with its subpages, in one transaction, and
 * the uploads nothing has pointed to for 30 days (`deleteUnusedUploads`).
 * It deletes all that are due, not only those that fell due since the last run, so a run after downtime catches up.
 * Under a transaction-level advisory lock, so with several server instances one purges and the others skip.
 */
export async function purgeExpiredTrash(deps: AppDeps): Promise<{ ran: boolean; pageIds: number[] }> {
  const cutoff = new Date(deps.clock().getTime() - TRASH_RETENTION_DAYS * DAY);
  const result = await deps.database.db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(await tx.execute(sql.raw(`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`)));
    if (!locked) return { ran: false, pageIds: [] };
    const due = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(isNotNull(pages.trashedAt), lte(pages.trashedAt, cutoff)));
    const pageIds = await deletePagesWithSubpages(tx, due.map((row) => row.id));
    await deleteUnusedUploads(tx);
    return { ran: true, pageIds };
  });
  if (result.pageIds.length) pagesChanged(deps);
  if (result.ran) await deleteQueuedMediaFiles(deps);
  return result;
}

/** Runs the purge now and then every `intervalMs` (hourly); a run still going is never started twice in one process. */
export function startTrashPurge(deps: AppDeps, { intervalMs = HOUR, log = console }: { intervalMs?: number; log?: Pick<Console, 'info' | 'error'> } = {}) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= purgeExpiredTrash(deps)
      .then(({ pageIds }) => {
        if (pageIds.length) log.info(`Trash purge deleted ${pageIds.length} page(s) ${TRASH_RETENTION_DAYS} days after they were trashed.`);
      })
      .catch((error: unknown) => log.error('Trash purge failed; it will try again at the next run.', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref?.();
  return {
    runNow: run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
