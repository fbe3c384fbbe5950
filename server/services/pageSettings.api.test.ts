import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, databaseDigest, pageById, pageBySlug, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pages, type Page } from '../db/schema';

let t: TestApp;
let editor: string;
beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
});
afterEach(() => t.close());

const settings = async (page: Page, values: Record<string, unknown>, token: string | null = editor) =>
  t.json('PUT', `/api/pages/${page.id}/settings`, { token, body: { page: { version: (await pageById(t, page.id))!.version, ...values } } });

describe('page settings', () => {
  it('renames a page: every old address answers 301 to the current one, chains included', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    expect((await settings(story, { slug: 'the-longer-view' })).body.data.attributes.slug).toBe('the-longer-view');
    expect((await settings(story, { slug: 'Longest-View ' })).body.data.attributes.slug).toBe('longest-view');
    for (const old of ['the-long-view', 'the-longer-view']) {
      const moved = await t.request('GET', `/api/content/stories/${old}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/api/content/stories/longest-view');
    }
    expect((await t.json('GET', '/api/content/stories/longest-view')).body.data.attributes.title).toBe(story.title);
    expect((await t.request('GET', '/api/pages/the-long-view', { token: editor })).headers.get('location')).toBe('/api/pages/longest-view');
    // Back to an old slug: it is the page's own again, and the other old one still leads to it.
    await settings(story, { slug: 'the-long-view' });
    expect((await t.request('GET', '/api/content/stories/the-long-view')).status).toBe(200);
    expect((await t.request('GET', '/api/content/stories/longest-view')).headers.get('location')).toBe(
      '/api/content/stories/the-long-view',
    );
  });

  it('never reveals a new address to someone who may not read the page', async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const memo = await addMemo(t, { owner, state: 'published' });
    await settings(memo, { slug: 'renamed-private-memo' });
    const asOwner = await t.request('GET', `/api/memo/${memo.slug}`, { token: await tokenFor(t, owner) });
    expect([asOwner.status, asOwner.headers.get('location')]).toEqual([301, '/api/memo/renamed-private-memo']);
    for (const token of [null, await t.signIn('colleague@example.org')]) {
      const refused = await t.request('GET', `/api/memo/${memo.slug}`, { token });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(await refused.text()).not.toContain('renamed-private-memo');
    }
    const draft = await pageBySlug(t, 'the-long-view');
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.id, draft.id));
    await settings(draft, { slug: 'secret-new-address' });
    const anonymous = await t.request('GET', '/api/content/stories/the-long-view');
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain('secret-new-address');
  });

  it('refuses a taken, reserved or malformed address, changing nothing', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    const before = await databaseDigest(t);
    expect((await settings(story, { slug: 'a-garden-on-the-roof' })).status).toBe(409);
    for (const slug of ['', 'trash', 'create-page', 'two--hyphens', '-leading', 'spaces here', 'ümlaut', 'x'.repeat(101)]) {
      expect((await settings(story, { slug })).status, slug).toBe(400);
    }
    expect((await settings(story, { social_image: 'javascript:alert(1)' })).status).toBe(400);
    expect((await settings(story, { social_image: 'data:image/png;base64,AAAA' })).status).toBe(400);
    expect(await databaseDigest(t)).toBe(before);
  });

  it('refuses an address of digits alone, which GET /api/pages/{id} would read as a page number', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    const other = await pageBySlug(t, 'a-garden-on-the-roof');
    const refused = await settings(story, { slug: String(other.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'page.slug': 'An address needs a letter: digits alone would read as a page number.' });
    expect((await t.json('GET', `/api/pages/${other.id}`, { token: editor })).body.data.attributes.slug).toBe('a-garden-on-the-roof');
    expect((await settings(story, { slug: `${other.id}-harbour` })).status).toBe(200);
  });

  it('keeps the SEO description and social image, and links counterparts both ways', async () => {
    const english = await pageBySlug(t, 'the-long-view');
    const [chinese] = await t.deps.database.db.select().from(pages).where(eq(pages.locale, 'hk')).limit(1);
    const saved = await settings(english, {
      seo_description: 'Sixty years of the harbour.',
      social_image: '/media/abc.png',
      counterpart_page_id: chinese.id,
    });
    expect(saved.body.data.attributes).toMatchObject({
      seo_description: 'Sixty years of the harbour.',
      social_image: '/media/abc.png',
      counterpart_page_id: chinese.id,
    });
    expect((await pageById(t, chinese.id))!.counterpartId).toBe(english.id);
    const reader = (await t.json('GET', '/api/content/stories/the-long-view')).body.data.attributes;
    expect(reader.counterpart_route).toBe(`/hk/${chinese.collection}/${chinese.slug}`);
    const other = await pageBySlug(t, 'a-garden-on-the-roof');
    expect((await settings(other, { counterpart_page_id: english.id })).status).toBe(400);
    await settings(english, { counterpart_page_id: null });
    expect((await pageById(t, chinese.id))!.counterpartId).toBeNull();
  });

  it('lets only those who may edit the page change its settings', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    expect((await t.json('PUT', `/api/pages/${story.id}/settings`, { body: { junk: 1 } })).status).toBe(401);
    expect((await settings(story, { slug: 'by-a-reader' }, await t.signIn('reader@example.org'))).status).toBe(403);
    const owner = await userByEmail(t, 'editor@example.org');
    const memo = await addMemo(t, { owner, state: 'draft' });
    expect((await settings(memo, { slug: 'by-a-colleague' }, await t.signIn('colleague@example.org'))).status).toBe(404);
  });
});
