import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../tests/apiHarness';
import {
  buildAccessWorld,
  everyTableDigest,
  isEditor,
  mayEdit,
  mayRead,
  mayWrite,
  type AccessWorld,
  type Role,
  type RoleName,
  type Target,
} from '../tests/accessTargets';
import { base64Of, pngOf, VIDEO_SAMPLES } from '../tests/mediaSamples';
import { tokenFor } from '../tests/memoFixtures';
import { pageInvitations, pagePreviews, pages } from './db/schema';
import { randomToken, sha256Hex } from './services/tokens';
import { sectionPages } from './db/eventsSchema';
import { pageRevisions } from './db/revisionsSchema';
import { recordRevision } from './services/revisionRecording';

/**
 * Every route of docs/api.md, asked by every role about a page in every state: a call succeeds exactly when the rules
 * allow it (no unexpected 2xx, and no refusal of what is allowed), a refused call changes nothing, and no answer of
 * any call contains the title, slug or text of a page the caller may not read.
 */

let t: TestApp;
let world: AccessWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildAccessWorld(t);
  for (const target of world.targets) await revisionOf(target);
});
afterAll(() => t.close());

const send = (role: Role, method: string, path: string, body?: unknown) => t.request(method, path, { token: role.token, body });
const signedIn = (role: RoleName) => role !== 'anonymous';
const current = async (target: Target) => (await t.deps.database.db.select().from(pages).where(eq(pages.id, target.page.id)))[0];
const lifecycle = (method: string, action: string) => async (role: Role, target: Target) =>
  send(role, method, `/api/pages/${target.page.id}/${action}?version=${(await current(target)).version}`);
const invitationOf = async (target: Target) =>
  (await t.deps.database.db.select().from(pageInvitations).where(eq(pageInvitations.pageId, target.page.id)))[0]?.id ?? 999_999;
const FAKE_TOKEN = 'A'.repeat(32);
/** A draft preview link of the page, made as its owner would (the token is only known when made). */
const previewOf = async (target: Target) => {
  const token = randomToken(32);
  const [row] = await t.deps.database.db
    .insert(pagePreviews)
    .values({
      tokenHash: await sha256Hex(token),
      pageId: target.page.id,
      createdBy: world.owner.id,
      createdAt: TEST_NOW,
      expiresAt: new Date(TEST_NOW.getTime() + 86_400_000),
    })
    .returning();
  return { id: row.id, token };
};
/**
 * The page's latest revision; one is made first, as its owner's save would, for a page that has none (the matrix
 * makes its pages without). The targets get theirs before the matrix runs, so a refused call is the only change.
 */
const revisionOf = async (target: Target) => {
  const { db } = t.deps.database;
  const latest = () =>
    db
      .select({ id: pageRevisions.id })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, target.page.id))
      .orderBy(desc(pageRevisions.id))
      .limit(1);
  const [found] = await latest();
  if (found) return found.id;
  await db.transaction((tx) => recordRevision(tx, target.page.id, world.owner.id, 'save', TEST_NOW));
  return (await latest())[0].id;
};
/** Who may read a page may read its history, signed in. */
const historyReadable = (role: RoleName, target: Target) => signedIn(role) && mayRead(role, target);
const linkSlug = (target: Target) => `${target.page.slug}-${target.page.shareToken ?? FAKE_TOKEN}`;
/** A share link opens its memo (for anyone while it is anyone-with-link); a made-up token opens nothing, for anyone. */
const linkOpens = (role: RoleName, target: Target) => target.memo && target.page.shareToken !== null && mayRead(role, target, true);

interface PageRoute {
  name: string;
  writes?: boolean;
  /** The answer shows the memo to whoever holds its share link. */
  viaLink?: boolean;
  /** The call itself opens the page to whoever makes it (a draft preview link). */
  opensTarget?: boolean;
  call(role: Role, target: Target): Promise<Response>;
  allowed(role: RoleName, target: Target): boolean;
}

const notTrashed = (target: Target) => target.state !== 'trashed';
const memoReadable = (role: RoleName, target: Target) => target.memo && mayRead(role, target);
const memoOwner = (role: RoleName, target: Target) => target.memo && mayEdit(role, target);
const siteEditable = (role: RoleName, target: Target) => !target.memo && mayEdit(role, target);

