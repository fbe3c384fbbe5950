import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { EventDetails } from '../../../contract';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { documentOf, editorFor, headlessEditor, savedBlocks, savedParagraph, editorBlockTypes } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { PageEventContext } from './timeLocation.context';
import { describeEventTime, formatClock, zoneNameOf } from './timeLocation.format';
import { useEditingPage } from '../../store/editingPage';
import { useEventDetails } from '../../store/eventDetails';
import { BLOCK_SETTINGS_EVENT } from '../../editor/kit/blockEvents';
import { adoptServedSiteConfig } from '../../store/siteConfig';

let editor: Editor;
afterEach(() => {
  editor?.destroy();
  act(() => {
    useEditingPage.getState().setPage(null);
    useEventDetails.setState({ wanted: false });
    adoptServedSiteConfig(null);
  });
});

const siteIn = (time_zone: string) =>
  adoptServedSiteConfig({
    data: {
      attributes: {
        site_domains: [],
        themed_series: { slug: 'x', title: null, page_id: null },
        announcement: null,
        email: false,
        time_zone,
      },
    },
  });

const symposium: EventDetails = {
  date: '2026-12-04',
  start_time: { hour: 9, minute: 0 },
  end_time: null,
  periods: [{ duration: 90 }, { duration: 30 }, { duration: 90 }, { duration: 60 }, { duration: 120 }],
  place: { name: 'Institute Auditorium, 12 Hill Road' },
};
const lecture: EventDetails = {
  date: '2026-11-25',
  start_time: { hour: 18, minute: 30 },
  end_time: { hour: 20, minute: 5 },
  periods: [],
  place: { name: 'Lecture Hall A' },
};
const timeLocation = { type: 'time-location-node', version: 1 };

