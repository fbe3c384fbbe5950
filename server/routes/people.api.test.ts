import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { databaseDigest } from '../../tests/memoFixtures';
import { bodyOf, startSmtpSink, subjectOf } from '../../tests/smtpSink';
import { pages, users } from '../db/schema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { LAST_ADMINISTRATOR } from '../services/people';

/** The People API (issue 32): administrators list, invite, change roles, deactivate, reactivate and send resets. */

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ publicUrl: 'https://www.example.org' });
  admin = await t.signIn('admin@example.org');
});
afterEach(() => t.close());

const invite = (token: string | null, person: unknown) => t.json('POST', '/api/admin/people', { token, body: { person, locale: 'en' } });
const uidOf = async (email: string) => (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0].uid;
const tokenIn = (link: string) => link.split('/').pop()!;

describe('who may call the People API', () => {
  it('refuses signed-out callers (401) and every role but administrator (403), changing nothing', async () => {
    const colleague = await uidOf('colleague@example.org');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/people'],
      ['POST', '/api/admin/people', { person: { name: 'Eve', email: 'eve@example.org', role: 'admin' } }],
      ['PUT', `/api/admin/people/${colleague}/role`, { role: 'admin' }],
      ['PUT', `/api/admin/people/${colleague}/deactivate`],
      ['PUT', `/api/admin/people/${colleague}/reactivate`],
      ['POST', `/api/admin/people/${colleague}/password_reset`, {}],
    ];
    for (const [email, expected] of [
      [null, 401],
      ['editor@example.org', 403],
      ['reader@example.org', 403],
    ] as const) {
      const token = email ? await t.signIn(email) : null;
      for (const [method, path, body] of calls) {
        const answer = await t.json(method, path, { token, body });
        expect(answer, `${email} ${method} ${path}`).toMatchObject({ status: expected, body: { error: expect.any(String) } });
      }
    }
    const people = await t.deps.database.db
      .select({ role: users.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.uid, colleague));
    expect(people).toEqual([{ role: 'editor', deactivatedAt: null }]);
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, 'eve@example.org'))).toEqual([]);
  });
});

describe('the list', () => {
  it('shows each person with role, status and last sign-in, and never a password hash', async () => {
    const { status, body } = await t.json('GET', '/api/admin/people', { token: admin });
    expect(status).toBe(200);
    const byEmail = Object.fromEntries(body.data.map((row: { attributes: { email: string } }) => [row.attributes.email, row.attributes]));
    expect(byEmail['admin@example.org']).toMatchObject({ role: 'admin', status: 'active', last_sign_in_at: TEST_NOW.toISOString() });
    expect(byEmail['reader@example.org']).toMatchObject({ role: 'staff', status: 'active', last_sign_in_at: null });
    expect(JSON.stringify(body)).not.toContain('pbkdf2');
  });
});

describe('invitations', () => {
  it('makes an invited account whose link, shown without SMTP, sets a password once; the person then signs in', async () => {
    const invited = await invite(admin, { name: 'Sam Lee', email: ' Sam.Lee@Example.org ', role: 'editor' });
    expect(invited.status).toBe(201);
    expect(invited.body.data.attributes).toMatchObject({
      name: 'Sam Lee',
      email: 'sam.lee@example.org',
      role: 'editor',
      status: 'invited',
      last_sign_in_at: null,
    });
    expect(invited.body.meta).toMatchObject({
      sent: false,
      link: expect.stringMatching(/^https:\/\/www\.example\.org\/en\/reset-password\/[A-Za-z0-9_-]{43}$/),
    });
    // No password works before one is chosen.
    expect((await t.json('POST', '/api/auth/sign_in', { body: { email: 'sam.lee@example.org', password: 'invited' } })).status).toBe(401);
    const token = tokenIn(invited.body.meta.link);
    expect((await t.json('POST', `/api/auth/password_reset/${token}`, { body: { password: 'a-new-password-1' } })).status).toBe(200);
    // Used once: the same link works no more.
    expect(await t.json('POST', `/api/auth/password_reset/${token}`, { body: { password: 'another-password-2' } })).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
    const session = await t.signIn('sam.lee@example.org', 'a-new-password-1');
    expect((await t.json('GET', '/api/me', { token: session })).body.data.attributes.role).toBe('editor');
    const listed = await t.json('GET', '/api/admin/people', { token: admin });
    expect(
      listed.body.data.find((row: { attributes: { email: string } }) => row.attributes.email === 'sam.lee@example.org').attributes.status,
    ).toBe('active');
  });

  it('refuses a link after seven days', async () => {
    const invited = await invite(admin, { name: 'Late Comer', email: 'late@example.org', role: 'author' });
    t.setNow(new Date(TEST_NOW.getTime() + 7 * 86_400_000 + 1000));
    const late = await t.json('POST', `/api/auth/password_reset/${tokenIn(invited.body.meta.link)}`, {
      body: { password: 'a-new-password-1' },
    });
    expect(late).toMatchObject({ status: 400, body: { error: 'This link does not work any more. Ask for a new one.' } });
  });

  it('refuses an address that already has an account, in any case, and malformed bodies, changing nothing', async () => {
    const before = await databaseDigest(t);
    expect(await invite(admin, { name: 'Again', email: 'EDITOR@example.org', role: 'editor' })).toMatchObject({
      status: 409,
      body: { error: 'Someone with this email address already has an account.' },
    });
    for (const person of [
      { name: '', email: 'x@example.org', role: 'editor' },
      { name: 'X', email: 'not an address', role: 'editor' },
      { name: 'X', email: 'x@example.org', role: 'owner' },
      { name: 'X', email: 'x@example.org' },
      'junk',
    ]) {
      expect(await invite(admin, person)).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    }
    expect((await t.request('POST', '/api/admin/people', { token: admin, raw: '{"person":' })).status).toBe(400);
    expect(await databaseDigest(t)).toBe(before);
  });
});

