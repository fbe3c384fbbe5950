import type { ClockTime, Speaker } from '../../contract';
import { formatClockTime } from '../blocks/timeLocation/timeLocation.format';
import { longDateOf, parseDate, weekdayOf } from '../reader/calendar';

/** "Friday 4 December 2026" (spec 9.5: day names Sunday to Saturday; the date as "d MMMM yyyy"). */
export function dayHeadingOf(date: string): string {
  const day = parseDate(date);
  return day ? `${weekdayOf(day)} ${longDateOf(day)}` : date;
}

export function timeRangeOf(start: ClockTime, end: ClockTime): string {
  return `${formatClockTime(start)}–${formatClockTime(end)}`;
}

export function speakerNameOf(speaker: Speaker): string {
  return speaker.title ? `${speaker.title} ${speaker.name}` : speaker.name;
}
