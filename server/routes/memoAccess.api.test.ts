import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, addUser, databaseDigest, tokenFor, userByEmail, type MemoState } from '../../tests/memoFixtures';
import { favourites, type Page, type User } from '../db/schema';

type RoleName = 'anonymous' | 'staff reader' | 'other editor' | 'invitee' | 'owner' | 'link holder';
interface Role {
  name: RoleName;
  user: User | null;
  token: string | null;
}

let t: TestApp;
let owner: User;
let invitee: User;
const roles: Role[] = [];
const STATES: MemoState[] = ['draft', 'published', 'trashed'];

beforeAll(async () => {
  t = await createTestApp();
  owner = await userByEmail(t, 'editor@example.org');
  invitee = await addUser(t, 'editor');
  const named: Array<[RoleName, User | null]> = [
    ['anonymous', null],
    ['staff reader', await userByEmail(t, 'reader@example.org')],
    ['other editor', await userByEmail(t, 'colleague@example.org')],
    ['invitee', invitee],
    ['owner', owner],
    ['link holder', null],
  ];
  for (const [name, user] of named) roles.push({ name, user, token: user ? await tokenFor(t, user) : null });
});
afterAll(() => t.close());

/** The rule under test: owners read their memos in any state; invitees in any state but the trash; link holders published ones. */
function mayRead(role: RoleName, state: MemoState) {
  if (role === 'owner') return true;
  if (role === 'invitee') return state !== 'trashed';
  return role === 'link holder' && state === 'published';
}

/** Anonymous callers are asked to sign in; those who may not read get 404; readers who may not edit get 403. */
function refusal(role: RoleName, state: MemoState) {
  if (role === 'anonymous' || role === 'link holder') return 401;
  return mayRead(role, state) ? 403 : 404;
}

function mayReadById(role: RoleName, state: MemoState) {
  return role !== 'link holder' && mayRead(role, state);
}

interface Call {
  name: string;
  writes: boolean;
  request(memo: Page, role: Role): Promise<Response>;
  expected(role: RoleName, state: MemoState): number;
  listed?: (role: RoleName, state: MemoState) => boolean;
}

const slugFor = (memo: Page, role: Role) => (role.name === 'link holder' ? `${memo.slug}-${memo.shareToken}` : memo.slug);
const send = (method: string, path: string, role: Role, body?: unknown) => t.request(method, path, { token: role.token, body });
const ownerOnly = (ok: (state: MemoState) => number) => (role: RoleName, state: MemoState) =>
  role === 'owner' ? ok(state) : refusal(role, state);
const lifecycle = (method: string, action: string, ok: (state: MemoState) => number): Omit<Call, 'name'> => ({
  writes: true,
  request: (memo, role) => send(method, `/api/pages/${memo.id}/${action}?version=${memo.version}`, role),
  expected: ownerOnly(ok),
});
const list = (path: string, listed: (role: RoleName, state: MemoState) => boolean): Omit<Call, 'name'> => ({
  writes: false,
  request: (_memo, role) => send('GET', path, role),
  expected: (role) => (role === 'anonymous' || role === 'link holder' ? 401 : 200),
  listed,
});
const notTrashed = (state: MemoState) => (state === 'trashed' ? 409 : 200);
const trashedOnly = (success: number) => (state: MemoState) => (state === 'trashed' ? success : 409);

