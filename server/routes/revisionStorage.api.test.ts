import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { pageById, userByEmail } from '../../tests/memoFixtures';
import { editorsCopy } from '../../tests/draftFixtures';
import { blockPrintOf } from '../prints/blockPrints';
import type { SavedNode } from '../../contract/document';
import { pageRevisionBlocks, pageRevisions } from '../db/revisionsSchema';
import { pages, type Page } from '../db/schema';
import { printDocument, printsOf } from '../services/revisionDocuments';
import { recordRevision, thinRevisions } from '../services/revisionRecording';

// How a revision keeps its document (migration 0014): its root, its blocks' prints, and each block of the page once.
const MINUTE = 60_000;
const DAY = 86_400_000;
let t: TestApp;
let editor: string;
let story: Page;

beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

const at = (minutes: number) => t.setNow(new Date(TEST_NOW.getTime() + minutes * MINUTE));
const paragraph = (text: string) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] });
const document = (...texts: string[]) => ({ root: { type: 'root' as const, version: 1, children: texts.map(paragraph) } });
async function put(lexical: unknown) {
  const page = (await pageById(t, story.id))!;
  const answer = await t.json('PUT', `/api/pages/${page.id}`, {
    token: editor,
    body: { page: { version: page.version, lexical_body: lexical } },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
const storedBlocks = async () =>
  (
    await t.deps.database.db
      .select({ block: pageRevisionBlocks.block })
      .from(pageRevisionBlocks)
      .where(eq(pageRevisionBlocks.pageId, story.id))
  ).map((row) => row.block);
const storedTexts = async () =>
  (await storedBlocks()).map((json) => (JSON.parse(json) as SavedNode).children?.[0]?.text).filter((text) => typeof text === 'string');
const history = async () =>
  (await t.json('GET', `/api/pages/${story.id}/revisions`, { token: editor })).body.data as Array<{
    id: string;
    attributes: { blocks: unknown };
  }>;
const read = async (id: string) => (await t.json('GET', `/api/pages/${story.id}/revisions/${id}`, { token: editor })).body.data.attributes;

describe('revision storage', () => {
  it('gives back the document exactly as saved, field order and repeated blocks included, from a revision, as of, and restored', async () => {
    const odd = { text: 'Twice', type: 'text', format: 0, version: 1 };
    const sent = {
      root: {
        version: 1,
        children: [
          { children: [odd], type: 'paragraph', version: 1 },
          paragraph('between'),
          { children: [odd], type: 'paragraph', version: 1 },
        ],
        type: 'root',
        direction: null,
        indent: 0,
      },
      extra: { kept: true },
    };
    at(0);
    await put(sent);
    at(30);
    await put(document('Later'));
    const [, first] = await history();
    expect(JSON.stringify((await read(first.id)).lexical_body)).toBe(JSON.stringify(sent));
    const asOf = await t.json('GET', `/api/pages/${story.slug}?as_of=${new Date(TEST_NOW.getTime() + MINUTE).toISOString()}`, {
      token: editor,
    });
    expect(JSON.stringify(asOf.body.data.attributes.lexical_body)).toBe(JSON.stringify(sent));
    at(40);
    const restored = await t.json('POST', `/api/pages/${story.id}/revisions/${first.id}/restore`, {
      token: editor,
      body: { version: (await pageById(t, story.id))!.version },
    });
    expect(restored.status).toBe(200);
    expect(JSON.stringify((await editorsCopy(t, story.id))!.body)).toBe(JSON.stringify(sent));
    // Each block once: the repeated paragraph is one stored block; restoring stored nothing new.
    expect((await storedBlocks()).filter((json) => json.includes('Twice'))).toHaveLength(1);
  });

  it('writes only the blocks a save changed, and a coalesced save drops the blocks only it had stored', async () => {
    at(0);
    await put(document('a', 'b', 'c'));
    const afterFirst = (await storedBlocks()).length;
    at(30);
    await put(document('a', 'b', 'c', 'd'));
    expect((await storedBlocks()).length).toBe(afterFirst + 1);
    // Typing into "d" within 10 minutes: the revision is updated and its earlier "d" goes.
    at(32);
    await put(document('a', 'b', 'c', 'd2'));
    at(34);
    await put(document('a', 'b', 'c', 'd3'));
    const texts = await storedTexts();
    expect(texts).toEqual(expect.arrayContaining(['a', 'b', 'c', 'd3']));
    expect(texts).not.toContain('d');
    expect(texts).not.toContain('d2');
    const [latest, before] = await history();
    expect((await read(latest.id)).lexical_body).toEqual(document('a', 'b', 'c', 'd3'));
    expect((await read(before.id)).lexical_body).toEqual(document('a', 'b', 'c'));
    expect(latest.attributes.blocks).toEqual({ added: 1, removed: 0, changed: 0 });
  });

  it('deletes the blocks no revision holds after thinning, keeps the rest, and deletes them all with the page', async () => {
    const { db } = t.deps.database;
    const old = TEST_NOW.getTime() - 40 * DAY;
    const record = (offset: number, ...texts: string[]) =>
      db.transaction((tx) =>
        recordRevision(tx, story.id, null, 'save', new Date(old + offset), { title: 'Old', precis: '', body: document(...texts) }),
      );
    await record(0, 'kept', 'only in the thinned one');
    await record(1000, 'kept', 'in the last of the day');
    expect(await storedTexts()).toEqual(expect.arrayContaining(['kept', 'only in the thinned one', 'in the last of the day']));
    expect(await thinRevisions(db, TEST_NOW)).toBe(1);
    const texts = await storedTexts();
    expect(texts).toEqual(expect.arrayContaining(['kept', 'in the last of the day']));
    expect(texts).not.toContain('only in the thinned one');
    for (const revision of await history()) expect((await read(revision.id)).lexical_body.root.type).toBe('root');

    at(0);
    await t.json('PATCH', `/api/pages/${story.id}/move-to-trash`, {
      token: editor,
      body: { version: (await pageById(t, story.id))!.version },
    });
    expect((await t.json('DELETE', `/api/pages/${story.id}/destroy-permanently`, { token: editor })).status).toBe(204);
    expect(await storedBlocks()).toEqual([]);
  });

  it('reads a revision kept whole before block storage, and counts the next one against it', async () => {
    const { db } = t.deps.database;
    const editorUser = await userByEmail(t, 'editor@example.org');
    const body = document('x', 'y');
    // As 0013 kept it: the whole document and 8-digit prints.
    const [legacy] = await db
      .insert(pageRevisions)
      .values({
        pageId: story.id,
        authorId: editorUser.id,
        event: 'publish',
        title: 'Legacy',
        precis: '',
        body,
        blockPrints: ['0badf00d:paragraph', '0badf00e:paragraph'],
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      })
      .returning({ id: pageRevisions.id });
    expect((await read(String(legacy.id))).lexical_body).toEqual(body);
    at(30);
    await put(document('x', 'y2'));
    const [latest] = await history();
    expect(latest.attributes.blocks).toEqual({ added: 0, removed: 0, changed: 1 });
    expect(await storedTexts()).toEqual(expect.arrayContaining(['x', 'y2']));
    const [row] = await db
      .select()
      .from(pageRevisions)
      .where(and(eq(pageRevisions.pageId, story.id), eq(pageRevisions.id, Number(latest.id))));
    expect(row.body).toBeNull();
    expect(printsOf(row)).toEqual(document('x', 'y2').root.children.map(blockPrintOf));
  });

  it('makes the page JSON and the revision root from one printing, as JSON.stringify would', () => {
    const documents = [
      {
        extra: 1,
        root: { type: 'root', children: [paragraph('a'), paragraph('"[]"'), paragraph('\u0000blocks\u0000')], version: 1 },
        after: [],
      },
      { root: { children: [], type: 'root', version: 1 } },
      { root: { type: 'root', version: 1, note: '\u0000blocks\u0000', children: [paragraph('b')] } },
    ];
    for (const each of documents) {
      const printed = printDocument(each as never);
      expect(printed.json()).toBe(JSON.stringify(each));
      expect(printed.root).toBe(JSON.stringify({ ...each, root: { ...each.root, children: [] } }));
      expect(printed.prints).toEqual(each.root.children.map((block) => blockPrintOf(block as SavedNode)));
    }
  });
});
