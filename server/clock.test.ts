import { describe, expect, it } from 'vitest';
import { clockFromEnv } from './clock';

describe('the server clock', () => {
  it('is the real time without CLOCK_START', () => {
    let real = Date.parse('2031-05-06T07:08:09.010Z');
    const { clock, startRunning } = clockFromEnv({}, () => real);
    expect(clock().toISOString()).toBe('2031-05-06T07:08:09.010Z');
    real += 1234;
    startRunning();
    expect(clock().toISOString()).toBe('2031-05-06T07:08:10.244Z');
  });

  it('reads CLOCK_START until the server is ready, then runs on in real time from it', () => {
    let real = Date.parse('2031-05-06T07:08:09.010Z');
    const { clock, startRunning } = clockFromEnv({ CLOCK_START: '2027-03-01T08:59:30Z' }, () => real);
    expect(clock().toISOString()).toBe('2027-03-01T08:59:30.000Z');
    real += 20_000;
    expect(clock().toISOString()).toBe('2027-03-01T08:59:30.000Z');
    startRunning();
    real += 45_500;
    expect(clock().toISOString()).toBe('2027-03-01T09:00:15.500Z');
    startRunning();
    expect(clock().toISOString()).toBe('2027-03-01T09:00:15.500Z');
    expect(
      clockFromEnv({ CLOCK_START: '2027-03-01T10:00:00+02:00' }, () => real)
        .clock()
        .toISOString(),
    ).toBe('2027-03-01T08:00:00.000Z');
  });

  it('refuses a CLOCK_START that is not a date and time', () => {
    for (const value of ['tomorrow', '2027-03-01', '1700000000000', '2027-13-45T99:00:00Z']) {
      expect(() => clockFromEnv({ CLOCK_START: value })).toThrow(/CLOCK_START must be a date and time/);
    }
  });
});
