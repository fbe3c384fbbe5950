import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { EventDetails } from '../../../contract';
import { DocumentEditor } from '../../editor/DocumentEditor';
import { DocumentView } from '../../reader/DocumentView';
import { documentOf, editorFor, headlessEditor, savedBlocks, savedParagraph, editorBlockTypes } from '../../editor/blockTesting';
import { slashOptions } from '..';
import { PageEventContext } from './timeLocation.context';
import { describeEventTime, formatClock } from './timeLocation.format';

let editor: Editor;
afterEach(() => editor?.destroy());

const symposium: EventDetails = {
  date: '2026-12-04',
  start_time: { hour: 9, minute: 0 },
  end_time: null,
  periods: [{ duration: 90 }, { duration: 30 }, { duration: 90 }, { duration: 60 }, { duration: 120 }],
  place: { name: 'Institute Auditorium, 12 Hill Road' },
};
const lecture: EventDetails = { date: '2026-11-25', start_time: { hour: 18, minute: 30 }, end_time: { hour: 20, minute: 5 }, periods: [], place: { name: 'Lecture Hall A' } };
const timeLocation = { type: 'time-location-node', version: 1 };

describe('time and location formatting', () => {
  it('gives the weekday, the date as "D MMMM YYYY" and H:mm times', () => {
    expect(describeEventTime(lecture)).toEqual({ isoDate: '2026-11-25', weekday: 'Wednesday', date: '25 November 2026', start: '18:30', end: '20:05', place: 'Lecture Hall A' });
  });

  it('ends at the start plus the periods when there is no end time', () => {
    expect(describeEventTime(symposium)).toMatchObject({ weekday: 'Friday', date: '4 December 2026', start: '9:00', end: '15:30' });
    expect(describeEventTime({ ...symposium, periods: [] })).toMatchObject({ start: '9:00', end: null });
  });

  it('formats minutes as H:mm and names the days Sunday to Saturday', () => {
    expect([0, 5, 65, 600, 1439].map(formatClock)).toEqual(['0:00', '0:05', '1:05', '10:00', '23:59']);
    const week = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    expect(week.map((date) => describeEventTime({ ...lecture, date })!.weekday)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
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
