import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoredSsoSettings } from '../../contract/sso';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { signInAtProvider, startOidcProvider, type TestProvider } from '../../tests/oidcProvider';
import { auditLog } from '../db/auditSchema';
import { users } from '../db/schema';
import { ssoRequests } from '../db/ssoSchema';
import { MAX_PENDING_REQUESTS } from '../services/ssoFlow';
import { defaultConfig } from '../deps';

/**
 * Single sign-on (issue 32) against a real OpenID provider (node-oidc-provider on 127.0.0.1): a person's browser
 * starts at /api/auth/sso/start, signs in at the provider's login form and comes back to the callback.
 */

const CALLBACK = `${defaultConfig.publicUrl}/api/auth/sso/callback`;
let provider: TestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider(CALLBACK);
});
afterAll(() => provider.close());

const ssoOf = (changes: Partial<StoredSsoSettings> = {}): StoredSsoSettings => ({
  enabled: true,
  name: 'Harbour Institute',
  issuer: provider.issuer,
  client_id: provider.clientId,
  client_secret: provider.clientSecret,
  allowed_domains: ['example.org'],
  default_role: 'contributor',
  invitation_required: false,
  password_sign_in: true,
  ...changes,
});

async function appWith(changes: Partial<StoredSsoSettings> = {}, adminPasswordSignIn = false) {
  t = await createTestApp({ sso: ssoOf(changes), adminPasswordSignIn });
}
afterEach(() => t?.close());

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`) && !line.startsWith(`${name}=;`))
    ?.split(';')[0];

/** The browser's start: where it is sent, and its request cookie. */
async function start(query = 'locale=en') {
  const response = await t.request('GET', `/api/auth/sso/start?${query}`);
  expect(response.status).toBe(302);
  return { location: response.headers.get('location')!, cookie: cookieOf(response, 'masthead_sso') };
}

/** Back at the callback with the provider's answer: where the browser lands and, when signed in, its session. */
async function callback(url: URL, cookie: string | undefined) {
  const response = await t.request('GET', `${url.pathname}${url.search}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(302);
  const landing = response.headers.get('location')!;
  const handoff = cookieOf(response, 'masthead_sso_session');
  if (!handoff) return { landing, session: null };
  const taken = await t.request('POST', '/api/auth/sso/session', { headers: { cookie: handoff } });
  expect(taken.status).toBe(200);
  const session = (await taken.json()) as { token: string; user: { attributes: { email: string; role: string } } };
  // Taken once: the cookie's session is not handed out again.
  expect((await t.request('POST', '/api/auth/sso/session')).status).toBe(401);
  return { landing, session };
}

async function signInAs(login: string, query?: string) {
  const { location, cookie } = await start(query);
  return callback(await signInAtProvider(location, login, CALLBACK), cookie);
}

