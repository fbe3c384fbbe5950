import { format, isValid, parseISO } from 'date-fns';
import { zhHK } from 'date-fns/locale/zh-HK';
import type { Locale } from '../../contract';

export const DATE_FORMAT = 'd MMMM yyyy';

export function formatDate(value: string | null | undefined, locale: Locale = 'en'): string | null {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  return format(date, DATE_FORMAT, locale === 'hk' ? { locale: zhHK } : undefined);
}
