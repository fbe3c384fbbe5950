import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const intro = (text: string, url = '/en/events') => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: [
          {
            type: 'link',
            version: 1,
            url,
            children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
          },
        ],
      },
    ],
  },
});

async function eventIds(...slugs: string[]) {
  const rows = await t.deps.database.db.select({ id: pages.id, slug: pages.slug }).from(pages).where(inArray(pages.slug, slugs));
  return slugs.map((slug) => rows.find((row) => row.slug === slug)!.id);
}

describe("the what's on section page", () => {
  it('shows readers the intro and the featured events', async () => {
    const { status, body } = await t.json('GET', '/api/section_pages/what-s-on');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'what-s-on',
      type: 'section_page',
      attributes: { slug: 'what-s-on', title: "What's on", editable: false },
    });
    expect(body.data.attributes.intro.root.children[0].type).toBe('paragraph');
    expect(body.data.attributes.featured_events.map((event: any) => event.attributes.slug)).toEqual([
      'cities-and-water-symposium',
      'winter-reading-night',
    ]);
    expect((await t.json('GET', '/api/section_pages/news')).status).toBe(404);
  });

  it('lets editors save the title, intro and featured events, with a version check', async () => {
    const editor = await t.signIn('editor@example.org');
    const ids = await eventIds('archive-open-day', 'neon-and-the-night-city');
    const saved = await t.json('PUT', '/api/section_pages/what-s-on', {
      token: editor,
      body: { section_page: { version: 1, title: 'This season', intro: intro('All events'), featured_event_ids: ids } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({ version: 2, title: 'This season', featured_event_ids: ids, editable: true });
    const read = await t.json('GET', '/api/section_pages/what-s-on');
    expect(read.body.data.attributes.title).toBe('This season');
    expect(read.body.data.attributes.featured_events.map((event: any) => event.attributes.slug)).toEqual([
      'archive-open-day',
      'neon-and-the-night-city',
    ]);
    const stale = await t.json('PUT', '/api/section_pages/what-s-on', {
      token: editor,
      body: { section_page: { version: 1, title: 'Late' } },
    });
    expect(stale).toMatchObject({ status: 409, body: { current_version: 2 } });
  });

  it('refuses unsafe links, pages that are not events and repeated events', async () => {
    const editor = await t.signIn('editor@example.org');
    const put = (section_page: Record<string, unknown>) =>
      t.json('PUT', '/api/section_pages/what-s-on', { token: editor, body: { section_page: { version: 1, ...section_page } } });
    expect((await put({ intro: intro('x', 'javascript:alert(1)') })).status).toBe(400);
    const [story] = await t.deps.database.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'the-long-view'));
    expect(await put({ featured_event_ids: [story.id] })).toMatchObject({ status: 400, body: { error: `Not an event: ${story.id}.` } });
    const [symposium] = await eventIds('cities-and-water-symposium');
    expect((await put({ featured_event_ids: [symposium, symposium] })).status).toBe(400);
    expect((await put({ title: '  ' })).status).toBe(400);
    expect((await t.json('GET', '/api/section_pages/what-s-on')).body.data.attributes.version).toBe(1);
  });

  it('lets only editors write, and hides unpublished featured events from readers', async () => {
    const reader = await t.signIn('reader@example.org');
    const body = { section_page: { version: 1, title: 'Nope' } };
    expect((await t.json('PUT', '/api/section_pages/what-s-on', { body })).status).toBe(401);
    expect((await t.json('PUT', '/api/section_pages/what-s-on', { token: reader, body })).status).toBe(403);
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.slug, 'winter-reading-night'));
    const anonymous = await t.json('GET', '/api/section_pages/what-s-on');
    expect(anonymous.body.data.attributes.title).toBe("What's on");
    expect(anonymous.body.data.attributes.featured_events.map((event: any) => event.attributes.slug)).toEqual([
      'cities-and-water-symposium',
    ]);
    const editor = await t.signIn('editor@example.org');
    const forEditor = await t.json('GET', '/api/section_pages/what-s-on', { token: editor });
    expect(forEditor.body.data.attributes.featured_events).toHaveLength(2);
  });
});

describe('upcoming events', () => {
  it('lists published events from today on, soonest first', async () => {
    const { status, body } = await t.json('GET', '/api/upcoming_events');
    expect(status).toBe(200);
    const today = TEST_NOW.toISOString().slice(0, 10);
    const dates = body.data.map((event: any) => event.attributes.event.date);
    expect(dates.length).toBeGreaterThan(3);
    expect(dates.every((date: string) => date >= today)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(body.data[0].attributes.slug).toBe('neon-and-the-night-city');
    expect(body.meta.total).toBe(dates.length);
    expect(body.data.map((event: any) => event.attributes.slug)).not.toContain('where-the-sea-used-to-be');
  });

  it('moves with the clock, honours the limit and leaves out unpublished events', async () => {
    t.setNow(new Date('2026-12-05T08:00:00Z'));
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.slug, 'winter-reading-night'));
    const { body } = await t.json('GET', '/api/upcoming_events?limit=2');
    expect(body.data.map((event: any) => event.attributes.slug)).toEqual(['cantonese-opera-and-the-harbour', 'archive-open-day']);
    expect(body.meta.total).toBe(3);
    expect((await t.json('GET', '/api/upcoming_events?limit=0')).status).toBe(400);
    expect((await t.json('GET', '/api/upcoming_events?limit=abc')).status).toBe(400);
  });
});
