import { describe, expect, it } from 'vitest';
import { isValidEmail } from './sharing';

describe('isValidEmail', () => {
  it.each([
    ['sam@example.org', true],
    ['  sam.lee+news@mail.example.org ', true],
    ['a@b.c', true],
    ['a@.b.c', true],
    ['a@b..c', true],
    ['sam@example', false],
    ['sam@.org', false],
    ['sam@example.', false],
    ['sam lee@example.org', false],
    ['sam@@example.org', false],
    ['@example.org', false],
  ])('%j: %s', (text, valid) => {
    expect(isValidEmail(text)).toBe(valid);
  });

  it('refuses a domain of many dots before a stray @ (the input that made the old expression quadratic)', () => {
    expect(isValidEmail(`a@a${'.a'.repeat(100_000)}@`)).toBe(false);
  });
});
