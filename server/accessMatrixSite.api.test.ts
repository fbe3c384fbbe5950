import { eq } from 'drizzle-orm';
import { TEST_NOW, type TestApp } from '../tests/apiHarness';
import { FAKE_TOKEN, matrixApp, signedIn, siteMatrix, type SiteRoute } from '../tests/accessMatrixKit';
import { isEditor, mayWrite, type AccessWorld, type Role, type RoleName } from '../tests/accessTargets';
import { base64Of, pngOf, VIDEO_SAMPLES } from '../tests/mediaSamples';
import { tokenFor } from '../tests/memoFixtures';
import { webhookRoutes } from '../tests/webhookMatrix';
import { sectionPages } from './db/eventsSchema';
import { notifications } from './db/reviewSchema';

/**
 * The access matrix of the routes about no one page (tests/accessMatrixKit.ts): readers' lists, memo lists, the
 * dashboard, notifications, the audit log, uploads, webhooks, settings, single sign-on and setup, asked by every role;
 * the leak check holds every answer to the pages each role may read.
 */

let t: TestApp;
let world: AccessWorld;
/** A notification of the owner's, about the hub page (issue 33): nobody else may mark it read. */
let ownersNotification = 0;
matrixApp(async (app, built) => {
  [t, world] = [app, built];
  ownersNotification = await notificationOf(world.owner.id);
});

const send = (role: Role, method: string, path: string, body?: unknown) => t.request(method, path, { token: role.token, body });
const notificationOf = async (userId: number) =>
  (
    await t.deps.database.db
      .insert(notifications)
      .values({ userId, kind: 'review_requested', pageId: world.hub.id, actorId: null, createdAt: TEST_NOW })
      .returning({ id: notifications.id })
  )[0].id;

const everyone = () => true;
const onlyEditors = (role: RoleName) => isEditor(role);
/** Whether the role's account is an administrator's (contract/roles.ts). */
const administers = (role: RoleName) => world.roles.find((each) => each.name === role)?.user?.role === 'admin';
const pngBody = (width: number) => ({ image: { image_name: 'matrix.png', image_data: base64Of(pngOf(width, 1)) } });
let uploads = 0;

const siteRoutes: SiteRoute[] = [
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
    // The staff dashboard (issue 33): anyone signed in; the leak check holds it to the pages each role may read.
    '/api/dashboard',
    '/api/dashboard?state=draft&limit=50',
    '/api/dashboard?group=changed&limit=50',
    '/api/dashboard?q=access',
  ].map((path) => ({ name: `GET ${path}`, call: (role: Role) => send(role, 'GET', path), allowed: signedIn })),
  { name: 'GET /api/pages/{hub slug} (editing)', call: (role) => send(role, 'GET', `/api/pages/${world.hub.slug}`), allowed: onlyEditors },
  // Notifications (issue 33): each person's own.
  ...['/api/notifications', '/api/notifications?limit=5', '/api/notifications/unread'].map((path) => ({
    name: `GET ${path}`,
    call: (role: Role) => send(role, 'GET', path),
    allowed: signedIn,
  })),
  { name: 'PUT /api/notifications/read', writes: true, call: (role) => send(role, 'PUT', '/api/notifications/read'), allowed: signedIn },
  {
    name: "PUT /api/notifications/{id}/read (the owner's)",
    writes: true,
    call: (role) => send(role, 'PUT', `/api/notifications/${ownersNotification}/read`),
    allowed: (role) => role === 'owner',
  },
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
  // Issue 36: webhooks are the administrators' (tests/webhookMatrix.ts makes the endpoint they act on).
  ...webhookRoutes(() => t, send, administers),
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
  // Single sign-on (issue 32): open to everyone, as signing in is; a redirect to the sign-in page naming a reason
  // (`?sso_error=`) is their refusal, and nobody gets a session without a sign-in of theirs under way at the provider.
  ...[
    ['GET /api/auth/sso/start (single sign-on off)', 'GET', '/api/auth/sso/start?locale=en&next=%2Fen', {}],
    ['GET /api/auth/sso/callback (no sign-in under way)', 'GET', '/api/auth/sso/callback?code=x&state=y', {}],
    [
      'GET /api/auth/sso/callback (a request id never issued)',
      'GET',
      '/api/auth/sso/callback?code=x&state=y',
      { cookie: `masthead_sso=${FAKE_TOKEN}` },
    ],
    ['POST /api/auth/sso/session (no session to take)', 'POST', '/api/auth/sso/session', {}],
    ['POST /api/auth/sso/session (a forged cookie)', 'POST', '/api/auth/sso/session', { cookie: `masthead_sso_session=${FAKE_TOKEN}` }],
  ].map(([name, method, path, headers]) => ({
    name: name as string,
    writes: true,
    call: async (role: Role) => {
      const answer = await t.request(method as string, path as string, { token: role.token, headers: headers as Record<string, string> });
      const location = answer.headers.get('location') ?? '';
      return answer.status === 302 && location.startsWith('/en/login?sso_error=')
        ? Response.json({ error: location }, { status: 400 })
        : answer;
    },
    allowed: () => false,
  })),
  {
    name: 'POST /api/setup',
    writes: true,
    call: (role) => send(role, 'POST', '/api/setup', { name: 'Matrix', email: 'matrix@example.org', password: 'a long password' }),
    allowed: () => false,
  },
];

siteMatrix(
  'access matrix: every other route x role',
  siteRoutes,
  () => t,
  () => world,
);
