import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../tests/apiHarness';
import { buildAccessWorld, everyTableDigest, mayEdit, type AccessWorld, type Role, type Target } from '../tests/accessTargets';
import { pageRevisions } from './db/revisionsSchema';
import { pages } from './db/schema';

/**
 * The access matrix of issue 33's live and draft versions: a published site page with a draft, asked by every role
 * (anonymous included) on every path that answers its title or text. Readers' paths answer the live version to
 * everyone; the draft (its title, words and revisions) reaches exactly those who may edit the page, and only they may
 * discard it.
 */
let t: TestApp;
let world: AccessWorld;
let target: Target;
const SECRET = 'quokkadraftwords';
const DRAFT_TITLE = 'Quokkadraft headline';

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAccessWorld(t);
  target = await world.fresh('site published');
  const owner = world.roles.find((role) => role.name === 'owner')!;
  const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, target.page.id));
  const document = { root: { type: 'root', version: 1, children: [paragraph(`Text of ${target.marker}`), paragraph(SECRET)] } };
  const saved = await t.json('PUT', `/api/pages/${row.id}`, {
    token: owner.token,
    body: { page: { version: row.version, title: DRAFT_TITLE, lexical_body: document } },
  });
  expect(saved.body.data.attributes.has_unpublished_changes).toBe(true);
});
afterAll(() => t.close());

function paragraph(text: string) {
  return { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] };
}
const send = (role: Role, path: string, method = 'GET') => t.request(method, path, { token: role.token });
const draftRevision = async () =>
  (
    await t.deps.database.db
      .select({ id: pageRevisions.id })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, target.page.id))
      .orderBy(desc(pageRevisions.id))
      .limit(1)
  )[0].id;

/** Every path answering a page's title or text, and whether the draft may show in it (editors' paths, to editors). */
const paths: { name: string; path: () => Promise<string> | string; editors: boolean }[] = [
  { name: 'content page', path: () => `/api/content/events/${target.page.slug}`, editors: false },
  { name: 'content list', path: () => '/api/content/events?locale=en', editors: false },
  { name: 'home', path: () => '/api/content/home?locale=en', editors: false },
  { name: 'feed', path: () => '/en/events/feed.xml', editors: false },
  { name: 'sitemap', path: () => '/sitemap.xml', editors: false },
  { name: 'search', path: () => `/api/search?q=${SECRET}`, editors: false },
  { name: 'search by title', path: () => '/api/search?q=quokkadraft', editors: false },
  { name: "reader's page", path: () => `/en/events/${target.page.slug}`, editors: false },
  { name: 'editor GET /api/pages/{slug}', path: () => `/api/pages/${target.page.slug}`, editors: true },
  { name: 'revisions', path: () => `/api/pages/${target.page.id}/revisions`, editors: true },
  { name: 'revision', path: async () => `/api/pages/${target.page.id}/revisions/${await draftRevision()}`, editors: true },
  {
    name: 'as of',
    path: () => `/api/pages/${target.page.slug}?as_of=${new Date(TEST_NOW.getTime() + 86_400_000).toISOString()}`,
    editors: true,
  },
];

describe('access matrix: live and draft versions, for every role and anonymous', () => {
  it('shows a published page’s draft only to those who may edit it, on every path, and the live version to everyone else', async () => {
    const actual: string[] = [];
    const expected: string[] = [];
    for (const role of world.roles) {
      for (const each of paths) {
        const text = (await (await send(role, await each.path())).text()).toLowerCase();
        // The list of revisions holds no text: the draft's shows as its revision.
        const shows = text.includes(SECRET) || text.includes('quokkadraft') || text.includes(`"id":"${await draftRevision()}"`);
        actual.push(`${role.name} / ${each.name}: ${shows ? 'draft' : 'no draft'}`);
        expected.push(`${role.name} / ${each.name}: ${each.editors && mayEdit(role.name, target) ? 'draft' : 'no draft'}`);
      }
    }
    expect(actual).toEqual(expected);
    // The live version is still there for readers.
    const anonymous = world.roles.find((role) => role.name === 'anonymous')!;
    expect(await (await send(anonymous, `/api/content/events/${target.page.slug}`)).text()).toContain(`Title ${target.marker}`);
  });

  it('lets only those who may edit the page discard its draft, and a refusal changes nothing', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    const editors = world.roles.filter((role) => mayEdit(role.name, target));
    for (const role of world.roles.filter((each) => !mayEdit(each.name, target))) {
      const before = await everyTableDigest(t);
      const version = (await t.deps.database.db.select().from(pages).where(eq(pages.id, target.page.id)))[0].version;
      const response = await send(role, `/api/pages/${target.page.id}/discard-changes?version=${version}`, 'PUT');
      outcomes.push(
        `${role.name}: ${response.status >= 400 && response.status < 500 ? '4xx' : response.status}${before === (await everyTableDigest(t)) ? '' : ' changed data'}`,
      );
      expected.push(`${role.name}: 4xx`);
    }
    expect(outcomes).toEqual(expected);
    const version = (await t.deps.database.db.select().from(pages).where(eq(pages.id, target.page.id)))[0].version;
    expect((await send(editors[0], `/api/pages/${target.page.id}/discard-changes?version=${version}`, 'PUT')).status).toBe(200);
  });
});
