import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { makeToken, publishedPage } from '../../tests/accessTokenFixtures';
import { auditLog } from '../db/auditSchema';
import { accessTokens } from '../db/accessTokensSchema';
import { users } from '../db/schema';
import { sha256Hex } from '../services/tokens';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.org', 'demo-admin');
});
afterEach(() => t.close());

const get = (secret: string, path: string) => t.request('GET', path, { token: secret });
const rows = () => t.deps.database.db.select().from(accessTokens);

describe('access tokens: making, listing, revoking', () => {
  it('lets only administrators manage tokens, before reading the body', async () => {
    for (const method of ['GET', 'POST']) {
      const ask = (token?: string) =>
        t.request(method, '/api/admin/tokens', {
          token,
          ...(method === 'POST' ? { raw: '{not json', headers: { 'content-type': 'application/json' } } : {}),
        });
      expect((await ask()).status, method).toBe(401);
      for (const email of ['editor@example.org', 'reader@example.org'])
        expect((await ask(await t.signIn(email))).status, `${method} ${email}`).toBe(403);
    }
    expect((await t.request('DELETE', '/api/admin/tokens/1', { token: await t.signIn('editor@example.org') })).status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('shows the secret once, keeps only its hash and last four, and writes the audit log', async () => {
    const made = await t.json('POST', '/api/admin/tokens', {
      token: admin,
      body: { name: 'Mobile app', scopes: ['content:read'], sections: ['news'], locales: ['hk'], expires_in_days: 90 },
    });
    expect(made.status).toBe(201);
    const secret: string = made.body.data.meta.secret;
    expect(secret).toMatch(/^mhat_[A-Za-z0-9_-]{43}$/);
    expect(made.body.data.attributes).toMatchObject({
      name: 'Mobile app',
      last_four: secret.slice(-4),
      scopes: ['content:read'],
      sections: ['news'],
      locales: ['hk'],
      expires_at: new Date(TEST_NOW.getTime() + 90 * 86_400_000).toISOString(),
      last_used_at: null,
      revoked_at: null,
    });
    const [row] = await rows();
    expect(row.secretHash).toBe(await sha256Hex(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(5, 20));
    const list = await t.json('GET', '/api/admin/tokens', { token: admin });
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(5, 20));
    expect(list.body.data[0].meta).toBeUndefined();

    expect((await t.request('DELETE', `/api/admin/tokens/${made.body.data.id}`, { token: admin })).status).toBe(204);
    expect((await t.request('DELETE', `/api/admin/tokens/${made.body.data.id}`, { token: admin })).status).toBe(404);
    const entries = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.actorId, row.createdBy));
    expect(entries.map((entry) => entry.action).filter((action) => action.startsWith('token.'))).toEqual(['token.create', 'token.revoke']);
    expect(JSON.stringify(entries)).not.toContain(secret.slice(5, 20));
  });

  it('refuses a bad body with 400 and makes nothing', async () => {
    for (const body of [
      { name: '', scopes: ['content:read'], expires_in_days: 30 },
      { name: 'x', scopes: [], expires_in_days: 30 },
      { name: 'x', scopes: ['everything'], expires_in_days: 30 },
      { name: 'x', scopes: ['content:read'], sections: ['memo'], expires_in_days: 30 },
      { name: 'x', scopes: ['content:read'], expires_in_days: 0 },
    ]) {
      const answer = await t.json('POST', '/api/admin/tokens', { token: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBeTruthy();
    }
    expect(await rows()).toEqual([]);
  });
});

describe('access tokens: validity', () => {
  it('answers 401 at once after a revoke, after the expiry, and once its maker is deactivated', async () => {
    const story = await publishedPage(t, 'stories');
    const path = `/api/content/stories/${story.slug}`;
    const revoked = await makeToken(t, admin, ['content:read']);
    expect((await get(revoked.secret, path)).status).toBe(200);
    await t.request('DELETE', `/api/admin/tokens/${revoked.id}`, { token: admin });
    const refused = await get(revoked.secret, path);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toMatch(/not valid/);

    const expiring = await makeToken(t, admin, ['content:read'], { expires_in_days: 1 });
    t.setNow(new Date(TEST_NOW.getTime() + 86_400_000 - 1000));
    expect((await get(expiring.secret, path)).status).toBe(200);
    t.setNow(new Date(TEST_NOW.getTime() + 86_400_000));
    expect((await get(expiring.secret, path)).status).toBe(401);

    t.setNow(TEST_NOW);
    const lasting = await makeToken(t, admin, ['content:read'], { expires_in_days: null });
    t.setNow(new Date(TEST_NOW.getTime() + 20 * 365 * 86_400_000));
    expect((await get(lasting.secret, path)).status).toBe(200);
    await t.deps.database.db.update(users).set({ deactivatedAt: TEST_NOW }).where(eq(users.email, 'admin@example.org'));
    expect((await get(lasting.secret, path)).status).toBe(401);
    // An unknown secret with the prefix is refused too (never read as anonymous).
    expect((await get(`mhat_${'x'.repeat(43)}`, path)).status).toBe(401);
  });

  it('writes its last use at most once a minute, from the server clock', async () => {
    const story = await publishedPage(t, 'stories');
    const { secret } = await makeToken(t, admin, ['content:read']);
    const lastUsed = async () => (await rows())[0].lastUsedAt?.toISOString() ?? null;
    expect(await lastUsed()).toBeNull();
    await get(secret, `/api/content/stories/${story.slug}`);
    expect(await lastUsed()).toBe(TEST_NOW.toISOString());
    t.setNow(new Date(TEST_NOW.getTime() + 59_000));
    await get(secret, `/api/content/stories/${story.slug}`);
    expect(await lastUsed()).toBe(TEST_NOW.toISOString());
    const later = new Date(TEST_NOW.getTime() + 60_000);
    t.setNow(later);
    await get(secret, `/api/content/stories/${story.slug}`);
    expect(await lastUsed()).toBe(later.toISOString());
    const list = await t.json('GET', '/api/admin/tokens', { token: admin });
    expect(list.body.data[0].attributes.last_used_at).toBe(later.toISOString());
  });
});

describe('access tokens: never the browser app', () => {
  it('opens no account, people, settings, token, session or audit call, whatever its scopes', async () => {
    const { secret } = await makeToken(t, admin, ['content:read', 'drafts:read', 'pages:write', 'media:upload']);
    for (const [method, path] of [
      ['GET', '/api/me'],
      ['GET', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sign_out'],
      ['PUT', '/api/auth/password'],
      ['POST', '/api/auth/sso/session'],
      ['GET', '/api/admin/people'],
      ['POST', '/api/admin/people'],
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings'],
      ['GET', '/api/admin/tokens'],
      ['POST', '/api/admin/tokens'],
      ['DELETE', '/api/admin/tokens/1'],
      ['GET', '/api/admin/webhooks'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/dashboard'],
      ['GET', '/api/notifications'],
      ['GET', '/api/page_collections/memo/pages'],
      ['PATCH', '/api/pages/1/move-to-trash'],
      ['DELETE', '/api/pages/1/destroy-permanently'],
    ]) {
      const answer = await t.request(method, path, { token: secret, body: method === 'GET' ? undefined : {} });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toBe('Access tokens cannot make this call.');
    }
    expect(await rows()).toHaveLength(1);
  });
});
