import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('POST /api/pages', () => {
  it('creates a draft owned by the editor with the projects body, in the system of its collection', async () => {
    const token = await t.signIn('editor@example.org');
    const { status, body } = await t.json('POST', '/api/pages', {
      token,
      body: { page: { title: 'New page', page_collection_slug: 'news', lexical_flag: true } },
    });
    expect(status).toBe(201);
    expect(body.data.id).toMatch(/^\d+$/);
    expect(body.data.attributes).toMatchObject({ title: 'New page', name: 'New page', collection: 'news', system: 'projects', published: false, version: 1, editable: true });
    expect(body.data.attributes.slug).toMatch(/^new-page-[a-z0-9]+$/);
    expect(body.data.attributes.uid).toMatch(/^[0-9a-f]{32}$/);
    const reread = await t.json('GET', `/api/pages/${body.data.attributes.slug}`, { token });
    expect(reread.body.data.attributes.lexical_body.root.children).toEqual([]);
  });

  it('accepts the main-site body (name) and a parent the editor may edit', async () => {
    const token = await t.signIn('editor@example.org');
    const [parent] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    const { status, body } = await t.json('POST', '/api/pages', {
      token,
      body: { page: { name: 'Harbour notes', page_collection_slug: 'stories', subpage: true, parent_sub_page_id: parent.id } },
    });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({ name: 'Harbour notes', system: 'csw', parent_id: parent.id, locale: parent.locale });
  });

  it('refuses readers, anonymous callers, bad collections, missing titles and unknown parents', async () => {
    const page = { title: 'x', page_collection_slug: 'stories' };
    expect((await t.json('POST', '/api/pages', { body: { page } })).status).toBe(401);
    expect((await t.json('POST', '/api/pages', { body: { page }, token: await t.signIn('reader@example.org') })).status).toBe(403);
    const token = await t.signIn('editor@example.org');
    expect((await t.json('POST', '/api/pages', { token, body: { page: { ...page, page_collection_slug: 'nope' } } })).status).toBe(400);
    const untitled = await t.json('POST', '/api/pages', { token, body: { page: { page_collection_slug: 'stories' } } });
    expect(untitled).toMatchObject({ status: 400, body: { error: 'page: Title is required.' } });
    expect((await t.json('POST', '/api/pages', { token, body: { page: { ...page, parent_sub_page_id: 999999 } } })).status).toBe(404);
  });
});
