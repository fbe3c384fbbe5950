import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../tests/apiHarness';
import { sessions, users } from '../db/schema';
import { defaultConfig } from '../deps';
import { hashPassword, verifyPassword } from '../services/passwords';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ signInFailureLimit: { perAccount: 4, perAddress: 6, windowMinutes: 15 } });
});
afterEach(() => t.close());

describe('sign in', () => {
  it('returns a long random token and the user, and /me answers with it', async () => {
    const { status, body } = await t.json('POST', '/api/auth/sign_in', {
      body: { email: ' Editor@Example.org ', password: 'demo-editor' },
    });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(body.user.attributes).toMatchObject({ email: 'editor@example.org', role: 'editor', name: 'Alex Morgan' });
    const me = await t.json('GET', '/api/me', { token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.attributes.email).toBe('editor@example.org');
  });

  it('hashes passwords with PBKDF2-SHA256 at 600,000 rounds or more by default', async () => {
    expect(defaultConfig.passwordIterations).toBeGreaterThanOrEqual(600_000);
    const hash = await hashPassword('correct horse', defaultConfig.passwordIterations);
    expect(hash.split('$').slice(0, 2)).toEqual(['pbkdf2-sha256', String(defaultConfig.passwordIterations)]);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
  });

  it('stores only a hash of the token and a salted password hash at the configured rounds', async () => {
    const token = await t.signIn('reader@example.org');
    const stored = await t.deps.database.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, 'reader@example.org'));
    const [scheme, iterations] = user.passwordHash.split('$');
    expect(scheme).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBe(t.deps.config.passwordIterations);
    expect(user.passwordHash).not.toContain('demo-reader');
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrong = await t.json('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org', password: 'nope' } });
    const unknown = await t.json('POST', '/api/auth/sign_in', { body: { email: 'nobody@example.org', password: 'nope' } });
    expect(wrong).toEqual({ status: 401, body: { error: 'Email or password is incorrect.' } });
    expect(unknown).toEqual(wrong);
  });

  it('throttles an account after repeated failures, even with the right password, until the window passes', async () => {
    for (let i = 0; i < 4; i++) {
      const { status } = await t.json('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org', password: `bad${i}` } });
      expect(status).toBe(401);
    }
    const blocked = await t.json('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org', password: 'demo-editor' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/);
    t.setNow(new Date(TEST_NOW.getTime() + 16 * 60_000));
    expect((await t.json('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org', password: 'demo-editor' } })).status).toBe(200);
  });

  it('throttles an address that tries many accounts', async () => {
    const headers = { 'x-test-address': '10.9.9.9' };
    for (let i = 0; i < 6; i++) {
      const response = await t.request('POST', '/api/auth/sign_in', { headers, body: { email: `guess${i}@example.org`, password: 'x' } });
      expect(response.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/auth/sign_in', { headers, body: { email: 'reader@example.org', password: 'demo-reader' } });
    expect(blocked.status).toBe(429);
    const elsewhere = await t.request('POST', '/api/auth/sign_in', { body: { email: 'reader@example.org', password: 'demo-reader' } });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses bodies of the wrong shape with a 400 and a message', async () => {
    const missing = await t.json('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/password/);
    const broken = await t.request('POST', '/api/auth/sign_in', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('sessions', () => {
  it('sign-out revokes the token', async () => {
    const token = await t.signIn('editor@example.org');
    expect((await t.request('DELETE', '/api/auth/sign_out', { token })).status).toBe(204);
    expect((await t.request('GET', '/api/me', { token })).status).toBe(401);
  });

  it('tokens expire', async () => {
    const token = await t.signIn('editor@example.org');
    t.setNow(new Date(TEST_NOW.getTime() + 31 * 86_400_000));
    expect((await t.request('GET', '/api/me', { token })).status).toBe(401);
  });

  it('an unknown or malformed token is anonymous', async () => {
    expect((await t.request('GET', '/api/me', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await t.request('GET', '/api/me', { headers: { authorization: 'Bearer <script>' } })).status).toBe(401);
  });
});
