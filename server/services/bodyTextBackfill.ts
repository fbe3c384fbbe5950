import { and, asc, eq, lt } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { BODY_TEXT_VERSION, bodyTextOf } from '../../contract/plainText';
import type { Db } from '../db/database';
import { pages } from '../db/schema';
import type { AppDeps } from '../deps';
import { ensureJob, type JobHandler } from '../jobs/queue';

export const BODY_TEXT_JOB = 'body-text';
/** Pages written again per run of the job, each run one short transaction: 10,000 pages take 40 runs. */
export const BODY_TEXT_BATCH = 250;

const older = lt(pages.bodyTextVersion, BODY_TEXT_VERSION);

/** At start: when any page's body_text is of an older bodyTextOf (migration 0021), the job that writes it again. */
export async function enqueueBodyTextBackfill(deps: AppDeps, now: Date): Promise<void> {
  const { db } = deps.database;
  const [left] = await db.select({ id: pages.id }).from(pages).where(older).limit(1);
  if (left) await ensureJob(db, { kind: BODY_TEXT_JOB, key: BODY_TEXT_JOB, runAt: now, now });
}

/** The new body_text; none for a document it cannot be read from, which keeps its old one rather than stop the job. */
function textOf(body: SavedDocument): { bodyText?: string } {
  try {
    return { bodyText: bodyTextOf(body) };
  } catch {
    return {};
  }
}

/**
 * Writes body_text again from the whole document for a batch of pages of an older version, and comes back while any
 * may be left. Not an edit: the page's version and update time stay, so no editor's open copy becomes stale. A page saved
 * meanwhile (another version) is left to its save, which writes the current body_text itself.
 */
export const bodyTextJobHandler: JobHandler = async (tx: Db, _job, now) => {
  const batch = await tx
    .select({ id: pages.id, version: pages.version, body: pages.body })
    .from(pages)
    .where(older)
    .orderBy(asc(pages.id))
    .limit(BODY_TEXT_BATCH);
  for (const page of batch) {
    await tx
      .update(pages)
      .set({ ...textOf(page.body), bodyTextVersion: BODY_TEXT_VERSION })
      .where(and(eq(pages.id, page.id), eq(pages.version, page.version), older));
  }
  // While any may be left, again at the queue's next run (every 10 s), not in this one: other jobs keep their turn.
  return batch.length === BODY_TEXT_BATCH ? { again: new Date(now.getTime() + 1) } : undefined;
};
