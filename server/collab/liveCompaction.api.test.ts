import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createLiveTestApp, eventually, type LiveTestApp } from '../../tests/liveHarness';
import { liveUpdates } from '../db/liveSchema';
import { pages, type Page } from '../db/schema';
import { jobs } from '../db/jobsSchema';
import { runDueJobs } from '../jobs/queue';
import { jobHandlers } from '../jobs/jobs';
import { BODY } from './liveDocument';
import { COMPACT_AFTER, liveRow } from './liveStore';

// Issue 34: a page opens from one snapshot and a short tail of the log, never by replaying thousands of updates.
let t: LiveTestApp;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp({ saveAfterMs: 60_000 });
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

describe('compacting the live log', () => {
  it('folds the log into the snapshot on the job queue, and a page opened after reads the same state from it', async () => {
    const alex = await t.connect(await t.signIn('editor@example.org'), story.id);
    const paragraph = alex.doc
      .getXmlFragment(BODY)
      .toArray()
      .find((node): node is Y.XmlElement => node instanceof Y.XmlElement && node.nodeName === 'paragraph')!;
    const run = paragraph.toArray().find((node): node is Y.XmlText => node instanceof Y.XmlText)!;
    for (let i = 0; i < COMPACT_AFTER + 5; i++) run.insert(0, 'x');
    const { db } = t.deps.database;
    // 205 updates, each written to the log: give a loaded machine time (the wait is not the measure).
    await eventually(async () => (await liveRow(db, story.id))!.lastSeq > COMPACT_AFTER + 5, 30_000);
    expect(
      (
        await db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `live-compact:${story.id}`))
      ).length,
    ).toBe(1);
    await runDueJobs(t.deps, jobHandlers(t.deps));
    const row = (await liveRow(db, story.id))!;
    expect(row.snapshotSeq).toBeGreaterThanOrEqual(COMPACT_AFTER);
    const tail = await db.select().from(liveUpdates).where(eq(liveUpdates.pageId, story.id));
    expect(tail.length).toBeLessThan(10);
    const expected = alex.doc.getXmlFragment(BODY).toString();
    alex.destroy();
    await eventually(() => t.hub.rooms.size === 0);
    const sam = await t.connect(await t.signIn('colleague@example.org'), story.id);
    expect(sam.doc.getXmlFragment(BODY).toString()).toBe(expected);
  }, 60_000);
});
