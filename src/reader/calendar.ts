import type { Locale } from '../../contract';

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}(?::\d{2}(?::\d{2}(?:[.,]\d+)?)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** A stored date read as date-fns' parseISO does ('YYYY-MM-DD' is a local day); null unless a real date. */
export function parseDate(value: string | null | undefined): Date | null {
  const match = ISO_DATE.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day, time, offset] = match;
  const calendarDay = new Date(Number(year), Number(month) - 1, Number(day));
  if (calendarDay.getMonth() !== Number(month) - 1 || calendarDay.getDate() !== Number(day)) return null;
  if (!time) return calendarDay;
  const clock = time.replace(',', '.').padEnd(5, ':00');
  const digits = offset?.replace(':', '') ?? '';
  const zone = !offset || offset === 'Z' ? (offset ?? '') : `${digits.slice(0, 3)}:${digits.slice(3) || '00'}`;
  const date = new Date(`${year}-${month}-${day}T${clock}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'yyyy-MM-dd' of the UTC day. */
export function utcDayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'yyyy-MM-dd' of the local day. */
export function isoDayOf(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** 'd MMMM yyyy', with Hong Kong Chinese month names on hk pages. */
export function longDateOf(date: Date, locale: Locale = 'en'): string {
  const month = locale === 'hk' ? `${CHINESE_NUMERALS[date.getMonth()]}月` : ENGLISH_MONTHS[date.getMonth()];
  return `${date.getDate()} ${month} ${date.getFullYear()}`;
}

/** 'EEEE': the English day name. */
export function weekdayOf(date: Date): string {
  return WEEKDAYS[date.getDay()];
}
