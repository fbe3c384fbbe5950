import type { Locale } from '../../../contract';
import type { BlocksKey } from '../../i18n/blocks.en';
import type { Translate } from '../../i18n/translate';
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

/** A stored date as the date picker shows it: 'd MMMM yyyy' on /en, the zh-HK long date on /hk. */
export function formatDay(value: string | null | undefined, locale: Locale = 'en'): string | null {
  const day = dayOf(value);
  return day ? longDateOf(parseDate(day)!, locale) : null;
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

/** The window a scheduled button shows in, for the editor's badge: its texts from `t`, its dates in `locale`. */
export function scheduleLabel(button: Schedule, t: Translate<BlocksKey>, locale: Locale = 'en'): string {
  const on = formatDay(button.on, locale);
  const off = formatDay(button.off, locale);
  if (on && off) return t('buttons.shows', { on, off });
  if (on) return t('buttons.showsFrom', { on });
  if (off) return t('buttons.showsUntil', { off });
  return t('buttons.noDates');
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month typed as a number (1-12) or a name, whole or from its first three letters ("Dec", "december"). */
function monthOf(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const name = text.toLowerCase();
  if (name.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(name));
  return index < 0 ? null : index + 1;
}

/**
 * A date typed day first ("7 December 2026", "7 Dec 2026", "7/12/2026", "7-12-2026", "07.12.2026") as 'YYYY-MM-DD';
 * null unless it is a whole, real day with a four-digit year, so a half-typed year never becomes 0006 or 1906.
 */
export function parseTypedDay(text: string): string | null {
  const parts = text.trim().split(/[\s./,-]+/);
  if (parts.length !== 3) return null;
  const [dayText, monthText, yearText] = parts;
  if (!/^\d{1,2}$/.test(dayText) || !/^\d{4}$/.test(yearText)) return null;
  const day = Number(dayText);
  const month = monthOf(monthText);
  const year = Number(yearText);
  if (!month || month > 12 || day < 1 || year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}
