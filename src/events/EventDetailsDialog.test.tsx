import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEventDetails } from '../store/eventDetails';
import { EventDetailsButton } from './EventDetailsDialog';
import { findDialog } from '../../tests/dom/findDialog';

const sent: unknown[] = [];
const server = setupServer(
  http.get('/api/site_config', () =>
    HttpResponse.json({
      data: {
        id: 'site',
        type: 'site_config',
        attributes: {
          site_domains: [],
          themed_series: { slug: 'x', title: null, page_id: null },
          announcement: null,
          email: false,
          time_zone: 'Asia/Hong_Kong',
        },
      },
    }),
  ),
  http.put('/api/pages/31/event', async ({ request }) => {
    const body = (await request.json()) as { event: Record<string, unknown> };
    sent.push(body);
    return HttpResponse.json({
      data: { id: '31', type: 'page', attributes: { page_id: 31, version: 8, event: { ...body.event, periods: [] } } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  act(() => useEventDetails.setState({ pageId: null, event: null, wanted: false }));
});
afterAll(() => server.close());

function renderButton(locale = 'en') {
  const adoptVersion = vi.fn();
  const saveFirst = vi.fn(async () => true);
  render(
    <MemoryRouter initialEntries={[`/${locale}/page-templates/events/harbour-walk`]}>
      <Routes>
        <Route
          path="/:locale/*"
          element={<EventDetailsButton pageId={31} saveFirst={saveFirst} version={() => 7} adoptVersion={adoptVersion} />}
        />
      </Routes>
    </MemoryRouter>,
  );
  return { adoptVersion, saveFirst };
}

describe("an event's date, time and place in the editor (issue 28)", () => {
  it('are typed in, in the zone the editor chooses, and saved with the page version', async () => {
    const user = userEvent.setup();
    const { adoptVersion, saveFirst } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Date, time and place' }));
    const dialog = await findDialog({ name: 'Date, time and place' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Needed to publish the event.')).toBeVisible();
    // The site's zone, once its configuration has arrived.
    await waitFor(() => expect(within(dialog).getByLabelText('Time zone')).toHaveValue('Asia/Hong_Kong'));

    await user.type(within(dialog).getByLabelText('Date'), '12 December 2026{Enter}');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('12 December 2026');
    await user.type(within(dialog).getByLabelText('Ends'), '20:00');
    expect(within(dialog).getByText('Give a start time before an end time.')).toBeVisible();
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Starts'), '18:30');
    await user.type(within(dialog).getByLabelText('Place'), 'Central Pier 7');
    await user.selectOptions(within(dialog).getByLabelText('Time zone'), 'Europe/London');
    expect(within(dialog).getByRole('option', { name: 'Europe/London — United Kingdom Time (GMT+0)' })).toBeInTheDocument();
    await user.click(save);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saveFirst).toHaveBeenCalled();
    expect(sent).toEqual([
      {
        version: 7,
        event: {
          date: '2026-12-12',
          start_time: { hour: 18, minute: 30 },
          end_time: { hour: 20, minute: 0 },
          place: { name: 'Central Pier 7' },
          time_zone: 'Europe/London',
        },
      },
    ]);
    expect(adoptVersion).toHaveBeenCalledWith(8);
    expect(useEventDetails.getState()).toMatchObject({ pageId: 31, event: { date: '2026-12-12', time_zone: 'Europe/London' } });
  });

  it('opens when the time and location block asks, with the saved values, in Chinese on /hk', async () => {
    act(() =>
      useEventDetails
        .getState()
        .adopt(31, { date: '2026-11-25', start_time: { hour: 9, minute: 5 }, end_time: null, periods: [], place: { name: '大坑蓮花宮' } }),
    );
    renderButton('hk');
    act(() => useEventDetails.setState({ wanted: true }));
    const dialog = await findDialog({ name: '日期、時間及地點' });
    expect(within(dialog).getByLabelText('日期')).toHaveValue('25/11/2026');
    expect(within(dialog).getByLabelText('開始')).toHaveValue('09:05');
    expect(within(dialog).getByLabelText('地點')).toHaveValue('大坑蓮花宮');
    expect(within(dialog).getByRole('button', { name: '儲存' })).toBeDisabled();
    expect(useEventDetails.getState().wanted).toBe(false);
  });
});
