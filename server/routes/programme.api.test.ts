import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const SYMPOSIUM = 'cities-and-water-symposium';
const WALK = 'harbour-walk-central-to-north-point';

const talk = (title: string, duration: number) => ({ type: 'talk', title, duration, speakers: [{ title: 'Dr', name: 'Grace Lau' }] });
const newDay = (date = '2026-11-28', periods = [talk('Opening', 45), { type: 'break', title: 'Tea', duration: 15 }]) => ({
  day: { date, start_time: { hour: 9, minute: 30 }, title: 'First day', periods },
});

describe('the symposium programme', () => {
  it('reads the seeded programme day by day, with each period timed from the start and the durations', async () => {
    const { status, body } = await t.json('GET', `/api/publications/${SYMPOSIUM}/programme`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'programme', attributes: { event_slug: SYMPOSIUM, editable: false } });
    const [day] = body.data.attributes.days;
    expect(day).toMatchObject({
      slug: '2026-12-04',
      date: '2026-12-04',
      start_time: { hour: 9, minute: 0 },
      end_time: { hour: 15, minute: 30 },
    });
    expect(day.periods.map((period: any) => [period.title, period.start_time, period.end_time])).toEqual([
      ['The narrowing harbour', { hour: 9, minute: 0 }, { hour: 10, minute: 30 }],
      ['Coffee', { hour: 10, minute: 30 }, { hour: 11, minute: 0 }],
      ['Living on the water', { hour: 11, minute: 0 }, { hour: 12, minute: 30 }],
      ['Lunch on the roof terrace', { hour: 12, minute: 30 }, { hour: 13, minute: 30 }],
      ['Rain, reservoirs and the hillside city', { hour: 13, minute: 30 }, { hour: 15, minute: 30 }],
    ]);
    expect(day.periods[0].speakers).toEqual([
      { title: 'Dr', name: 'Helen Tsang' },
      { title: 'Mr', name: 'Winston Ho' },
    ]);
    const one = await t.json('GET', `/api/publications/${SYMPOSIUM}/days/2026-12-04`);
    expect(one.body.data).toMatchObject({ type: 'programme_day', attributes: { slug: '2026-12-04', periods: day.periods } });
  });

  it('lets editors create and update days; the days come back earliest first', async () => {
    const editor = await t.signIn('editor@example.org');
    const created = await t.json('POST', `/api/publications/${WALK}/days`, { token: editor, body: newDay('2026-11-29') });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      slug: '2026-11-29',
      version: 1,
      editable: true,
      end_time: { hour: 10, minute: 30 },
    });
    await t.json('POST', `/api/publications/${WALK}/days`, {
      token: editor,
      body: { day: { ...newDay('2026-11-28').day, slug: 'day-one' } },
    });
    const updated = await t.json('PUT', `/api/publications/${WALK}/days/2026-11-29`, {
      token: editor,
      body: { day: { version: 1, start_time: { hour: 14, minute: 0 }, periods: [talk('Afternoon', 100)] } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toMatchObject({
      version: 2,
      title: 'First day',
      start_time: { hour: 14, minute: 0 },
      end_time: { hour: 15, minute: 40 },
    });
    const programme = await t.json('GET', `/api/publications/${WALK}/programme`);
    expect(programme.body.data.attributes.days.map((day: any) => day.slug)).toEqual(['day-one', '2026-11-29']);
  });

  it('refuses a stale version with 409 and the current version, and a second day on the same date', async () => {
    const editor = await t.signIn('editor@example.org');
    const colleague = await t.signIn('colleague@example.org');
    const change = { day: { version: 1, title: 'Changed' } };
    const first = await t.json('PUT', `/api/publications/${SYMPOSIUM}/days/2026-12-04`, { token: editor, body: change });
    const second = await t.json('PUT', `/api/publications/${SYMPOSIUM}/days/2026-12-04`, { token: colleague, body: change });
    expect([first.status, second.status]).toEqual([200, 409]);
    expect(second.body).toMatchObject({ current_version: 2 });
    const duplicate = await t.json('POST', `/api/publications/${SYMPOSIUM}/days`, { token: editor, body: newDay('2026-12-04') });
    expect(duplicate.status).toBe(409);
  });

  it('validates days: times, durations, dates, speaker titles and period types', async () => {
    const editor = await t.signIn('editor@example.org');
    const post = (body: unknown) => t.json('POST', `/api/publications/${WALK}/days`, { token: editor, body });
    const bad = [
      { day: { ...newDay().day, start_time: { hour: 24, minute: 0 } } },
      { day: { ...newDay().day, date: '28/11/2026' } },
      newDay('2026-11-28', [talk('Too long', 0)]),
      newDay('2026-11-28', [{ type: 'talk', title: 'x', duration: 10, speakers: [{ title: 'Sir', name: 'A' }] }]),
      newDay('2026-11-28', [{ type: 'talk', title: 'x', duration: 10, speakers: [{ title: 'Dr', name: ' ' }] }]),
    ];
    for (const body of bad) expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    const unknownType = await post(newDay('2026-11-28', [{ type: 'juggling', title: 'x', duration: 10 }]));
    expect(unknownType).toMatchObject({ status: 400, body: { error: 'Unknown period type: juggling.' } });
    expect((await post(newDay('2026-02-30'))).status).toBe(400);
    const raw = await t.request('POST', `/api/publications/${WALK}/days`, {
      token: editor,
      raw: '{"day":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect((await post({ day: { ...newDay().day, periods: 'all day' } })).status).toBe(400);
    expect((await t.json('GET', `/api/publications/${WALK}/programme`)).body.data.attributes.days).toEqual([]);
  });

  it('keeps the speaker titles Ms and Mx, as readers then read them', async () => {
    const editor = await t.signIn('editor@example.org');
    const speakers = [
      { title: 'Ms', name: 'Chan Mei-ling' },
      { title: 'Mx', name: 'Alex Yip' },
    ];
    const created = await t.json('POST', `/api/publications/${WALK}/days`, {
      token: editor,
      body: newDay('2026-11-28', [{ type: 'talk', title: 'Walking the shoreline', duration: 30, speakers }]),
    });
    expect(created.status).toBe(201);
    const programme = await t.json('GET', `/api/publications/${WALK}/programme`);
    expect(programme.body.data.attributes.days[0].periods[0].speakers).toEqual(speakers);
  });

  it('lets only editors write: anonymous 401, staff readers 403, and nothing changes', async () => {
    const reader = await t.signIn('reader@example.org');
    const writes = [
      (token: string | null) => t.json('POST', `/api/publications/${SYMPOSIUM}/days`, { token, body: newDay() }),
      (token: string | null) =>
        t.json('PUT', `/api/publications/${SYMPOSIUM}/days/2026-12-04`, { token, body: { day: { version: 1, title: 'x' } } }),
    ];
    for (const write of writes) {
      expect((await write(null)).status).toBe(401);
      expect((await write(reader)).status).toBe(403);
    }
    const programme = await t.json('GET', `/api/publications/${SYMPOSIUM}/programme`);
    expect(programme.body.data.attributes.days.map((day: any) => [day.slug, day.version, day.title])).toEqual([
      ['2026-12-04', 1, 'Day one'],
    ]);
  });

  it('shows the programme of an unpublished event to editors only, and 404s for pages that are not events', async () => {
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.slug, SYMPOSIUM));
    const reader = await t.signIn('reader@example.org');
    const editor = await t.signIn('editor@example.org');
    expect((await t.json('GET', `/api/publications/${SYMPOSIUM}/programme`)).status).toBe(404);
    expect((await t.json('GET', `/api/publications/${SYMPOSIUM}/days/2026-12-04`, { token: reader })).status).toBe(404);
    expect((await t.json('POST', `/api/publications/${SYMPOSIUM}/days`, { token: reader, body: newDay() })).status).toBe(404);
    expect((await t.json('GET', `/api/publications/${SYMPOSIUM}/programme`, { token: editor })).body.data.attributes.editable).toBe(true);
    expect((await t.json('GET', '/api/publications/the-long-view/programme')).status).toBe(404);
    expect((await t.json('GET', `/api/publications/${SYMPOSIUM}/days/no-such-day`, { token: editor })).status).toBe(404);
    expect((await t.json('GET', '/api/publications/NOT%20A%20SLUG/programme')).status).toBe(404);
  });

  it('clears cached reader answers when a day changes', async () => {
    const before = await t.json('GET', `/api/publications/${SYMPOSIUM}/programme`);
    const editor = await t.signIn('editor@example.org');
    await t.json('PUT', `/api/publications/${SYMPOSIUM}/days/2026-12-04`, {
      token: editor,
      body: { day: { version: 1, title: 'Saturday' } },
    });
    const after = await t.json('GET', `/api/publications/${SYMPOSIUM}/programme`);
    expect(before.body.data.attributes.days[0].title).toBe('Day one');
    expect(after.body.data.attributes.days[0].title).toBe('Saturday');
  });
});

describe('period types', () => {
  it('lists the seeded period types in order, for anyone', async () => {
    const { status, body } = await t.json('GET', '/api/period_types');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(body.data.length);
    expect(body.data[0]).toMatchObject({ type: 'period_type', attributes: { slug: 'keynote', name: 'Keynote' } });
    expect(body.data.map((type: any) => type.attributes.slug)).toContain('break');
  });
});
