import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';

let t: TestApp;
let editor: string;
beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
});
afterEach(() => t.close());

async function createSubpage(parentId: number, title = 'New page', collection = 'news') {
  const { status, body } = await t.json('POST', '/api/pages', {
    token: editor,
    body: { page: { title, page_collection_slug: collection, subpage: true, parent_sub_page_id: parentId, lexical_flag: true } },
  });
  expect(status).toBe(201);
  return Number(body.data.id);
}

async function newsPage() {
  const [page] = await t.deps.database.db.select().from(pages).where(eq(pages.collection, 'news')).limit(1);
  return page;
}

describe('subpage lookup', () => {
  it('answers all ids in one call with page_id, title, slug, published and trashed_at', async () => {
    const parent = await newsPage();
    const first = await createSubpage(parent.id, 'First');
    const second = await createSubpage(parent.id, 'Second');
    const { status, body } = await t.json('GET', `/api/projects/lookup?page_ids=${first},${second}`, { token: editor });
    expect(status).toBe(200);
    expect(body.data.map((item: { attributes: { title: string } }) => item.attributes.title).sort()).toEqual(['First', 'Second']);
    expect(Object.keys(body.data[0].attributes).sort()).toEqual(['page_id', 'public_route', 'published', 'slug', 'title', 'trashed_at']);
    expect((await t.json('GET', `/api/projects/lookup?page_ids=[${first}]`, { token: editor })).body.data).toHaveLength(1);
    expect((await t.json('GET', `/api/csw/lookup?page_ids=${first}`, { token: editor })).body.data).toHaveLength(0);
  });

  it('shows readers only published subpages, and refuses malformed id lists', async () => {
    const parent = await newsPage();
    const draft = await createSubpage(parent.id);
    expect((await t.json('GET', `/api/projects/lookup?page_ids=${draft}`)).body.data).toEqual([]);
    await t.deps.database.db.update(pages).set({ published: true }).where(eq(pages.id, draft));
    expect((await t.json('GET', `/api/projects/lookup?page_ids=${draft}`)).body.data).toHaveLength(1);
    for (const bad of ['', 'abc', '1,,2', '0', `${'9'.repeat(12)}`]) {
      expect((await t.json('GET', `/api/projects/lookup?page_ids=${bad}`)).status).toBe(400);
    }
  });

  it('looks up data room pages under /api/ex and creates them with POST /api/ex/content_pages', async () => {
    const created = await t.json('POST', '/api/ex/content_pages', { token: editor, body: { content_page: { title: 'Board papers' } } });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ title: 'Board papers', collection: 'dataroom', system: 'data' });
    const lookup = await t.json('GET', `/api/ex/data/lookup?page_ids=${created.body.data.id}`, { token: editor });
    expect(lookup.body.data[0].attributes.title).toBe('Board papers');
  });
});

describe('deleting subpages', () => {
  it('deletes the listed subpages and their own subpages in one go', async () => {
    const parent = await newsPage();
    const child = await createSubpage(parent.id, 'Child');
    const grandchild = await createSubpage(child, 'Grandchild');
    const greatGrandchild = await createSubpage(grandchild, 'Great-grandchild');
    const response = await t.json('DELETE', `/api/pages/${parent.id}/delete_sub_pages?page_ids=[${child}]`, { token: editor });
    expect(response).toEqual({ status: 200, body: { data: { deleted: [child] } } });
    for (const id of [child, grandchild, greatGrandchild]) {
      expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, id))).toEqual([]);
    }
    expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, parent.id))).toHaveLength(1);
  });

  it('refuses ids that are not subpages of that page and then deletes nothing', async () => {
    const parent = await newsPage();
    const child = await createSubpage(parent.id);
    const [stranger] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    const response = await t.json('DELETE', `/api/pages/${parent.id}/delete_sub_pages?page_ids=${child},${stranger.id}`, { token: editor });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(`Page ${stranger.id} is not a subpage of this page.`);
    expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, child))).toHaveLength(1);
  });

  it('lets only those who may edit the parent delete its subpages', async () => {
    const parent = await newsPage();
    const child = await createSubpage(parent.id);
    const path = `/api/pages/${parent.id}/delete_sub_pages?page_ids=${child}`;
    expect((await t.json('DELETE', path)).status).toBe(401);
    expect((await t.json('DELETE', path, { token: await t.signIn('reader@example.org') })).status).toBe(403);
    expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, child))).toHaveLength(1);
  });
});
