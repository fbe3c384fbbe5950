import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { makeToken, publishedPage } from '../../tests/accessTokenFixtures';
import { base64Of, pngOf } from '../../tests/mediaSamples';
import { pages, type Page } from '../db/schema';

/**
 * Issue 36: an access token acts with exactly its scopes. One test per scope: what it opens works (and what it wrote is
 * saved), the calls of the other scopes answer 403 and change nothing; limits to sections and locales hold.
 */
let t: TestApp;
let admin: string;
let story: Page;
let draft: Page;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.org', 'demo-admin');
  story = await publishedPage(t, 'stories');
  const editor = await t.signIn('editor@example.org');
  const made = await t.json('POST', '/api/pages', {
    token: editor,
    body: { page: { title: 'Quokka draft', page_collection_slug: 'news', locale: 'en' } },
  });
  [draft] = await t.deps.database.db
    .select()
    .from(pages)
    .where(eq(pages.id, Number(made.body.data.id)));
});
afterAll(() => t.close());

const call = (secret: string, method: string, path: string, body?: unknown) => t.request(method, path, { token: secret, body });
const pageCount = async () => (await t.deps.database.db.select({ id: pages.id }).from(pages)).length;
const newPage = (title: string, collection = 'news', locale = 'en') => ({ page: { title, page_collection_slug: collection, locale } });

