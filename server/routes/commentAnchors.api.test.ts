import { and, desc, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { editorsCopy } from '../../tests/draftFixtures';
import { addMemo, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { commentThreads } from '../db/commentsSchema';
import { pageRevisions } from '../db/revisionsSchema';
import { pageInvitations, pages, type Page, type User } from '../db/schema';

/**
 * Issue 35: a thread started by someone who may comment but not edit (a memo's Commenter). The browser describes the
 * text; the server marks it in the page and saves it as them.
 */
let t: TestApp;
let owner: User;
let commenter: User;
let memo: Page;
let token: string;

const SENTENCE = 'The ferry leaves at ten. The last ferry leaves at midnight.';

beforeEach(async () => {
  t = await createTestApp();
  owner = await userByEmail(t, 'editor@example.org');
  commenter = await userByEmail(t, 'colleague@example.org');
  memo = await addMemo(t, { owner, invite: [commenter], text: SENTENCE });
  await t.deps.database.db
    .update(pageInvitations)
    .set({ permission: 'commenter' })
    .where(and(eq(pageInvitations.pageId, memo.id), eq(pageInvitations.userId, commenter.id)));
  token = await tokenFor(t, commenter);
});
afterEach(() => t.close());

/** Every comment mark node in a saved document, however deep. */
function marksOf(node: unknown): unknown[] {
  if (Array.isArray(node)) return node.flatMap(marksOf);
  if (!node || typeof node !== 'object') return [];
  const own = (node as { type?: unknown }).type === 'mark' ? [node] : [];
  return [...own, ...Object.values(node).flatMap((value) => (typeof value === 'object' ? marksOf(value) : []))];
}

describe('a thread anchored by the server', () => {
  it('a Commenter starts a thread on the second “ferry leaves”: the server marks those words and saves the memo as them', async () => {
    const answer = await t.json('POST', `/api/pages/${memo.id}/comments`, {
      token,
      body: {
        id: 'thread-anchored-1',
        anchor: { quote: 'ferry leaves', prefix: 'at ten. The last ', suffix: ' at midnight.' },
        body: 'Midnight or half past?',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      id: 'thread-anchored-1',
      quote: 'ferry leaves',
      comments: [{ body: 'Midnight or half past?' }],
    });

    const saved = (await editorsCopy(t, memo.id))!;
    expect(saved.version).toBe(memo.version + 1);
    const [paragraph] = saved.body.root.children;
    expect(paragraph.children).toEqual([
      expect.objectContaining({ type: 'text', text: 'The ferry leaves at ten. The last ' }),
      expect.objectContaining({
        type: 'mark',
        ids: ['thread-anchored-1'],
        children: [expect.objectContaining({ type: 'text', text: 'ferry leaves' })],
      }),
      expect.objectContaining({ type: 'text', text: ' at midnight.' }),
    ]);
    // The save is the Commenter's, in the memo's history.
    const [revision] = await t.deps.database.db
      .select()
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, memo.id))
      .orderBy(desc(pageRevisions.id))
      .limit(1);
    expect(revision.authorId).toBe(commenter.id);
    // The Commenter still may not save the memo themselves.
    const put = await t.json('PUT', `/api/pages/${memo.id}`, { token, body: { page: { version: saved.version, title: 'Mine' } } });
    expect(put.status).toBe(403);
  });

  it('anchors in list items and quotes, and across blocks: the end of one, the next whole, the start of the last', async () => {
    const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
    const body = {
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'list',
            version: 1,
            listType: 'bullet',
            start: 1,
            tag: 'ul',
            children: [{ type: 'listitem', version: 1, value: 1, children: [text('Tickets are sold on board.')] }],
          },
          { type: 'quote', version: 1, children: [text('The sea was calm.')] },
          { type: 'paragraph', version: 1, children: [text('The ferry left late.')] },
        ],
      },
    };
    const ownerToken = await tokenFor(t, owner);
    expect(
      (await t.json('PUT', `/api/pages/${memo.id}`, { token: ownerToken, body: { page: { version: memo.version, lexical_body: body } } }))
        .status,
    ).toBe(200);
    const inList = await t.json('POST', `/api/pages/${memo.id}/comments`, {
      token,
      body: { id: 'thread-in-list', anchor: { quote: 'on board' }, body: 'Cash only?' },
    });
    expect(inList.status).toBe(201);
    const across = await t.json('POST', `/api/pages/${memo.id}/comments`, {
      token,
      body: {
        id: 'thread-across',
        anchor: { quote: 'board.\nThe sea was calm.\nThe ferry', prefix: 'Tickets are sold on ' },
        body: 'Too much?',
      },
    });
    expect(across.status).toBe(201);
    const [list, quote, paragraph] = (await editorsCopy(t, memo.id))!.body.root.children as Array<{ children: any[] }>;
    const shape = (node: any): unknown =>
      node.type === 'text'
        ? node.text
        : node.type === 'mark'
          ? { [node.ids.join(' ')]: node.children.map(shape) }
          : node.children.map(shape);
    expect(shape(list.children[0])).toEqual([
      'Tickets are sold ',
      { 'thread-in-list': ['on '] },
      { 'thread-in-list thread-across': ['board'] },
      { 'thread-across': ['.'] },
    ]);
    expect(shape(quote)).toEqual([{ 'thread-across': ['The sea was calm.'] }]);
    expect(shape(paragraph)).toEqual([{ 'thread-across': ['The ferry'] }, ' left late.']);
  });

  it('answers 409 with an error and changes nothing when the text is no longer there', async () => {
    const answer = await t.json('POST', `/api/pages/${memo.id}/comments`, {
      token,
      body: { id: 'thread-anchored-2', anchor: { quote: 'ferry arrives' }, body: 'When?' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('The text you selected is no longer on the page. Select it again.');
    const saved = (await editorsCopy(t, memo.id))!;
    expect(saved.version).toBe(memo.version);
    expect(marksOf(saved.body)).toEqual([]);
    expect(await t.deps.database.db.select().from(commentThreads).where(eq(commentThreads.pageId, memo.id))).toEqual([]);
  });

  it('refuses an anchor too long or empty with 400, and a reader of nothing with 404, changing nothing', async () => {
    const post = (as: string, anchor: unknown) =>
      t.json('POST', `/api/pages/${memo.id}/comments`, { token: as, body: { id: 'thread-anchored-3', anchor, body: 'Hm' } });
    expect((await post(token, { quote: '' })).status).toBe(400);
    expect((await post(token, { quote: 'x'.repeat(1001) })).status).toBe(400);
    expect((await post(token, { quote: 'ferry', prefix: 'p'.repeat(101) })).status).toBe(400);
    const reader = await userByEmail(t, 'reader@example.org');
    expect((await post(await tokenFor(t, reader), { quote: 'ferry' })).status).toBe(404);
    expect((await editorsCopy(t, memo.id))!.version).toBe(memo.version);
  });

  it('a thread on a published site page marks its draft, not the copy readers get', async () => {
    const [page] = await t.deps.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.published, true), ne(pages.collection, 'memo'), eq(pages.slug, 'the-long-view')))
      .limit(1);
    const before = (await editorsCopy(t, page.id))!;
    const words = JSON.stringify(before.body)
      .match(/"text":"([^"]{12,})"/)![1]
      .slice(0, 12);
    const answer = await t.json('POST', `/api/pages/${page.id}/comments`, {
      token: await tokenFor(t, owner),
      body: { id: 'thread-anchored-4', anchor: { quote: words }, body: 'Check this.' },
    });
    expect(answer.status).toBe(201);
    expect(JSON.stringify((await editorsCopy(t, page.id))!.body)).toContain('"ids":["thread-anchored-4"]');
    const [live] = await t.deps.database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(JSON.stringify(live.body)).not.toContain('thread-anchored-4');
  });
});
