import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../tests/apiHarness';
import { buildAccessWorld, everyTableDigest, type AccessWorld, type Target } from '../tests/accessTargets';
import { makeToken } from '../tests/accessTokenFixtures';
import { base64Of, pngOf } from '../tests/mediaSamples';
import type { AccessScope } from '../contract/accessTokens';
import { pages } from './db/schema';

/**
 * The access matrix of issue 36's access tokens: each kind of token asks each call tokens may make, and some they may
 * not, about a site page (in the world's 'events' section) in each state and a memo. A call succeeds exactly when the
 * token's scope opens it and its sections reach the page; a revoked or expired token gets 401 for everything; a refused
 * call changes nothing and its answer holds nothing of the page. The expectations are written here from the rules of
 * docs/security.md, not from the server's code.
 */
let t: TestApp;
let world: AccessWorld;
interface Caller {
  name: string;
  secret: string;
  scopes: AccessScope[];
  /** The sections it is limited to; empty: all. */
  sections: string[];
  valid: boolean;
}
const callers: Caller[] = [];
const ALL: AccessScope[] = ['content:read', 'drafts:read', 'pages:write', 'media:upload'];

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAccessWorld(t);
  const admin = await t.signIn('admin@example.org', 'demo-admin');
  const add = async (name: string, scopes: AccessScope[], sections: string[] = [], expires = 30) => {
    const { secret, id } = await makeToken(t, admin, scopes, { sections, expires_in_days: expires });
    callers.push({ name, secret, scopes, sections, valid: true });
    return id;
  };
  for (const scope of ALL) await add(scope, [scope]);
  await add('every scope', ALL);
  await add('every scope, news only', ALL, ['news']);
  await add('every scope, events only', ALL, ['events']);
  const revoked = await add('revoked', ALL);
  await t.request('DELETE', `/api/admin/tokens/${revoked}`, { token: admin });
  callers.at(-1)!.valid = false;
  await add('expired', ALL, [], 1);
  callers.at(-1)!.valid = false;
  // A day later: the one-day token has expired, the others (30 days) have not.
  t.setNow(new Date(TEST_NOW.getTime() + 86_400_000));
});
afterAll(() => t.close());

const current = async (target: Target) => (await t.deps.database.db.select().from(pages).where(eq(pages.id, target.page.id)))[0];

interface Call {
  name: string;
  /** The scope the call needs; null: no token may make it. */
  scope: AccessScope | null;
  /** Whether the call reads as a reader: a draft, trashed page or memo is absent. */
  reader?: boolean;
  /** Whether the call is about the target page (so the token's sections and memos count). */
  aboutPage: boolean;
  send: (secret: string, target: Target) => Promise<Response>;
}
const ask = (secret: string, method: string, path: string, body?: unknown) => t.request(method, path, { token: secret, body });
const calls: Call[] = [
  {
    name: 'read published',
    scope: 'content:read',
    reader: true,
    aboutPage: true,
    send: (s, x) => ask(s, 'GET', `/api/content/${x.page.collection}/${x.page.slug}`),
  },
  { name: 'preview draft', scope: 'drafts:read', aboutPage: true, send: (s, x) => ask(s, 'GET', `/api/pages/${x.page.slug}`) },
  {
    name: 'save',
    scope: 'pages:write',
    aboutPage: true,
    send: async (s, x) =>
      ask(s, 'PUT', `/api/pages/${x.page.id}`, { page: { version: (await current(x)).version, precis: 'Changed by a token' } }),
  },
  {
    name: 'upload',
    scope: 'media:upload',
    aboutPage: false,
    send: (s) => ask(s, 'POST', '/api/images', { image: { name: 'p.png', data: base64Of(pngOf(2, 1)) } }),
  },
  { name: 'me', scope: null, aboutPage: false, send: (s) => ask(s, 'GET', '/api/me') },
  {
    name: 'trash',
    scope: null,
    aboutPage: true,
    send: async (s, x) => ask(s, 'PATCH', `/api/pages/${x.page.id}/move-to-trash?version=${(await current(x)).version}`),
  },
  { name: 'people', scope: null, aboutPage: false, send: (s) => ask(s, 'GET', '/api/admin/people') },
];

/** The rules: 401 for an invalid token; 403 for a call no token or not this one's scopes may make; 404 outside its reach. */
function expected(caller: Caller, call: Call, target: Target): number | 'ok' | 'refused' {
  if (!caller.valid) return 401;
  if (!call.scope || !caller.scopes.includes(call.scope)) return 403;
  if (!call.aboutPage) return 'ok';
  if (target.memo) return 404;
  if (caller.sections.length && !caller.sections.includes(target.page.collection)) return 404;
  if (call.reader && target.state !== 'published') return 404;
  // The token acts as the administrator who made it, who edits any site page: a trashed one is read but not saved.
  if (call.name === 'save' && target.state === 'trashed') return 'refused';
  return 'ok';
}

describe('access tokens in the access matrix', () => {
  it('each token makes exactly the calls its scopes and sections allow, and refusals change nothing', async () => {
    const targets = world.targets.filter((target) =>
      ['site draft', 'site published', 'site trashed', 'memo draft', 'memo link-public'].includes(target.kind),
    );
    const failures: string[] = [];
    let asked = 0;
    for (const caller of callers)
      for (const call of calls)
        for (const target of call.aboutPage ? targets : targets.slice(0, 1)) {
          const want = expected(caller, call, target);
          const before = want === 'ok' ? null : await everyTableDigest(t);
          const answer = await call.send(caller.secret, target);
          const text = await answer.text();
          asked++;
          const where = `${caller.name} · ${call.name} · ${target.kind}: ${answer.status}`;
          if (want === 'ok') {
            if (answer.status >= 300) failures.push(`${where}, wanted success`);
            continue;
          }
          if (want === 'refused' ? answer.status < 400 : answer.status !== want) failures.push(`${where}, wanted ${want}`);
          if (answer.status >= 400 && text.includes(target.marker)) failures.push(`${where} leaks the page`);
          if (answer.status >= 400 && (await everyTableDigest(t)) !== before) failures.push(`${where} changed something`);
        }
    expect(failures).toEqual([]);
    expect(asked).toBeGreaterThan(200);
  });
});
