import { addMinutes, format, isValid, parseISO, startOfDay } from 'date-fns';
import { minutesOf, type ClockTime, type EventDetails } from '../../../contract';

/** Minutes after midnight as H:mm (spec 9.5). */
export function formatClock(minutes: number): string {
  return format(addMinutes(startOfDay(new Date(2000, 0, 1)), minutes), 'H:mm');
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

function isClockTime(value: unknown): value is ClockTime {
  const time = value as ClockTime | null;
  return typeof time?.hour === 'number' && typeof time.minute === 'number';
}

/**
 * Spec 3.1: the weekday, the date as "D MMMM YYYY", the start and end times and the place. The end is the event's
 * end time or, without one, the start plus the periods' durations.
 */
export function describeEventTime(event: EventDetails): EventTimeText | null {
  const day = parseISO(event.date);
  if (!isValid(day)) return null;
  const start = isClockTime(event.start_time) ? minutesOf(event.start_time) : null;
  const durations = (Array.isArray(event.periods) ? event.periods : []).map((period) => Number(period?.duration) || 0);
  let end: number | null = null;
  if (isClockTime(event.end_time)) end = minutesOf(event.end_time);
  else if (start !== null && durations.length) end = start + durations.reduce((total, duration) => total + duration, 0);
  return {
    isoDate: event.date,
    weekday: format(day, 'EEEE'),
    date: format(day, 'd MMMM yyyy'),
    start: start === null ? null : formatClock(start),
    end: end === null ? null : formatClock(end),
    place: typeof event.place?.name === 'string' ? event.place.name : '',
  };
}