const failures = async () =>
  (await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed'))).map((entry) => entry.changes);
const userByEmail = async (email: string) => (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('single sign-on', () => {
  beforeEach(() => appWith());

  it("makes the first sign-in's account with the default role, an ordinary session, and an audit entry", async () => {
    const { landing, session } = await signInAs('ada', 'locale=hk&next=%2Fhk%2Fstories');
    expect(landing).toBe('/hk/login?next=%2Fhk%2Fstories&sso=done');
    expect(session!.user.attributes).toMatchObject({ email: 'ada@example.org', role: 'contributor' });
    const me = await t.json('GET', '/api/me', { token: session!.token });
    expect(me.body.data.attributes).toMatchObject({ name: 'Ada Lovelace', role: 'contributor' });
    expect((await t.json('GET', '/api/auth/sessions', { token: session!.token })).body.data).toHaveLength(1);
    const ada = await userByEmail('ada@example.org');
    expect([ada.oidcIssuer, ada.oidcSubject]).toEqual([provider.issuer, 'ada']);
    const entries = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in'), eq(auditLog.actorId, ada.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0].changes).toEqual({ via: { from: null, to: 'sso' }, role: { from: null, to: 'contributor' } });
    // A person who signs in again is the same account.
    const again = await signInAs('ada');
    expect(again.session!.user.attributes.email).toBe('ada@example.org');
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, 'ada@example.org'))).toHaveLength(1);
  });

  it('refuses an e-mail domain that is not allowed, and an address the provider did not verify, making no account', async () => {
    expect(await signInAs('outsider')).toEqual({ landing: '/en/login?sso_error=domain', session: null });
    expect(await signInAs('unverified')).toEqual({ landing: '/en/login?sso_error=unverified', session: null });
    expect(await userByEmail('mallory@elsewhere.test')).toBeUndefined();
    expect(await userByEmail('una@example.org')).toBeUndefined();
    expect(await failures()).toEqual([
      { via: { from: null, to: 'sso' }, reason: { from: null, to: 'domain' }, email: { from: null, to: 'mallory@elsewhere.test' } },
      {
        via: { from: null, to: 'sso' },
        reason: { from: null, to: 'no verified e-mail address' },
        email: { from: null, to: 'una@example.org' },
      },
    ]);
  });

  it('links a person who has an account by their verified e-mail, then finds them by the provider’s sub', async () => {
    const before = await userByEmail('editor@example.org');
    const { session } = await signInAs('editor');
    expect(session!.user.attributes).toMatchObject({ email: 'editor@example.org', role: 'editor' });
    expect(await userByEmail('editor@example.org')).toMatchObject({ uid: before.uid, oidcSubject: 'editor', role: 'editor' });
    // Their address changes at the provider: the link still names them, and nobody new is made.
    provider.people.set('editor', { email: 'eddie@example.org', email_verified: true, name: 'Eddie Editor' });
    try {
      expect((await signInAs('editor')).session!.user.attributes.email).toBe('editor@example.org');
    } finally {
      provider.people.set('editor', { email: 'editor@example.org', email_verified: true, name: 'Eddie Editor' });
    }
    expect(await userByEmail('eddie@example.org')).toBeUndefined();
  });

  it('refuses another account of the provider that comes with an address already linked to someone', async () => {
    await signInAs('editor');
    provider.people.set('impostor', { email: 'editor@example.org', email_verified: true, name: 'Impostor' });
    try {
      expect(await signInAs('impostor')).toEqual({ landing: '/en/login?sso_error=linked', session: null });
    } finally {
      provider.people.delete('impostor');
    }
    expect((await userByEmail('editor@example.org')).oidcSubject).toBe('editor');
  });

  it('refuses a deactivated person, whose existing account stays as it was', async () => {
    const admin = await t.signIn('admin@example.org', 'demo-admin');
    const reader = await userByEmail('reader@example.org');
    expect((await t.request('PUT', `/api/admin/people/${reader.uid}/deactivate`, { token: admin })).status).toBe(200);
    expect(await signInAs('reader')).toEqual({ landing: '/en/login?sso_error=deactivated', session: null });
    expect((await userByEmail('reader@example.org')).oidcSubject).toBeNull();
    expect((await failures()).at(-1)).toMatchObject({ reason: { to: 'deactivated' } });
  });

  it('takes the browser back to the sign-in page only, never to another site', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const { landing } = await signInAs('ada', `locale=en&next=${encodeURIComponent(next)}`);
      expect(landing).toBe('/en/login?next=%2Fen&sso=done');
    }
  });

  it('refuses a callback whose state is not the one this browser started, and any second use of a request', async () => {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'ada', CALLBACK);
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect(await callback(forged, cookie)).toEqual({ landing: '/en/login?sso_error=failed', session: null });
    // The request was used by that attempt: the genuine answer, coming after, finds nothing.
    expect(await callback(back, cookie)).toEqual({ landing: '/en/login?sso_error=expired', session: null });
    // Another browser (no cookie) cannot finish someone's sign-in.
    const second = await start();
    expect(await callback(await signInAtProvider(second.location, 'ada', CALLBACK), undefined)).toEqual({
      landing: '/en/login?sso_error=expired',
      session: null,
    });
    expect(await userByEmail('ada@example.org')).toBeUndefined();
    expect((await failures()).map((changes) => changes!.reason.to)).toEqual([
      'state mismatch',
      'no sign-in under way in this browser, or it expired',
      'no sign-in under way in this browser, or it expired',
    ]);
  });

  it('refuses an ID token whose nonce is not the one this browser was given', async () => {
    const { location, cookie } = await start();
    const tampered = new URL(location);
    tampered.searchParams.set('nonce', 'an-attackers-nonce');
    expect(await callback(await signInAtProvider(tampered.href, 'ada', CALLBACK), cookie)).toEqual({
      landing: '/en/login?sso_error=failed',
      session: null,
    });
    expect(await userByEmail('ada@example.org')).toBeUndefined();
    expect(JSON.stringify(await failures())).toContain('nonce');
  });

  it('refuses a request older than ten minutes', async () => {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'ada', CALLBACK);
    t.setNow(new Date(t.deps.clock().getTime() + 11 * 60_000));
    expect(await callback(back, cookie)).toEqual({ landing: '/en/login?sso_error=expired', session: null });
  });

  it('bounds the sign-ins under way: past the cap a start is refused, and expired ones make room', async () => {
    const expiresAt = new Date(t.deps.clock().getTime() + 10 * 60_000);
    const rows = Array.from({ length: MAX_PENDING_REQUESTS }, (_, i) => ({
      idHash: `flood-${i}`,
      state: 's',
      nonce: 'n',
      codeVerifier: 'v',
      locale: 'en',
      expiresAt,
    }));
    for (let i = 0; i < rows.length; i += 1_000) await t.deps.database.db.insert(ssoRequests).values(rows.slice(i, i + 1_000));
    const refused = await start();
    expect([refused.location, refused.cookie]).toEqual(['/en/login?sso_error=failed', undefined]);
    t.setNow(new Date(expiresAt.getTime() + 1));
    const again = await start();
    expect(again.location).not.toContain('sso_error');
    expect(again.cookie).toBeDefined();
  });

  it('says when the person cancelled at the provider', async () => {
    const { location, cookie } = await start();
    const state = new URL(location).searchParams.get('state')!;
    const cancelled = new URL(`${CALLBACK}?error=access_denied&state=${state}`);
    expect(await callback(cancelled, cookie)).toEqual({ landing: '/en/login?sso_error=cancelled', session: null });
  });
});