describe('time and location formatting', () => {
  it('gives the weekday, the date as "D MMMM YYYY" and H:mm times', () => {
    expect(describeEventTime(lecture)).toEqual({
      isoDate: '2026-11-25',
      weekday: 'Wednesday',
      date: '25 November 2026',
      start: '18:30',
      end: '20:05',
      place: 'Lecture Hall A',
    });
  });

  it('ends at the start plus the periods when there is no end time', () => {
    expect(describeEventTime(symposium)).toMatchObject({ weekday: 'Friday', date: '4 December 2026', start: '9:00', end: '15:30' });
    expect(describeEventTime({ ...symposium, periods: [] })).toMatchObject({ start: '9:00', end: null });
  });

  it('formats minutes as H:mm and names the days Sunday to Saturday', () => {
    expect([0, 5, 65, 600, 1439].map(formatClock)).toEqual(['0:00', '0:05', '1:05', '10:00', '23:59']);
    const week = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    expect(week.map((date) => describeEventTime({ ...lecture, date })!.weekday)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(describeEventTime({ ...lecture, date: 'soon' })).toBeNull();
  });
});

describe('time and location block', () => {
  it('is offered in the picker and saved as time-location-node with no fields', () => {
    expect(slashOptions().some((option) => option.title === 'Time and location')).toBe(true);
    editor = headlessEditor();
    editor.commands.insertTimeLocation();
    expect(savedBlocks(editor)[0]).toEqual(timeLocation);
  });

  it('saves a stored block back unchanged, and keeps one with children inert', () => {
    const odd = { type: 'time-location-node', version: 1, children: [savedParagraph('x')] };
    const document = documentOf(timeLocation, { ...timeLocation, note: 'kept' }, odd);
    editor = editorFor(document);
    expect(editorBlockTypes(editor)).toEqual(['timeLocation', 'timeLocation', 'inertBlock']);
    expect(savedBlocks(editor)).toEqual(document.root.children);
  });

  it("shows the page's event in the editor, or a note when the page has none", () => {
    const { unmount } = render(
      <PageEventContext value={symposium}>
        <DocumentEditor initial={documentOf(timeLocation)} editable label="Body" />
      </PageEventContext>,
    );
    const details = within(screen.getByRole('textbox', { name: 'Body' })).getByRole('region', { name: 'Time and location' });
    expect(details).toHaveTextContent('Friday 4 December 2026');
    expect(details).toHaveTextContent('9:00 – 15:30');
    expect(details).toHaveTextContent('Institute Auditorium, 12 Hill Road');
    unmount();
    render(<DocumentEditor initial={documentOf(timeLocation)} editable label="Body" />);
    expect(screen.getByText(/shown from the event/)).toBeVisible();
  });
});

describe('time and location for readers', () => {
  it("shows the weekday, date, times and place from the page's event", () => {
    render(
      <PageEventContext value={lecture}>
        <DocumentView document={documentOf(timeLocation)} />
      </PageEventContext>,
    );
    const details = screen.getByRole('region', { name: 'Time and location' });
    expect(within(details).getByText('Wednesday').closest('time')).toHaveAttribute('datetime', '2026-11-25');
    expect(details).toHaveTextContent('Wednesday 25 November 2026');
    expect(within(details).getByText('18:30 – 20:05')).toBeVisible();
    expect(within(details).getByText('Lecture Hall A')).toBeVisible();
  });

  it('shows nothing on a page without an event', () => {
    const { container } = render(<DocumentView document={documentOf(timeLocation)} />);
    expect(container.querySelector('.time-location')).toBeNull();
  });
});

describe("an event's time zone (issue 28)", () => {
  const inLondon: EventDetails = { ...lecture, time_zone: 'Europe/London' };

  it("is named only when it is not the site's", () => {
    expect(zoneNameOf(inLondon, 'Asia/Hong_Kong')).toBe('Greenwich Mean Time');
    expect(zoneNameOf({ ...inLondon, date: '2026-07-01' }, 'Asia/Hong_Kong')).toBe('British Summer Time');
    expect(zoneNameOf(inLondon, 'Asia/Hong_Kong', 'hk')).toBe('格林威治標準時間');
    expect(zoneNameOf(inLondon, 'Europe/London')).toBeNull();
    expect(zoneNameOf(lecture, 'Asia/Hong_Kong')).toBeNull();
    expect(zoneNameOf({ ...inLondon, start_time: null }, 'Asia/Hong_Kong')).toBeNull();
  });

  it('is shown to readers beside the times, which stay as the clock reads where the event is', () => {
    siteIn('Asia/Hong_Kong');
    render(
      <PageEventContext value={inLondon}>
        <DocumentView document={documentOf(timeLocation)} />
      </PageEventContext>,
    );
    expect(screen.getByRole('region', { name: 'Time and location' })).toHaveTextContent('18:30 – 20:05 (Greenwich Mean Time)');
  });
});

describe('the time and location block on an event page', () => {
  const editing = (collection: 'events' | 'stories', pageId: number | null = 31) =>
    act(() => useEditingPage.getState().setPage({ pageId, collection, locale: 'en', publicPath: null }));

  it('asks for the date, time and place, or to change them', async () => {
    const user = userEvent.setup();
    editing('events');
    const { unmount } = render(<DocumentEditor initial={documentOf(timeLocation)} editable label="Body" />);
    await user.click(screen.getByRole('button', { name: 'Set the date, time and place' }));
    expect(useEventDetails.getState().wanted).toBe(true);
    act(() => useEventDetails.setState({ wanted: false }));
    // The block controls' settings button asks too.
    act(() => {
      screen
        .getByRole('button', { name: 'Set the date, time and place' })
        .closest('[data-node-view-wrapper]')!
        .parentElement!.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT));
    });
    expect(useEventDetails.getState().wanted).toBe(true);
    unmount();
    render(
      <PageEventContext value={lecture}>
        <DocumentEditor initial={documentOf(timeLocation)} editable label="Body" />
      </PageEventContext>,
    );
    expect(screen.getByRole('button', { name: 'Change the date, time and place' })).toBeVisible();
  });

  it('offers nothing on other pages, or when not editing', () => {
    editing('stories');
    const { unmount } = render(<DocumentEditor initial={documentOf(timeLocation)} editable label="Body" />);
    expect(screen.queryByRole('button', { name: /date, time and place/ })).toBeNull();
    unmount();
    editing('events');
    render(<DocumentEditor initial={documentOf(timeLocation)} editable={false} label="Body" />);
    expect(screen.queryByRole('button', { name: /date, time and place/ })).toBeNull();
  });
});
