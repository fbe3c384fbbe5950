import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { TRASH_RETENTION_DAYS } from '../../contract/memo';
import type { AppDeps } from '../deps';
import { pages } from '../db/schema';
import { deleteQueuedMediaFiles } from './mediaFiles';
import { deleteUnusedUploads } from './mediaUsage';
import { deletePageTrees } from './pageTree';
import { pagesChanged } from './pages';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PURGE_LOCK_KEY = 0x6d656d6f;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Deletes every page that has been in the trash for the retention period, with its subpages in the trash (others are
 * detached and kept), in one transaction, and
 * the uploads nothing has pointed to for 30 days (`deleteUnusedUploads`).
 * It deletes all that are due, not only those that fell due since the last run, so a run after downtime catches up.
 * Under a transaction-level advisory lock, so with several server instances one purges and the others skip.
 */
export async function purgeExpiredTrash(deps: AppDeps): Promise<{ ran: boolean; pageIds: number[] }> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY);
  const result = await deps.database.db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(await tx.execute(sql.raw(`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`)));
    if (!locked) return { ran: false, pageIds: [] };
    const due = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(isNotNull(pages.trashedAt), lte(pages.trashedAt, cutoff)));
    const { deleted: pageIds } = await deletePageTrees(tx, 'server', due.map((row) => row.id), now);
    await deleteUnusedUploads(tx, now);
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
