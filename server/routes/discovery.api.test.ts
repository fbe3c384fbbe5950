import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { linkDemoCounterparts, makeHiddenPages, publish, tracesOf, versionOf } from '../../tests/discoveryFixtures';
import { childOf, descendants, parseXml, type XmlElement } from '../../tests/xmlDocument';
import { pages } from '../db/schema';

const PUBLIC = 'https://news.example.org';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ publicUrl: PUBLIC });
});
afterEach(() => t.close());

/** GET as a stranger would, through a forged Host header: addresses must still be the configured public URL's. */
const visit = (path: string) => t.app.request(`http://forged.example${path}`, { headers: { Host: 'forged.example' } });

interface Entry {
  loc: string;
  lastmod: string | null;
  /** hreflang to address. */
  alternates: Record<string, string>;
}

async function sitemap(path = '/sitemap.xml'): Promise<{ text: string; entries: Map<string, Entry> }> {
  const response = await visit(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const text = await response.text();
  const urlset = parseXml(text);
  expect([urlset.uri, urlset.local]).toEqual([SITEMAP_NS, 'urlset']);
  const entries = new Map<string, Entry>();
  for (const url of urlset.children as XmlElement[]) {
    expect([url.uri, url.local]).toEqual([SITEMAP_NS, 'url']);
    const loc = childOf(url, SITEMAP_NS, 'loc').text;
    const lastmod = descendants(url, SITEMAP_NS, 'lastmod')[0]?.text ?? null;
    const links = descendants(url, XHTML_NS, 'link');
    for (const link of links) expect(link.attributes.rel).toBe('alternate');
    expect(entries.has(loc)).toBe(false);
    entries.set(loc, {
      loc,
      lastmod,
      alternates: Object.fromEntries(links.map((link) => [link.attributes.hreflang, link.attributes.href])),
    });
  }
  return { text, entries };
}

/** Published, untrashed site pages, straight from the database: what readers may read. */
async function readablePages() {
  return t.deps.database.db
    .select({ slug: pages.slug, collection: pages.collection, locale: pages.locale, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(eq(pages.published, true), isNull(pages.trashedAt), ne(pages.collection, 'memo')));
}

describe('GET /robots.txt', () => {
  it("lets robots read readers' pages, not the API, editor, memo space, previews or sign-in, and names the sitemap", async () => {
    const response = await visit('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Sitemap: https://news.example.org/sitemap.xml');
    for (const path of [
      '/api/',
      '/memo/',
      '/en/page-templates/',
      '/hk/page-templates/',
      '/en/memo',
      '/hk/memo',
      '/en/preview/',
      '/hk/preview/',
      '/en/login',
      '/hk/login',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    // No rule closes a reader's page: a story whose slug begins with "memo", a series, the homes.
    for (const open of [
      '/en',
      '/hk',
      '/en/stories/memories-of-the-harbour',
      '/hk/series/neighbourhood-memories',
      '/en/whats-on',
      '/sitemap.xml',
    ]) {
      expect(disallowed.filter((rule) => open.startsWith(rule))).toEqual([]);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it("lists each locale's home, What's on and collections as hreflang pairs, and every published page with its lastmod", async () => {
    const { entries } = await sitemap();
    for (const section of ['', '/whats-on', '/stories', '/series', '/news', '/projects', '/events']) {
      const en = entries.get(`${PUBLIC}/en${section}`)!;
      const hk = entries.get(`${PUBLIC}/hk${section}`)!;
      const pair = { en: `${PUBLIC}/en${section}`, 'zh-Hant-HK': `${PUBLIC}/hk${section}`, 'x-default': `${PUBLIC}/en${section}` };
      expect(en.alternates).toEqual(pair);
      expect(hk.alternates).toEqual(pair);
    }
    const readable = await readablePages();
    const latest = readable.reduce((a, b) => (a.updatedAt > b.updatedAt ? a : b));
    expect(entries.get(`${PUBLIC}/en`)!.lastmod).toBe(latest.updatedAt.toISOString());
    const pageEntries = [...entries.values()].filter((entry) => entry.loc.split('/').length === 6);
    expect(pageEntries.map((entry) => entry.loc).sort()).toEqual(
      readable.map((page) => `${PUBLIC}/${page.locale}/${page.collection}/${page.slug}`).sort(),
    );
    for (const page of readable)
      expect(entries.get(`${PUBLIC}/${page.locale}/${page.collection}/${page.slug}`)!.lastmod).toBe(page.updatedAt.toISOString());
    expect(entries.size).toBe(readable.length + 14);
    for (const entry of entries.values()) expect(entry.loc.startsWith(`${PUBLIC}/`)).toBe(true);
  });

  it('pairs a page with its published counterpart both ways, and with none while the counterpart is a draft', async () => {
    const { editor, hk } = await linkDemoCounterparts(t);
    const enUrl = `${PUBLIC}/en/stories/the-long-view`;
    const hkUrl = `${PUBLIC}/hk/stories/star-ferry-at-dawn`;
    const pair = { en: enUrl, 'zh-Hant-HK': hkUrl, 'x-default': enUrl };
    let { entries } = await sitemap();
    expect(entries.get(enUrl)!.alternates).toEqual(pair);
    expect(entries.get(hkUrl)!.alternates).toEqual(pair);
    // Every pair in the sitemap is reciprocal.
    for (const entry of entries.values()) {
      for (const href of Object.values(entry.alternates)) expect(entries.get(href)?.alternates).toEqual(entry.alternates);
    }
    const unpublished = await t.json('PUT', `/api/pages/${hk.id}/unpublish?version=${await versionOf(t, hk.id)}`, { token: editor });
    expect(unpublished.status).toBe(200);
    ({ entries } = await sitemap());
    expect(entries.get(enUrl)!.alternates).toEqual({});
    expect(entries.has(hkUrl)).toBe(false);
  });

  it('never lists drafts, memos, trashed or scheduled pages, or preview links; a page appears once published', async () => {
    const editor = await t.signIn('editor@example.org');
    const hidden = await makeHiddenPages(t, editor);
    const { text } = await sitemap();
    for (const trace of tracesOf(hidden)) expect(text).not.toContain(trace);
    for (const demo of [
      'the-neon-restorers',
      'call-for-proposals-2027',
      'editorial-calendar-2027',
      'summer-exhibition-plan-2025',
      '/memo/',
    ]) {
      expect(text).not.toContain(demo);
    }
    // The same page, once published, is listed: the test above can fail.
    await publish(t, editor, hidden.draft.id);
    expect((await sitemap()).entries.has(`${PUBLIC}/en/stories/${hidden.draft.slug}`)).toBe(true);
  });

  it('is kept until a page changes, or five minutes, and public caches may keep it five minutes', async () => {
    const first = await visit('/sitemap.xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const before = await first.text();
    expect(before).toContain('/en/stories/a-garden-on-the-roof');
    // A change behind the API's back is not seen while the answer is cached...
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.slug, 'a-garden-on-the-roof'));
    expect(await (await visit('/sitemap.xml')).text()).toBe(before);
    // ...and any page write through the API clears the cache.
    const [draft] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-neon-restorers'));
    await publish(t, await t.signIn('editor@example.org'), draft.id);
    const after = await (await visit('/sitemap.xml')).text();
    expect(after).not.toContain('/en/stories/a-garden-on-the-roof');
    expect(after).toContain('/en/stories/the-neon-restorers');
    // Another server's writes, which clear only its own cache, are seen here within five minutes by the server clock.
    await t.deps.database.db.update(pages).set({ published: true }).where(eq(pages.slug, 'a-garden-on-the-roof'));
    t.setNow(new Date(t.deps.clock().getTime() + 299_000));
    expect(await (await visit('/sitemap.xml')).text()).toBe(after);
    t.setNow(new Date(t.deps.clock().getTime() + 2_000));
    expect(await (await visit('/sitemap.xml')).text()).toContain('/en/stories/a-garden-on-the-roof');
  });
});

describe('a sitemap index, once the addresses pass one file', () => {
  beforeEach(async () => {
    await t.close();
    t = await createTestApp({ publicUrl: PUBLIC, sitemapUrlsPerFile: 20 });
  });

  it('names its files, which list every address once, at most 20 a file, and no file beyond them', async () => {
    const readable = await readablePages();
    const files = Math.ceil((readable.length + 14) / 20);
    expect(files).toBeGreaterThan(1);
    const response = await visit('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = parseXml(await response.text());
    expect([index.uri, index.local]).toEqual([SITEMAP_NS, 'sitemapindex']);
    const named = (index.children as XmlElement[]).map((file) => childOf(file, SITEMAP_NS, 'loc').text);
    expect(named).toEqual(Array.from({ length: files }, (_, at) => `${PUBLIC}/sitemap-${at + 1}.xml`));
    const listed: string[] = [];
    for (const address of named) {
      const { entries } = await sitemap(new URL(address).pathname);
      expect(entries.size).toBeLessThanOrEqual(20);
      listed.push(...entries.keys());
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBe(readable.length + 14);
    for (const page of readable) expect(listed).toContain(`${PUBLIC}/${page.locale}/${page.collection}/${page.slug}`);
    // The first file starts with the sections, dated by the newest page.
    expect(listed[0]).toBe(`${PUBLIC}/en`);
    // An edit moves no page from one file to another: a crawler holding files of different times misses none.
    const before = await Promise.all(named.map(async (address) => [...(await sitemap(new URL(address).pathname)).entries.keys()]));
    const edited = readable.find((page) => before[before.length - 1].includes(`${PUBLIC}/${page.locale}/${page.collection}/${page.slug}`))!;
    await t.deps.database.db
      .update(pages)
      .set({ updatedAt: new Date(t.deps.clock().getTime() + 86_400_000) })
      .where(eq(pages.slug, edited.slug));
    t.deps.readerCache?.clear();
    const after = await Promise.all(named.map(async (address) => [...(await sitemap(new URL(address).pathname)).entries.keys()]));
    expect(after).toEqual(before);
    for (const path of [
      `/sitemap-${files + 1}.xml`,
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap-1e0.xml',
      '/sitemap-99999999999999999999.xml',
    ]) {
      const missing = await visit(path);
      expect(missing.status, path).toBe(404);
      expect(typeof ((await missing.json()) as { error: unknown }).error).toBe('string');
    }
  });

  it('goes back to one file when pages leave', async () => {
    const readable = await readablePages();
    await t.deps.database.db.update(pages).set({ published: false }).where(ne(pages.slug, readable[0].slug));
    t.deps.readerCache?.clear();
    const { entries } = await sitemap();
    expect(entries.size).toBe(15);
    expect((await visit('/sitemap-2.xml')).status).toBe(404);
  });
});
