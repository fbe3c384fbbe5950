import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it("formats dates as 'd MMMM yyyy'", () => {
    expect(formatDate('2025-03-07')).toBe('7 March 2025');
    expect(formatDate('2025-11-21T12:00:00')).toBe('21 November 2025');
  });

  it('writes the date the Hong Kong Chinese way on hk pages', () => {
    expect(formatDate('2025-03-07', 'hk')).toBe('2025年3月7日');
    expect(formatDate('2025-03-07', 'hk')).not.toContain('March');
  });

  it('with utc, puts an instant on its UTC day and leaves a plain day as it is', () => {
    expect(formatDate('2026-10-22T20:00:00Z', 'en', true)).toBe('22 October 2026');
    expect(formatDate('2026-10-23T03:00:00+08:00', 'en', true)).toBe('22 October 2026');
    expect(formatDate('2026-10-22', 'en', true)).toBe('22 October 2026');
  });

  it('gives null for missing or invalid dates', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});
