import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../src/ssr';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { addMemo, pageBySlug, userByEmail } from '../tests/memoFixtures';
import { linkDemoCounterparts } from '../tests/discoveryFixtures';
import { pages } from './db/schema';
import { readerPages, renderedPages, type RenderedPages, type RenderScreen } from './readerPages';

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
function site(
  render: RenderScreen = renderScreen,
  { publicUrl = 'http://localhost:3000', cache }: { publicUrl?: string; cache?: RenderedPages } = {},
) {
  const site = new Hono();
  site.get('*', readerPages({ api: (request) => t.app.fetch(request), template, render, publicUrl, clock: t.deps.clock, cache }));
  site.get('*', (c) => c.text(SHELL));
  return (path: string, origin = 'http://localhost:3000') => site.request(`${origin}${path}`);
}

const answersOf = (html: string) => JSON.parse(/<script type="application\/json" id="masthead-answers">([^<]*)<\/script>/.exec(html)![1]);
const answerOf = (html: string, path: string) => answersOf(html)[path];
/** Every tag of the page that starts with `start`, whole. */
const tagsStarting = (html: string, start: string) =>
  html
    .split(start)
    .slice(1)
    .map((rest) => start + rest.slice(0, rest.indexOf('>') + 1));

describe("readers' pages rendered on the server", () => {
  it('sends a story with its first screen, its head and the answer it came from', async () => {
    const response = await site()('/en/stories/the-long-view');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<html data-rendered lang="en">');
    expect(html).toContain('<title>The Long View: Two Centuries of Victoria Harbour — Masthead</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/en/stories/the-long-view" />');
    // No translation, so no hreflang: the same story under the Chinese site's navigation is no translation of it.
    expect(html).not.toMatch(/<link rel="alternate" hreflang/);
    expect(html).toMatch(/<meta name="description" content="The harbour is narrower[^"]*" \/>/);
    // The lead image's preload comes before the app's scripts, which wait for it on a slow line.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" href="\/demo\/harbour.svg" fetchPriority="high"\/><script>/);
    expect(tagsStarting(html, '<script type="module"')).toEqual(['<script type="module" fetchpriority="low" src="/src/main.tsx">']);
    const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
    const root = html.slice(rootStart, html.lastIndexOf('</div><script type="application/json"'));
    expect(root).toMatch(/^<div class="site">/);
    expect(root).toContain('<h1 class="page__title">The Long View: Two Centuries of Victoria Harbour</h1>');
    expect(root).toContain('Sign in');
    const api = await t.json('GET', '/api/content/stories/the-long-view');
    expect(answersOf(html)).toEqual({
      '/api/content/stories/the-long-view': api.body,
      '/api/site_config': (await t.json('GET', '/api/site_config')).body,
    });
  });

  it('sends the home page of each locale in its language, with the space the announcement box will take', async () => {
    const html = await (await site()('/hk')).text();
    expect(html).toContain('<html data-rendered lang="zh-Hant-HK">');
    expect(html).toContain('<title>Masthead</title>');
    expect(html).toContain('最新故事');
    expect(html).not.toContain('Recent stories');
    expect(answerOf(html, '/api/content/home?locale=hk')).toEqual((await t.json('GET', '/api/content/home?locale=hk')).body);
    expect(html).toMatch(
      /<a class="announcement announcement--reserved" aria-hidden="true"><span class="announcement__title">[^<]+<\/span>/,
    );
  });

  it('renders an event page whole, leaving its programme to load in the browser after hydration', async () => {
    const html = await (await site()('/en/events/fishing-villages-film-screening')).text();
    expect(html).toContain('<h1 class="page__title">Film screening: The Fishing Villages of Lantau</h1>');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('<!--$!-->');
  });

  it('escapes what editors wrote wherever it goes into the page', async () => {
    const title = 'Pipes </script><script>alert(1)</script> & "quotes"';
    await t.deps.database.db.update(pages).set({ title, precis: '<b>"bold"</b>' }).where(eq(pages.slug, 'the-long-view'));
    const html = await (await site()('/en/stories/the-long-view')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Pipes &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; — Masthead</title>');
    expect(html).toContain('<meta name="description" content="&lt;b&gt;&quot;bold&quot;&lt;/b&gt;" />');
    expect(answerOf(html, '/api/content/stories/the-long-view').data.attributes.title).toBe(title);
  });

  it('renders a page again only when its answer changed', async () => {
    const render = vi.fn(renderScreen);
    const visit = site(render);
    const first = await (await visit('/en/stories/the-long-view')).text();
    expect(await (await visit('/en/stories/the-long-view')).text()).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    t.setNow(new Date(t.deps.clock().getTime() + 60_000));
    await t.deps.database.db.update(pages).set({ title: 'The Longer View' }).where(eq(pages.slug, 'the-long-view'));
    expect(await (await visit('/en/stories/the-long-view')).text()).toContain('<h1 class="page__title">The Longer View</h1>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders a page again on a new UTC day by the server clock', async () => {
    const render = vi.fn(renderScreen);
    const visit = site(render);
    await visit('/en/stories/the-long-view');
    t.setNow(new Date('2026-11-21T23:59:59Z'));
    await visit('/en/stories/the-long-view');
    expect(render).toHaveBeenCalledTimes(1);
    t.setNow(new Date('2026-11-22T00:00:00Z'));
    await visit('/en/stories/the-long-view');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("writes canonical and hreflang links with the configured public address, never the request Host: the page's own and its translation's", async () => {
    const { hk } = await linkDemoCounterparts(t);
    const visit = site(renderScreen, { publicUrl: 'https://www.example.org' });
    // The English story under the Chinese site's navigation: its canonical address is its own.
    for (const path of ['/en/stories/the-long-view', '/hk/stories/the-long-view']) {
      const html = await (await visit(path, 'http://forged.example')).text();
      expect(html).toContain('<link rel="canonical" href="https://www.example.org/en/stories/the-long-view" />');
      expect(tagsStarting(html, '<link rel="alternate" hreflang=')).toEqual([
        '<link rel="alternate" hreflang="en" href="https://www.example.org/en/stories/the-long-view" />',
        `<link rel="alternate" hreflang="zh-Hant-HK" href="https://www.example.org/hk/${hk.collection}/star-ferry-at-dawn" />`,
        '<link rel="alternate" hreflang="x-default" href="https://www.example.org/en/stories/the-long-view" />',
      ]);
      expect(html).not.toContain('forged');
    }
  });

  it('renders and keeps one page, whatever Host header and junk query 1000 callers send', async () => {
    const render = vi.fn(renderScreen);
    const cache = renderedPages();
    const visit = site(render, { cache });
    const first = await (await visit('/en/stories/the-long-view')).text();
    const bytes = cache.calculatedSize;
    for (let index = 0; index < 1000; index++) {
      const response = await visit(`/en/stories/the-long-view?junk${index}=${'j'.repeat(index)}`, `http://forged-${index}.example`);
      if (index % 100 === 0) expect(await response.text()).toBe(first);
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect([cache.size, cache.calculatedSize]).toEqual([1, bytes]);
  });

  it('keeps rendered pages within their number and bytes, least recently used first out', async () => {
    const paths = ['/en', '/hk', '/en/stories/the-long-view', '/en/events/archive-open-day'];
    const visitAll = async (cache: RenderedPages) => {
      const visit = site(renderScreen, { cache });
      for (const path of paths) await visit(path);
      return cache;
    };
    const all = await visitAll(renderedPages());
    expect(all.size).toBe(4);
    expect((await visitAll(renderedPages({ maxEntries: 2 }))).size).toBe(2);
    const byBytes = await visitAll(renderedPages({ maxBytes: all.calculatedSize - 1 }));
    expect(byBytes.size).toBe(3);
    expect(byBytes.has(`/en ${t.deps.clock().toISOString().slice(0, 10)}`)).toBe(false);
  });

  it('falls back to the app shell when rendering fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await site(() => {
      throw new Error('broken renderer');
    })('/en/stories/the-long-view');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('refuses, on start, an index.html without a place for the page', () => {
    const options = { api: () => new Response(), publicUrl: 'http://localhost:3000', clock: () => new Date(0), render: renderScreen };
    expect(() => readerPages({ ...options, template: '<html><head></head><body></body></html>' })).toThrow('index.html has no');
  });
});

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('<script type="application/json"'));

async function expectNotFound(response: Response, locale: 'en' | 'hk') {
  expect(response.status, response.url).toBe(404);
  expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
  const html = await response.text();
  const [title, text] =
    locale === 'en' ? ['Page not found', 'The page you asked for does not exist'] : ['找不到頁面', '你要找的頁面不存在'];
  expect(html).toContain(`<title>${title} — Masthead</title>`);
  expect(rootOf(html)).toContain(`<h1>${title}</h1>`);
  expect(rootOf(html)).toContain(text);
  // The site's header and its way home are there, as on any page.
  expect(rootOf(html)).toContain(locale === 'en' ? 'Go to the home page' : '返回主頁');
  return html;
}

// Issue 28, item 6: unknown addresses answer 404 with the not-found page, so search engines and monitors see the truth.
describe("the status of readers' addresses", () => {
  it('is 404 with the not-found page for a page no one has, in both locales', async () => {
    const visit = site();
    for (const locale of ['en', 'hk'] as const) {
      for (const path of [
        `/${locale}/stories/no-such-story`,
        `/${locale}/events/no-such-event`,
        `/${locale}/stories/Bad_Slug`,
        `/${locale}/stories/廟街`,
      ]) {
        await expectNotFound(await visit(path), locale);
      }
    }
    // The screen hydrates from the failed answer it was rendered from, and shows the same not-found page.
    const html = await expectNotFound(await visit('/en/stories/no-such-story'), 'en');
    expect(answersOf(html)['/api/content/stories/no-such-story']).toEqual({ error: 'Page not found.', status: 404 });
  });

  it('is 404 for an unknown address under a locale or outside them', async () => {
    const visit = site();
    for (const path of [
      '/en/no-such-section',
      '/en/Stories/the-long-view',
      '/en/stories/the-long-view/more',
      '/en/memo/trash/x/y',
      '/hk/nonsense',
    ]) {
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
    for (const path of ['/en', '/hk/', '/en/stories/the-long-view', '/hk/series/neighbourhood-memories'])
      expect((await visit(path)).status, path).toBe(200);
    for (const path of [
      '/',
      '/en/login',
      '/hk/search?q=渡輪',
      '/en/stories',
      '/en/memo',
      '/en/memo/favourites',
      '/en/whats-on',
      '/en/preview/abc',
      '/en/page-templates/stories/the-long-view',
      '/memo/trash/x',
    ]) {
      const response = await visit(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(SHELL);
    }
    const story = await pageBySlug(t, 'the-long-view');
    const editor = await t.signIn('editor@example.org');
    await t.json('PUT', `/api/pages/${story.id}/settings`, {
      token: editor,
      body: { page: { version: story.version, slug: 'the-longer-view' } },
    });
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
    await t.json('PUT', `/api/pages/${shared.id}/settings`, {
      token: editor,
      body: { page: { version: shared.version, slug: 'renamed-shared-memo' } },
    });
    const moved = await visit(`/hk/memo/${shared.slug}-${shared.shareToken}`);
    expect([moved.status, moved.headers.get('location')]).toEqual([301, `/hk/memo/renamed-shared-memo-${shared.shareToken}`]);
  });

  it('keeps no not-found page: two hundred unknown addresses push no page out of two places', async () => {
    const cache = renderedPages({ maxEntries: 2 });
    const visit = site(renderScreen, { cache });
    await visit('/en/stories/the-long-view');
    for (let index = 0; index < 200; index++) expect((await visit(`/en/stories/unknown-${index}`)).status).toBe(404);
    expect([...cache.keys()].map((key) => key.split(' ')[0])).toEqual(['/en/stories/the-long-view']);
  });
});
