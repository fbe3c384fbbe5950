import { format, isValid, parseISO } from 'date-fns';
import type { ClockTime, Speaker } from '../../contract';
import { formatClockTime } from '../blocks/timeLocation/timeLocation.format';

/** "Friday 4 December 2026" (spec 9.5: day names Sunday to Saturday; the date as "d MMMM yyyy"). */
export function dayHeadingOf(date: string): string {
  const day = parseISO(date);
  return isValid(day) ? format(day, 'EEEE d MMMM yyyy') : date;
}

export function timeRangeOf(start: ClockTime, end: ClockTime): string {
  return `${formatClockTime(start)}–${formatClockTime(end)}`;
}

export function speakerNameOf(speaker: Speaker): string {
  return speaker.title ? `${speaker.title} ${speaker.name}` : speaker.name;
}
