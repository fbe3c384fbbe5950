import type { ClockTime, Locale, Speaker } from '../../contract';
import { formatClockTime } from '../blocks/timeLocation/timeLocation.format';
import { longDateOf, parseDate, weekdayOf } from '../reader/calendar';

/**
 * "Friday 4 December 2026" (spec 9.5: day names Sunday to Saturday; the date as "d MMMM yyyy"); on /hk the date, then
 * the day's name, as Chinese writes them ("2026年12月4日星期五").
 */
export function dayHeadingOf(date: string, locale: Locale = 'en'): string {
  const day = parseDate(date);
  if (!day) return date;
  return locale === 'hk' ? `${longDateOf(day, locale)}${weekdayOf(day, locale)}` : `${weekdayOf(day, locale)} ${longDateOf(day, locale)}`;
}

export function timeRangeOf(start: ClockTime, end: ClockTime): string {
  return `${formatClockTime(start)}–${formatClockTime(end)}`;
}

export function speakerNameOf(speaker: Speaker): string {
  return speaker.title ? `${speaker.title} ${speaker.name}` : speaker.name;
}
