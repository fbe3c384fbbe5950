import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, addUser, documentWith, pageById, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { editorsCopy } from '../../tests/draftFixtures';
import { pageRevisions } from '../db/revisionsSchema';
import { pages, type Page, type User } from '../db/schema';
import { thinRevisions } from '../services/revisionRecording';

const MINUTE = 60_000;
const DAY = 86_400_000;
let t: TestApp;
let editor: string;
let editorUser: User;
let story: Page;

beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
  editorUser = await userByEmail(t, 'editor@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

const at = (minutes: number) => t.setNow(new Date(TEST_NOW.getTime() + minutes * MINUTE));
const current = async () => (await editorsCopy(t, story.id))!;
async function save(text: string, token = editor, title?: string) {
  const page = await current();
  return t.json('PUT', `/api/pages/${page.id}`, {
    token,
    body: { page: { version: page.version, lexical_body: documentWith(text), ...(title ? { title } : {}) } },
  });
}
const list = (token: string | null = editor, query = '') => t.json('GET', `/api/pages/${story.id}/revisions${query}`, { token });
const revisionsInDatabase = () =>
  t.deps.database.db.select().from(pageRevisions).where(eq(pageRevisions.pageId, story.id)).orderBy(pageRevisions.id);

describe('revisions of a page', () => {
  it('are kept for every save, saves by one author within 10 minutes make one, and publishes never coalesce', async () => {
    // The demo story comes with its history: written, then published.
    expect((await list()).body.data.map((revision: { attributes: { event: string } }) => revision.attributes.event)).toEqual([
      'publish',
      'save',
    ]);
    at(0);
    expect((await save('One')).status).toBe(200);
    at(3);
    await save('Two');
    at(9);
    await save('Three');
    expect((await list()).body.data).toHaveLength(3);
    at(20);
    await save('Four');
    at(21);
    expect(
      (await t.json('PUT', `/api/pages/${story.id}/publish`, { token: editor, body: { version: (await current()).version } })).status,
    ).toBe(200);
    at(22);
    await save('Five');

    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((revision: { attributes: { event: string } }) => revision.attributes.event)).toEqual([
      'save',
      'publish',
      'save',
      'save',
      'publish',
      'save',
    ]);
    expect(answer.body.meta).toEqual({ page: 1, per_page: 50, total: 6 });
    const [latest, , , first] = answer.body.data;
    expect(latest.attributes).toMatchObject({
      author: { uid: editorUser.uid, name: editorUser.name },
      created_at: new Date(TEST_NOW.getTime() + 22 * MINUTE).toISOString(),
    });
    // The first holds the last of its three saves, made at minute 9 and first saved at minute 0.
    expect(first.attributes).toMatchObject({
      created_at: TEST_NOW.toISOString(),
      updated_at: new Date(TEST_NOW.getTime() + 9 * MINUTE).toISOString(),
    });
    const read = await t.json('GET', `/api/pages/${story.id}/revisions/${first.id}`, { token: editor });
    expect(read.status).toBe(200);
    expect(read.body.data.attributes.lexical_body.root.children[0].children[0].text).toBe('Three');
    expect(read.body.data.attributes.blocks.changed + read.body.data.attributes.blocks.added).toBeGreaterThan(0);
    expect(latest.attributes.blocks).toEqual({ added: 0, removed: 0, changed: 1 });
  });

  it('keeps the last of coalesced saves, byte for byte, in the revision, as of now and restored (issue 28)', async () => {
    // Two saves of one length by one author within minutes, with the default window: the revision, the page "as of
    // now" and a restore of the newest revision all hold the second, title and document alike.
    at(0);
    await save('body A', editor, 'Title A');
    at(4);
    expect((await save('body B', editor, 'Title B')).status).toBe(200);
    const sent = JSON.stringify(documentWith('body B'));
    const [newest] = (await list()).body.data;
    const read = (await t.json('GET', `/api/pages/${story.id}/revisions/${newest.id}`, { token: editor })).body.data.attributes;
    expect([read.title, JSON.stringify(read.lexical_body)]).toEqual(['Title B', sent]);
    const asOf = (
      await t.json('GET', `/api/pages/${story.slug}?as_of=${new Date(TEST_NOW.getTime() + 5 * MINUTE).toISOString()}`, { token: editor })
    ).body.data.attributes;
    expect([asOf.title, JSON.stringify(asOf.lexical_body)]).toEqual(['Title B', sent]);
    // Another author changes the page; restoring the newest of the first author's saves gives "body B" back.
    at(6);
    await save('Someone else', await t.signIn('colleague@example.org'));
    at(7);
    const restored = await t.json('POST', `/api/pages/${story.id}/revisions/${newest.id}/restore`, {
      token: editor,
      body: { version: (await current()).version },
    });
    expect(restored.status).toBe(200);
    expect([(await current()).title, JSON.stringify((await current()).body)]).toEqual(['Title B', sent]);
  });

  it('keeps every save when the site sets the coalescing window to 0 minutes, and coalesces at 9:59 but not at 10:00 by default', async () => {
    t.close();
    t = await createTestApp({ revisionCoalesceMinutes: 0 });
    editor = await t.signIn('editor@example.org');
    [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    at(0);
    await save('One');
    await save('Two');
    await save('Three');
    expect((await list()).body.data.map((revision: { attributes: { event: string } }) => revision.attributes.event)).toEqual([
      'save',
      'save',
      'save',
      'publish',
      'save',
    ]);

    t.close();
    t = await createTestApp();
    editor = await t.signIn('editor@example.org');
    [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    at(0);
    await save('One');
    t.setNow(new Date(TEST_NOW.getTime() + 10 * MINUTE - 1000));
    await save('Two');
    t.setNow(new Date(TEST_NOW.getTime() + 20 * MINUTE - 1000));
    await save('Three');
    expect((await list()).body.data).toHaveLength(4);
  });

  it('counts blocks added, removed and changed against the revision before', async () => {
    const block = (text: string) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] });
    const document = (...texts: string[]) => ({ root: { type: 'root', version: 1, children: texts.map(block) } });
    const put = async (texts: string[]) => {
      const page = await current();
      return t.json('PUT', `/api/pages/${page.id}`, {
        token: editor,
        body: { page: { version: page.version, lexical_body: document(...texts) } },
      });
    };
    at(0);
    await put(['a', 'b', 'c', 'd']);
    at(30);
    await put(['a', 'c', 'B2', 'd', 'e', 'b']);
    const [latest] = (await list()).body.data;
    // c is kept; b moved to the end (a change); "B2" and "e" are new.
    expect(latest.attributes.blocks).toEqual({ added: 2, removed: 0, changed: 1 });
  });

  it('restores a revision as a new version, refuses a stale version with 409, and records the restore', async () => {
    at(0);
    await save('First words', editor, 'First title');
    at(30);
    await save('Second words', editor, 'Second title');
    const [, first] = (await list()).body.data;
    const stale = await t.json('POST', `/api/pages/${story.id}/revisions/${first.id}/restore`, {
      token: editor,
      body: { version: (await current()).version - 1 },
    });
    expect(stale.status).toBe(409);
    expect((await current()).title).toBe('Second title');

    at(40);
    const before = await current();
    const restored = await t.json('POST', `/api/pages/${story.id}/revisions/${first.id}/restore`, {
      token: editor,
      body: { version: before.version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.version).toBe(before.version + 1);
    const after = await current();
    expect(after.title).toBe('First title');
    expect(after.body.root.children[0].children![0].text).toBe('First words');
    // A published page's restore is its draft's: readers' text (plain text, for search) stays the live one (issue 33).
    expect((await pageById(t, story.id))!.plainText).toBe(story.plainText);
    const [latest] = (await list()).body.data;
    expect(latest.attributes.event).toBe('restore_revision');
  });

  it('answers the page as it was at an instant, and 404 before its first revision', async () => {
    at(0);
    await save('Morning', editor, 'Morning title');
    at(60);
    await save('Noon', editor, 'Noon title');
    const asOf = (minutes: number) =>
      t.json('GET', `/api/pages/${story.slug}?as_of=${new Date(TEST_NOW.getTime() + minutes * MINUTE).toISOString()}`, { token: editor });
    expect((await asOf(30)).body.data.attributes).toMatchObject({ title: 'Morning title', revision_created_at: TEST_NOW.toISOString() });
    expect((await asOf(61)).body.data.attributes.title).toBe('Noon title');
    expect((await asOf(-1)).body.data.attributes.title).toBe(story.title);
    expect((await asOf(-365 * 24 * 60)).status).toBe(404);
    expect((await t.json('GET', `/api/pages/${story.slug}?as_of=yesterday`, { token: editor })).status).toBe(400);
    expect((await t.json('GET', `/api/pages/${story.slug}?as_of=2026-02-31T00:00:00Z`, { token: editor })).status).toBe(400);
    // An offset that does not exist is a 400 with a message, never a 500 (issue 29).
    const offset = await t.json('GET', `/api/pages/${story.slug}?as_of=${encodeURIComponent('2026-11-21T10:00:00+99:99')}`, {
      token: editor,
    });
    expect([offset.status, offset.body.error]).toEqual([400, 'as_of must be an ISO 8601 instant, such as 2026-11-25T09:30:00Z.']);
  });

  it('thins revisions older than 30 days to one a day, keeping every publish, and goes with the page', async () => {
    const { db } = t.deps.database;
    const old = TEST_NOW.getTime() - 40 * DAY;
    const row = (event: 'save' | 'publish', offset: number) => ({
      pageId: story.id,
      authorId: editorUser.id,
      event,
      title: `${event} ${offset}`,
      precis: '',
      body: documentWith('x'),
      blockPrints: [],
      createdAt: new Date(old + offset),
      updatedAt: new Date(old + offset),
    });
    await db
      .insert(pageRevisions)
      .values([row('save', 0), row('publish', 1000), row('save', 2000), row('save', 3000), row('save', DAY), row('save', 35 * DAY)]);
    expect(await thinRevisions(db, TEST_NOW)).toBe(2);
    const inserted = (await revisionsInDatabase()).map((revision) => revision.title).filter((title) => /^(save|publish) \d+$/.test(title));
    expect(inserted).toEqual(['publish 1000', 'save 3000', `save ${DAY}`, `save ${35 * DAY}`]);

    const trashed = await t.json('PATCH', `/api/pages/${story.id}/move-to-trash`, {
      token: editor,
      body: { version: (await current()).version },
    });
    expect(trashed.status).toBe(200);
    expect((await revisionsInDatabase()).at(-1)!.event).toBe('trash');
    expect((await t.json('DELETE', `/api/pages/${story.id}/destroy-permanently`, { token: editor })).status).toBe(204);
    expect(await revisionsInDatabase()).toEqual([]);
  });
});

describe('who may see and restore revisions', () => {
  let owner: User;
  let viewer: User;
  let stranger: User;
  let memo: Page;

  beforeEach(async () => {
    owner = await addUser(t, 'editor');
    viewer = await addUser(t, 'staff');
    stranger = await addUser(t, 'staff');
    memo = await addMemo(t, { owner, invite: [viewer], state: 'draft' });
    const token = await tokenFor(t, owner);
    await t.json('PUT', `/api/pages/${memo.id}`, {
      token,
      body: { page: { version: memo.version, lexical_body: documentWith('Owner words') } },
    });
  });

  const routes = (revisionId: string, version: number) =>
    [
      ['GET', `/api/pages/${memo.id}/revisions`, undefined],
      ['GET', `/api/pages/${memo.id}/revisions/${revisionId}`, undefined],
      ['GET', `/api/pages/${memo.slug}?as_of=${TEST_NOW.toISOString()}`, undefined],
      ['POST', `/api/pages/${memo.id}/revisions/${revisionId}/restore`, { version }],
    ] as const;

  it('asks who is asking before anything: signed out 401, a stranger 404, an invited reader reads but may not restore (403)', async () => {
    const ownerToken = await tokenFor(t, owner);
    const listed = await t.json('GET', `/api/pages/${memo.id}/revisions`, { token: ownerToken });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const [revision] = listed.body.data;
    const version = (await pageById(t, memo.id))!.version;
    const expected: Record<string, number[]> = {
      signedOut: [401, 401, 401, 401],
      stranger: [404, 404, 404, 404],
      viewer: [200, 200, 200, 403],
    };
    const tokens: Record<string, string | null> = {
      signedOut: null,
      stranger: await tokenFor(t, stranger),
      viewer: await tokenFor(t, viewer),
    };
    for (const [who, statuses] of Object.entries(expected)) {
      const seen: number[] = [];
      for (const [method, path, body] of routes(revision.id, version))
        seen.push((await t.json(method, path, { token: tokens[who], body })).status);
      expect(seen, who).toEqual(statuses);
    }
    expect((await pageById(t, memo.id))!.version).toBe(version);
  });

  it('answers malformed calls with 4xx and changes nothing', async () => {
    const token = await tokenFor(t, owner);
    const [revision] = (await t.json('GET', `/api/pages/${memo.id}/revisions`, { token })).body.data;
    const version = (await pageById(t, memo.id))!.version;
    const calls: Array<[string, string, unknown, number]> = [
      ['GET', `/api/pages/${memo.id}/revisions?page=0`, undefined, 400],
      ['GET', `/api/pages/${memo.id}/revisions?page=1e9`, undefined, 400],
      ['GET', `/api/pages/${memo.id}/revisions/abc`, undefined, 404],
      ['GET', `/api/pages/${memo.id}/revisions/99999999999`, undefined, 404],
      ['GET', `/api/pages/${story.id}/revisions/${revision.id}`, undefined, 404],
      ['POST', `/api/pages/${memo.id}/revisions/${revision.id}/restore`, { version: -1 }, 400],
      ['POST', `/api/pages/${memo.id}/revisions/${revision.id}/restore`, { version: 'x\u0000' }, 400],
      ['POST', `/api/pages/${memo.id}/revisions/${revision.id}/restore`, [], 400],
    ];
    for (const [method, path, body, status] of calls) {
      const answer = await t.json(method, path, { token, body });
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await pageById(t, memo.id))!.version).toBe(version);
    expect((await t.json('GET', `/api/pages/${memo.id}/revisions?page=2`, { token })).body.data).toEqual([]);
  });
});
