import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(new Date('2026-11-24T11:59:40Z'), now)).toBe('now');
    expect(timeAgo(new Date('2026-11-24T11:55:00Z'), now)).toBe('5 minutes ago');
    expect(timeAgo(new Date('2026-11-24T09:00:00Z'), now)).toBe('3 hours ago');
    expect(timeAgo(new Date('2026-11-23T12:00:00Z'), now)).toBe('yesterday');
    expect(timeAgo(new Date('2026-11-10T12:00:00Z'), now)).toBe('2 weeks ago');
  });

  it('says it in Chinese on /hk', () => {
    expect(timeAgo(new Date('2026-11-24T11:55:00Z'), now, 'hk')).toBe('5 分鐘前');
    expect(timeAgo(new Date('2026-11-23T12:00:00Z'), now, 'hk')).toBe('昨日');
  });
});
