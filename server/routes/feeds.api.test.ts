import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { makeHiddenPages, publish, tracesOf } from '../../tests/discoveryFixtures';
import { childOf, descendants, parseXml, type XmlElement } from '../../tests/xmlDocument';
import { pages } from '../db/schema';
import { SITE_NAME } from '../services/feeds';
import { SITE_NAME as PAGE_SITE_NAME } from '../../src/routes/useDocumentMeta';

const PUBLIC = 'https://news.example.org';
const ATOM = 'http://www.w3.org/2005/Atom';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ publicUrl: PUBLIC });
});
afterEach(() => t.close());

const visit = (path: string) => t.app.request(`http://forged.example${path}`, { headers: { Host: 'forged.example' } });

interface Feed {
  root: XmlElement;
  text: string;
  entries: Array<{
    id: string;
    title: string;
    href: string;
    published: string | null;
    updated: string;
    summary: string | null;
    lang: string;
  }>;
}

async function feed(path: string): Promise<Feed> {
  const response = await visit(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  const text = await response.text();
  const root = parseXml(text);
  expect([root.uri, root.local]).toEqual([ATOM, 'feed']);
  for (const required of ['id', 'title', 'updated']) childOf(root, ATOM, required);
  const entries = root.children
    .filter((child) => child.local === 'entry')
    .map((entry) => ({
      id: childOf(entry, ATOM, 'id').text,
      title: childOf(entry, ATOM, 'title').text,
      href: childOf(entry, ATOM, 'link').attributes.href,
      published: descendants(entry, ATOM, 'published')[0]?.text ?? null,
      updated: childOf(entry, ATOM, 'updated').text,
      summary: descendants(entry, ATOM, 'summary')[0]?.text ?? null,
      lang: entry.attributes['xml:lang'],
    }));
  return { root, text, entries };
}

const linkOf = (root: XmlElement, rel: string) =>
  root.children.find((child) => child.local === 'link' && child.attributes.rel === rel)?.attributes.href;

describe('collection feeds', () => {
  it("are Atom feeds of the collection's published pages in the locale, newest first, with absolute addresses", async () => {
    const { root, entries } = await feed('/en/news/feed.xml');
    expect(childOf(root, ATOM, 'title').text).toBe(`News — ${SITE_NAME}`);
    expect(root.attributes['xml:lang']).toBe('en');
    expect(linkOf(root, 'self')).toBe(`${PUBLIC}/en/news/feed.xml`);
    expect(linkOf(root, 'alternate')).toBe(`${PUBLIC}/en/news`);
    const rows = await t.deps.database.db
      .select()
      .from(pages)
      .where(sql`${pages.collection} = 'news' and ${pages.locale} = 'en' and ${pages.published} and ${pages.trashedAt} is null`)
      .orderBy(sql`${pages.publishedAt} desc nulls last`, sql`${pages.id} desc`);
    expect(rows.length).toBeGreaterThan(1);
    expect(entries.map((entry) => entry.href)).toEqual(rows.map((row) => `${PUBLIC}/en/news/${row.slug}`));
    expect(entries[0]).toMatchObject({
      title: rows[0].title,
      updated: rows[0].updatedAt.toISOString(),
      published: rows[0].publishedAt!.toISOString(),
      lang: 'en',
    });
    expect(entries[0].id).toBe(`tag:news.example.org,2026:page:${rows[0].uid}`);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    // The Chinese site's feed has its own pages and title.
    const hk = await feed('/hk/news/feed.xml');
    expect(childOf(hk.root, ATOM, 'title').text).toBe(`新聞 — ${SITE_NAME}`);
    expect(hk.entries.map((entry) => entry.href)).toEqual([`${PUBLIC}/hk/news/east-wing-reading-room-opens`]);
    expect(hk.entries[0].lang).toBe('zh-Hant-HK');
  });

  it('carry the latest 50 of thousands of pages', async () => {
    const [template] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'winter-opening-hours'));
    const { id: _id, ...columns } = template;
    const base = t.deps.clock().getTime();
    const bulk = Array.from({ length: 1200 }, (_, index) => ({
      ...columns,
      uid: `b${index.toString(16).padStart(31, '0')}`,
      slug: `bulk-news-${index}`,
      title: `Bulk news ${index}`,
      body: { root: { ...columns.body.root, children: [] } },
      plainText: '',
      publishedAt: new Date(base - (1200 - index) * 60_000),
    }));
    for (let at = 0; at < bulk.length; at += 500) await t.deps.database.db.insert(pages).values(bulk.slice(at, at + 500));
    t.deps.readerCache?.clear();
    const { entries } = await feed('/en/news/feed.xml');
    expect(entries).toHaveLength(50);
    expect(entries.map((entry) => entry.title)).toEqual(Array.from({ length: 50 }, (_, index) => `Bulk news ${1199 - index}`));
    const sitemap = await (await visit('/sitemap.xml')).text();
    const [{ readable }] = await t.deps.database.db
      .select({ readable: sql<number>`count(*)::int` })
      .from(pages)
      .where(sql`${pages.published} and ${pages.trashedAt} is null and ${pages.collection} <> 'memo'`);
    expect(readable).toBeGreaterThan(1200);
    expect(sitemap.match(/<url>/g)).toHaveLength(readable + 14);
  });

  it('are not found for memos, unknown collections and other locales, with a JSON error', async () => {
    for (const path of ['/en/memo/feed.xml', '/hk/memo/feed.xml', '/en/nothing/feed.xml', '/en/STORIES/feed.xml']) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'There is no such feed.' });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // Not a feed address at all: left to the rest of the site (here the app's 404).
    expect((await visit('/fr/stories/feed.xml')).status).toBe(404);
  });
});

