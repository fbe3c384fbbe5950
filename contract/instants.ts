import { isValid, parseISO } from 'date-fns';
import * as v from 'valibot';
import { positiveInt32 } from './numbers';

/**
 * An ISO 8601 instant: a date, a time and an offset (Z or ±hh:mm), read by date-fns' parser, which refuses a day not
 * on the calendar (29 February 2099), a time that does not exist and an offset past ±23:59; null for anything else.
 */
export function parseInstant(text: string): Date | null {
  if (text.length > 40 || !text.includes('T') || !hasOffset(text)) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

function hasOffset(text: string): boolean {
  if (text.endsWith('Z')) return true;
  const sign = text.length - 6;
  return sign > 0 && (text[sign] === '+' || text[sign] === '-') && text[sign + 3] === ':';
}

const INSTANT = 'Send an ISO date and time with its offset, such as 2026-12-01T09:00:00Z, or null.';

/** An instant as ISO 8601 with its offset ("2026-12-01T09:00:00.000Z"), or null. */
const instantOrNull = v.nullable(
  v.pipe(
    v.string(INSTANT),
    v.check((text) => parseInstant(text) !== null, INSTANT),
  ),
);

/** PUT /api/pages/{id}/schedule: when the server is to publish and unpublish the page, on the version the caller has. */
export const schedulePageBody = v.object({
  version: positiveInt32(),
  publish_at: instantOrNull,
  unpublish_at: instantOrNull,
});
export type SchedulePageBody = v.InferOutput<typeof schedulePageBody>;

/** `?as_of=` of GET /api/pages/{slug}: an ISO 8601 instant with its offset (issue 19). */
export const asOfInstant = v.pipe(
  v.string(),
  v.check((text) => parseInstant(text) !== null, 'as_of must be an ISO 8601 instant, such as 2026-11-25T09:30:00Z.'),
  v.transform((text) => parseInstant(text)!),
);
