import { describe, expect, it } from 'vitest';
import { parseInstant } from './instants';

describe('instants', () => {
  it('reads ISO 8601 instants with their offset, and refuses days, times and offsets that do not exist (issue 29)', () => {
    expect(parseInstant('2026-11-25T09:30:00Z')?.toISOString()).toBe('2026-11-25T09:30:00.000Z');
    expect(parseInstant('2026-11-25T09:30:00+08:00')?.toISOString()).toBe('2026-11-25T01:30:00.000Z');
    expect(parseInstant('2096-02-29T09:00:00Z')?.toISOString()).toBe('2096-02-29T09:00:00.000Z');
    for (const text of [
      '2026-11-25T09:30:00+99:99',
      '2099-02-29T09:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-11-25T09:30:60Z',
      '2026-11-25T09:30:00',
      '2026-11-25',
      'tomorrow',
      '',
      `2026-11-25T09:30:00${'0'.repeat(100)}Z`,
    ]) {
      expect(parseInstant(text), text).toBeNull();
    }
  });
});