describe('single sign-on settings', () => {
  it('are saved by an administrator with the site settings; the client secret is write-only and never logged', async () => {
    await appWith({ enabled: false, issuer: '', client_id: '', client_secret: '' });
    const token = await t.signIn('admin@example.org', 'demo-admin');
    const site = (await t.json('GET', '/api/admin/settings', { token })).body.data.attributes;
    const { sso: shown, version: _version, saved: _saved, updated_at: _updated, ...rest } = site;
    expect(shown.callback_url).toBe(CALLBACK);
    const sso = { ...ssoOf(), client_secret: undefined };
    const save = (version: number, changes: object) =>
      t.json('PUT', '/api/admin/settings', { token, body: { ...rest, version, sso: { ...sso, ...changes } } });
    for (const [changes, error] of [
      [{ issuer: 'http://login.example.org' }, 'The issuer must be an https address such as https://login.example.org.'],
      [{ issuer: '' }, 'To switch single sign-on on, give its name, issuer and client ID.'],
      [{ enabled: false, password_sign_in: false }, 'Password sign-in can be switched off only while single sign-on is on.'],
      [{ default_role: 'admin' }, 'The default role must be editor, author, contributor or staff.'],
    ] as const) {
      const refused = await save(0, changes);
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(refused.body.error).toContain(error);
    }
    const saved = await save(0, { client_secret: provider.clientSecret });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.sso).toMatchObject({ issuer: provider.issuer, client_secret_set: true });
    // Saved again without a secret: the secret stays, and sign-in through the provider works with it.
    expect((await save(1, { name: 'Harbour' })).status).toBe(200);
    const read = await t.json('GET', '/api/admin/settings', { token });
    expect(read.body.data.attributes.sso).toMatchObject({ name: 'Harbour', client_secret_set: true });
    expect(JSON.stringify(read.body)).not.toContain(provider.clientSecret);
    expect((await t.json('GET', '/api/site_config')).body.data.attributes.sso).toEqual({ name: 'Harbour' });
    expect((await signInAs('ada')).session!.user.attributes.email).toBe('ada@example.org');
    const entries = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.save'));
    expect(entries).toHaveLength(2);
    expect(entries[0].changes).toMatchObject({ 'sso.client_secret_set': { from: false, to: true } });
    expect(JSON.stringify(entries)).not.toContain(provider.clientSecret);
    // null removes the secret.
    expect((await save(2, { client_secret: null })).body.data.attributes.sso.client_secret_set).toBe(false);
  });

  it('refuses a first sign-in when invitation is required, and signs in an invited person, accepting their invitation', async () => {
    await appWith({ invitation_required: true });
    expect(await signInAs('ada')).toEqual({ landing: '/en/login?sso_error=invitation', session: null });
    expect(await userByEmail('ada@example.org')).toBeUndefined();
    const admin = await t.signIn('admin@example.org', 'demo-admin');
    const invited = await t.json('POST', '/api/admin/people', {
      token: admin,
      body: { person: { name: 'Ada', email: 'ada@example.org', role: 'author' }, locale: 'en' },
    });
    expect(invited.status).toBe(201);
    expect((await signInAs('ada')).session!.user.attributes).toMatchObject({ email: 'ada@example.org', role: 'author' });
    expect((await userByEmail('ada@example.org')).invitedAt).toBeNull();
  });

  it('sends the browser back to the sign-in page when single sign-on is off', async () => {
    await appWith({ enabled: false });
    expect(await start()).toEqual({ location: '/en/login?sso_error=off', cookie: undefined });
    expect((await t.json('GET', '/api/site_config')).body.data.attributes).toMatchObject({ sso: null, password_sign_in: true });
  });

  it('refuses password sign-in when it is switched off, with a clear error, and offers no form', async () => {
    await appWith({ password_sign_in: false });
    const attempt = await t.json('POST', '/api/auth/sign_in', { body: { email: 'admin@example.org', password: 'demo-admin' } });
    expect(attempt).toEqual({ status: 403, body: { error: 'Password sign-in is switched off: sign in with your organisation account.' } });
    expect((await t.json('GET', '/api/site_config')).body.data.attributes).toMatchObject({
      sso: { name: 'Harbour Institute' },
      password_sign_in: false,
    });
    expect((await signInAs('editor')).session!.user.attributes.email).toBe('editor@example.org');
  });

  it('lets administrators, and only them, sign in with a password under ADMIN_PASSWORD_SIGN_IN=1', async () => {
    await appWith({ password_sign_in: false }, true);
    expect((await t.request('POST', '/api/auth/sign_in', { body: { email: 'admin@example.org', password: 'demo-admin' } })).status).toBe(
      200,
    );
    const editor = await t.json('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org', password: 'demo-editor' } });
    expect(editor).toEqual({ status: 403, body: { error: 'Password sign-in is switched off: sign in with your organisation account.' } });
  });
});