const calls: Call[] = [
  {
    name: 'GET api/memo/{slug}',
    writes: false,
    request: (memo, role) => send('GET', `/api/memo/${slugFor(memo, role)}`, role),
    expected: (role, state) => (mayRead(role, state) ? 200 : role === 'anonymous' || role === 'link holder' ? 401 : 404),
  },
  {
    name: 'GET /api/memo/check-public-memo/{slug}',
    writes: false,
    request: (memo, role) => send('GET', `/api/memo/check-public-memo/${slugFor(memo, role)}`, role),
    expected: (role, state) => (mayRead(role, state) ? 200 : role === 'anonymous' || role === 'link holder' ? 401 : 404),
  },
  {
    name: 'GET api/pages/{slug}',
    writes: false,
    request: (memo, role) => send('GET', `/api/pages/${memo.slug}`, role),
    expected: ownerOnly(() => 200),
  },
  {
    name: 'PUT /api/pages/{page_id}',
    writes: true,
    request: (memo, role) =>
      send('PUT', `/api/pages/${memo.id}`, role, { page: { version: memo.version, title: 'Changed by the matrix' } }),
    expected: ownerOnly(notTrashed),
  },
  { name: 'PUT .../publish', ...lifecycle('PUT', 'publish', notTrashed) },
  { name: 'PATCH .../move-to-trash', ...lifecycle('PATCH', 'move-to-trash', notTrashed) },
  { name: 'PATCH .../restore-from-trash', ...lifecycle('PATCH', 'restore-from-trash', trashedOnly(200)) },
  { name: 'DELETE .../destroy-permanently', ...lifecycle('DELETE', 'destroy-permanently', trashedOnly(204)) },
  {
    name: 'PATCH api/memo/trash/{slug}/restore',
    writes: true,
    request: (memo, role) => send('PATCH', `/api/memo/trash/${memo.slug}/restore?version=${memo.version}`, role),
    expected: ownerOnly(trashedOnly(200)),
  },
  {
    name: 'GET api/memo/trash/{slug}',
    writes: false,
    request: (memo, role) => send('GET', `/api/memo/trash/${memo.slug}`, role),
    expected: (role, state) => (role === 'owner' && state === 'trashed' ? 200 : role === 'anonymous' || role === 'link holder' ? 401 : 404),
  },
  {
    name: 'POST /api/publications/{id}/favourite',
    writes: true,
    request: (memo, role) => send('POST', `/api/publications/${memo.id}/favourite`, role),
    expected: (role, state) => (mayReadById(role, state) ? notTrashed(state) : refusal(role, state)),
  },
  {
    name: 'DELETE /api/publications/{id}/unfavourite',
    writes: true,
    request: (memo, role) => send('DELETE', `/api/publications/${memo.id}/unfavourite`, role),
    expected: (role, state) => (mayReadById(role, state) ? 200 : refusal(role, state)),
  },
  { name: 'GET memo list', ...list('/api/page_collections/memo/pages', (role, state) => mayReadById(role, state) && state !== 'trashed') },
  {
    name: 'GET api/page_collections/memo/trashes',
    ...list('/api/page_collections/memo/trashes', (role, state) => role === 'owner' && state === 'trashed'),
  },
  {
    name: 'GET api/publications/favourites',
    ...list('/api/publications/favourites', (role, state) => mayReadById(role, state) && state !== 'trashed'),
  },
];

async function memoFor(state: MemoState, role: Role, call: Call) {
  const memo = await addMemo(t, { owner, state, invite: [invitee], isPublic: true });
  const favouritedBy = role.user && (call.name.includes('unfavourite') || call.listed) ? role.user : null;
  if (favouritedBy) await t.deps.database.db.insert(favourites).values({ userId: favouritedBy.id, pageId: memo.id, createdAt: TEST_NOW });
  return memo;
}

describe('memo access: role x call x state', () => {
  it.each(calls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const actual: string[] = [];
    const expected: string[] = [];
    for (const role of roles) {
      for (const state of STATES) {
        const memo = await memoFor(state, role, call);
        const before = await databaseDigest(t);
        const response = await call.request(memo, role);
        const text = await response.text();
        const after = await databaseDigest(t);
        const key = `${role.name} / ${state}`;
        const listedNote = (listed: boolean) => (call.listed ? (listed ? ' listed' : ' not listed') : '');
        const listed = response.status === 200 && call.listed ? text.includes(`"slug":"${memo.slug}"`) : false;
        actual.push(`${key}: ${response.status}${listedNote(listed)}`);
        const status = call.expected(role.name, state);
        expected.push(`${key}: ${status}${listedNote(status === 200 && Boolean(call.listed?.(role.name, state)))}`);
        if (response.status >= 400) {
          expect(JSON.parse(text), key).toHaveProperty('error');
          expect(after, `${key} changed data though refused`).toBe(before);
        } else if (!call.writes) {
          expect(after, `${key} changed data on a read`).toBe(before);
        } else {
          expect(after, `${key} succeeded without a change`).not.toBe(before);
        }
      }
    }
    expect(actual).toEqual(expected);
  });
});
