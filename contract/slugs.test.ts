import { describe, expect, it } from 'vitest';
import { readableSlugOf, slugOfText, slugProblemOf } from './slugs';

describe('addresses', () => {
  it('are words of Latin letters and digits joined by single hyphens', () => {
    expect(slugOfText('Temple Street Night Market')).toBe('temple-street-night-market');
    expect(slugOfText('  Café & Bar -- Mong Kok’s 2nd night! ')).toBe('cafe-and-bar-mong-koks-2nd-night');
    expect(slugOfText('Ærø – Ōsaka Über Straße')).toBe('aero-osaka-uber-strasse');
    expect(slugOfText('廟街夜市')).toBe('');
    expect(slugOfText('廟街 Temple Street 夜市')).toBe('temple-street');
  });

  it('are cut between words', () => {
    expect(slugOfText('one two three', 9)).toBe('one-two');
    expect(slugOfText('supercalifragilistic word', 5)).toBe('super');
  });

  it('get a noun for digits alone, and the noun and a day for a title without Latin words', () => {
    expect(readableSlugOf('2026', 'stories')).toBe('story-2026');
    expect(readableSlugOf('2026 香港書展', 'news')).toBe('news-2026');
    expect(readableSlugOf('廟街夜市', 'events', { day: '2026-11-27' })).toBe('event-2026-11-27');
    expect(readableSlugOf('廟街夜市', 'events')).toBeNull();
    expect(readableSlugOf('Night Market', 'projects')).toBe('night-market');
  });

  it('name what is wrong with one', () => {
    expect(['', 'x'.repeat(101), 'Temple Street', 'two--hyphens', '2026', 'trash', 'night-market-2'].map(slugProblemOf)).toEqual([
      'required',
      'tooLong',
      'format',
      'format',
      'digitsOnly',
      'reserved',
      null,
    ]);
  });
});