const pageRoutes: PageRoute[] = [
  {
    name: 'GET /api/content/{collection}/{slug}',
    call: (role, target) => send(role, 'GET', `/api/content/${target.page.collection}/${target.page.slug}`),
    allowed: (role, target) => (target.memo ? mayEdit(role, target) : mayRead(role, target)),
  },
  { name: 'GET /api/pages/{slug}', call: (role, target) => send(role, 'GET', `/api/pages/${target.page.slug}`), allowed: mayEdit },
  {
    name: 'PUT /api/pages/{id}',
    writes: true,
    call: async (role, target) =>
      send(role, 'PUT', `/api/pages/${target.page.id}`, {
        page: { version: (await current(target)).version, title: 'Saved by the matrix' },
      }),
    allowed: (role, target) => mayEdit(role, target) && notTrashed(target),
  },
  {
    name: 'PUT /api/pages/{id}/publish',
    writes: true,
    call: lifecycle('PUT', 'publish'),
    allowed: (role, target) => mayEdit(role, target) && notTrashed(target),
  },
  {
    name: 'PUT /api/pages/{id}/settings',
    writes: true,
    call: async (role, target) =>
      send(role, 'PUT', `/api/pages/${target.page.id}/settings`, {
        page: { version: (await current(target)).version, seo_description: 'Set by the matrix' },
      }),
    allowed: (role, target) => mayEdit(role, target) && notTrashed(target),
  },
  {
    name: 'POST /api/pages/{id}/previews',
    writes: true,
    call: (role, target) => send(role, 'POST', `/api/pages/${target.page.id}/previews`),
    allowed: (role, target) => mayEdit(role, target) && notTrashed(target),
  },
  {
    name: 'GET /api/pages/{id}/previews',
    call: (role, target) => send(role, 'GET', `/api/pages/${target.page.id}/previews`),
    allowed: mayEdit,
  },
  {
    name: 'DELETE /api/pages/{id}/previews/{preview}',
    writes: true,
    call: async (role, target) => send(role, 'DELETE', `/api/pages/${target.page.id}/previews/${(await previewOf(target)).id}`),
    allowed: mayEdit,
  },
  {
    name: 'GET /api/previews/{token}',
    opensTarget: true,
    call: async (role, target) => send(role, 'GET', `/api/previews/${(await previewOf(target)).token}`),
    allowed: (_role, target) => notTrashed(target),
  },
  {
    name: 'PUT /api/pages/{id}/unpublish',
    writes: true,
    call: lifecycle('PUT', 'unpublish'),
    allowed: (role, target) => mayEdit(role, target) && target.state === 'published',
  },
  {
    name: 'PUT /api/pages/{id}/schedule',
    writes: true,
    call: async (role, target) =>
      send(role, 'PUT', `/api/pages/${target.page.id}/schedule`, {
        version: (await current(target)).version,
        publish_at: null,
        unpublish_at: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
      }),
    allowed: (role, target) => mayEdit(role, target) && notTrashed(target),
  },
  {
    name: 'PATCH /api/pages/{id}/move-to-trash',
    writes: true,
    call: lifecycle('PATCH', 'move-to-trash'),
    allowed: (role, target) => mayEdit(role, target) && notTrashed(target),
  },
  {
    name: 'PATCH /api/pages/{id}/restore-from-trash',
    writes: true,
    call: lifecycle('PATCH', 'restore-from-trash'),
    allowed: (role, target) => mayEdit(role, target) && !notTrashed(target),
  },
  {
    name: 'DELETE /api/pages/{id}/destroy-permanently',
    writes: true,
    call: lifecycle('DELETE', 'destroy-permanently'),
    allowed: (role, target) => mayEdit(role, target) && !notTrashed(target),
  },
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
    allowed: memoOwner,
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
  {
    name: 'DELETE /api/pages/{hub}/delete_sub_pages',
    writes: true,
    call: (role, target) => send(role, 'DELETE', `/api/pages/${world.hub.id}/delete_sub_pages?page_ids=${target.page.id}`),
    allowed: (role) => isEditor(role),
  },
  {
    name: 'POST /api/pages (a subpage)',
    writes: true,
    call: (role, target) =>
      send(role, 'POST', '/api/pages', {
        page: { title: 'Child', page_collection_slug: 'news', subpage: true, parent_sub_page_id: target.page.id },
      }),
    allowed: (role, target) => mayEdit(role, target) && notTrashed(target),
  },
  {
    name: 'GET /api/publications/{slug}/programme',
    call: (role, target) => send(role, 'GET', `/api/publications/${target.page.slug}/programme`),
    allowed: (role, target) => !target.memo && mayRead(role, target),
  },
  {
    name: 'GET /api/publications/{slug}/days/{day}',
    call: (role, target) => send(role, 'GET', `/api/publications/${target.page.slug}/days/day-one`),
    allowed: (role, target) => !target.memo && mayRead(role, target),
  },
  {
    name: 'POST /api/publications/{slug}/days',
    writes: true,
    call: (role, target) =>
      send(role, 'POST', `/api/publications/${target.page.slug}/days`, {
        day: { date: '2027-03-05', start_time: { hour: 10, minute: 0 } },
      }),
    allowed: (role, target) => siteEditable(role, target) && notTrashed(target),
  },
  {
    name: 'PUT /api/publications/{slug}/days/{day}',
    writes: true,
    call: (role, target) =>
      send(role, 'PUT', `/api/publications/${target.page.slug}/days/day-one`, { day: { version: 1, title: 'Changed day' } }),
    allowed: (role, target) => siteEditable(role, target) && notTrashed(target),
  },
  {
    name: 'GET /api/pages/{id}/revisions',
    call: async (role, target) => (await revisionOf(target), send(role, 'GET', `/api/pages/${target.page.id}/revisions`)),
    allowed: historyReadable,
  },
  {
    name: 'GET /api/pages/{id}/revisions/{revision}',
    call: async (role, target) => send(role, 'GET', `/api/pages/${target.page.id}/revisions/${await revisionOf(target)}`),
    allowed: historyReadable,
  },
  {
    name: 'GET /api/pages/{slug}?as_of=',
    call: async (role, target) => (
      await revisionOf(target),
      send(role, 'GET', `/api/pages/${target.page.slug}?as_of=${new Date(TEST_NOW.getTime() + 3_600_000).toISOString()}`)
    ),
    allowed: historyReadable,
  },
  {
    name: 'POST /api/pages/{id}/revisions/{revision}/restore',
    writes: true,
    call: async (role, target) =>
      send(role, 'POST', `/api/pages/${target.page.id}/revisions/${await revisionOf(target)}/restore`, {
        version: (await current(target)).version,
      }),
    allowed: (role, target) => mayEdit(role, target) && notTrashed(target),
  },
  // Presence (issue 19): saying one has the page open, and closing it, is for whoever may read its history.
  {
    name: 'PUT /api/pages/{id}/presence',
    writes: true,
    call: (role, target) => send(role, 'PUT', `/api/pages/${target.page.id}/presence`),
    allowed: historyReadable,
  },
  {
    name: 'DELETE /api/pages/{id}/presence',
    writes: true,
    call: (role, target) => send(role, 'DELETE', `/api/pages/${target.page.id}/presence`),
    allowed: historyReadable,
  },
  // Search (issue 20): always answers; the leak check shows what it finds. Drafts only for those who may edit them.
  { name: 'GET /api/search?q={marker}', call: (role, target) => send(role, 'GET', `/api/search?q=${target.marker}`), allowed: () => true },
  {
    name: 'GET /api/search?q={marker}&include=drafts',
    call: (role, target) => send(role, 'GET', `/api/search?q=${target.marker}&include=drafts`),
    allowed: () => true,
  },
  {
    name: 'GET /api/fetch_event',
    call: (role, target) =>
      send(role, 'GET', `/api/fetch_event?url=${encodeURIComponent(`/en/${target.page.collection}/${target.page.slug}`)}`),
    allowed: (_role, target) => !target.memo && target.state === 'published',
  },
];

