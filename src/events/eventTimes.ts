import type { ClockTime, Locale } from '../../contract';

const pad = (value: number) => String(value).padStart(2, '0');

/** A clock time as a time field holds it ('18:30'); '' for none. */
export function clockTextOf(time: ClockTime | null | undefined): string {
  return time ? `${pad(time.hour)}:${pad(time.minute)}` : '';
}

/** A time field's 'HH:mm' as a clock time; null when empty or not a time. */
export function clockOfText(text: string): ClockTime | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(text.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

export interface ZoneOption {
  value: string;
  label: string;
}

function zoneName(zone: string, locale: Locale, at: Date, style: 'longGeneric' | 'shortOffset'): string {
  try {
    const format = new Intl.DateTimeFormat(locale === 'hk' ? 'zh-HK' : 'en-GB', { timeZone: zone, timeZoneName: style });
    return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * Every time zone the browser knows, named by its IANA name, its name in the route's language and its offset on the
 * event's day ("Europe/London — United Kingdom Time (GMT+1)"), in alphabetical order so a typed letter finds it.
 * `keep` are zones to list even when the browser does not (the event's own, the site's).
 */
export function timeZoneOptions(locale: Locale, day: string | null, keep: string[]): ZoneOption[] {
  const at = day ? new Date(`${day}T12:00:00Z`) : new Date();
  const zones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', ...keep.filter(Boolean)]);
  return [...zones].sort().map((zone) => {
    const generic = zoneName(zone, locale, at, 'longGeneric');
    const offset = zoneName(zone, locale, at, 'shortOffset');
    const named = generic && !generic.startsWith('GMT') ? ` — ${generic}` : '';
    return { value: zone, label: `${zone.replaceAll('_', ' ')}${named}${offset ? ` (${offset})` : ''}` };
  });
}

/** The browser's own zone, for an editor on a site whose configuration has none. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
