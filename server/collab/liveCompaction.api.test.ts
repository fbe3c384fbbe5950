import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createLiveTestApp, eventually, type LiveTestApp } from '../../tests/liveHarness';
import { livePages, liveUpdates } from '../db/liveSchema';
import { pages, type Page } from '../db/schema';
import { jobs } from '../db/jobsSchema';
import { runDueJobs } from '../jobs/queue';
import { jobHandlers } from '../jobs/jobs';
import { BODY } from './liveDocument';
import { COMPACT_AFTER, COMPACT_AFTER_MOST, compactionDueAfter, liveRow } from './liveStore';

// Issue 34: a page opens from one snapshot and a short tail of the log, never by replaying thousands of updates.
let t: LiveTestApp;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp({ saveAfterMs: 60_000 });
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

/** The text of the page's first paragraph in a client's doc. */
function firstRun(doc: Y.Doc): Y.XmlText {
  const paragraph = doc
    .getXmlFragment(BODY)
    .toArray()
    .find((node): node is Y.XmlElement => node instanceof Y.XmlElement && node.nodeName === 'paragraph')!;
  return paragraph.toArray().find((node): node is Y.XmlText => node instanceof Y.XmlText)!;
}

const compactionsQueued = async () =>
  (
    await t.deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `live-compact:${story.id}`))
  ).length;

describe('compacting the live log', () => {
  it('folds the log into the snapshot on the job queue, and a page opened after reads the same state from it', async () => {
    const alex = await t.connect(await t.signIn('editor@example.org'), story.id);
    const run = firstRun(alex.doc);
    for (let i = 0; i < COMPACT_AFTER + 5; i++) run.insert(0, 'x');
    const { db } = t.deps.database;
    // 205 updates, each written to the log: give a loaded machine time (the wait is not the measure).
    await eventually(async () => (await liveRow(db, story.id))!.lastSeq > COMPACT_AFTER + 5, 30_000);
    expect(await compactionsQueued()).toBe(1);
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

  it("spreads a long page's compactions over more updates, as many as its snapshot has kilobytes, at most a thousand", async () => {
    const alex = await t.connect(await t.signIn('editor@example.org'), story.id);
    const run = firstRun(alex.doc);
    // A long page: 400 kB of text in one update, then the first compaction folds it and the seed into the snapshot.
    run.insert(0, "a long stretch of the harbour master's report. ".repeat(8_000));
    for (let i = 0; i < COMPACT_AFTER - 2; i++) run.insert(0, 'x');
    const { db } = t.deps.database;
    await eventually(async () => (await liveRow(db, story.id))!.lastSeq >= COMPACT_AFTER, 30_000);
    expect(await compactionsQueued()).toBe(1);
    await runDueJobs(t.deps, jobHandlers(t.deps));
    const [{ snapshot }] = await db.select({ snapshot: livePages.snapshot }).from(livePages).where(eq(livePages.pageId, story.id));
    const due = compactionDueAfter(snapshot!.length);
    expect(due).toBeGreaterThan(COMPACT_AFTER + 100);
    expect(due).toBeLessThanOrEqual(COMPACT_AFTER_MOST);
    const { snapshotSeq } = (await liveRow(db, story.id))!;

    // As many updates as a short page compacts after, and more: none queued yet.
    for (let i = 0; i < due - 1; i++) run.insert(0, 'y');
    await eventually(async () => (await liveRow(db, story.id))!.lastSeq === snapshotSeq + due - 1, 30_000);
    expect(await compactionsQueued()).toBe(0);
    // The one that makes it due queues it.
    run.insert(0, 'z');
    await eventually(async () => (await liveRow(db, story.id))!.lastSeq === snapshotSeq + due, 30_000);
    expect(await compactionsQueued()).toBe(1);
    expect(compactionDueAfter(50 * 1024 * 1024)).toBe(COMPACT_AFTER_MOST);
    expect(compactionDueAfter(0)).toBe(COMPACT_AFTER);
    alex.destroy();
  }, 60_000);
});
