import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { pageById } from '../../tests/memoFixtures';
import { pages } from '../db/schema';
import { purgeExpiredTrash } from './trashPurge';

const DAY = 86_400_000;
let t: TestApp;
let owner: string;
let colleague: string;

beforeEach(async () => {
  t = await createTestApp();
  owner = await t.signIn('editor@example.org');
  colleague = await t.signIn('colleague@example.org');
});
afterEach(() => t.close());

async function create(token: string, title: string, collection: string, parentId: number | null) {
  const { status, body } = await t.json('POST', '/api/pages', {
    token,
    body: { page: { title, page_collection_slug: collection, subpage: true, parent_sub_page_id: parentId, lexical_flag: true } },
  });
  expect(status).toBe(201);
  return Number(body.data.id);
}

const versionOf = async (id: number) => (await pageById(t, id))!.version;

async function lifecycle(token: string, method: string, id: number, action: string) {
  return t.json(method, `/api/pages/${id}/${action}?version=${await versionOf(id)}`, { token });
}

/** A site page of one editor with a private memo of another person under it, and a subpage of that memo. */
async function sitePageWithTheirMemo() {
  const [site] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
  const sitePage = await create(colleague, 'Colleague page', 'news', site.id);
  const memo = await create(owner, 'Private plans', 'memo', sitePage);
  const below = await create(owner, 'More private plans', 'memo', memo);
  const theirSiteChild = await create(colleague, 'Colleague subpage', 'news', sitePage);
  return { sitePage, memo, below, theirSiteChild };
}

describe("another editor's trash never takes a memo they may not change", () => {
  it('trashing the page above detaches the memo, and destroying it deletes only what went to the trash', async () => {
    const { sitePage, memo, below, theirSiteChild } = await sitePageWithTheirMemo();
    expect((await lifecycle(colleague, 'PATCH', sitePage, 'move-to-trash')).status).toBe(200);
    expect(await pageById(t, memo)).toMatchObject({ parentId: null, trashedAt: null, title: 'Private plans' });
    expect(await pageById(t, below)).toMatchObject({ parentId: memo, trashedAt: null });
    expect(await pageById(t, theirSiteChild)).toMatchObject({ parentId: sitePage, trashRootId: sitePage });

    expect((await lifecycle(colleague, 'DELETE', sitePage, 'destroy-permanently')).status).toBe(204);
    expect(await pageById(t, sitePage)).toBeNull();
    expect(await pageById(t, theirSiteChild)).toBeNull();
    expect(await pageById(t, memo)).toMatchObject({ title: 'Private plans', parentId: null });
    expect(await pageById(t, below)).toMatchObject({ parentId: memo });
  });

  it('the purge deletes what went to the trash and keeps a page put under it since, detached', async () => {
    const { sitePage, memo } = await sitePageWithTheirMemo();
    expect((await lifecycle(owner, 'PATCH', sitePage, 'move-to-trash')).status).toBe(200);
    expect(await pageById(t, memo)).toMatchObject({ trashRootId: sitePage });
    const strayId = await create(owner, 'Put under it later', 'memo', null);
    await t.deps.database.db.update(pages).set({ parentId: sitePage }).where(eq(pages.id, strayId));
    t.setNow(new Date(TEST_NOW.getTime() + 31 * DAY));
    const purged = await purgeExpiredTrash(t.deps);
    expect(purged.pageIds).toContain(memo);
    expect(await pageById(t, memo)).toBeNull();
    expect(await pageById(t, strayId)).toMatchObject({ parentId: null, trashedAt: null });
  });

  it('the owner trashing the page above takes the memo along, and restoring brings it back', async () => {
    const { sitePage, memo, below } = await sitePageWithTheirMemo();
    expect((await lifecycle(owner, 'PATCH', sitePage, 'move-to-trash')).status).toBe(200);
    expect(await pageById(t, below)).toMatchObject({ trashRootId: sitePage, parentId: memo });
    expect((await lifecycle(owner, 'PATCH', sitePage, 'restore-from-trash')).status).toBe(200);
    expect(await pageById(t, below)).toMatchObject({ trashedAt: null, parentId: memo });
    expect(await pageById(t, memo)).toMatchObject({ trashedAt: null, parentId: sitePage });
  });
});
