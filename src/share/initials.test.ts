import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initials (spec 3.5)', () => {
  it('come from the name, else the first letter of the email, else "U"', () => {
    expect(initialsOf({ name: 'Sam Lee', email: 'colleague@example.org' })).toBe('SL');
    expect(initialsOf({ name: '  robin   de la chan ' })).toBe('RC');
    expect(initialsOf({ name: 'Ada' })).toBe('A');
    expect(initialsOf({ name: '陳大文' })).toBe('陳');
    expect(initialsOf({ name: '  ', email: 'zoe@example.org' })).toBe('Z');
    expect(initialsOf({ name: null, email: null })).toBe('U');
    expect(initialsOf({})).toBe('U');
  });
});
