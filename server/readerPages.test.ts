import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../src/ssr';
import { createTestApp, type TestApp } from '../tests/apiHarness';
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
function site(render: RenderScreen = renderScreen, { publicUrl = 'http://localhost:3000', cache }: { publicUrl?: string; cache?: RenderedPages } = {}) {
  const site = new Hono();
  site.get('*', readerPages({ api: (request) => t.app.fetch(request), template, render, publicUrl, clock: t.deps.clock, cache }));
  site.get('*', (c) => c.text(SHELL));
  return (path: string, origin = 'http://localhost:3000') => site.request(`${origin}${path}`);
}

const answersOf = (html: string) => JSON.parse(/<script type="application\/json" id="masthead-answers">([^<]*)<\/script>/.exec(html)![1]);
const answerOf = (html: string, path: string) => answersOf(html)[path];
/** Every tag of the page that starts with `start`, whole. */
const tagsStarting = (html: string, start: string) => html.split(start).slice(1).map((rest) => start + rest.slice(0, rest.indexOf('>') + 1));

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
    expect(answersOf(html)).toEqual({ '/api/content/stories/the-long-view': api.body, '/api/site_config': (await t.json('GET', '/api/site_config')).body });
  });

  it('sends the home page of each locale in its language, with the space the announcement box will take', async () => {
    const html = await (await site()('/hk')).text();
    expect(html).toContain('<html data-rendered lang="zh-Hant-HK">');
    expect(html).toContain('<title>Masthead</title>');
    expect(html).toContain('最新故事');
    expect(html).not.toContain('Recent stories');
    expect(answerOf(html, '/api/content/home?locale=hk')).toEqual((await t.json('GET', '/api/content/home?locale=hk')).body);
    expect(html).toMatch(/<a class="announcement announcement--reserved" aria-hidden="true"><span class="announcement__title">[^<]+<\/span>/);
  });

  it('renders an event page whole, leaving its programme to load in the browser after hydration', async () => {
    const html = await (await site()('/en/events/fishing-villages-film-screening')).text();
    expect(html).toContain('<h1 class="page__title">Film screening: The Fishing Villages of Lantau</h1>');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('<!--$!-->');
  });

  it("leaves the app's own screens to the app shell", async () => {
    const visit = site();
    for (const path of ['/', '/en/login', '/en/memo', '/hk/search?q=ferry', '/en/stories', '/en/page-templates/stories/create-page', '/memo/trash/notes']) {
      const response = await visit(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(SHELL);
    }
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
    expect(() => readerPages({ ...options, template: '<html><head></head><body></body></html>' })).toThrow(
      'index.html has no',
    );
  });
});
