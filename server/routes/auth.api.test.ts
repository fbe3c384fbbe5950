import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../tests/apiHarness';
import { sessions, users } from '../db/schema';
import { defaultConfig } from '../deps';
import { hashPassword, verifyPassword } from '../services/passwords';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    signInThrottle: {
      free: { account: 3, address: 6 },
      firstDelaySeconds: 1,
      maxDelaySeconds: { account: 8, address: 30 },
      forgetAfterMinutes: 15,
    },
  });
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

  const attempt = (email: string, password: string, address = '127.0.0.1') =>
    t.request('POST', '/api/auth/sign_in', { headers: { 'x-test-address': address }, body: { email, password } });
  const advance = (seconds: number) => t.setNow(new Date(t.deps.clock().getTime() + seconds * 1000));

  it('counts concurrent wrong passwords one by one: none slips past the delay', async () => {
    const responses = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt('editor@example.org', `bad${i}`)));
    const statuses = responses.map((response) => response.status).sort();
    // Three free failures, then the fourth attempt is taken and sets a one-second delay for the rest.
    expect(statuses).toEqual([...Array(4).fill(401), ...Array(11).fill(429)]);
    const throttled = responses.find((response) => response.status === 429)!;
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(await throttled.json()).toEqual({ error: 'Too many failed sign-in attempts. Please try again in 1 second.', retry_after: 1 });
  });

  it('makes each further failure wait twice as long, up to a short cap, even for the right password', async () => {
    // From a new address each time, as a distributed attacker would, so only the account's delay applies.
    let address = 0;
    const from = () => `10.0.${++address}.1`;
    for (let i = 0; i < 4; i++) expect((await attempt('editor@example.org', 'bad', from())).status).toBe(401);
    const waits: string[] = [];
    for (let i = 0; i < 6; i++) {
      const blocked = await attempt('editor@example.org', 'demo-editor', from());
      expect(blocked.status).toBe(429);
      waits.push(blocked.headers.get('retry-after')!);
      advance(Number(blocked.headers.get('retry-after')));
      expect((await attempt('editor@example.org', 'still-bad', from())).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '8', '8']);
  });

  it('lets the owner in after at most the cap however long an attack went on, and then starts afresh', async () => {
    for (let i = 0; i < 200; i++) {
      await attempt('editor@example.org', 'guess', `10.0.${i % 250}.1`);
      advance(3);
    }
    const blocked = await attempt('editor@example.org', 'demo-editor', '192.0.2.7');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(8);
    advance(8);
    expect((await attempt('editor@example.org', 'demo-editor', '192.0.2.7')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('editor@example.org', 'typo', '192.0.2.7')).status).toBe(401);
  });

  it('forgets failures after a quiet quarter of an hour', async () => {
    for (let i = 0; i < 4; i++) await attempt('editor@example.org', 'bad');
    expect((await attempt('editor@example.org', 'demo-editor')).status).toBe(429);
    advance(16 * 60);
    for (let i = 0; i < 3; i++) expect((await attempt('editor@example.org', 'bad')).status).toBe(401);
    expect((await attempt('editor@example.org', 'demo-editor')).status).toBe(200);
  });

  it('slows down an address that tries many accounts, and only that address', async () => {
    for (let i = 0; i < 7; i++) expect((await attempt(`guess${i}@example.org`, 'x', '10.9.9.9')).status).toBe(401);
    const blocked = await attempt('reader@example.org', 'demo-reader', '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect((await attempt('reader@example.org', 'demo-reader', '10.1.1.1')).status).toBe(200);
  });

  it('does not slow down an office whose people sign in successfully from one address', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt('reader@example.org', 'demo-reader', '10.5.5.5')).status).toBe(200);
  });

  it('lets a browser that signed in before in at once after 200 guesses from its address at many accounts; a new one waits at most the cap (issue 29)', async () => {
    const office = '10.5.5.5';
    const signedIn = await attempt('reader@example.org', 'demo-reader', office);
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^masthead_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0];
    // An attacker behind the same address guesses at 200 accounts, waiting out each delay.
    for (let guess = 0; guess < 200;) {
      const answer = await attempt(`guess${guess}@example.org`, 'x', office);
      if (answer.status === 429) advance(Number(answer.headers.get('retry-after')));
      else guess++;
    }
    const withCookie = () =>
      t.request('POST', '/api/auth/sign_in', {
        headers: { 'x-test-address': office, cookie },
        body: { email: 'reader@example.org', password: 'demo-reader' },
      });
    expect((await withCookie()).status).toBe(200);
    // The cookie is for that account only: another account's sign-in from that browser is a new browser's.
    const other = await t.request('POST', '/api/auth/sign_in', {
      headers: { 'x-test-address': office, cookie },
      body: { email: 'editor@example.org', password: 'demo-editor' },
    });
    expect(other.status).toBe(429);
    const fresh = await attempt('editor@example.org', 'demo-editor', office);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    // The address forgets a quarter of an hour after its last failure, however many sign-ins succeed meanwhile.
    for (let minute = 0; minute < 16; minute++) {
      advance(60);
      expect((await withCookie()).status).toBe(200);
    }
    expect((await attempt('editor@example.org', 'demo-editor', office)).status).toBe(200);
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
