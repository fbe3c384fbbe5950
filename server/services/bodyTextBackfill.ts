import { asc, eq, lt } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { BODY_TEXT_VERSION, bodyTextOf, plainTextOf } from '../../contract/plainText';
import type { Db } from '../db/database';
import { pages } from '../db/schema';
import type { AppDeps } from '../deps';
import { ensureJob, type TransactionJob } from '../jobs/queue';

export const BODY_TEXT_JOB = 'body-text';
/**
 * Pages written again per run of the job, in one transaction. On PGlite a run holds the only connection: on a
 * 10,000-page site (`npm run bench -- upgrade`) 250 pages took 850 ms a run, 100 about 300 ms. 10,000 pages take 100
 * runs, about 17 minutes at the default interval.
 */
export const BODY_TEXT_BATCH = 100;

const older = lt(pages.bodyTextVersion, BODY_TEXT_VERSION);

/** At start: when any page's body_text is of an older bodyTextOf (migration 0021), the job that writes it again. */
export async function enqueueBodyTextBackfill(deps: AppDeps, now: Date): Promise<void> {
  const { db } = deps.database;
  const [left] = await db.select({ id: pages.id }).from(pages).where(older).limit(1);
  if (left) await ensureJob(db, { kind: BODY_TEXT_JOB, key: BODY_TEXT_JOB, runAt: now, now });
}

/** The new body_text and plain_text, or null for a document they cannot be read from. */
function textOf(body: SavedDocument): { bodyText: string; plainText: string } | null {
  try {
    return { bodyText: bodyTextOf(body), plainText: plainTextOf(body) };
  } catch {
    return null;
  }
}

/**
 * Writes body_text again from the whole document for a batch of pages of an older version, and comes back while any is
 * left. Not an edit: the page's version and update time stay, so no editor's open copy becomes stale. The batch's rows
 * are locked from the read to the commit, so a save cannot come between; rows a save holds are skipped, never waited
 * for, and come in a later batch. Each page has a savepoint of its own: one that cannot be written is logged and marked
 * done with its old text, so it never stops the others.
 */
export function bodyTextJobHandler(log: Pick<Console, 'error'> = console): TransactionJob {
  return async (tx: Db, _job, now) => {
    const batch = await tx
      .select({ id: pages.id, body: pages.body })
      .from(pages)
      .where(older)
      .orderBy(asc(pages.id))
      .limit(BODY_TEXT_BATCH)
      .for('update', { skipLocked: true });
    for (const page of batch) {
      const texts = textOf(page.body);
      if (texts === null) log.error(`The document of page ${page.id} cannot be read for search; it keeps its old search text.`);
      try {
        await tx.transaction((savepoint) =>
          savepoint
            .update(pages)
            .set({ ...(texts ?? {}), bodyTextVersion: BODY_TEXT_VERSION })
            .where(eq(pages.id, page.id)),
        );
      } catch (error) {
        log.error(
          `The search text of page ${page.id} could not be written again; it keeps its old one.`,
          error instanceof Error ? error.message : error,
        );
        await tx.update(pages).set({ bodyTextVersion: BODY_TEXT_VERSION }).where(eq(pages.id, page.id));
      }
    }
    const [left] = await tx.select({ id: pages.id }).from(pages).where(older).limit(1);
    // Again at the queue's next run (every 10 s), not in this one: other jobs keep their turn.
    return left ? { again: new Date(now.getTime() + 1) } : undefined;
  };
}
