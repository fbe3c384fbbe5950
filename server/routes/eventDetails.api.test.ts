import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../tests/apiHarness';
import { databaseDigest, pageById } from '../../tests/memoFixtures';
import { pages } from '../db/schema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { EVENT_WITHOUT_DATE } from '../services/publishChecks';

// Issue 28, item 5: an event made with "New page" gets its date, times and place from the editor, and is then listed.
let t: TestApp;
let editor: string;

beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
});
afterEach(() => t.close());

/** A new event page as "New page" makes it: a title, no event details. */
async function newEvent(title = 'Harbour walk at dusk', locale = 'en') {
  const created = await t.json('POST', '/api/pages', {
    token: editor,
    body: { page: { title, page_collection_slug: 'events', locale, lexical_flag: true } },
  });
  expect(created.status).toBe(201);
  return created.body.data.attributes as { page_id: number; version: number; slug: string };
}

const details = {
  date: '2026-12-12',
  start_time: { hour: 18, minute: 30 },
  end_time: { hour: 20, minute: 0 },
  place: { name: 'Central Pier 7' },
  time_zone: 'Asia/Hong_Kong',
};

async function saveDetails(
  pageId: number,
  version: number,
  event: unknown,
  token: string | null = editor,
  headers?: Record<string, string>,
) {
  const response = await t.request('PUT', `/api/pages/${pageId}/event`, { token, body: { version, event }, headers });
  return { status: response.status, body: await response.json() };
}

const slugsOf = (body: { data: Array<{ attributes: { slug: string } }> }) => body.data.map((page) => page.attributes.slug);

describe("an event's date, time and place", () => {
  it('are saved in the shape readers read, and the published event is listed in both locales with its own day', async () => {
    const event = await newEvent();
    const saved = await saveDetails(event.page_id, event.version, details);
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({ version: event.version + 1, event: { ...details, periods: [] } });
    const stored = await pageById(t, event.page_id);
    expect(stored!.event).toEqual({ ...details, periods: [] });

    const published = await t.json('PUT', `/api/pages/${event.page_id}/publish?version=${event.version + 1}`, { token: editor });
    expect(published.status).toBe(200);
    const upcoming = await t.json('GET', '/api/upcoming_events?limit=100');
    expect(slugsOf(upcoming.body)).toContain(event.slug);
    expect(upcoming.body.data.find((page: any) => page.attributes.slug === event.slug).attributes.event.date).toBe('2026-12-12');
    for (const locale of ['en', 'hk']) {
      const listed = await t.json('GET', `/api/content/events?locale=${locale}`);
      expect(slugsOf(listed.body)).toContain(event.slug);
    }
    const page = await t.json('GET', `/api/content/events/${event.slug}?locale=en`);
    expect(page.body.data.attributes.event).toMatchObject({ date: '2026-12-12', place: { name: 'Central Pier 7' } });
  });

  it('keep an event with a day and no times, and the programme periods an event had', async () => {
    const [symposium] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'cities-and-water-symposium'));
    const periods = symposium.event!.periods;
    expect(periods.length).toBeGreaterThan(0);
    const saved = await saveDetails(symposium.id, symposium.version, { date: '2026-12-05', place: { name: 'Institute Auditorium' } });
    expect(saved.status).toBe(200);
    expect((await pageById(t, symposium.id))!.event).toEqual({
      date: '2026-12-05',
      start_time: null,
      end_time: null,
      periods,
      place: { name: 'Institute Auditorium' },
    });
  });

  it('refuse bad values with a 400 and a clear message, and change nothing', async () => {
    const event = await newEvent();
    const before = await databaseDigest(t);
    const cases: Array<[unknown, RegExp]> = [
      [{ ...details, date: undefined }, /Choose the event's date\./],
      [{ ...details, date: '' }, /Choose the event's date\./],
      [{ ...details, date: '2026-02-30' }, /real date/],
      [{ ...details, start_time: { hour: 24, minute: 0 } }, /Hour must be 0 to 23/],
      [{ ...details, end_time: { hour: 9, minute: 60 } }, /Minute must be 0 to 59/],
      [{ ...details, start_time: null }, /Give a start time before an end time/],
      [{ ...details, time_zone: 'Mars/Olympus_Mons' }, /Choose a time zone/],
      [{ ...details, place: { name: 'x'.repeat(301) } }, /under 300 characters/],
      ['tomorrow', /./],
    ];
    for (const [body, message] of cases) {
      const answer = await saveDetails(event.page_id, event.version, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect(await databaseDigest(t)).toBe(before);
  });

  it('are only for event pages, only for editors, and only on the current version', async () => {
    const event = await newEvent();
    expect((await saveDetails(event.page_id, event.version, details, null)).status).toBe(401);
    const staff = await t.signIn('reader@example.org');
    // A staff reader may not see a draft (404) and may not change a published event (403).
    expect((await saveDetails(event.page_id, event.version, details, staff)).status).toBe(404);
    const [openDay] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'archive-open-day'));
    expect((await saveDetails(openDay.id, openDay.version, details, staff)).status).toBe(403);
    const [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    expect(await saveDetails(story.id, story.version, details)).toMatchObject({
      status: 400,
      body: { error: 'Only event pages have a date, time and place.' },
    });
    expect((await saveDetails(99_999, 1, details)).status).toBe(404);
    expect((await saveDetails(event.page_id, event.version, details)).status).toBe(200);
    expect(await saveDetails(event.page_id, event.version, details)).toMatchObject({
      status: 409,
      body: { current_version: event.version + 1 },
    });
  });
});

describe('publishing an event without a date', () => {
  it('is refused with one message, in English and in Chinese, and nothing is published', async () => {
    const event = await newEvent('No date yet');
    const before = await databaseDigest(t);
    const english = await t.request('PUT', `/api/pages/${event.page_id}/publish?version=${event.version}`, { token: editor });
    expect(english.status).toBe(422);
    expect(await english.json()).toMatchObject({ error: EVENT_WITHOUT_DATE, checklist: { blocked: true } });
    const chinese = await t.request('PUT', `/api/pages/${event.page_id}/publish?version=${event.version}`, {
      token: editor,
      headers: { 'Accept-Language': 'zh-HK' },
    });
    expect(await chinese.json()).toMatchObject({ error: '發佈前，請先為此活動設定日期（在「日期、時間及地點」中）。' });
    expect(await databaseDigest(t)).toBe(before);
    expect((await t.json('GET', `/api/content/events/${event.slug}?locale=en`)).status).toBe(404);
  });

  it('cannot be scheduled, and a scheduled publish that finds the event undated leaves it a draft', async () => {
    const event = await newEvent('Scheduled without a date');
    const at = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
    const refused = await t.json('PUT', `/api/pages/${event.page_id}/schedule`, {
      token: editor,
      body: { version: event.version, publish_at: at, unpublish_at: null },
    });
    expect(refused).toMatchObject({ status: 422, body: { error: EVENT_WITHOUT_DATE } });

    expect((await saveDetails(event.page_id, event.version, details)).status).toBe(200);
    const scheduled = await t.json('PUT', `/api/pages/${event.page_id}/schedule`, {
      token: editor,
      body: { version: event.version + 1, publish_at: at, unpublish_at: null },
    });
    expect(scheduled.status).toBe(200);
    // The date is lost some other way (an older import, a database edit) before the publish falls due.
    await t.deps.database.db.update(pages).set({ event: null }).where(eq(pages.id, event.page_id));
    t.setNow(new Date(TEST_NOW.getTime() + 3_700_000));
    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(await pageById(t, event.page_id)).toMatchObject({ published: false, publishAt: null });
  });
});
