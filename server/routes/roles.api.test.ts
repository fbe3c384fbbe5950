import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addUser, databaseDigest, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pages, type User } from '../db/schema';

/**
 * Issue 32's roles on the routes that write pages, for the pages they own (the access matrix asks every route about
 * pages an editor owns): an author writes and publishes their own; a contributor writes their own drafts and never
 * publishes, schedules or unpublishes; a staff reader writes nothing; the memo rules hold for each.
 */

let t: TestApp;
let author: User;
let contributor: User;
const tokens = new Map<number, string>();

beforeEach(async () => {
  t = await createTestApp();
  author = await addUser(t, 'author');
  contributor = await addUser(t, 'contributor');
  for (const user of [author, contributor, await userByEmail(t, 'editor@example.org'), await userByEmail(t, 'reader@example.org')]) {
    tokens.set(user.id, await tokenFor(t, user));
  }
});
afterEach(() => t.close());

const as = async (email: string) => tokens.get((await userByEmail(t, email)).id)!;
const tokenOf = (user: User) => tokens.get(user.id)!;
const LATER = new Date(TEST_NOW.getTime() + 86_400_000).toISOString();

async function create(token: string, title: string, collection = 'news') {
  const { status, body } = await t.json('POST', '/api/pages', { token, body: { page: { title, page_collection_slug: collection } } });
  expect(status).toBe(201);
  return body.data.attributes as { page_id: number; slug: string; version: number; editable: boolean; publishable: boolean };
}
const stored = async (id: number) => (await t.deps.database.db.select().from(pages).where(eq(pages.id, id)))[0];
const save = async (token: string, id: number, title: string) =>
  t.json('PUT', `/api/pages/${id}`, { token, body: { page: { version: (await stored(id)).version, title } } });
const lifecycle = async (token: string, id: number, action: 'publish' | 'unpublish') =>
  t.json('PUT', `/api/pages/${id}/${action}?version=${(await stored(id)).version}`, { token });
const schedule = async (token: string, id: number) =>
  t.json('PUT', `/api/pages/${id}/schedule`, {
    token,
    body: { version: (await stored(id)).version, publish_at: LATER, unpublish_at: null },
  });

describe('authors', () => {
  it('create, save, schedule, publish and unpublish their own page', async () => {
    const page = await create(tokenOf(author), 'An author writes');
    expect(page).toMatchObject({ editable: true, publishable: true });
    expect((await save(tokenOf(author), page.page_id, 'An author rewrites')).status).toBe(200);
    expect((await schedule(tokenOf(author), page.page_id)).status).toBe(200);
    expect((await lifecycle(tokenOf(author), page.page_id, 'publish')).status).toBe(200);
    expect((await save(tokenOf(author), page.page_id, 'Edited after publishing')).status).toBe(200);
    expect((await lifecycle(tokenOf(author), page.page_id, 'unpublish')).status).toBe(200);
    expect(await stored(page.page_id)).toMatchObject({ title: 'Edited after publishing', published: false, ownerId: author.id });
  });

  it("neither read an editor's draft nor change an editor's published page", async () => {
    const editor = await as('editor@example.org');
    const draft = await create(editor, 'An editor drafts');
    const live = await create(editor, 'An editor publishes');
    await lifecycle(editor, live.page_id, 'publish');
    const before = await databaseDigest(t);
    expect((await t.json('GET', `/api/pages/${draft.slug}`, { token: tokenOf(author) })).status).toBe(404);
    expect((await save(tokenOf(author), draft.page_id, 'Taken over')).status).toBe(404);
    const refused = await save(tokenOf(author), live.page_id, 'Taken over');
    expect(refused).toMatchObject({ status: 403, body: { error: 'You may not edit this page.' } });
    expect((await lifecycle(tokenOf(author), live.page_id, 'unpublish')).status).toBe(403);
    expect((await t.json('GET', `/api/pages/${live.slug}`, { token: tokenOf(author) })).status).toBe(403);
    expect(await databaseDigest(t)).toBe(before);
  });
});

describe('contributors', () => {
  it('create and save their own draft, and are refused publishing, scheduling and unpublishing with a clear error', async () => {
    const page = await create(tokenOf(contributor), 'A contributor drafts');
    expect(page).toMatchObject({ editable: true, publishable: false });
    expect((await save(tokenOf(contributor), page.page_id, 'A contributor redrafts')).status).toBe(200);
    const read = await t.json('GET', `/api/pages/${page.slug}`, { token: tokenOf(contributor) });
    expect(read.body.data.attributes).toMatchObject({ editable: true, publishable: false });
    const before = await databaseDigest(t);
    for (const refused of [
      await lifecycle(tokenOf(contributor), page.page_id, 'publish'),
      await schedule(tokenOf(contributor), page.page_id),
    ]) {
      expect(refused).toMatchObject({
        status: 403,
        body: { error: 'Your role may not publish, schedule or unpublish this page: an editor does.' },
      });
    }
    expect(await databaseDigest(t)).toBe(before);
    expect(await stored(page.page_id)).toMatchObject({ title: 'A contributor redrafts', published: false, publishAt: null });
  });

  it('no longer change their page once an editor has published it, nor unpublish it', async () => {
    const page = await create(tokenOf(contributor), 'Submitted for review');
    expect((await lifecycle(await as('editor@example.org'), page.page_id, 'publish')).status).toBe(200);
    const before = await databaseDigest(t);
    expect((await save(tokenOf(contributor), page.page_id, 'Changed after review')).status).toBe(403);
    expect((await lifecycle(tokenOf(contributor), page.page_id, 'unpublish')).status).toBe(403);
    expect((await t.json('PATCH', `/api/pages/${page.page_id}/move-to-trash`, { token: tokenOf(contributor) })).status).toBe(403);
    expect(await databaseDigest(t)).toBe(before);
  });

  it('keep the memo rules: they publish their own memo to its link and invite a colleague, who reads it', async () => {
    const memo = await create(tokenOf(contributor), 'Contributor notes', 'memo');
    expect(memo.publishable).toBe(true);
    expect((await lifecycle(tokenOf(contributor), memo.page_id, 'publish')).status).toBe(200);
    const editor = await as('editor@example.org');
    expect((await t.json('GET', `/api/memo/${memo.slug}`, { token: editor })).status).toBe(404);
    const colleague = await userByEmail(t, 'editor@example.org');
    const invited = await t.json('POST', '/api/page-invitations', {
      token: tokenOf(contributor),
      body: { page_invitation: { page_id: memo.page_id, message: 'Have a look' }, user_identifiers: [colleague.uid], permission: 'viewer' },
    });
    expect(invited.status).toBeLessThan(300);
    expect((await t.json('GET', `/api/memo/${memo.slug}`, { token: editor })).status).toBe(200);
  });
});

describe('staff readers', () => {
  it('create nothing and upload nothing', async () => {
    const reader = await as('reader@example.org');
    const before = await databaseDigest(t);
    expect(
      await t.json('POST', '/api/pages', { token: reader, body: { page: { title: 'No', page_collection_slug: 'news' } } }),
    ).toMatchObject({ status: 403, body: { error: expect.any(String) } });
    expect(
      (await t.json('POST', '/api/images', { token: reader, body: { image: { image_name: 'a.png', image_data: 'AAAA' } } })).status,
    ).toBe(403);
    expect(await databaseDigest(t)).toBe(before);
  });
});
