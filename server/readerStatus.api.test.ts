import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../src/ssr';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { addMemo, pageBySlug, userByEmail } from '../tests/memoFixtures';
import { pages } from './db/schema';
import { readerPages, renderedPages, type RenderedPages } from './readerPages';

// Issue 28, item 6: unknown addresses answer 404 with the not-found page, so search engines and monitors see the truth.
const template = readFileSync('index.html', 'utf8');
const SHELL = 'the app shell';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/** The Node entry's arrangement: the API, then readers' pages, then the plain shell for every other path. */
function site(cache?: RenderedPages) {
  const site = new Hono();
  site.get('*', readerPages({ api: (request) => t.app.fetch(request), template, render: renderScreen, publicUrl: 'http://localhost:3000', clock: t.deps.clock, cache }));
  site.get('*', (c) => c.text(SHELL));
  return (path: string) => site.request(`http://localhost:3000${path}`);
}

const answersOf = (html: string) => JSON.parse(/<script type="application\/json" id="masthead-answers">([^<]*)<\/script>/.exec(html)![1]);
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('<script type="application/json"'));

async function expectNotFound(response: Response, locale: 'en' | 'hk') {
  expect(response.status, response.url).toBe(404);
  expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
  const html = await response.text();
  const [title, text] = locale === 'en' ? ['Page not found', 'The page you asked for does not exist'] : ['找不到頁面', '你要找的頁面不存在'];
  expect(html).toContain(`<title>${title} — Masthead</title>`);
  expect(rootOf(html)).toContain(`<h1>${title}</h1>`);
  expect(rootOf(html)).toContain(text);
  // The site's header and its way home are there, as on any page.
  expect(rootOf(html)).toContain(locale === 'en' ? 'Go to the home page' : '返回主頁');
  return html;
}

describe("the status of readers' addresses", () => {
  it('is 404 with the not-found page for a page no one has, in both locales', async () => {
    const visit = site();
    for (const locale of ['en', 'hk'] as const) {
      for (const path of [`/${locale}/stories/no-such-story`, `/${locale}/events/no-such-event`, `/${locale}/stories/Bad_Slug`, `/${locale}/stories/廟街`]) {
        await expectNotFound(await visit(path), locale);
      }
    }
    // The screen hydrates from the failed answer it was rendered from, and shows the same not-found page.
    const html = await expectNotFound(await visit('/en/stories/no-such-story'), 'en');
    expect(answersOf(html)['/api/content/stories/no-such-story']).toEqual({ error: 'Page not found.', status: 404 });
  });

  it('is 404 for an unknown address under a locale or outside them', async () => {
    const visit = site();
    for (const path of ['/en/no-such-section', '/en/Stories/the-long-view', '/en/stories/the-long-view/more', '/en/memo/trash/x/y', '/hk/nonsense']) {
      await expectNotFound(await visit(path), path.startsWith('/hk') ? 'hk' : 'en');
    }
    for (const path of ['/fr', '/no-such-page', '/favicon-missing.png', '/en-gb/stories']) await expectNotFound(await visit(path), 'en');
  });

  it('is 404 for a page that is unpublished or in the trash, for an anonymous reader', async () => {
    const { db } = t.deps.database;
    await db.update(pages).set({ published: false }).where(eq(pages.slug, 'the-long-view'));
    await db.update(pages).set({ trashedAt: t.deps.clock() }).where(eq(pages.slug, 'a-garden-on-the-roof'));
    const visit = site();
    await expectNotFound(await visit('/en/stories/the-long-view'), 'en');
    await expectNotFound(await visit('/hk/stories/a-garden-on-the-roof'), 'hk');
    // Editors still have them: the app asks the API with their token.
    const editor = await t.signIn('editor@example.org');
    expect((await t.json('GET', '/api/content/stories/the-long-view', { token: editor })).status).toBe(200);
  });

  it('is 200 for the home pages, a page, and the screens of the app; 301 from a renamed page to its address', async () => {
    const visit = site();
    for (const path of ['/en', '/hk/', '/en/stories/the-long-view', '/hk/series/neighbourhood-memories']) expect((await visit(path)).status, path).toBe(200);
    for (const path of ['/', '/en/login', '/hk/search?q=渡輪', '/en/stories', '/en/memo', '/en/memo/favourites', '/en/whats-on', '/en/preview/abc', '/en/page-templates/stories/the-long-view', '/memo/trash/x']) {
      const response = await visit(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(SHELL);
    }
    const story = await pageBySlug(t, 'the-long-view');
    const editor = await t.signIn('editor@example.org');
    await t.json('PUT', `/api/pages/${story.id}/settings`, { token: editor, body: { page: { version: story.version, slug: 'the-longer-view' } } });
    const moved = await visit('/hk/stories/the-long-view');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/hk/stories/the-longer-view']);
  });

  it('is the shell with 404 for a memo an anonymous reader may not read, 200 for one shared by its link, and 301 when renamed', async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const shared = await addMemo(t, { owner, isPublic: true });
    const visit = site();
    const ok = await visit(`/en/memo/${shared.slug}-${shared.shareToken}`);
    expect([ok.status, await ok.text()]).toEqual([200, SHELL]);
    // Private and unknown alike: the screen asks the reader to sign in, and says nothing of which exists.
    for (const slug of [shared.slug, 'no-such-memo']) {
      const refused = await visit(`/en/memo/${slug}`);
      expect(refused.status, slug).toBe(404);
      expect(await refused.text()).toBe(template);
    }
    const editor = await t.signIn('editor@example.org');
    await t.json('PUT', `/api/pages/${shared.id}/settings`, { token: editor, body: { page: { version: shared.version, slug: 'renamed-shared-memo' } } });
    const moved = await visit(`/hk/memo/${shared.slug}-${shared.shareToken}`);
    expect([moved.status, moved.headers.get('location')]).toEqual([301, `/hk/memo/renamed-shared-memo-${shared.shareToken}`]);
  });

  it('keeps no not-found page: a thousand unknown addresses push no page out', async () => {
    const cache = renderedPages({ maxEntries: 2 });
    const visit = site(cache);
    await visit('/en/stories/the-long-view');
    for (let index = 0; index < 1000; index++) expect((await visit(`/en/stories/unknown-${index}`)).status).toBe(404);
    expect([...cache.keys()].map((key) => key.split(' ')[0])).toEqual(['/en/stories/the-long-view']);
  });
});
