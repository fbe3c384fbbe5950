import { desc, eq } from 'drizzle-orm';
import { TEST_NOW, type TestApp } from '../tests/apiHarness';
import { currentRow, matrixApp, notTrashed, pageMatrix, signedIn, siteEditable, type PageRoute } from '../tests/accessMatrixKit';
import { isEditor, mayEdit, mayRead, type AccessWorld, type Role, type RoleName, type Target } from '../tests/accessTargets';
import { pagePreviews } from './db/schema';
import { randomToken, sha256Hex } from './services/tokens';
import { pageRevisions } from './db/revisionsSchema';
import { recordRevision } from './services/revisionRecording';
import { pageReviews } from './db/reviewSchema';

/**
 * The access matrix of the routes about one page (tests/accessMatrixKit.ts): editing, the page's lifecycle, draft
 * previews, subpages, an event's days, history, review, presence and search, asked by every role about a page in
 * every state. Memos' own routes are in accessMatrixMemo, the rest in accessMatrixSite.
 */

let t: TestApp;
let world: AccessWorld;
matrixApp(async (app, built) => {
  [t, world] = [app, built];
  for (const target of world.targets) await revisionOf(target);
});

const send = (role: Role, method: string, path: string, body?: unknown) => t.request(method, path, { token: role.token, body });
const current = (target: Target) => currentRow(t, target);
const lifecycle = (method: string, action: string) => async (role: Role, target: Target) =>
  send(role, method, `/api/pages/${target.page.id}/${action}?version=${(await current(target)).version}`);
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
/** A page put in review by its owner, for a call that acts on a review (only when the call is allowed, so a refusal changes nothing). */
const putInReview = async (target: Target) => {
  const values = {
    pageId: target.page.id,
    state: 'in_review' as const,
    submittedBy: world.owner.id,
    submittedAt: TEST_NOW,
    updatedAt: TEST_NOW,
  };
  await t.deps.database.db.insert(pageReviews).values(values).onConflictDoUpdate({ target: pageReviews.pageId, set: values });
};
/** Who may read a page may read its history, signed in. */
const historyReadable = (role: RoleName, target: Target) => signedIn(role) && mayRead(role, target);
/** Reviewers: those who may publish the page (editors and administrators here, as the targets are an editor's). */
const reviewable = (role: RoleName, target: Target) => siteEditable(role, target) && isEditor(role) && notTrashed(target);

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
    name: 'GET /api/pages/{id}/checklist',
    call: (role, target) => send(role, 'GET', `/api/pages/${target.page.id}/checklist`),
    allowed: mayEdit,
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
  // Review (issue 33): whoever may edit a site page submits it and withdraws it; whoever may publish it requests changes.
  {
    name: 'GET /api/pages/{id}/review',
    call: (role, target) => send(role, 'GET', `/api/pages/${target.page.id}/review`),
    allowed: siteEditable,
  },
  {
    name: 'GET /api/pages/{id}/reviewers',
    call: (role, target) => send(role, 'GET', `/api/pages/${target.page.id}/reviewers`),
    allowed: siteEditable,
  },
  {
    name: 'POST /api/pages/{id}/review',
    writes: true,
    call: (role, target) => send(role, 'POST', `/api/pages/${target.page.id}/review`, { note: 'From the matrix' }),
    allowed: (role, target) => siteEditable(role, target) && notTrashed(target),
  },
  {
    name: 'POST /api/pages/{id}/review/request-changes',
    writes: true,
    call: async (role, target) => {
      if (reviewable(role.name, target)) await putInReview(target);
      return send(role, 'POST', `/api/pages/${target.page.id}/review/request-changes`, { reason: 'From the matrix' });
    },
    allowed: (role, target) => reviewable(role, target),
  },
  {
    name: 'DELETE /api/pages/{id}/review',
    writes: true,
    call: async (role, target) => {
      if (siteEditable(role.name, target)) await putInReview(target);
      return send(role, 'DELETE', `/api/pages/${target.page.id}/review`);
    },
    allowed: siteEditable,
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

pageMatrix(
  'access matrix: every route about a page x role x page state',
  pageRoutes,
  () => t,
  () => world,
);
