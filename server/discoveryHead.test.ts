import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../src/ssr';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { pages } from './db/schema';
import { readerPages } from './readerPages';
import { inlineScriptHashes } from './securityHeaders';

const template = readFileSync('index.html', 'utf8');
const PUBLIC = 'https://www.example.org';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A reader's page as the Node server renders it, asked through a forged Host. */
async function headOf(path: string): Promise<string> {
  const site = new Hono();
  site.get(
    '*',
    readerPages({ api: (request) => t.app.fetch(request), template, render: renderScreen, publicUrl: PUBLIC, clock: t.deps.clock }),
  );
  site.get('*', (c) => c.text('shell'));
  const html = await (await site.request(`http://forged.example${path}`)).text();
  expect(html).not.toContain('forged');
  return html.slice(0, html.indexOf('</head>'));
}

/** The content of the head's `<meta {attribute}="{key}">` elements. */
function metaOf(head: string, key: string): string[] {
  return [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)]
    .filter((match) => match[1] === key)
    .map((match) => match[2]);
}

function jsonLdOf(head: string): unknown[] {
  return [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

describe("the server's additions to a reader's head", () => {
  it("name each browsed collection's feed on the home page, in its locale", async () => {
    const head = await headOf('/hk');
    expect(head).toContain(
      `<link rel="alternate" type="application/atom+xml" title="故事 — Masthead" href="${PUBLIC}/hk/stories/feed.xml" />`,
    );
    expect(head).toContain(`href="${PUBLIC}/hk/events/feed.xml"`);
    expect(metaOf(head, 'og:locale')).toEqual(['zh_HK']);
    expect(metaOf(head, 'og:locale:alternate')).toEqual(['en_GB']);
    expect(metaOf(head, 'og:site_name')).toEqual(['Masthead']);
    expect(jsonLdOf(head)).toEqual([]);
  });

  it("name the site as its administrators' settings name it in the page's locale, in the title too", async () => {
    const token = await t.signIn('admin@example.org', 'demo-admin');
    const saved = await t.json('PUT', '/api/admin/settings', {
      token,
      body: {
        version: 0,
        site_name: { en: 'Harbour Institute', hk: '海港學會' },
        announcement: null,
        themed_series_slug: 'city-of-water',
        domains: [],
      },
    });
    expect(saved.status).toBe(200);
    const english = await headOf('/en');
    expect(metaOf(english, 'og:site_name')).toEqual(['Harbour Institute']);
    expect(english).toContain('<title>Harbour Institute</title>');
    const chinese = await headOf('/hk/series/city-of-water');
    expect(metaOf(chinese, 'og:site_name')).toEqual(['海港學會']);
    expect(chinese).toMatch(/<title>[^<]+ — 海港學會<\/title>/);
    // The series is an English page: its feed is named as the English site.
    expect(chinese).toContain('title="City of Water — Harbour Institute"');
    expect(await headOf('/hk')).toContain('title="故事 — 海港學會"');
    const feed = await (await t.app.request('/en/stories/feed.xml')).text();
    expect(feed).toContain('<title type="text">Stories — Harbour Institute</title>');
    expect(feed).toContain('<author><name>Harbour Institute</name></author>');
  });

  it('carry the rest of the link preview tags of a story, from its page settings', async () => {
    await t.deps.database.db
      .update(pages)
      .set({ seoDescription: 'Two centuries of the harbour.', socialImage: '/media/harbour.webp' })
      .where(eq(pages.slug, 'the-long-view'));
    const [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    const head = await headOf('/en/stories/the-long-view');
    expect(metaOf(head, 'twitter:title')).toEqual([`${story.title} — Masthead`]);
    expect(metaOf(head, 'twitter:description')).toEqual(['Two centuries of the harbour.']);
    expect(metaOf(head, 'twitter:image')).toEqual([`${PUBLIC}/media/harbour.webp`]);
    expect(metaOf(head, 'og:image')).toEqual([`${PUBLIC}/media/harbour.webp`]);
    expect(metaOf(head, 'og:locale')).toEqual(['en_GB']);
    // No counterpart: no other locale to offer.
    expect(metaOf(head, 'og:locale:alternate')).toEqual([]);
    expect(metaOf(head, 'article:published_time')).toEqual([story.publishedAt!.toISOString()]);
    expect(metaOf(head, 'article:modified_time')).toEqual([story.updatedAt.toISOString()]);
    expect(head).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Stories — Masthead" href="${PUBLIC}/en/stories/feed.xml" />`,
    );
    expect(jsonLdOf(head)).toEqual([]);
  });

  it("name a series' own feed beside its collection's", async () => {
    const head = await headOf('/en/series/city-of-water');
    const [series] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'city-of-water'));
    expect(head).toContain(`title="${series.title} — Masthead" href="${PUBLIC}/en/series/city-of-water/feed.xml" />`);
    expect(head).toContain(`href="${PUBLIC}/en/series/feed.xml"`);
  });

  it('describe an event page as a schema.org Event', async () => {
    const [event] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'fishing-villages-film-screening'));
    const head = await headOf('/en/events/fishing-villages-film-screening');
    const details = event.event!;
    const time = ({ hour, minute }: { hour: number; minute: number }) =>
      `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    expect(jsonLdOf(head)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        url: `${PUBLIC}/en/events/fishing-villages-film-screening`,
        startDate: `${details.date}T${time(details.start_time!)}`,
        location: { '@type': 'Place', name: details.place.name },
        organizer: { '@type': 'Organization', name: 'Masthead', url: PUBLIC },
      }),
    ]);
    if (details.end_time) expect(jsonLdOf(head)[0]).toMatchObject({ endDate: `${details.date}T${time(details.end_time)}` });
  });

  it('end an event past midnight on the next day, and keep hostile text inside its JSON-LD', async () => {
    const name = 'Night </script><script>alert(1)</script><!-- & "q"';
    await t.deps.database.db
      .update(pages)
      .set({
        title: name,
        event: {
          date: '2026-12-31',
          start_time: { hour: 22, minute: 0 },
          end_time: { hour: 1, minute: 30 },
          periods: [],
          place: { name: '</script>Pier & Co' },
        },
      })
      .where(eq(pages.slug, 'fishing-villages-film-screening'));
    const head = await headOf('/en/events/fishing-villages-film-screening');
    const opening = '<script type="application/ld+json">';
    const start = head.indexOf(opening) + opening.length;
    expect(start).toBeGreaterThan(opening.length - 1);
    const script = head.slice(start, head.indexOf('</script>', start));
    expect(script).not.toMatch(/[<>]/);
    expect(JSON.parse(script)).toMatchObject({
      name,
      startDate: '2026-12-31T22:00',
      endDate: '2027-01-01T01:30',
      location: { name: '</script>Pier & Co' },
    });
    expect(head).not.toContain('<script>alert(1)');
    // A data block: the policy's hashes cover only what a browser would run, so it needs no place in the CSP.
    expect(inlineScriptHashes(head)).toEqual(inlineScriptHashes(template));
  });

  it('offer the other locale once a page has a readable counterpart', async () => {
    const editor = await t.signIn('editor@example.org');
    const [en] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    const [hk] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'star-ferry-at-dawn'));
    expect(
      (
        await t.json('PUT', `/api/pages/${en.id}/settings`, {
          token: editor,
          body: { page: { version: en.version, counterpart_page_id: hk.id } },
        })
      ).status,
    ).toBe(200);
    expect(metaOf(await headOf('/en/stories/the-long-view'), 'og:locale:alternate')).toEqual(['zh_HK']);
    expect(metaOf(await headOf('/hk/stories/star-ferry-at-dawn'), 'og:locale')).toEqual(['zh_HK']);
  });
});
