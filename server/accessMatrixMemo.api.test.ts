import { eq } from 'drizzle-orm';
import type { TestApp } from '../tests/apiHarness';
import {
  currentRow,
  FAKE_TOKEN,
  matrixApp,
  memoOwner,
  memoReadable,
  notTrashed,
  pageMatrix,
  siteEditable,
  type PageRoute,
} from '../tests/accessMatrixKit';
import { mayRead, type AccessWorld, type Role, type RoleName, type Target } from '../tests/accessTargets';
import { pageInvitations } from './db/schema';

/**
 * The access matrix of memos' own routes (tests/accessMatrixKit.ts): reading a memo, its trash, favourites, sharing,
 * share links, invitations and the lookups, asked by every role about a page in every state.
 */

let t: TestApp;
let world: AccessWorld;
matrixApp(async (app, built) => {
  [t, world] = [app, built];
});

const send = (role: Role, method: string, path: string, body?: unknown) => t.request(method, path, { token: role.token, body });
const current = (target: Target) => currentRow(t, target);
const invitationOf = async (target: Target) =>
  (await t.deps.database.db.select().from(pageInvitations).where(eq(pageInvitations.pageId, target.page.id)))[0]?.id ?? 999_999;
const linkSlug = (target: Target) => `${target.page.slug}-${target.page.shareToken ?? FAKE_TOKEN}`;
/** A share link opens its memo (for anyone while it is anyone-with-link); a made-up token opens nothing, for anyone. */
const linkOpens = (role: RoleName, target: Target) => target.memo && target.page.shareToken !== null && mayRead(role, target, true);

const memoRoutes: PageRoute[] = [
  {
    name: 'PATCH /api/memo/trash/{slug}/restore',
    writes: true,
    call: async (role, target) =>
      send(role, 'PATCH', `/api/memo/trash/${target.page.slug}/restore?version=${(await current(target)).version}`),
    allowed: (role, target) => memoOwner(role, target) && !notTrashed(target),
  },
  { name: 'GET /api/memo/{slug}', call: (role, target) => send(role, 'GET', `/api/memo/${target.page.slug}`), allowed: memoReadable },
  {
    name: 'GET /api/memo/{slug}-{share_token}',
    viaLink: true,
    call: (role, target) => send(role, 'GET', `/api/memo/${linkSlug(target)}`),
    allowed: linkOpens,
  },
  {
    name: 'GET /api/memo/check-public-memo/{slug}',
    call: (role, target) => send(role, 'GET', `/api/memo/check-public-memo/${target.page.slug}`),
    allowed: memoReadable,
  },
  {
    name: 'GET /api/memo/check-public-memo/{slug}-{token}',
    call: (role, target) => send(role, 'GET', `/api/memo/check-public-memo/${linkSlug(target)}`),
    allowed: linkOpens,
  },
  {
    name: 'GET /api/memo/trash/{slug}',
    call: (role, target) => send(role, 'GET', `/api/memo/trash/${target.page.slug}`),
    allowed: (role, target) => memoOwner(role, target) && !notTrashed(target),
  },
  {
    name: 'POST /api/publications/{id}/favourite',
    writes: true,
    call: (role, target) => send(role, 'POST', `/api/publications/${target.page.id}/favourite`),
    allowed: (role, target) => memoReadable(role, target) && notTrashed(target),
  },
  {
    name: 'DELETE /api/publications/{id}/unfavourite',
    writes: true,
    call: (role, target) => send(role, 'DELETE', `/api/publications/${target.page.id}/unfavourite`),
    allowed: memoReadable,
  },
  {
    name: 'POST /api/publications/{id}/toggle_share_access',
    writes: true,
    call: (role, target) => send(role, 'POST', `/api/publications/${target.page.id}/toggle_share_access?public=true`),
    allowed: memoOwner,
  },
  {
    name: 'GET /api/pages/{id}/share',
    call: (role, target) => send(role, 'GET', `/api/pages/${target.page.id}/share`),
    allowed: memoOwner,
  },
  {
    name: 'PUT /api/pages/{id}/share',
    writes: true,
    call: (role, target) => send(role, 'PUT', `/api/pages/${target.page.id}/share`, { page: { is_public: true } }),
    allowed: memoOwner,
  },
  {
    name: 'GET /api/page-invitations',
    call: (role, target) => send(role, 'GET', `/api/page-invitations?page_id=${target.page.id}`),
    // A site page's Commenters (issue 35) are listed to those who may edit it.
    allowed: (role, target) => memoOwner(role, target) || siteEditable(role, target),
  },
  {
    // Issue 35: a Commenter, by account; a site page's editors invite them too (an address without an account: 400).
    name: 'POST /api/page-invitations {permission: commenter}',
    writes: true,
    call: (role, target) =>
      send(role, 'POST', '/api/page-invitations', {
        page_invitation: { page_id: target.page.id },
        user_identifiers: [world.invitee.uid],
        permission: 'commenter',
      }),
    allowed: (role, target) => memoOwner(role, target) || siteEditable(role, target),
  },
  {
    name: 'POST /api/page-invitations',
    writes: true,
    call: (role, target) =>
      send(role, 'POST', '/api/page-invitations', {
        page_invitation: { page_id: target.page.id, message: 'Hello' },
        user_identifiers: ['someone.new@example.org'],
      }),
    allowed: memoOwner,
  },
  {
    name: 'DELETE /api/page-invitations/{id}',
    writes: true,
    call: async (role, target) => send(role, 'DELETE', `/api/page-invitations/${await invitationOf(target)}?page_id=${target.page.id}`),
    allowed: (role, target) => memoOwner(role, target) && target.invited,
  },
  {
    name: 'PUT /api/page-invitations/{id}',
    writes: true,
    call: async (role, target) =>
      send(role, 'PUT', `/api/page-invitations/${await invitationOf(target)}?page_id=${target.page.id}`, { permission: 'viewer' }),
    allowed: (role, target) => memoOwner(role, target) && target.invited,
  },
  {
    name: 'GET /api/link-access/{uid}',
    call: (role, target) => send(role, 'GET', `/api/link-access/${target.page.uid}`),
    allowed: mayRead,
  },
  {
    name: 'GET /api/projects/lookup',
    call: (role, target) => send(role, 'GET', `/api/projects/lookup?page_ids=${target.page.id}`),
    allowed: () => true,
  },
  {
    name: 'GET /api/csw/lookup',
    call: (role, target) => send(role, 'GET', `/api/csw/lookup?page_ids=${target.page.id}`),
    allowed: () => true,
  },
  {
    name: 'GET /api/ex/data/lookup',
    call: (role, target) => send(role, 'GET', `/api/ex/data/lookup?page_ids=${target.page.id}`),
    allowed: () => true,
  },
];

pageMatrix(
  'access matrix: every memo route x role x page state',
  memoRoutes,
  () => t,
  () => world,
);