describe('roles and the last administrator', () => {
  it('changes a role, and refuses to demote or deactivate the last active administrator', async () => {
    const colleague = await uidOf('colleague@example.org');
    expect(
      (await t.json('PUT', `/api/admin/people/${colleague}/role`, { token: admin, body: { role: 'contributor' } })).body.data.attributes
        .role,
    ).toBe('contributor');
    const self = await uidOf('admin@example.org');
    expect(await t.json('PUT', `/api/admin/people/${self}/role`, { token: admin, body: { role: 'editor' } })).toMatchObject({
      status: 409,
      body: { error: LAST_ADMINISTRATOR },
    });
    // With a second administrator, the first may step down; the second is then the last.
    await t.json('PUT', `/api/admin/people/${colleague}/role`, { token: admin, body: { role: 'admin' } });
    expect((await t.json('PUT', `/api/admin/people/${self}/role`, { token: admin, body: { role: 'editor' } })).status).toBe(200);
    const second = await t.signIn('colleague@example.org');
    expect(await t.json('PUT', `/api/admin/people/${colleague}/role`, { token: second, body: { role: 'staff' } })).toMatchObject({
      status: 409,
      body: { error: LAST_ADMINISTRATOR },
    });
    expect(await t.json('PUT', `/api/admin/people/${colleague}/deactivate`, { token: second })).toMatchObject({
      status: 400,
      body: { error: 'You cannot deactivate yourself.' },
    });
    expect((await t.json('PUT', `/api/admin/people/${colleague}/role`, { token: second, body: { role: 'nobody' } })).status).toBe(400);
    expect((await t.json('PUT', `/api/admin/people/${'0'.repeat(32)}/role`, { token: second, body: { role: 'staff' } })).status).toBe(404);
    expect((await t.json('PUT', '/api/admin/people/not-a-uid/deactivate', { token: second })).status).toBe(404);
  });
});

describe('deactivation', () => {
  it('ends every session at once and refuses sign-in until reactivated; their pages and their name stay', async () => {
    const editor = await t.signIn('editor@example.org');
    const other = await t.signIn('editor@example.org');
    const uid = await uidOf('editor@example.org');
    const owned = await t.deps.database.db
      .select({ id: pages.id })
      .from(pages)
      .innerJoin(users, eq(users.id, pages.ownerId))
      .where(eq(users.uid, uid));
    expect((await t.json('PUT', `/api/admin/people/${uid}/deactivate`, { token: admin })).body.data.attributes.status).toBe('deactivated');
    for (const token of [editor, other]) expect((await t.json('GET', '/api/me', { token })).status).toBe(401);
    expect((await t.json('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org', password: 'demo-editor' } })).status).toBe(
      401,
    );
    const still = await t.deps.database.db
      .select({ id: pages.id })
      .from(pages)
      .innerJoin(users, eq(users.id, pages.ownerId))
      .where(eq(users.uid, uid));
    expect(still).toEqual(owned);
    expect((await t.json('POST', `/api/admin/people/${uid}/password_reset`, { token: admin, body: {} })).status).toBe(409);
    expect((await t.json('PUT', `/api/admin/people/${uid}/reactivate`, { token: admin })).body.data.attributes.status).toBe('active');
    expect(await t.signIn('editor@example.org')).toEqual(expect.any(String));
  });
});

describe('password resets sent by an administrator', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());

  it('e-mails the person a reset link (and an invitation its link) through the mail queue, showing no link', async () => {
    const mailed = await createTestApp({ publicUrl: 'https://www.example.org' }, { mailer: sink.mailer });
    try {
      sink.received.length = 0;
      const token = await mailed.signIn('admin@example.org');
      // The e-mails name the site as its administrators do.
      const current = (await mailed.json('GET', '/api/admin/settings', { token })).body.data.attributes;
      const { version, saved: _saved, updated_at: _updated, ...settings } = current;
      const named = await mailed.json('PUT', '/api/admin/settings', {
        token,
        body: { ...settings, version, site_name: { en: 'Harbour Institute', hk: '海港學會' } },
      });
      expect(named.status).toBe(200);
      const uid = (await mailed.deps.database.db.select().from(users).where(eq(users.email, 'colleague@example.org')))[0].uid;
      const reset = await mailed.json('POST', `/api/admin/people/${uid}/password_reset`, { token, body: { locale: 'hk' } });
      expect(reset).toMatchObject({ status: 200, body: { meta: { sent: true, link: null } } });
      const invited = await mailed.json('POST', '/api/admin/people', {
        token,
        body: { person: { name: 'Ada', email: 'ada@example.org', role: 'author' } },
      });
      expect(invited.body.meta).toEqual({ sent: true, link: null });
      await runDueJobs(mailed.deps, jobHandlers(mailed.deps));
      const subjects = sink.received.map((mail) => [mail.to, subjectOf(mail)]);
      expect(subjects).toEqual(
        expect.arrayContaining([
          [['colleague@example.org'], 'Reset your Harbour Institute password'],
          [['ada@example.org'], 'You are invited to Harbour Institute'],
        ]),
      );
      const resetMail = sink.received.find((mail) => mail.to.includes('colleague@example.org'))!;
      expect(bodyOf(resetMail)).toMatch(/https:\/\/www\.example\.org\/hk\/reset-password\/[A-Za-z0-9_-]{43}/);
    } finally {
      await mailed.close();
    }
  });
});
