import type { Locale } from '../../contract';
import { useHydrated } from '../ui/useHydrated';
import { longDateOf, parseDate, utcDayOf } from './calendar';

export const DATE_FORMAT = 'd MMMM yyyy';

/**
 * 'd MMMM yyyy' of a stored date. An instant (a time with its offset) falls on the reader's own day, or with `utc` on
 * its UTC day; a plain 'YYYY-MM-DD' is that day either way.
 */
export function formatDate(value: string | null | undefined, locale: Locale = 'en', utc = false): string | null {
  const date = parseDate(value);
  if (!date) return null;
  const instant = utc && /[T ]\d/.test(value!.trim());
  return longDateOf(instant ? parseDate(utcDayOf(date))! : date, locale);
}

/**
 * Whether a screen must show dates in UTC: on the server and while the browser hydrates its HTML, so that both render
 * the same text whatever time zone each is in; the reader's own time zone from then on.
 */
export function useDatesInUtc(): boolean {
  return !useHydrated();
}
