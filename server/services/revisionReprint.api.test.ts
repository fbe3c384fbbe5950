import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pageById } from '../../tests/memoFixtures';
import { jobs } from '../db/jobsSchema';
import { pageRevisionBlocks, pageRevisions } from '../db/revisionsSchema';
import { pages } from '../db/schema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { legacyPrintHash } from '../prints/legacyPrint';
import { REVISION_REPRINT_JOB, enqueueRevisionReprint } from './revisionReprint';

// Migration 0022: revisions stored with the old 16-character prints are checked, stored again under SHA-256 prints,
// and those a server in the broken state had stored wrongly are found and marked damaged.
let t: TestApp;
let editor: string;
let pageId: number;
beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
  [{ id: pageId }] = await t.deps.database.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

const paragraph = (text: string) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] });
const ROOT = JSON.stringify({ root: { type: 'root', version: 1, children: [] } });

/**
 * A revision as a server before 0022 stored it: its blocks' old prints packed, and the blocks not yet stored under
 * them. `hashes` overrides a block's print, as the broken server did (one print for blocks of one length).
 */
async function legacyRevision(texts: string[], hashes: Record<string, string> = {}) {
  const { db } = t.deps.database;
  const blocks = texts.map((text) => JSON.stringify(paragraph(text)));
  const printed = blocks.map((json, index) => hashes[texts[index]] ?? legacyPrintHash(json));
  const [row] = await db
    .insert(pageRevisions)
    .values({
      pageId,
      authorId: null,
      event: 'save',
      title: 'Old',
      precis: '',
      bodyRoot: ROOT,
      blockHashes: printed.join(''),
      blockTypes: JSON.stringify([['paragraph', texts.length]]),
      printVersion: 1,
      createdAt: t.deps.clock(),
      updatedAt: t.deps.clock(),
    })
    .returning({ id: pageRevisions.id });
  for (const [index, json] of blocks.entries()) {
    await db.execute(
      sql`INSERT INTO page_revision_blocks (page_id, hash, block, first_revision_id) VALUES (${pageId}, ${printed[index]}, ${json}, ${row.id}) ON CONFLICT DO NOTHING`,
    );
  }
  return row.id;
}

const read = async (id: number) => (await t.json('GET', `/api/pages/${pageId}/revisions/${id}`, { token: editor })).body.data.attributes;
const texts = (attributes: { lexical_body: { root: { children: Array<{ children: Array<{ text: string }> }> } } }) =>
  attributes.lexical_body.root.children.map((block) => block.children[0].text);
const runJobs = () => runDueJobs(t.deps, jobHandlers(t.deps));

describe('the revision reprint job (migration 0022)', () => {
  it('stores old revisions again under SHA-256 prints, and marks damaged those whose blocks were stored under a wrong print', async () => {
    const sound = await legacyRevision(['The ferry leaves at nine.', 'Tickets cost ten dollars.']);
    // The broken server printed "body A" and "body B" alike: the second revision's block was never stored.
    const shared = legacyPrintHash(JSON.stringify(paragraph('same length')));
    const first = await legacyRevision(['body A', 'kept'], { 'body A': shared });
    const second = await legacyRevision(['body B', 'kept'], { 'body B': shared });
    // Before the job, the old prints are read: the second revision shows "body A", what the upgrade is to find.
    expect(texts(await read(second))).toEqual(['body A', 'kept']);

    await enqueueRevisionReprint(t.deps, t.deps.clock());
    expect(await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, REVISION_REPRINT_JOB))).toHaveLength(1);
    await runJobs();

    const { db } = t.deps.database;
    expect(await db.select().from(pageRevisions).where(eq(pageRevisions.printVersion, 1))).toEqual([]);
    const hashes = await db.select({ hash: pageRevisionBlocks.hash }).from(pageRevisionBlocks).where(eq(pageRevisionBlocks.pageId, pageId));
    expect(hashes.every(({ hash }) => hash.length === 22)).toBe(true);
    expect(texts(await read(sound))).toEqual(['The ferry leaves at nine.', 'Tickets cost ten dollars.']);
    expect((await read(sound)).damaged).toBe(false);
    // Neither revision can say which block it held under the shared print: both say so, and show only what is sure.
    for (const id of [first, second]) {
      const revision = await read(id);
      expect(revision.damaged).toBe(true);
      expect(texts(revision)).toEqual(['kept']);
    }
    const list = (await t.json('GET', `/api/pages/${pageId}/revisions`, { token: editor })).body.data as Array<{
      id: string;
      attributes: { damaged: boolean };
    }>;
    expect(
      list
        .filter((each) => each.attributes.damaged)
        .map((each) => Number(each.id))
        .sort(),
    ).toEqual([first, second].sort());
    // Done: the job does not come back.
    expect(
      await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, REVISION_REPRINT_JOB))),
    ).toHaveLength(0);
  });

  it('lets a page whose last revision is of the old prints be saved before the job reaches it, and counts against it', async () => {
    await legacyRevision(['one', 'two', 'three']);
    const page = (await pageById(t, pageId))!;
    const document = { root: { type: 'root', version: 1, children: [paragraph('one'), paragraph('two'), paragraph('three, changed')] } };
    const saved = await t.json('PUT', `/api/pages/${pageId}`, {
      token: editor,
      body: { page: { version: page.version, lexical_body: document } },
    });
    expect(saved.status).toBe(200);
    const [latest] = (await t.json('GET', `/api/pages/${pageId}/revisions`, { token: editor })).body.data as Array<{
      id: string;
      attributes: { blocks: unknown };
    }>;
    expect(latest.attributes.blocks).toEqual({ added: 0, removed: 0, changed: 1 });
    expect(JSON.stringify((await read(Number(latest.id))).lexical_body)).toBe(JSON.stringify(document));
    await enqueueRevisionReprint(t.deps, t.deps.clock());
    await runJobs();
    expect(JSON.stringify((await read(Number(latest.id))).lexical_body)).toBe(JSON.stringify(document));
  });
});
