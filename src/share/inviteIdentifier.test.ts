import { describe, expect, it } from 'vitest';
import { firstEmail, inviteIdentifierOf } from './inviteIdentifier';

describe('invite identifiers (spec 5.4)', () => {
  it('send the uid, else the email, the first of a comma-separated list', () => {
    expect(inviteIdentifierOf({ uid: 'abc', email: 'a@example.org' })).toBe('abc');
    expect(inviteIdentifierOf({ uid: '', email: 'a@example.org' })).toBe('a@example.org');
    expect(inviteIdentifierOf({ uid: null, email: ' a@example.org, b@example.org' })).toBe('a@example.org');
    expect(firstEmail(undefined)).toBe('');
  });
});