interface OtherRoute {
  name: string;
  writes?: boolean;
  call(role: Role): Promise<Response>;
  allowed(role: RoleName): boolean;
}

const everyone = () => true;
const onlyEditors = (role: RoleName) => isEditor(role);
/** Whether the role's account is an administrator's (contract/roles.ts). */
const administers = (role: RoleName) => world.roles.find((each) => each.name === role)?.user?.role === 'admin';
const pngBody = (width: number) => ({ image: { image_name: 'matrix.png', image_data: base64Of(pngOf(width, 1)) } });
let uploads = 0;

const otherRoutes: OtherRoute[] = [
  ...[
    '/api/content/home?locale=en',
    '/api/content/events?locale=en',
    '/api/content/memo',
    '/api/content/stories/access-matrix-hub',
    '/api/content/series/city-of-water/stories',
  ].map((path) => ({
    name: `GET ${path}`,
    call: (role: Role) => send(role, 'GET', path),
    allowed: everyone,
  })),
  ...[
    '/api/upcoming_events',
    '/api/section_pages/what-s-on',
    '/api/site_config',
    '/api/period_types',
    '/api/publications/cities-and-water-symposium/programme',
  ].map((path) => ({
    name: `GET ${path}`,
    call: (role: Role) => send(role, 'GET', path),
    allowed: everyone,
  })),
  ...[
    '/api/page_collections/memo/pages',
    '/api/page_collections/memo/pages?q=zq',
    '/api/page_collections/memo/trashes',
    '/api/page_collections/events/trashes',
    '/api/publications/favourites',
    '/api/me',
    '/api/ex/users/suggest?q=ex',
  ].map((path) => ({ name: `GET ${path}`, call: (role: Role) => send(role, 'GET', path), allowed: signedIn })),
  { name: 'GET /api/pages/{hub slug} (editing)', call: (role) => send(role, 'GET', `/api/pages/${world.hub.slug}`), allowed: onlyEditors },
  // The audit log (issue 32): administrators only.
  ...['/api/admin/audit', '/api/admin/audit.csv', '/api/admin/audit?action=page.publish'].map((path) => ({
    name: `GET ${path}`,
    call: (role: Role) => send(role, 'GET', path),
    allowed: (role: RoleName) => administers(role),
  })),
  {
    name: 'PUT /api/section_pages/what-s-on',
    writes: true,
    call: async (role) => {
      const [row] = await t.deps.database.db.select().from(sectionPages).where(eq(sectionPages.slug, 'what-s-on'));
      return send(role, 'PUT', '/api/section_pages/what-s-on', {
        section_page: { version: row.version, title: "What's on, by the matrix" },
      });
    },
    allowed: onlyEditors,
  },
  { name: 'POST /api/images', writes: true, call: (role) => send(role, 'POST', '/api/images', pngBody(++uploads)), allowed: mayWrite },
  {
    name: 'POST /api/ex/images',
    writes: true,
    call: (role) => send(role, 'POST', '/api/ex/images', pngBody(++uploads)),
    allowed: mayWrite,
  },
  {
    name: 'POST /api/videos',
    writes: true,
    call: (role) =>
      send(role, 'POST', '/api/videos', { video: { video_name: VIDEO_SAMPLES[0][1], video_data: base64Of(VIDEO_SAMPLES[0][2]) } }),
    allowed: mayWrite,
  },
  {
    name: 'DELETE /api/images/{id} (the owner uploaded it)',
    writes: true,
    call: async (role) => {
      const owner = world.roles.find((each) => each.name === 'owner')!;
      const uploaded = await (await send(owner, 'POST', '/api/images', pngBody(++uploads))).json();
      return send(role, 'DELETE', `/api/images/${uploaded.data.id}`);
    },
    allowed: (role) => role === 'owner',
  },
  {
    name: 'POST /api/ex/content_pages',
    writes: true,
    call: (role) => send(role, 'POST', '/api/ex/content_pages', { content_page: { title: 'Board papers' } }),
    allowed: mayWrite,
  },
  {
    name: 'POST /api/pages',
    writes: true,
    call: (role) => send(role, 'POST', '/api/pages', { page: { title: 'New page', page_collection_slug: 'news', subpage: true } }),
    allowed: mayWrite,
  },
  {
    name: 'DELETE /api/auth/sign_out',
    writes: true,
    call: async (role) => t.request('DELETE', '/api/auth/sign_out', { token: role.user ? await tokenFor(t, role.user) : null }),
    allowed: signedIn,
  },
  // Issue 32: the site's settings are the administrators'; the first administrator is made only on a site without accounts.
  { name: 'GET /api/admin/settings', call: (role) => send(role, 'GET', '/api/admin/settings'), allowed: (role) => administers(role) },
  {
    name: 'PUT /api/admin/settings',
    writes: true,
    call: (role) =>
      send(role, 'PUT', '/api/admin/settings', {
        version: 0,
        site_name: { en: 'By the matrix', hk: '矩陣' },
        announcement: null,
        themed_series_slug: 'city-of-water',
        domains: [],
      }),
    allowed: (role) => administers(role),
  },
  {
    name: 'POST /api/setup',
    writes: true,
    call: (role) => send(role, 'POST', '/api/setup', { name: 'Matrix', email: 'matrix@example.org', password: 'a long password' }),
    allowed: () => false,
  },
];

