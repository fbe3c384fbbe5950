import { isoDayOf, longDateOf, parseDate, utcDayOf } from '../../reader/calendar';
import type { ButtonFields } from './buttonGroup.schema';

/** Spec 9.2: the date picker's format. */
export const BUTTON_DATE_FORMAT = 'd MMMM yyyy';

type Schedule = Pick<ButtonFields, 'scheduled' | 'on' | 'off'>;

/** The local calendar day of a stored date ('YYYY-MM-DD', or a full ISO time), as 'YYYY-MM-DD'; null when absent or unreadable. */
export function dayOf(value: string | null | undefined): string | null {
  const date = parseDate(value);
  return date ? isoDayOf(date) : null;
}

export function formatDay(value: string | null | undefined): string | null {
  const day = dayOf(value);
  return day ? longDateOf(parseDate(day)!) : null;
}

/**
 * Spec 4.2: a scheduled button shows only from its on date to its off date, both whole days and inclusive; today is
 * the reader's day, or with `utc` the UTC day (see useDatesInUtc).
 */
export function isButtonVisible(button: Schedule, now: Date, utc = false): boolean {
  if (!button.scheduled) return true;
  const today = utc ? utcDayOf(now) : isoDayOf(now);
  const on = dayOf(button.on);
  const off = dayOf(button.off);
  return (!on || on <= today) && (!off || today <= off);
}

/** The window a scheduled button shows in, for the editor's badge. */
export function scheduleLabel(button: Schedule): string {
  const on = formatDay(button.on);
  const off = formatDay(button.off);
  if (on && off) return `Shows ${on} – ${off}`;
  if (on) return `Shows from ${on}`;
  if (off) return `Shows until ${off}`;
  return 'Scheduled, no dates';
}

export const CLOSED_MESSAGE = 'Applications are not open at this time. Please check back later.';