describe('series feeds', () => {
  it("carry the series' published stories, at the series' own address", async () => {
    const { root, entries } = await feed('/en/series/city-of-water/feed.xml');
    const [series] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'city-of-water'));
    expect(childOf(root, ATOM, 'title').text).toBe(`${series.title} — ${SITE_NAME}`);
    expect(linkOf(root, 'self')).toBe(`${PUBLIC}/en/series/city-of-water/feed.xml`);
    expect(linkOf(root, 'alternate')).toBe(`${PUBLIC}/en/series/city-of-water`);
    const stories = (await t.json('GET', '/api/content/series/city-of-water/stories')).body.data as Array<{
      attributes: { public_route: string };
    }>;
    expect(entries.map((entry) => entry.href).sort()).toEqual(stories.map((story) => `${PUBLIC}${story.attributes.public_route}`).sort());
    expect(entries).toHaveLength(3);
    const hk = await feed('/hk/series/neighbourhood-memories/feed.xml');
    expect(hk.entries).toHaveLength(3);
  });

  it('are not found for a series readers may not read, another locale, a page that is not a series or a bad slug', async () => {
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.slug, 'voices-of-the-archive'));
    for (const path of [
      '/en/series/voices-of-the-archive/feed.xml',
      '/hk/series/city-of-water/feed.xml',
      '/en/series/the-long-view/feed.xml',
      '/en/series/no-such-series/feed.xml',
      '/en/series/Bad_Slug/feed.xml',
      `/en/series/${'a'.repeat(300)}/feed.xml`,
    ]) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'There is no such feed.' });
    }
  });
});