describe('each scope opens its calls and no other', () => {
  it('content:read reads published content as a reader, never a draft, and writes nothing', async () => {
    const { secret } = await makeToken(t, admin, ['content:read']);
    expect((await call(secret, 'GET', '/api/content/home?locale=en')).status).toBe(200);
    expect((await call(secret, 'GET', '/api/content/stories?locale=en')).status).toBe(200);
    const page = await call(secret, 'GET', `/api/content/stories/${story.slug}`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: { attributes: { title: string } } }).data.attributes.title).toBe(story.title);
    expect((await call(secret, 'GET', '/api/search?q=harbour')).status).toBe(200);
    // The draft exists, but a reader does not see it, whoever made the token.
    expect((await call(secret, 'GET', `/api/content/news/${draft.slug}`)).status).toBe(404);
    expect((await call(secret, 'GET', `/api/pages/${draft.slug}`)).status).toBe(403);
    const before = await pageCount();
    expect((await call(secret, 'POST', '/api/pages', newPage('Refused'))).status).toBe(403);
    expect((await call(secret, 'PUT', `/api/pages/${draft.id}`, { page: { version: draft.version, title: 'Changed' } })).status).toBe(403);
    expect((await call(secret, 'POST', '/api/images', { image: { name: 'a.png', data: base64Of(pngOf(2, 1)) } })).status).toBe(403);
    expect(await pageCount()).toBe(before);
  });

  it('drafts:read previews a draft and cannot change it', async () => {
    const { secret } = await makeToken(t, admin, ['drafts:read']);
    const answer = await call(secret, 'GET', `/api/pages/${draft.slug}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { attributes: { title: string } } }).data.attributes.title).toBe('Quokka draft');
    const saved = await call(secret, 'PUT', `/api/pages/${draft.id}`, { page: { version: draft.version, title: 'Changed' } });
    expect(saved.status).toBe(403);
    expect((await call(secret, 'PUT', `/api/pages/${draft.id}/publish?version=${draft.version}`)).status).toBe(403);
    const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, draft.id));
    expect([row.title, row.published]).toEqual(['Quokka draft', false]);
  });

  it('pages:write creates and saves pages (saved on the server) and reads no draft', async () => {
    const { secret } = await makeToken(t, admin, ['pages:write']);
    const made = await call(secret, 'POST', '/api/pages', newPage('Made by the build service'));
    expect(made.status).toBe(201);
    const id = Number(((await made.json()) as { data: { id: string } }).data.id);
    const [created] = await t.deps.database.db.select().from(pages).where(eq(pages.id, id));
    const saved = await call(secret, 'PUT', `/api/pages/${id}`, {
      page: { version: created.version, title: 'Renamed by the build service' },
    });
    expect(saved.status).toBe(200);
    const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, id));
    expect([row.title, row.collection, row.published]).toEqual(['Renamed by the build service', 'news', false]);
    expect((await call(secret, 'GET', `/api/pages/${draft.slug}`)).status).toBe(403);
    expect((await call(secret, 'POST', '/api/images', { image: { name: 'a.png', data: base64Of(pngOf(2, 1)) } })).status).toBe(403);
  });

  it('media:upload uploads an image and cannot touch pages', async () => {
    const { secret } = await makeToken(t, admin, ['media:upload']);
    const uploaded = await call(secret, 'POST', '/api/images', { image: { name: 'pixel.png', caption: '', data: base64Of(pngOf(2, 1)) } });
    expect(uploaded.status).toBe(201);
    const url = ((await uploaded.json()) as { data: { attributes: { url: string } } }).data.attributes.url;
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect((await t.request('GET', url)).status).toBe(200);
    const before = await pageCount();
    expect((await call(secret, 'POST', '/api/pages', newPage('Refused'))).status).toBe(403);
    expect((await call(secret, 'GET', `/api/pages/${draft.slug}`)).status).toBe(403);
    expect(await pageCount()).toBe(before);
  });
});

describe('bad input from a token', () => {
  it('answers a malformed escape or body with a 4xx, never a 5xx, and makes nothing', async () => {
    const { secret } = await makeToken(t, admin, ['content:read', 'drafts:read', 'pages:write'], { sections: ['news'] });
    const before = await pageCount();
    for (const [method, path] of [
      ['GET', '/api/pages/%E0%A4%A'],
      ['GET', '/api/content/news/%E0%A4%A'],
      ['GET', '/api/content/%E0%A4%A'],
      ['PUT', '/api/pages/%ZZ'],
    ]) {
      const answer = await t.request(method, path, { token: secret, ...(method === 'PUT' ? { body: {} } : {}) });
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    }
    const broken = await t.request('POST', '/api/pages', {
      token: secret,
      raw: '{"page": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await pageCount()).toBe(before);
  });
});

describe('limits to sections and locales', () => {
  it('a news token reads news only: other sections answer 404, mixed lists 403', async () => {
    const { secret } = await makeToken(t, admin, ['content:read', 'drafts:read', 'pages:write'], { sections: ['news'] });
    const news = await publishedPage(t, 'news');
    expect((await call(secret, 'GET', '/api/content/news?locale=en')).status).toBe(200);
    expect((await call(secret, 'GET', `/api/content/news/${news.slug}`)).status).toBe(200);
    expect((await call(secret, 'GET', `/api/pages/${draft.slug}`)).status).toBe(200);
    expect((await call(secret, 'GET', '/api/content/stories?locale=en')).status).toBe(404);
    const other = await call(secret, 'GET', `/api/content/stories/${story.slug}`);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain(story.title);
    expect((await call(secret, 'GET', `/api/pages/${story.slug}`)).status).toBe(404);
    expect((await call(secret, 'GET', `/api/pages/${story.id}`)).status).toBe(404);
    expect((await call(secret, 'PUT', `/api/pages/${story.id}`, { page: { version: story.version, title: 'Taken over' } })).status).toBe(
      404,
    );
    expect((await call(secret, 'GET', '/api/content/home?locale=en')).status).toBe(403);
    expect((await call(secret, 'GET', '/api/search?q=harbour')).status).toBe(403);
    const before = await pageCount();
    expect((await call(secret, 'POST', '/api/pages', newPage('Elsewhere', 'stories'))).status).toBe(404);
    // Nor as a subpage of another section's page, which would change that page's tree.
    const under = { page: { ...newPage('Under a story').page, subpage: true, parent_sub_page_id: story.id } };
    expect((await call(secret, 'POST', '/api/pages', under)).status).toBe(404);
    expect(await pageCount()).toBe(before);
    expect((await call(secret, 'POST', '/api/pages', newPage('Here', 'news'))).status).toBe(201);
    const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, story.id));
    expect(row.title).toBe(story.title);
  });

  it('a Chinese-only token reads the hk site only', async () => {
    const { secret } = await makeToken(t, admin, ['content:read'], { locales: ['hk'] });
    const hk = await publishedPage(t, 'stories', 'hk');
    expect((await call(secret, 'GET', '/api/content/stories?locale=hk')).status).toBe(200);
    expect((await call(secret, 'GET', '/api/content/home?locale=hk')).status).toBe(200);
    expect((await call(secret, 'GET', `/api/content/stories/${hk.slug}`)).status).toBe(200);
    expect((await call(secret, 'GET', '/api/content/stories?locale=en')).status).toBe(404);
    expect((await call(secret, 'GET', '/api/content/stories')).status).toBe(404);
    expect((await call(secret, 'GET', `/api/content/stories/${story.slug}`)).status).toBe(404);
    expect((await call(secret, 'GET', '/api/content/home?locale=en')).status).toBe(403);
  });
});
