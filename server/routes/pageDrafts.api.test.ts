import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedDocument } from '../../contract/document';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { pageBySlug } from '../../tests/memoFixtures';
import { auditLog } from '../db/auditSchema';
import { pageDrafts } from '../db/draftsSchema';
import { pages, type Page } from '../db/schema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { hashesInUse } from '../services/mediaUsage';

// Issue 33: a published page's saved changes are a draft until published; readers keep the live copy.
const HOUR = 3_600_000;
const NEW_WORDS = 'Zebra crossings return to the praya this winter.';
const NEW_TITLE = 'The Long View, revised';
let t: TestApp;
let editor: string;
let story: Page;

beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
  story = await pageBySlug(t, 'the-long-view');
});
afterEach(() => t.close());

const paragraph = (text: string) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] });
/** The live document with one block put in at `at` or one changed. */
function documentWith(base: SavedDocument, at: number, text: string, replace = false): SavedDocument {
  const children = [...(base.root.children ?? [])];
  children.splice(at, replace ? 1 : 0, paragraph(text) as never);
  return { ...base, root: { ...base.root, children } };
}
const open = async (token = editor) => (await t.json('GET', `/api/pages/${story.slug}`, { token })).body.data.attributes;
const save = (page: Record<string, unknown>, token = editor) => t.json('PUT', `/api/pages/${story.id}`, { token, body: { page } });
const visit = async (path: string) => {
  const response = await t.request('GET', path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const row = async () => (await t.deps.database.db.select().from(pages).where(eq(pages.id, story.id)))[0];
const runJobs = () => runDueJobs(t.deps, jobHandlers(t.deps));
const actions = async () =>
  (await t.deps.database.db.select({ action: auditLog.action }).from(auditLog).orderBy(desc(auditLog.id)).limit(3)).map(
    (entry) => entry.action,
  );

/** Everything readers are answered about the story, where a draft's words or title could show. */
async function whatReadersSee() {
  const content = JSON.parse(await visit('/api/content/stories/the-long-view')) as { data: { attributes: Record<string, unknown> } };
  const { version: _version, ...page } = content.data.attributes;
  const list = JSON.parse(await visit('/api/content/stories?locale=en')) as { data: { attributes: Record<string, unknown> }[] };
  const card = list.data.find((each) => each.attributes.page_id === story.id)!.attributes;
  const home = await visit('/api/content/home?locale=en');
  return {
    page,
    card: { title: card.title, precis: card.precis, updated_at: card.updated_at, image_url: card.image_url },
    home: home.replace(/"version":\d+/g, ''),
    feed: await visit('/en/stories/feed.xml'),
    seriesFeed: await visit('/en/series/city-of-water/feed.xml'),
    sitemap: await visit('/sitemap.xml'),
    search: await visit('/api/search?q=zebra'),
    searchTitle: await visit('/api/search?q=revised'),
  };
}

describe('changes to a published page stay a draft until published', () => {
  it('keeps every reader path on the live copy while editors open and save the draft, and publishing puts it live', async () => {
    const opened = await open();
    expect(opened).toMatchObject({ version: story.version, has_unpublished_changes: false, live_version: story.version });
    const live = await whatReadersSee();
    const liveRow = await row();

    const saved = await save({ version: opened.version, title: NEW_TITLE, lexical_body: documentWith(opened.lexical_body, 2, NEW_WORDS) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({
      version: story.version + 1,
      has_unpublished_changes: true,
      live_version: story.version,
    });

    // Readers: the page, lists, home, feeds, sitemap and search are as they were, to the byte.
    expect(await whatReadersSee()).toEqual(live);
    const after = await row();
    expect({ ...after, version: 0 }).toEqual({ ...liveRow, version: 0 });
    // Editors: the draft, saying so.
    const draft = await open();
    expect(draft).toMatchObject({
      title: NEW_TITLE,
      version: story.version + 1,
      has_unpublished_changes: true,
      live_version: story.version,
    });
    expect(JSON.stringify(draft.lexical_body)).toContain(NEW_WORDS);
    // Editors reading the site see what readers see.
    const asEditor = await t.json('GET', '/api/content/stories/the-long-view', { token: editor });
    expect(asEditor.body.data.attributes.title).toBe(story.title);

    const published = await t.json('PUT', `/api/pages/${story.id}/publish?version=${draft.version}`, { token: editor });
    expect(published.status).toBe(200);
    expect(published.body.data.attributes).toMatchObject({ title: NEW_TITLE, published: true });
    expect(await actions()).toContain('page.publish_changes');
    const now = await whatReadersSee();
    expect(now.page.title).toBe(NEW_TITLE);
    expect(JSON.stringify(now.page.lexical_body)).toContain(NEW_WORDS);
    expect(now.feed).toContain(NEW_TITLE);
    expect(now.sitemap).not.toEqual(live.sitemap);
    expect(now.search).toContain('the-long-view');
    expect(await open()).toMatchObject({ title: NEW_TITLE, has_unpublished_changes: false });
    expect(await t.deps.database.db.select().from(pageDrafts)).toEqual([]);
  });

  it('discards the changes back to the live copy, which readers never left, and a copy of the draft left open merges against it', async () => {
    const opened = await open();
    const live = await whatReadersSee();
    const draft = (await save({ version: opened.version, title: NEW_TITLE })).body.data.attributes;
    const reader = await t.signIn('reader@example.org');
    expect((await t.json('PUT', `/api/pages/${story.id}/discard-changes?version=${draft.version}`, { token: reader })).status).toBe(403);
    expect((await t.request('PUT', `/api/pages/${story.id}/discard-changes?version=${draft.version}`)).status).toBe(401);

    const discarded = await t.json('PUT', `/api/pages/${story.id}/discard-changes?version=${draft.version}`, { token: editor });
    expect(discarded.status).toBe(200);
    expect(discarded.body.data.attributes).toMatchObject({ title: story.title, has_unpublished_changes: false });
    expect(await actions()).toContain('page.discard_changes');
    expect(await open()).toMatchObject({ title: story.title, has_unpublished_changes: false, version: draft.version + 1 });
    expect(await whatReadersSee()).toEqual(live);
    const again = await t.json('PUT', `/api/pages/${story.id}/discard-changes?version=${draft.version + 1}`, { token: editor });
    expect(again).toMatchObject({ status: 409, body: { error: 'This page has no unpublished changes.' } });

    // Someone still on the discarded draft saves the stand first: merged into the live copy, a new draft.
    const late = await save({ version: draft.version, precis: 'A shorter walk.' });
    expect(late.status).toBe(200);
    expect(late.body.data.attributes).toMatchObject({ merged: true, has_unpublished_changes: true });
    expect(await open()).toMatchObject({ title: story.title, precis: 'A shorter walk.' });
    expect((await row()).precis).toBe(story.precis);
  });

  it('merges two editors saving the same draft at once block by block, and refuses a clash with 409 and the merge', async () => {
    const colleague = await t.signIn('colleague@example.org');
    const mine = await open();
    const theirs = await open(colleague);
    const base = mine.lexical_body as SavedDocument;
    const [first, second] = await Promise.all([
      save({ version: mine.version, lexical_body: documentWith(base, 1, 'Mine: the first pier.', true) }),
      save({ version: theirs.version, lexical_body: documentWith(base, 3, 'Theirs: the last ferry.', true) }, colleague),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.attributes.merged, second.body.data.attributes.merged].filter(Boolean)).toHaveLength(1);
    const draft = await open();
    const text = JSON.stringify(draft.lexical_body);
    expect(text).toContain('Mine: the first pier.');
    expect(text).toContain('Theirs: the last ferry.');
    expect(draft).toMatchObject({ version: story.version + 2, has_unpublished_changes: true, live_version: story.version });
    expect(JSON.stringify((await row()).body)).not.toContain('Mine: the first pier.');

    const clash = await save({ version: draft.version, lexical_body: documentWith(draft.lexical_body, 1, 'Mine again.', true) });
    expect(clash.status).toBe(200);
    const refused = await save(
      { version: draft.version, lexical_body: documentWith(draft.lexical_body, 1, 'Theirs again.', true) },
      colleague,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.merge.conflicts).toBe(1);
    expect(JSON.stringify((await open()).lexical_body)).toContain('Mine again.');
  });

  it('publishes scheduled changes when their time comes, and refuses to schedule a publish of a page with none', async () => {
    const opened = await open();
    const at = new Date(TEST_NOW.getTime() + 2 * HOUR).toISOString();
    const schedule = (version: number) =>
      t.json('PUT', `/api/pages/${story.id}/schedule`, { token: editor, body: { version, publish_at: at, unpublish_at: null } });
    expect(await schedule(opened.version)).toMatchObject({ status: 409, body: { error: 'This page is already published.' } });
    const draft = (await save({ version: opened.version, title: NEW_TITLE })).body.data.attributes;
    const scheduled = await schedule(draft.version);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.attributes).toMatchObject({ publish_at: at, published: true });
    t.setNow(new Date(TEST_NOW.getTime() + HOUR));
    await runJobs();
    expect(JSON.parse(await visit('/api/content/stories/the-long-view')).data.attributes.title).toBe(story.title);
    t.setNow(new Date(TEST_NOW.getTime() + 2.01 * HOUR));
    expect((await runJobs()).ran.map((job) => job.kind)).toContain('publish-page');
    expect(JSON.parse(await visit('/api/content/stories/the-long-view')).data.attributes.title).toBe(NEW_TITLE);
    expect(await row()).toMatchObject({ title: NEW_TITLE, publishAt: null, updatedAt: new Date(TEST_NOW.getTime() + 2.01 * HOUR) });
    expect(await actions()).toContain('page.publish_changes');
    expect(await open()).toMatchObject({ has_unpublished_changes: false });
  });

  it('restores a revision of a published page into its draft, and readers keep the live copy', async () => {
    const opened = await open();
    const draft = (await save({ version: opened.version, title: NEW_TITLE })).body.data.attributes;
    await t.json('PUT', `/api/pages/${story.id}/publish?version=${draft.version}`, { token: editor });
    const history = (await t.json('GET', `/api/pages/${story.id}/revisions`, { token: editor })).body.data as {
      id: string;
      attributes: { event: string };
    }[];
    const version = (await open()).version;
    const restored = await t.json('POST', `/api/pages/${story.id}/revisions/${history.at(-1)!.id}/restore`, {
      token: editor,
      body: { version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual({ version: version + 1, has_unpublished_changes: true });
    expect(JSON.parse(await visit('/api/content/stories/the-long-view')).data.attributes.title).toBe(NEW_TITLE);
    expect(await open()).toMatchObject({ title: story.title, has_unpublished_changes: true });
  });

  it('shows the draft through a preview link, and only editors see the draft in the history', async () => {
    const opened = await open();
    await save({ version: opened.version, title: NEW_TITLE, lexical_body: documentWith(opened.lexical_body, 2, NEW_WORDS) });
    const made = await t.json('POST', `/api/pages/${story.id}/previews`, { token: editor, body: {} });
    expect(made.status).toBe(201);
    const token = made.body.data.attributes.token as string;
    const preview = await t.json('GET', `/api/previews/${token}`);
    expect(preview.body.data.attributes.title).toBe(NEW_TITLE);

    const reader = await t.signIn('reader@example.org');
    const seen = await t.json('GET', `/api/pages/${story.id}/revisions`, { token: reader });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain(NEW_TITLE);
    const all = await t.json('GET', `/api/pages/${story.id}/revisions`, { token: editor });
    const drafted = all.body.data[0];
    expect(all.body.meta.total).toBe(seen.body.meta.total + 1);
    expect(drafted.attributes.draft).toBe(true);
    expect(all.body.data[1].attributes.draft).toBe(false);
    expect((await t.json('GET', `/api/pages/${story.id}/revisions/${drafted.id}`, { token: reader })).status).toBe(404);
    const asOf = await t.json('GET', `/api/pages/${story.id}?as_of=${new Date(TEST_NOW.getTime() + 60_000).toISOString()}`, {
      token: reader,
    });
    expect(JSON.stringify(asOf.body)).not.toContain(NEW_WORDS);
  });

  it('removes a subpage whose block the draft took out only when the changes are published', async () => {
    const created = await t.json('POST', '/api/pages', {
      token: editor,
      body: { page: { title: 'Harbour map', page_collection_slug: 'stories', subpage: true, parent_sub_page_id: story.id } },
    });
    const child = Number(created.body.data.id);
    const block = { type: 'subpage', version: 1, title: 'Harbour map', page_id: child };
    const live = await row();
    const withChild = { ...live.body, root: { ...live.body.root, children: [...live.body.root.children, block] } } as SavedDocument;
    await t.deps.database.db.update(pages).set({ body: withChild }).where(eq(pages.id, story.id));
    const opened = await open();
    expect(await save({ version: opened.version, lexical_body: live.body })).toMatchObject({ status: 200 });
    const childRow = async () => (await t.deps.database.db.select().from(pages).where(eq(pages.id, child)))[0];
    expect(await childRow()).toMatchObject({ trashedAt: null, parentId: story.id });
    expect(JSON.stringify((await row()).body)).toContain('Harbour map');
    const published = await t.json('PUT', `/api/pages/${story.id}/publish?version=${opened.version + 1}`, { token: editor });
    expect(published.status).toBe(200);
    expect(await childRow()).toBeUndefined();
  });

  it('counts an upload only a draft uses as in use, so the unused-media purge keeps it', async () => {
    const hash = 'd'.repeat(64);
    const opened = await open();
    await save({ version: opened.version, lexical_body: documentWith(opened.lexical_body, 1, `/media/${hash}.png`) });
    expect(await hashesInUse(t.deps.database.db, [hash])).toEqual(new Set([hash]));
    expect(await hashesInUse(t.deps.database.db, [hash], [story.id])).toEqual(new Set());
  });

  it('unpublishing keeps the saved changes as the page’s own copy, which is a draft again', async () => {
    const opened = await open();
    const draft = (await save({ version: opened.version, title: NEW_TITLE })).body.data.attributes;
    expect((await t.json('PUT', `/api/pages/${story.id}/unpublish?version=${draft.version}`, { token: editor })).status).toBe(200);
    expect(await row()).toMatchObject({ title: NEW_TITLE, published: false });
    expect(await t.deps.database.db.select().from(pageDrafts)).toEqual([]);
    const reopened = await open();
    expect(reopened).toMatchObject({ has_unpublished_changes: false, live_version: null });
    expect((await save({ version: reopened.version, title: 'Straight to the row' })).status).toBe(200);
    expect((await row()).title).toBe('Straight to the row');
  });
});
