import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clockOf, periodSchedule, type Period, type ProgrammeAttributes, type ProgrammeDayAttributes } from '../../contract';
import { EventProgramme } from './EventProgramme';

function day(date: string, periods: Period[], version = 1, startMinutes = 540): ProgrammeDayAttributes {
  const schedule = periodSchedule(clockOf(startMinutes), periods);
  return {
    slug: date,
    event_slug: 'symposium',
    title: 'Day one',
    date,
    start_time: clockOf(startMinutes),
    end_time: clockOf(schedule.at(-1)?.end ?? startMinutes),
    periods: periods.map((period, index) => ({
      ...period,
      start_time: clockOf(schedule[index].start),
      end_time: clockOf(schedule[index].end),
    })),
    version,
    updated_at: '2026-11-01T00:00:00.000Z',
    editable: true,
  };
}

const periods: Period[] = [
  {
    type: 'panel',
    title: 'The narrowing harbour',
    duration: 90,
    speakers: [
      { title: 'Dr', name: 'Helen Tsang' },
      { title: null, name: 'Winston Ho' },
    ],
  },
  { type: 'break', title: 'Coffee', duration: 30, speakers: [] },
];
const requests: Array<{ method: string; body: any }> = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function serve(programme: ProgrammeAttributes) {
  server.use(
    http.get('/api/publications/symposium/programme', () =>
      HttpResponse.json({ data: { id: '5', type: 'programme', attributes: programme } }),
    ),
    http.get('/api/period_types', () =>
      HttpResponse.json({
        data: [
          ['panel', 'Panel discussion'],
          ['break', 'Break'],
          ['talk', 'Talk'],
        ].map(([slug, name], index) => ({ id: String(index), type: 'period_type', attributes: { slug, name } })),
        meta: { total: 3 },
      }),
    ),
    http.put('/api/publications/symposium/days/:slug', async ({ request }) => {
      const body = (await request.json()) as { day: { version: number; periods: Period[]; date: string } };
      requests.push({ method: 'PUT', body });
      return HttpResponse.json({
        data: { id: '1', type: 'programme_day', attributes: day(body.day.date, body.day.periods, body.day.version + 1) },
      });
    }),
    http.post('/api/publications/symposium/days', async ({ request }) => {
      const body = (await request.json()) as { day: { date: string } };
      requests.push({ method: 'POST', body });
      return HttpResponse.json({ data: { id: '2', type: 'programme_day', attributes: day(body.day.date, []) } }, { status: 201 });
    }),
  );
}

const programmeOf = (editable: boolean, days = [day('2026-12-04', periods)]): ProgrammeAttributes => ({
  event_slug: 'symposium',
  event_title: 'Symposium',
  days,
  editable,
});

