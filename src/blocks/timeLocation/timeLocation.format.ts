import { minutesOf, type ClockTime } from '../../../contract/clockTimes';
import type { EventDetails, Locale } from '../../../contract/resources';
import { longDateOf, parseDate, weekdayOf } from '../../reader/calendar';

const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight as H:mm (spec 9.5); past midnight the clock starts again. */
export function formatClock(minutes: number): string {
  const time = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${Math.floor(time / 60)}:${String(time % 60).padStart(2, '0')}`;
}

export function formatClockTime(time: ClockTime): string {
  return formatClock(minutesOf(time));
}

export interface EventTimeText {
  isoDate: string;
  weekday: string;
  date: string;
  start: string | null;
  end: string | null;
  place: string;
}

/**
 * The name of an event's time zone on its day ("British Summer Time", "英國夏令時間"), when its times are not the
 * site's: readers are told whose clock the times are read on. Null when the zone is the site's or is unknown.
 */
export function zoneNameOf(event: EventDetails, siteZone: string | undefined, locale: Locale = 'en'): string | null {
  const zone = event.time_zone;
  if (!zone || !siteZone || zone === siteZone || !event.start_time) return null;
  const day = parseDate(event.date);
  if (!day) return null;
  try {
    const at = new Date(day.getTime() + minutesOf(event.start_time) * 60_000);
    const format = new Intl.DateTimeFormat(locale === 'hk' ? 'zh-HK' : 'en-GB', { timeZone: zone, timeZoneName: 'long' });
    return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

function isClockTime(value: unknown): value is ClockTime {
  const time = value as ClockTime | null;
  return typeof time?.hour === 'number' && typeof time.minute === 'number';
}

/**
 * Spec 3.1: the weekday, the date as "D MMMM YYYY" (on /hk the zh-HK weekday and long date), the start and end times
 * and the place. The end is the event's end time or, without one, the start plus the periods' durations.
 */
export function describeEventTime(event: EventDetails, locale: Locale = 'en'): EventTimeText | null {
  const day = parseDate(event.date);
  if (!day) return null;
  const start = isClockTime(event.start_time) ? minutesOf(event.start_time) : null;
  const durations = (Array.isArray(event.periods) ? event.periods : []).map((period) => Number(period?.duration) || 0);
  let end: number | null = null;
  if (isClockTime(event.end_time)) end = minutesOf(event.end_time);
  else if (start !== null && durations.length) end = start + durations.reduce((total, duration) => total + duration, 0);
  return {
    isoDate: event.date,
    weekday: weekdayOf(day, locale),
    date: longDateOf(day, locale),
    start: start === null ? null : formatClock(start),
    end: end === null ? null : formatClock(end),
    place: typeof event.place?.name === 'string' ? event.place.name : '',
  };
}
