import { describe, expect, it } from 'vitest';
import { withoutTrailing } from './withoutTrailing';

describe('withoutTrailing', () => {
  it('drops only the given characters, and only at the end', () => {
    expect(withoutTrailing('/api/images//', '/')).toBe('/api/images');
    expect(withoutTrailing('a \t \t', ' \t')).toBe('a');
    expect(withoutTrailing(' a b ', ' ')).toBe(' a b');
    expect(withoutTrailing('   ', ' ')).toBe('');
    expect(withoutTrailing('', ' ')).toBe('');
  });

  it('keeps a long run that does not reach the end (the input that made / +$/ quadratic)', () => {
    const text = `${' '.repeat(1_000_000)}x`;
    expect(withoutTrailing(text, ' ')).toBe(text);
  });
});