describe('what feeds never carry', () => {
  it('leaves out drafts, memos, trashed and scheduled pages and preview links; a page appears once published', async () => {
    const editor = await t.signIn('editor@example.org');
    const hidden = await makeHiddenPages(t, editor);
    const paths = ['stories', 'series', 'news', 'projects', 'events', 'dataroom', 'pages'].flatMap((collection) => [
      `/en/${collection}/feed.xml`,
      `/hk/${collection}/feed.xml`,
    ]);
    paths.push(
      '/en/series/city-of-water/feed.xml',
      '/en/series/voices-of-the-archive/feed.xml',
      '/hk/series/neighbourhood-memories/feed.xml',
    );
    for (const path of paths) {
      const { text } = await feed(path);
      for (const trace of [
        ...tracesOf(hidden),
        'the-neon-restorers',
        'call-for-proposals-2027',
        'editorial-calendar-2027',
        'summer-exhibition-plan-2025',
      ]) {
        expect(text, `${path} carries ${trace}`).not.toContain(trace);
      }
    }
    await publish(t, editor, hidden.draft.id);
    expect((await feed('/en/series/city-of-water/feed.xml')).text).toContain(`/en/stories/${hidden.draft.slug}`);
    expect((await feed('/en/stories/feed.xml')).text).toContain('Hidden draft story');
  });

  it('escape hostile titles and summaries, and drop the characters XML forbids', async () => {
    // (A lone surrogate never reaches the database, which stores UTF-8: xmlText.test.ts covers it.)
    const hostile = `Tom & Jerry </title><script>alert("x")</script> 'quoted' ]]> \u0001\u0008\u000b\u001f\ufffe end 😀`;
    await t.deps.database.db
      .update(pages)
      .set({ title: hostile, seoDescription: `<b>bold</b> & "more"\u0002` })
      .where(eq(pages.slug, 'winter-opening-hours'));
    await t.deps.database.db.update(pages).set({ title: `Series & <co> "x"\u0007` }).where(eq(pages.slug, 'city-of-water'));
    t.deps.readerCache?.clear();
    const news = await feed('/en/news/feed.xml');
    const entry = news.entries.find((each) => each.href.endsWith('/winter-opening-hours'))!;
    expect(entry.title).toBe(`Tom & Jerry </title><script>alert("x")</script> 'quoted' ]]>  end 😀`);
    expect(entry.summary).toBe('<b>bold</b> & "more"');
    expect(news.text).not.toContain('<script>');
    const series = await feed('/en/series/city-of-water/feed.xml');
    expect(childOf(series.root, ATOM, 'title').text).toBe(`Series & <co> "x" — ${SITE_NAME}`);
    const sitemap = await (await visit('/sitemap.xml')).text();
    expect(() => parseXml(sitemap)).not.toThrow();
    // The parser does refuse what the feed must not contain.
    expect(() => parseXml(`<feed xmlns="${ATOM}"><title>Tom & Jerry</title></feed>`)).toThrow(/Not well-formed/);
    expect(() => parseXml(`<feed xmlns="${ATOM}"><title>bell \u0007</title></feed>`)).toThrow(/Not well-formed/);
  });

  it("name the site by the administrators' settings, in each locale, in title, subtitle and author", async () => {
    const token = await t.signIn('admin@example.org');
    const current = (await t.json('GET', '/api/admin/settings', { token })).body.data.attributes;
    const { version, saved: _saved, updated_at: _updated, ...settings } = current;
    const saved = await t.json('PUT', '/api/admin/settings', {
      token,
      body: { ...settings, version, site_name: { en: 'Harbour Institute', hk: '海港學會' } },
    });
    expect(saved.status).toBe(200);
    const en = await feed('/en/news/feed.xml');
    expect(childOf(en.root, ATOM, 'title').text).toBe('News — Harbour Institute');
    expect(childOf(en.root, ATOM, 'subtitle').text).toBe('Stories, series, news, projects and upcoming events from Harbour Institute.');
    expect(childOf(childOf(en.root, ATOM, 'author'), ATOM, 'name').text).toBe('Harbour Institute');
    const hk = await feed('/hk/news/feed.xml');
    expect(childOf(hk.root, ATOM, 'subtitle').text).toBe('海港學會 的故事、系列、新聞、項目及即將舉行的活動。');
    expect(hk.text).not.toContain('Masthead');
  });

  it('name the site as the pages do', () => {
    expect(SITE_NAME).toBe(PAGE_SITE_NAME);
  });
});
