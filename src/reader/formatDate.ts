import type { Locale } from '../../contract';
import { longDateOf, parseDate } from './calendar';

export const DATE_FORMAT = 'd MMMM yyyy';

export function formatDate(value: string | null | undefined, locale: Locale = 'en'): string | null {
  const date = parseDate(value);
  return date ? longDateOf(date, locale) : null;
}
