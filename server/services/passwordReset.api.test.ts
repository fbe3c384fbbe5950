import { describe, expect, it, vi } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { bodyOf, appsMailingToSink, subjectOf } from '../../tests/smtpSink';
import { jobs } from '../db/jobsSchema';
import { passwordResets, trustedDevices } from '../db/schema';
import { randomToken } from './tokens';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';

let t: TestApp;
const sink = appsMailingToSink((app) => {
  t = app;
});

const ask = (email: string, address = '10.0.0.1') =>
  t.request('POST', '/api/auth/password_reset', { body: { email, locale: 'hk' }, headers: { 'x-test-address': address } });
const reset = (token: string, password: string) => t.json('POST', `/api/auth/password_reset/${token}`, { body: { password } });
const signIn = (password: string) => t.request('POST', '/api/auth/sign_in', { body: { email: 'reader@example.org', password } });

async function linkSent(): Promise<string> {
  await runDueJobs(t.deps, jobHandlers(t.deps));
  const mail = sink.received.at(-1)!;
  expect(subjectOf(mail)).toBe('Reset your Masthead password');
  const link = /https:\/\/www\.example\.org\/hk\/reset-password\/([A-Za-z0-9_-]{43})/.exec(bodyOf(mail));
  expect(link).not.toBeNull();
  return link![1];
}

describe('forgot password', () => {
  it('e-mails a one-use link; the new password works, the old one and every session end', async () => {
    const session = await t.signIn('reader@example.org');
    expect((await ask('Reader@Example.org')).status).toBe(202);
    const token = await linkSent();
    expect(sink.received.at(-1)!.to).toEqual(['reader@example.org']);
    expect((await reset(token, 'short')).status).toBe(400);
    expect((await reset(token, 'a much longer passphrase')).status).toBe(200);
    expect((await signIn('a much longer passphrase')).status).toBe(200);
    expect((await signIn('demo-reader')).status).toBe(401);
    expect((await t.request('GET', '/api/me', { token: session })).status).toBe(401);
    expect((await reset(token, 'another long passphrase')).body.error).toBe('This link does not work any more. Ask for a new one.');
  });

  it('answers the same for an unknown address and sends nothing, and keeps only a hash of the token', async () => {
    const known = await ask('reader@example.org');
    const unknown = await ask('nobody@example.org');
    expect([unknown.status, await unknown.json()]).toEqual([known.status, await known.json()]);
    const token = await linkSent();
    expect(sink.received).toHaveLength(1);
    const stored = await t.deps.database.db.select().from(passwordResets);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('closes the link after an hour, and refuses made-up tokens', async () => {
    await ask('reader@example.org');
    const token = await linkSent();
    t.setNow(new Date(TEST_NOW.getTime() + 3_600_000 + 1000));
    expect((await reset(token, 'a much longer passphrase')).status).toBe(400);
    for (const guess of ['A'.repeat(43), 'short', '%00']) expect((await reset(guess, 'a much longer passphrase')).status).toBe(400);
    expect((await signIn('demo-reader')).status).toBe(200);
  });

  it('slows down many requests for one account, from any address, and keeps doing so while they go on', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) statuses.push((await ask('reader@example.org', `10.1.${index}.1`)).status);
    expect(statuses).toContain(429);
    // A quarter of an hour later a burst starts a new count and is slowed down again (it went through whole, issue 29).
    t.setNow(new Date(TEST_NOW.getTime() + 16 * 60_000));
    const later: number[] = [];
    for (let index = 0; index < 20; index++) later.push((await ask('reader@example.org', `10.2.${index}.1`)).status);
    expect(later.filter((status) => status === 202)).toHaveLength(6);
  });

  it('looks a link up before hashing any password, and slows down guessing links from one address (issue 29)', async () => {
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 40; index++) {
        const guess = randomToken(32);
        statuses.push(
          (
            await t.request('POST', `/api/auth/password_reset/${guess}`, {
              body: { password: 'a much longer passphrase' },
              headers: { 'x-test-address': '10.9.9.9' },
            })
          ).status,
        );
      }
      // No password was hashed for a link that does not work.
      expect(deriveBits).not.toHaveBeenCalled();
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
      expect(statuses.slice(31)).toEqual(Array(9).fill(429));
      // Another address is not held up by it.
      await ask('reader@example.org');
      const token = await linkSent();
      expect((await reset(token, 'a much longer passphrase')).status).toBe(200);
      expect(deriveBits).toHaveBeenCalledTimes(1);
    } finally {
      deriveBits.mockRestore();
    }
  });

  it('ends every other reset link, every session and every trusted browser of the account when one is used (issue 29)', async () => {
    const { db } = t.deps.database;
    const session = await t.signIn('reader@example.org');
    await ask('reader@example.org', '10.0.0.2');
    const older = await linkSent();
    t.setNow(new Date(TEST_NOW.getTime() + 60_000));
    await ask('reader@example.org', '10.0.0.3');
    const newer = await linkSent();
    expect(await db.select().from(trustedDevices)).not.toEqual([]);
    expect((await reset(newer, 'a much longer passphrase')).status).toBe(200);
    expect((await reset(older, 'yet another long passphrase')).body.error).toBe('This link does not work any more. Ask for a new one.');
    expect((await t.request('GET', '/api/me', { token: session })).status).toBe(401);
    expect(await db.select().from(trustedDevices)).toEqual([]);
  });

  it('does the same work for an address with an account and one without: the request only queues it (issue 29)', async () => {
    const { db } = t.deps.database;
    const count = async () => ({ jobs: (await db.select().from(jobs)).length, resets: (await db.select().from(passwordResets)).length });
    const before = await count();
    await ask('reader@example.org', '10.0.0.4');
    const afterKnown = await count();
    await ask('nobody@example.org', '10.0.0.5');
    const afterUnknown = await count();
    expect(afterKnown).toEqual({ jobs: before.jobs + 1, resets: before.resets });
    expect(afterUnknown).toEqual({ jobs: before.jobs + 2, resets: before.resets });
    // The queue sends one link, to the account that exists.
    await linkSent();
    expect(sink.received).toHaveLength(1);
  });

  it('is not offered without a mail server', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.json('GET', '/api/site_config')).body.data.attributes.email).toBe(false);
      expect((await bare.request('POST', '/api/auth/password_reset', { body: { email: 'reader@example.org' } })).status).toBe(503);
    } finally {
      await bare.close();
    }
    expect((await t.json('GET', '/api/site_config')).body.data.attributes.email).toBe(true);
  });
});
