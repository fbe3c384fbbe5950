import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';
import { randomUid } from '../services/tokens';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('POST /api/pages', () => {
  it('creates a draft owned by the editor with the projects body, in the system of its collection', async () => {
    const token = await t.signIn('editor@example.org');
    const { status, body } = await t.json('POST', '/api/pages', {
      token,
      body: { page: { title: 'New page', page_collection_slug: 'news', lexical_flag: true } },
    });
    expect(status).toBe(201);
    expect(body.data.id).toMatch(/^\d+$/);
    expect(body.data.attributes).toMatchObject({
      title: 'New page',
      name: 'New page',
      collection: 'news',
      system: 'projects',
      published: false,
      version: 1,
      editable: true,
    });
    expect(body.data.attributes.slug).toBe('new-page');
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

  describe('the address a new page gets from its title', () => {
    const create = async (token: string, title: string, extra: Record<string, unknown> = {}) =>
      t.json('POST', '/api/pages', { token, body: { page: { title, page_collection_slug: 'stories', ...extra } } });
    const slugOf = async (token: string, title: string, extra: Record<string, unknown> = {}) =>
      (await create(token, title, extra)).body.data.attributes.slug;

    it('is its words, without a random suffix: -2, -3 only when another page has it or had it', async () => {
      const token = await t.signIn('editor@example.org');
      const first = await create(token, 'Temple Street Night Market');
      expect(first.body.data.attributes.slug).toBe('temple-street-night-market');
      expect(await slugOf(token, 'Temple Street: Night Market!')).toBe('temple-street-night-market-2');
      // Renamed, the first keeps its old address leading to it: a new page does not take it.
      const renamed = await t.json('PUT', `/api/pages/${first.body.data.id}/settings`, {
        token,
        body: { page: { version: 1, slug: 'night-market' } },
      });
      expect(renamed.status).toBe(200);
      expect(await slugOf(token, 'Temple Street Night Market')).toBe('temple-street-night-market-3');
      expect(await slugOf(token, 'Café & Bar: Mong Kok’s 2nd night')).toBe('cafe-and-bar-mong-koks-2nd-night');
      expect(await slugOf(token, 'Search')).toBe('search-2');
      expect(
        await slugOf(token, 'A very long title that goes on and on about the harbour, its ferries, its typhoon shelters and more'),
      ).toBe('a-very-long-title-that-goes-on-and-on-about-the-harbour-its');
    });

    it("is the collection's noun and the day for a Chinese title, and never digits alone", async () => {
      const token = await t.signIn('editor@example.org');
      const day = TEST_NOW.toISOString().slice(0, 10);
      expect(await slugOf(token, '廟街夜市', { locale: 'hk' })).toBe(`story-${day}`);
      expect(await slugOf(token, '廟街夜市', { locale: 'hk' })).toBe(`story-${day}-2`);
      expect(await slugOf(token, '2026 香港書展', { page_collection_slug: 'news', locale: 'hk' })).toBe('news-2026');
      const numbered = await slugOf(token, '42');
      expect(numbered).toBe('story-42');
      // A page number and an address never meet: /api/pages/42 is page 42.
      expect((await t.json('GET', `/api/pages/${numbered}`, { token })).body.data.attributes.title).toBe('42');
    });

    it('is the next free one when another page took it between the look and the write', async () => {
      const token = await t.signIn('editor@example.org');
      const { db } = t.deps.database;
      const [{ id: _id, ...model }] = await db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
      const transaction = db.transaction.bind(db);
      // Someone else's page gets the address just before this one is written.
      vi.spyOn(db, 'transaction').mockImplementationOnce(async (work) => {
        await db.insert(pages).values({ ...model, uid: randomUid(), slug: 'open-day' });
        return transaction(work);
      });
      const created = await create(token, 'Open day');
      expect(created.status).toBe(201);
      expect(created.body.data.attributes.slug).toBe('open-day-2');
    });
  });
});
