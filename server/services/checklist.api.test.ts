import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { databaseDigest, pageById } from '../../tests/memoFixtures';
import type { SavedDocument } from '../../contract/document';
import type { Checklist } from '../../contract/checklist';
import { pages, type Page } from '../db/schema';
import { EVENT_WITHOUT_DATE, LINK_TO_NO_PAGE } from './publishChecks';

// Issue 33: the checklist before publishing, one list for the editor's button and the API.
let t: TestApp;
let editor: string;
let story: Page;

const paragraphLinking = (url: string) => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'link', version: 1, url, children: [{ type: 'text', version: 1, text: 'a link', format: 0 }] }],
});

const documentOf = (...children: unknown[]) => ({ root: { type: 'root', version: 1, children } }) as unknown as SavedDocument;

async function setPage(changes: Partial<Page>) {
  await t.deps.database.db
    .update(pages)
    .set({ published: false, ...changes })
    .where(eq(pages.id, story.id));
  story = (await pageById(t, story.id))!;
}

async function checklist(token = editor, id = story.id) {
  return t.json('GET', `/api/pages/${id}/checklist`, { token });
}

beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

describe('the checklist before publishing', () => {
  it('names what blocks and what warns, each at its block, blocking items first', async () => {
    await setPage({
      precis: '',
      seoDescription: '',
      body: documentOf(
        paragraphLinking('/en/stories/a-garden-on-the-roof'),
        paragraphLinking('/en/stories/the-neon-restorers'),
        paragraphLinking(`${t.deps.config.publicUrl}/en/news/no-such-page?x=1#top`),
        paragraphLinking('https://elsewhere.example.org/en/news/no-such-page'),
        paragraphLinking('/en/memo/anything-at-all'),
      ),
    });
    const answer = await checklist();
    expect(answer.status).toBe(200);
    const list = (answer.body as { data: Checklist }).data;
    expect(list.blocked).toBe(true);
    expect(list.items).toEqual([
      { code: 'missing_link', severity: 'block', block: 2, name: `${t.deps.config.publicUrl}/en/news/no-such-page?x=1#top` },
      { code: 'summary', severity: 'warn' },
      { code: 'lead_image', severity: 'warn' },
      { code: 'counterpart', severity: 'warn' },
      { code: 'unpublished_link', severity: 'warn', block: 1, name: '/en/stories/the-neon-restorers' },
    ]);
  });

  it('refuses the publish and the schedule with the same list, changing nothing, and publishes once nothing blocks', async () => {
    await setPage({ body: documentOf(paragraphLinking('/en/stories/never-written')) });
    const listed = ((await checklist()).body as { data: Checklist }).data;
    const before = await databaseDigest(t);
    const refused = await t.json('PUT', `/api/pages/${story.id}/publish?version=${story.version}`, { token: editor });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: LINK_TO_NO_PAGE, checklist: listed });
    const at = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
    const scheduled = await t.json('PUT', `/api/pages/${story.id}/schedule`, {
      token: editor,
      body: { version: story.version, publish_at: at, unpublish_at: null },
    });
    expect(scheduled.status).toBe(422);
    expect(scheduled.body).toMatchObject({ error: LINK_TO_NO_PAGE, checklist: listed });
    expect(await databaseDigest(t)).toBe(before);

    // Warnings alone do not block: a link to a draft, no lead image, no counterpart.
    await setPage({ body: documentOf(paragraphLinking('/en/stories/the-neon-restorers')) });
    expect(((await checklist()).body as { data: Checklist }).data.blocked).toBe(false);
    const published = await t.json('PUT', `/api/pages/${story.id}/publish?version=${story.version}`, { token: editor });
    expect(published.status).toBe(200);
  });

  it('follows a renamed page to its new address, and counts a page in the trash as one readers cannot open', async () => {
    const garden = (await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'a-garden-on-the-roof')))[0];
    const renamed = await t.json('PUT', `/api/pages/${garden.id}/settings`, {
      token: editor,
      body: { page: { version: garden.version, slug: 'a-roof-garden' } },
    });
    expect(renamed.status).toBe(200);
    await setPage({ body: documentOf(paragraphLinking('/en/stories/a-garden-on-the-roof')) });
    expect(((await checklist()).body as { data: Checklist }).data.items.map((item) => item.code)).not.toContain('missing_link');
    await t.deps.database.db.update(pages).set({ trashedAt: TEST_NOW }).where(eq(pages.id, garden.id));
    const codes = ((await checklist()).body as { data: Checklist }).data.items.map((item) => item.code);
    expect(codes).toContain('unpublished_link');
  });

  it('asks an event for its date (blocks) and its place (warns), and a memo only what readers of any page need', async () => {
    const [event] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'archive-open-day'));
    story = event;
    await setPage({ event: { date: '', place: { name: '' } } as unknown as Page['event'] });
    const list = ((await checklist()).body as { data: Checklist }).data;
    expect(list.items.filter((item) => item.code.startsWith('event_'))).toEqual([
      { code: 'event_date', severity: 'block' },
      { code: 'event_place', severity: 'warn' },
    ]);
    const refused = await t.json('PUT', `/api/pages/${story.id}/publish?version=${story.version}`, { token: editor });
    expect(refused.body).toMatchObject({ error: EVENT_WITHOUT_DATE });

    const [memo] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'house-style-notes'));
    story = memo;
    await setPage({ precis: '', body: documentOf(paragraphLinking('/en/news/no-such-page')) });
    const memoList = ((await checklist()).body as { data: Checklist }).data;
    expect(memoList.items.map((item) => item.code)).toEqual(['missing_link']);
  });

  it('checks a document of 70,000 links to missing pages without failing, naming the first 20', async () => {
    const links = Array.from({ length: 70_000 }, (_, i) => ({ type: 'link', version: 1, url: `/en/news/missing-${i}`, children: [] }));
    await setPage({ body: documentOf({ type: 'paragraph', version: 1, children: links }) });
    const answer = await checklist();
    expect(answer.status).toBe(200);
    const items = (answer.body as { data: Checklist }).data.items.filter((item) => item.code === 'missing_link');
    expect(items.map((item) => item.name)).toEqual(Array.from({ length: 20 }, (_, i) => `/en/news/missing-${i}`));
  });

  it('is read only by those who may edit the page', async () => {
    expect((await t.json('GET', `/api/pages/${story.id}/checklist`)).status).toBe(401);
    const reader = await t.signIn('reader@example.org');
    const refused = await checklist(reader);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: expect.any(String) });
    expect((await checklist(editor, 999_999)).status).toBe(404);
    expect((await t.json('GET', `/api/pages/abc/checklist`, { token: editor })).status).toBe(404);
  });
});
