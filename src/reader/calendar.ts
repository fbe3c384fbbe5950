import type { Locale } from '../../contract';

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
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

const chineseDate = new Intl.DateTimeFormat('zh-HK', { year: 'numeric', month: 'long', day: 'numeric' });
const chineseWeekday = new Intl.DateTimeFormat('zh-HK', { weekday: 'long' });

/** 'd MMMM yyyy' on /en (spec 2.6); Intl's zh-HK long date on /hk ('2026年11月14日'). */
export function longDateOf(date: Date, locale: Locale = 'en'): string {
  if (locale === 'hk') return chineseDate.format(date);
  return `${date.getDate()} ${ENGLISH_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** 'EEEE': the day's name ('Monday'; '星期一' on /hk). */
export function weekdayOf(date: Date, locale: Locale = 'en'): string {
  return locale === 'hk' ? chineseWeekday.format(date) : WEEKDAYS[date.getDay()];
}
