import { format, isValid, parseISO } from 'date-fns';
import { zhHK } from 'date-fns/locale/zh-HK';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDayOf, longDateOf, parseDate, weekdayOf } from './calendar';

const days = fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });

describe('calendar', () => {
  it('formats days as date-fns does, in English and Hong Kong Chinese', () => {
    fc.assert(
      fc.property(days, (date) => {
        expect(isoDayOf(date)).toBe(format(date, 'yyyy-MM-dd'));
        expect(longDateOf(date)).toBe(format(date, 'd MMMM yyyy'));
        expect(longDateOf(date, 'hk')).toBe(format(date, 'yyyy年M月d日'));
        expect(weekdayOf(date, 'hk')).toBe(format(date, 'EEEE', { locale: zhHK }));
        expect(weekdayOf(date)).toBe(format(date, 'EEEE'));
      }),
    );
  });

  it('reads stored dates and times as parseISO does', () => {
    const samples = [
      '2025-03-07',
      '2024-02-29',
      '2025-11-21T12:00:00',
      '2025-11-21T12:00',
      '2025-11-21T12',
      '2025-11-21 08:30:15',
      '2025-11-21T23:30:00.123Z',
      '2025-11-21T23:30:00+08:00',
      '2025-11-21T23:30:00+0800',
      '2025-11-21T01:00:00-05',
    ];
    for (const sample of samples) expect(parseDate(sample)?.getTime(), sample).toBe(parseISO(sample).getTime());
  });

  it('gives null for missing, malformed or impossible dates', () => {
    for (const sample of [null, undefined, '', 'soon', '2025-02-29', '2025-13-01', '2025-00-10', '2025-1-5', '2025-11-21T25:00']) {
      expect(parseDate(sample), String(sample)).toBeNull();
      if (sample) expect(isValid(parseISO(sample)), sample).toBe(false);
    }
  });
});