const outcome = (status: number) =>
  status >= 500 ? `${status}` : status >= 400 ? '4xx' : status >= 200 && status < 300 ? '2xx' : `${status}`;

/** The markers in an answer of pages the caller may not read. */
function leaksIn(text: string, role: RoleName, viaLinkTo?: Target, opened?: Target): string[] {
  const lower = text.toLowerCase();
  return world.targets
    .filter((target) => target !== opened && !mayRead(role, target, target === viaLinkTo) && lower.includes(target.marker))
    .map((target) => target.kind);
}

/**
 * The digest taken after the last refused write, kept only until the next check: a refused write that follows one
 * compares with it instead of taking the same digest again (anything else clears it, so a stale digest could only
 * show a change that was not made, never hide one).
 */
let lastDigest: string | null = null;

async function check(route: { writes?: boolean }, ok: boolean, request: () => Promise<Response>) {
  const refusedWrite = route.writes && !ok;
  const before = refusedWrite ? (lastDigest ?? (await everyTableDigest(t))) : null;
  lastDigest = null;
  const response = await request();
  const text = await response.text();
  const after = refusedWrite ? await everyTableDigest(t) : null;
  lastDigest = after;
  return { status: response.status, text, unchanged: before === after };
}

describe('access matrix: every route x role x page state', () => {
  it.each(pageRoutes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const actual: string[] = [];
    const expected: string[] = [];
    for (const role of world.roles) {
      for (const target of world.targets) {
        const ok = route.allowed(role.name, target);
        const subject = route.writes && ok ? await world.fresh(target.kind) : target;
        const { status, text, unchanged } = await check(route, ok, () => route.call(role, subject));
        const key = `${role.name} / ${target.kind}`;
        const leaks = leaksIn(text, role.name, route.viaLink ? target : undefined, route.opensTarget ? target : undefined);
        actual.push(`${key}: ${outcome(status)}${unchanged ? '' : ' changed data'}${leaks.length ? ` leaks ${leaks.join(', ')}` : ''}`);
        expected.push(`${key}: ${ok ? '2xx' : '4xx'}`);
        if (status >= 400) expect(JSON.parse(text), key).toHaveProperty('error');
      }
    }
    expect(actual).toEqual(expected);
  });

  it.each(otherRoutes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const actual: string[] = [];
    const expected: string[] = [];
    for (const role of world.roles) {
      const ok = route.allowed(role.name);
      const { status, text, unchanged } = await check(route, ok, () => route.call(role));
      const leaks = leaksIn(text, role.name);
      actual.push(`${role.name}: ${outcome(status)}${unchanged ? '' : ' changed data'}${leaks.length ? ` leaks ${leaks.join(', ')}` : ''}`);
      expected.push(`${role.name}: ${ok ? '2xx' : '4xx'}`);
    }
    expect(actual).toEqual(expected);
  });
});
