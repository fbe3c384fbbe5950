import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/auditSchema';
import { users } from '../db/schema';
import { settingsFromEnv } from '../configFromEnv';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** An empty site, as DEMO=0 starts one: no account at all. */
const emptySite = () => t.deps.database.db.delete(users);

const first = { name: 'Morgan Lee', email: ' Morgan@Harbour.example.org ', password: 'a long first password' };

describe('the first administrator of an empty site', () => {
  it('is asked for while the site has no account, made once, and can sign in', async () => {
    expect((await t.json('GET', '/api/setup')).body).toEqual({ data: { needed: false } });
    await emptySite();
    expect((await t.json('GET', '/api/setup')).body).toEqual({ data: { needed: true } });
    const made = await t.json('POST', '/api/setup', { body: first });
    expect(made.status).toBe(201);
    expect(made.body.data.attributes).toMatchObject({ name: 'Morgan Lee', email: 'morgan@harbour.example.org', role: 'admin' });
    expect((await t.json('GET', '/api/setup')).body).toEqual({ data: { needed: false } });
    const token = await t.signIn('morgan@harbour.example.org', first.password);
    expect((await t.json('GET', '/api/admin/settings', { token })).status).toBe(200);
    // The audit log's first entry: the site was set up, by the administrator it made.
    const [entry] = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'setup.first_admin'));
    expect(entry).toMatchObject({ actorName: 'Morgan Lee', personName: 'Morgan Lee' });
  });

  it('refuses bad input with a message for the field and makes nothing', async () => {
    await emptySite();
    for (const [field, body] of [
      ['name', { ...first, name: ' ' }],
      ['email', { ...first, email: 'not an address' }],
      ['password', { ...first, password: 'short' }],
    ] as const) {
      const answer = await t.json('POST', '/api/setup', { body });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.fields), field).toEqual([field]);
    }
    expect(await t.deps.database.db.select().from(users)).toEqual([]);
  });

  it('is refused with 409 once any account exists, before its body is read', async () => {
    const answer = await t.request('POST', '/api/setup', { raw: '{not json', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: string }).error).toBe('This site already has an administrator. Sign in instead.');
    await emptySite();
    expect((await t.json('POST', '/api/setup', { body: first })).status).toBe(201);
    const again = await t.json('POST', '/api/setup', { body: { ...first, email: 'someone@else.example.org' } });
    expect(again.status).toBe(409);
    expect(await t.deps.database.db.select({ email: users.email }).from(users)).toEqual([{ email: 'morgan@harbour.example.org' }]);
  });

  it('makes exactly one administrator when two people send the form at once', async () => {
    await emptySite();
    const answers = await Promise.all(
      ['one@harbour.example.org', 'two@harbour.example.org'].map((email) => t.json('POST', '/api/setup', { body: { ...first, email } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const made = await t.deps.database.db.select({ role: users.role }).from(users);
    expect(made).toEqual([{ role: 'admin' }]);
  });
});

describe('DEMO', () => {
  it('is 1 by default (the demo site); 0 starts an empty site without the demo organisation’s settings; anything else stops the start', () => {
    expect(settingsFromEnv({}).demo).toBe(true);
    expect(settingsFromEnv({}).config.site.announcement?.title).toBe('Visiting Fellowships 2027');
    const empty = settingsFromEnv({ DEMO: '0' });
    expect(empty.demo).toBe(false);
    expect(empty.config.site).toMatchObject({
      siteName: { en: 'Masthead', hk: 'Masthead' },
      announcement: null,
      themedSeriesSlug: '',
      domains: [],
    });
    expect(
      settingsFromEnv({ DEMO: '0', SITE_DOMAINS: 'harbour.example.org', ANNOUNCEMENT_TITLE: 'Open', ANNOUNCEMENT_LINK: '/en' }).config.site,
    ).toMatchObject({
      domains: ['harbour.example.org'],
      announcement: { title: 'Open', link: '/en' },
    });
    expect(() => settingsFromEnv({ DEMO: 'no' })).toThrow('DEMO must be 1');
  });
});
