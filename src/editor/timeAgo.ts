import type { Locale } from '../../contract';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "now" ("5 分鐘前", "昨日", "現在" on /hk): how long ago a moment was, by the platform's Intl (the editor's entry cannot
 * carry date-fns and its locale within its bundle budget; date-fns still formats in the chunks loaded later).
 */
export function timeAgo(then: Date, now = new Date(), locale: Locale = 'en'): string {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale === 'hk' ? 'zh-HK' : 'en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
}
