import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, addUser, databaseDigest, tokenFor, userByEmail, type MemoState } from '../../tests/memoFixtures';
import { pageInvitations, type Page, type User } from '../db/schema';

type RoleName = 'anonymous' | 'staff reader' | 'other editor' | 'invitee' | 'owner';
interface Role {
  name: RoleName;
  token: string | null;
}

let t: TestApp;
let owner: User;
let invitee: User;
let bystander: User;
let newcomer: User;
const roles: Role[] = [];
const STATES: MemoState[] = ['draft', 'published', 'trashed'];

beforeAll(async () => {
  t = await createTestApp();
  owner = await userByEmail(t, 'editor@example.org');
  invitee = await addUser(t, 'staff');
  bystander = await addUser(t, 'staff');
  newcomer = await addUser(t, 'staff');
  const named: Array<[RoleName, User | null]> = [
    ['anonymous', null],
    ['staff reader', await userByEmail(t, 'reader@example.org')],
    ['other editor', await userByEmail(t, 'colleague@example.org')],
    ['invitee', invitee],
    ['owner', owner],
  ];
  for (const [name, user] of named) roles.push({ name, token: user ? await tokenFor(t, user) : null });
});
afterAll(() => t.close());

/** Only the owner manages sharing; the others get the memo-space refusals: 401 signed out, 404 when they may not read, 403 when they may. */
function expected(role: RoleName, state: MemoState, success: number) {
  if (role === 'owner') return success;
  if (role === 'anonymous') return 401;
  return role === 'invitee' && state !== 'trashed' ? 403 : 404;
}

interface Call {
  name: string;
  success: number;
  /** Whether the owner's successful call changes stored data. */
  changes: boolean;
  request(memo: Page, invitationId: number, role: Role): Promise<Response>;
}

const send = (method: string, path: string, role: Role, body?: unknown) => t.request(method, path, { token: role.token, body });

const calls: Call[] = [
  {
    name: 'GET /api/page-invitations',
    success: 200,
    changes: false,
    request: (memo, _id, role) => send('GET', `/api/page-invitations?page_id=${memo.id}`, role),
  },
  {
    name: 'POST /api/page-invitations',
    success: 201,
    changes: true,
    request: (memo, _id, role) =>
      send('POST', '/api/page-invitations', role, {
        page_invitation: { page_id: memo.id, message: '' },
        user_identifiers: [newcomer.uid],
        permission: 'viewer',
      }),
  },
  {
    name: 'DELETE /api/page-invitations/{id}',
    success: 204,
    changes: true,
    request: (memo, id, role) => send('DELETE', `/api/page-invitations/${id}?page_id=${memo.id}&user_uid=${bystander.uid}`, role),
  },
  {
    name: 'PUT /api/page-invitations/{id}',
    success: 200,
    changes: false,
    request: (_memo, id, role) => send('PUT', `/api/page-invitations/${id}`, role, { permission: 'viewer' }),
  },
  {
    name: 'GET /api/pages/{id}/share',
    success: 200,
    changes: false,
    request: (memo, _id, role) => send('GET', `/api/pages/${memo.id}/share`, role),
  },
  {
    name: 'PUT /api/pages/{id}/share',
    success: 200,
    changes: true,
    request: (memo, _id, role) => send('PUT', `/api/pages/${memo.id}/share`, role, { page: { is_public: true } }),
  },
  {
    name: 'POST /api/publications/{id}/toggle_share_access',
    success: 200,
    changes: true,
    request: (memo, _id, role) => send('POST', `/api/publications/${memo.id}/toggle_share_access?public=true`, role),
  },
];

describe('sharing access: role x call x state', () => {
  it.each(calls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const actual: string[] = [];
    const wanted: string[] = [];
    for (const role of roles) {
      for (const state of STATES) {
        const memo = await addMemo(t, { owner, state, invite: [invitee, bystander] });
        const [invitation] = await t.deps.database.db
          .select({ id: pageInvitations.id })
          .from(pageInvitations)
          .where(and(eq(pageInvitations.pageId, memo.id), eq(pageInvitations.userId, bystander.id)));
        const before = await databaseDigest(t);
        const response = await call.request(memo, invitation.id, role);
        const text = await response.text();
        const after = await databaseDigest(t);
        const key = `${role.name} / ${state}`;
        actual.push(`${key}: ${response.status}`);
        wanted.push(`${key}: ${expected(role.name, state, call.success)}`);
        if (response.status >= 400) {
          expect(JSON.parse(text), key).toHaveProperty('error');
          expect(after, `${key} changed data though refused`).toBe(before);
        } else {
          expect(after !== before, `${key} changed data: ${after !== before}`).toBe(call.changes);
        }
      }
    }
    expect(actual).toEqual(wanted);
  });

  it('GET /api/ex/users/suggest: every signed-in role, never anonymous', async () => {
    const statuses = await Promise.all(
      roles.map(async (role) => `${role.name}: ${(await send('GET', '/api/ex/users/suggest?q=example', role)).status}`),
    );
    expect(statuses).toEqual(['anonymous: 401', 'staff reader: 200', 'other editor: 200', 'invitee: 200', 'owner: 200']);
  });
});
