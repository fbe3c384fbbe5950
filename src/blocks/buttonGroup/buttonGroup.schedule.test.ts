import { describe, expect, it } from 'vitest';
import { blocksMessages } from '../../i18n/blocks';
import { translatorOf } from '../../i18n/translate';
import { dayOf, formatDay, isButtonVisible, parseTypedDay, scheduleLabel } from './buttonGroup.schedule';

const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00`);
const window = { scheduled: true, on: '2026-11-15', off: '2026-12-20' };

describe('button scheduling', () => {
  it('always shows a button that is not scheduled, whatever its dates', () => {
    expect(isButtonVisible({ scheduled: false, on: '2030-01-01', off: '2030-01-02' }, at('2026-01-01'))).toBe(true);
  });

  it('shows a scheduled button from the first moment of its on date to the last moment of its off date', () => {
    expect(isButtonVisible(window, at('2026-11-14', '23:59'))).toBe(false);
    expect(isButtonVisible(window, at('2026-11-15', '00:00'))).toBe(true);
    expect(isButtonVisible(window, at('2026-12-01'))).toBe(true);
    expect(isButtonVisible(window, at('2026-12-20', '23:59'))).toBe(true);
    expect(isButtonVisible(window, at('2026-12-21', '00:00'))).toBe(false);
  });

  it('shows a button whose on and off dates are the same day on that day only', () => {
    const oneDay = { scheduled: true, on: '2026-11-15', off: '2026-11-15' };
    expect(isButtonVisible(oneDay, at('2026-11-14'))).toBe(false);
    expect(isButtonVisible(oneDay, at('2026-11-15'))).toBe(true);
    expect(isButtonVisible(oneDay, at('2026-11-16'))).toBe(false);
  });

  it('treats a missing on or off date as an open end', () => {
    expect(isButtonVisible({ scheduled: true, on: null, off: '2026-12-03' }, at('2020-01-01'))).toBe(true);
    expect(isButtonVisible({ scheduled: true, on: null, off: '2026-12-03' }, at('2026-12-04'))).toBe(false);
    expect(isButtonVisible({ scheduled: true, on: '2026-11-01', off: null }, at('2099-01-01'))).toBe(true);
    expect(isButtonVisible({ scheduled: true, on: '2026-11-01', off: null }, at('2026-10-31'))).toBe(false);
    expect(isButtonVisible({ scheduled: true, on: null, off: null }, at('2026-10-31'))).toBe(true);
  });

  it('reads stored dates as local days, also full ISO times, and ignores unreadable ones', () => {
    expect(dayOf('2026-11-15')).toBe('2026-11-15');
    expect(dayOf(at('2026-11-15', '08:30').toISOString())).toBe('2026-11-15');
    expect(dayOf('soon')).toBeNull();
    expect(dayOf(null)).toBeNull();
    expect(isButtonVisible({ scheduled: true, on: 'soon', off: '2026-12-20' }, at('2026-12-20'))).toBe(true);
  });

  it('formats dates as "d MMMM yyyy" and describes the window for the editor badge', () => {
    const t = translatorOf(blocksMessages, 'en');
    expect(formatDay('2026-11-05')).toBe('5 November 2026');
    expect(scheduleLabel(window, t)).toBe('Shows 15 November 2026 – 20 December 2026');
    expect(scheduleLabel({ scheduled: true, on: '2026-11-15', off: null }, t)).toBe('Shows from 15 November 2026');
    expect(scheduleLabel({ scheduled: true, on: null, off: '2026-12-03' }, t)).toBe('Shows until 3 December 2026');
    expect(scheduleLabel({ scheduled: true, on: null, off: null }, t)).toBe('Scheduled, no dates');
  });

  it('on /hk gives the badge and its dates in Chinese', () => {
    const t = translatorOf(blocksMessages, 'hk');
    expect(formatDay('2026-11-05', 'hk')).toBe('2026年11月5日');
    expect(scheduleLabel(window, t, 'hk')).toBe('顯示期間：2026年11月15日 至 2026年12月20日');
    expect(scheduleLabel({ scheduled: true, on: null, off: null }, t, 'hk')).toBe('已排程，未設日期');
  });

  it('with utc, counts days in UTC, as the server renders and hydration repeats', () => {
    const fromDay = { scheduled: true, on: '2026-11-15', off: null };
    expect(isButtonVisible(fromDay, new Date('2026-11-14T23:30:00Z'), true)).toBe(false);
    expect(isButtonVisible(fromDay, new Date('2026-11-15T00:10:00Z'), true)).toBe(true);
  });
});

describe('typed dates', () => {
  it('reads day, month and year, the month as a number or a name', () => {
    expect(parseTypedDay('7 December 2026')).toBe('2026-12-07');
    expect(parseTypedDay(' 7 dec 2026 ')).toBe('2026-12-07');
    expect(parseTypedDay('07/12/2026')).toBe('2026-12-07');
    expect(parseTypedDay('7-12-2026')).toBe('2026-12-07');
    expect(parseTypedDay('29.2.2028')).toBe('2028-02-29');
  });

  it('refuses half-typed years, impossible days and anything else', () => {
    for (const text of [
      '7 12 6',
      '7 12 206',
      '7 12 20266',
      '30 2 2027',
      '32 1 2027',
      '7 13 2027',
      '7 De 2027',
      '',
      '7 December',
      'soon',
      '1 1 0006',
    ]) {
      expect(parseTypedDay(text), text).toBeNull();
    }
  });
});
