import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../src/ssr';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pageBySlug } from '../../tests/memoFixtures';
import { readerPages } from '../readerPages';

// Readers are shown a published page's live version: its draft's saves raise the page's version, which would tell any
// reader that someone is editing it (issue 33's drafts; found rereading issue 36's content API).
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const template = readFileSync('index.html', 'utf8');

/** The reader's HTML of `path`, as the Node server renders it, and the answers it embeds for the browser. */
async function readerHtml(path: string) {
  const site = new Hono();
  site.get(
    '*',
    readerPages({
      api: (request) => t.app.fetch(request),
      template,
      render: renderScreen,
      publicUrl: 'https://www.example.org',
      clock: t.deps.clock,
    }),
  );
  const html = await (await site.request(`https://www.example.org${path}`)).text();
  const embedded = /<script type="application\/json" id="masthead-answers">([^<]*)<\/script>/.exec(html)?.[1];
  return { html, answers: JSON.parse(embedded ?? '{}') as Record<string, { data: { attributes: { version: number } } }> };
}

type Listed = { attributes: { page_id: number; version: number } };
const versionIn = (list: Listed[], id: number) => list.find((each) => each.attributes.page_id === id)?.attributes.version;

describe('the version readers see of a published page with a draft', () => {
  it('is the live copy’s, in the reader API, its lists and its HTML; editors keep the working version', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    const live = story.version;
    const before = await readerHtml('/en/stories/the-long-view');
    expect(before.answers['/api/content/stories/the-long-view'].data.attributes.version).toBe(live);

    const editor = await t.signIn('editor@example.org');
    let version = live;
    for (const title of ['The Long View, a draft', 'The Long View, a second draft']) {
      const saved = await t.json('PUT', `/api/pages/${story.id}`, { token: editor, body: { page: { version, title } } });
      expect(saved.status).toBe(200);
      version = saved.body.data.attributes.version;
    }
    expect(version).toBe(live + 2);

    const staff = await t.signIn('reader@example.org');
    for (const token of [undefined, staff]) {
      const page = await t.json('GET', '/api/content/stories/the-long-view', { token });
      expect(page.body.data.attributes).toMatchObject({ title: story.title, version: live });
      const list = await t.json('GET', '/api/content/stories?locale=en', { token });
      expect(versionIn(list.body.data, story.id)).toBe(live);
      const home = await t.json('GET', '/api/content/home?locale=en', { token });
      expect(versionIn(home.body.data.stories, story.id)).toBe(live);
    }
    // The reader's HTML is the same page as before the draft, to the byte.
    const after = await readerHtml('/en/stories/the-long-view');
    expect(after.answers['/api/content/stories/the-long-view'].data.attributes.version).toBe(live);
    expect(after.html).toBe(before.html);

    // Who may edit it still sees the version their next call must send (the reader page's toolbar moves it to the trash).
    const asEditor = await t.json('GET', '/api/content/stories/the-long-view', { token: editor });
    expect(asEditor.body.data.attributes).toMatchObject({ version: live + 2, editable: true });
    const editing = await t.json('GET', `/api/pages/${story.id}`, { token: editor });
    expect(editing.body.data.attributes).toMatchObject({ version: live + 2, live_version: live, has_unpublished_changes: true });
  });
});