describe('the programme on an event page', () => {
  it('shows each day with its periods, times from the start and the durations, types and speakers', async () => {
    serve(programmeOf(false));
    render(<EventProgramme eventSlug="symposium" />);
    const friday = await screen.findByRole('region', { name: 'Friday 4 December 2026' });
    const items = within(friday).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '9:00–10:30Panel discussionThe narrowing harbourDr Helen Tsang, Winston Ho',
      '10:30–11:00BreakCoffee',
    ]);
    expect(within(friday).getByText('4 December 2026', { exact: false }).closest('time')).toHaveAttribute('datetime', '2026-12-04');
    expect(screen.queryByRole('button', { name: 'Edit programme' })).toBeNull();
  });

  it('speaks Chinese on /hk: the heading and each day as Chinese writes the date', async () => {
    serve(programmeOf(true));
    render(
      <MemoryRouter initialEntries={['/hk/events/symposium']}>
        <Routes>
          <Route path="/:locale/events/:slug" element={<EventProgramme eventSlug="symposium" />} />
        </Routes>
      </MemoryRouter>,
    );
    const day = await screen.findByRole('region', { name: '2026年12月4日星期五' });
    expect(within(day).getByText('2026年12月4日星期五').closest('time')).toHaveAttribute('datetime', '2026-12-04');
    expect(screen.getByRole('heading', { level: 2, name: '議程' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '編輯議程' })).toBeInTheDocument();
    expect(screen.queryByText(/Friday|Programme/)).toBeNull();
  });

  it('shows nothing to readers when there is no programme', async () => {
    serve(programmeOf(false, []));
    const { container } = render(<EventProgramme eventSlug="symposium" />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container).toBeEmptyDOMElement();
  });

  it('lets editors change periods and speakers, shows the new times and saves the day with its version', async () => {
    serve(programmeOf(true));
    const user = userEvent.setup();
    render(<EventProgramme eventSlug="symposium" />);
    await user.click(await screen.findByRole('button', { name: 'Edit programme' }));
    const form = await screen.findByRole('form', { name: 'Day Friday 4 December 2026' }, { timeout: 8000 });
    const first = within(form).getByRole('group', { name: /Period 1/ });
    await user.clear(within(first).getByLabelText('Duration (minutes)'));
    await user.type(within(first).getByLabelText('Duration (minutes)'), '60');
    expect(within(form).getByRole('group', { name: /Period 2/ })).toHaveAccessibleName('Period 2 · 10:00–10:30');
    await user.click(within(first).getByRole('button', { name: 'Add speaker' }));
    const speaker = within(first).getByRole('group', { name: 'Speaker 3 of period 1' });
    await user.selectOptions(within(speaker).getByLabelText('Speaker title'), 'Professor');
    await user.type(within(speaker).getByLabelText('Speaker name'), 'Tomás Rivera');
    await user.click(within(form).getByRole('button', { name: 'Move period 2 up' }));
    await user.click(within(form).getByRole('button', { name: 'Save day' }));
    expect(await within(form).findByText('Saved')).toBeVisible();
    expect(requests[0].body.day).toMatchObject({ version: 1, date: '2026-12-04', start_time: { hour: 9, minute: 0 }, title: 'Day one' });
    expect(requests[0].body.day.periods.map((period: Period) => [period.type, period.duration])).toEqual([
      ['break', 30],
      ['panel', 60],
    ]);
    expect(requests[0].body.day.periods[1].speakers).toEqual([
      { title: 'Dr', name: 'Helen Tsang' },
      { title: null, name: 'Winston Ho' },
      { title: 'Professor', name: 'Tomás Rivera' },
    ]);
    await user.click(within(form).getByRole('button', { name: 'Save day' }));
    expect(requests[1].body.day.version).toBe(2);
  });

  it('refuses to save a period without a duration or a speaker without a name', async () => {
    serve(programmeOf(true));
    const user = userEvent.setup();
    render(<EventProgramme eventSlug="symposium" />);
    await user.click(await screen.findByRole('button', { name: 'Edit programme' }));
    const form = await screen.findByRole('form', { name: 'Day Friday 4 December 2026' }, { timeout: 8000 });
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    const added = within(form).getByRole('group', { name: /Period 3/ });
    await user.clear(within(added).getByLabelText('Duration (minutes)'));
    await user.click(within(added).getByRole('button', { name: 'Add speaker' }));
    await user.click(within(form).getByRole('button', { name: 'Save day' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Duration must be a number of minutes.');
    expect(alert).toHaveTextContent('Speaker name is required.');
    expect(requests).toEqual([]);
  });

  it('adds a day', async () => {
    serve(programmeOf(true, []));
    const user = userEvent.setup();
    render(<EventProgramme eventSlug="symposium" />);
    expect(await screen.findByText('No programme yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit programme' }));
    const add = await screen.findByRole('form', { name: 'Add a day' }, { timeout: 8000 });
    await user.type(within(add).getByLabelText("New day's date"), '2026-12-05');
    await user.click(within(add).getByRole('button', { name: 'Add day' }));
    expect(await screen.findByRole('form', { name: 'Day Saturday 5 December 2026' })).toBeVisible();
    expect(requests[0]).toEqual({
      method: 'POST',
      body: { day: { date: '2026-12-05', start_time: { hour: 9, minute: 0 }, title: '', periods: [] } },
    });
  });
});
