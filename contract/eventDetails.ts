import * as v from 'valibot';
import { clockTimeSchema, isCalendarDate } from './events';
import { positiveInt32 } from './numbers';

/**
 * Whether a text names a time zone this runtime knows ("Asia/Hong_Kong", "Europe/London", "UTC"). Events keep their
 * times as the clock reads where they happen; the zone says where that is.
 */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const EVENT_DATE_REQUIRED = "Choose the event's date.";
export const PLACE_MAX_LENGTH = 300;

/**
 * PUT /api/pages/{id}/event: an event page's date, start and end times, place and time zone (issue 28), with the
 * page's version. Stored in the spec's time-location shape (3.1: `date`, `start_time`, `end_time`, `place.name`),
 * the page's `periods` kept; the times are the clock where the event happens, in `time_zone` (the site's zone when a
 * stored event has none). An end time earlier than the start is the next day's.
 */
export const saveEventDetailsBody = v.object({
  version: positiveInt32(),
  event: v.pipe(
    v.object({
      date: v.pipe(
        v.optional(v.string(EVENT_DATE_REQUIRED), ''),
        v.trim(),
        v.minLength(1, EVENT_DATE_REQUIRED),
        v.check(isCalendarDate, 'Date must be a real date written YYYY-MM-DD.'),
      ),
      start_time: v.optional(v.nullable(clockTimeSchema), null),
      end_time: v.optional(v.nullable(clockTimeSchema), null),
      place: v.optional(
        v.object({
          name: v.pipe(
            v.string('Place must be text.'),
            v.trim(),
            v.maxLength(PLACE_MAX_LENGTH, `Keep the place under ${PLACE_MAX_LENGTH} characters.`),
          ),
        }),
        { name: '' },
      ),
      time_zone: v.optional(
        v.pipe(
          v.string('Choose a time zone, such as Asia/Hong_Kong.'),
          v.check((name) => isTimeZone(name), 'Choose a time zone, such as Asia/Hong_Kong.'),
        ),
      ),
    }),
    v.check((event) => event.end_time === null || event.start_time !== null, 'Give a start time before an end time.'),
  ),
});
export type SaveEventDetailsBody = v.InferOutput<typeof saveEventDetailsBody>;
