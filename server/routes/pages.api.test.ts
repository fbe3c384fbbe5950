import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function findPage(published: boolean, collection = 'stories') {
  const [page] = await t.deps.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.collection, collection), eq(pages.published, published), isNull(pages.trashedAt)))
    .limit(1);
  if (!page) throw new Error(`demo content has no ${published ? 'published' : 'draft'} ${collection}`);
  return page;
}

function paragraphDocument(text: string, extra: Record<string, unknown>[] = []) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }, ...extra],
        },
      ],
    },
  };
}

describe('reading site pages', () => {
  it('shows a published story to anyone, with its saved document and an editable flag', async () => {
    const story = await findPage(true);
    const anonymous = await t.json('GET', `/api/content/stories/${story.slug}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({ id: String(story.id), type: 'page' });
    expect(anonymous.body.data.attributes).toMatchObject({ slug: story.slug, title: story.title, editable: false, published: true });
    expect(anonymous.body.data.attributes.lexical_body.root.type).toBe('root');
    expect(anonymous.body.data.attributes.uid).toMatch(/^[0-9a-f]{32}$/);
    const editor = await t.signIn('editor@example.org');
    expect((await t.json('GET', `/api/content/stories/${story.slug}`, { token: editor })).body.data.attributes.editable).toBe(true);
    const reader = await t.signIn('reader@example.org');
    expect((await t.json('GET', `/api/content/stories/${story.slug}`, { token: reader })).body.data.attributes.editable).toBe(false);
  });

  it('hides drafts from readers but not from editors', async () => {
    const draft = await t.deps.database.db
      .update(pages)
      .set({ published: false })
      .where(eq(pages.id, (await findPage(true)).id))
      .returning();
    const path = `/api/content/stories/${draft[0].slug}`;
    expect((await t.json('GET', path)).status).toBe(404);
    expect((await t.json('GET', path, { token: await t.signIn('reader@example.org') })).status).toBe(404);
    expect((await t.json('GET', path, { token: await t.signIn('editor@example.org') })).status).toBe(200);
  });

  it('lists a collection, newest first, without documents, and the home page by section', async () => {
    const list = await t.json('GET', '/api/content/stories?locale=en&limit=3');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.length).toBeLessThanOrEqual(3);
    expect(list.body.meta.total).toBeGreaterThanOrEqual(list.body.data.length);
    expect(list.body.data[0].attributes.lexical_body).toBeUndefined();
    const home = await t.json('GET', '/api/content/home?locale=hk');
    expect(home.status).toBe(200);
    expect(Object.keys(home.body.data).sort()).toEqual(['events', 'news', 'projects', 'series', 'stories']);
    const events = home.body.data.events.map((event: { attributes: { event: { date: string } } }) => event.attributes.event.date);
    expect(events).toEqual([...events].sort());
    expect(events.every((date: string) => date >= '2026-11-21')).toBe(true);
    expect((await t.json('GET', '/api/content/nonsense')).status).toBe(404);
    expect((await t.json('GET', '/api/content/stories?limit=1000')).status).toBe(400);
  });

  it("lists events coming first, soonest first, then past ones, latest first (each in the locale's own language first)", async () => {
    const listed = (await t.json('GET', '/api/content/events?locale=en')).body.data as Array<{
      attributes: { locale: string; event: { date: string } };
    }>;
    const todayDate = TEST_NOW.toISOString().slice(0, 10);
    const rank = (item: (typeof listed)[number]) =>
      `${item.attributes.event.date >= todayDate ? 0 : 1}${item.attributes.locale === 'en' ? 0 : 1}`;
    expect(listed.map(rank)).toEqual(listed.map(rank).sort());
    const dates = listed.filter((item) => item.attributes.locale === 'en').map((item) => item.attributes.event.date);
    const today = TEST_NOW.toISOString().slice(0, 10);
    const coming = dates.filter((date: string) => date >= today);
    const past = dates.filter((date: string) => date < today);
    expect(coming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(dates).toEqual([...coming, ...past]);
    expect(coming).toEqual([...coming].sort());
    expect(past).toEqual([...past].sort().reverse());
  });
});

describe('editing pages', () => {
  it('loads a page for editing only for those who may edit it', async () => {
    const story = await findPage(true);
    expect((await t.json('GET', `/api/pages/${story.slug}`)).status).toBe(401);
    expect((await t.json('GET', `/api/pages/${story.slug}`, { token: await t.signIn('reader@example.org') })).status).toBe(403);
    const editor = await t.json('GET', `/api/pages/${story.slug}`, { token: await t.signIn('editor@example.org') });
    expect(editor.status).toBe(200);
    expect(editor.body.data.attributes.version).toBe(story.version);
  });

  it('saves with the current version, and a reload shows exactly what was saved', async () => {
    // A draft: a published page's saves are its draft's (pageDrafts.api.test.ts).
    const story = await findPage(false);
    const token = await t.signIn('editor@example.org');
    const document = paragraphDocument('fresh words and fresh words again');
    const saved = await t.json('PUT', `/api/pages/${story.id}`, {
      token,
      body: { page: { version: story.version, title: 'A new title', lexical_body: document } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.version).toBe(story.version + 1);
    const reloaded = await t.json('GET', `/api/pages/${story.slug}`, { token });
    expect(reloaded.body.data.attributes.lexical_body).toEqual(document);
    expect(reloaded.body.data.attributes.title).toBe('A new title');
    const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, story.id));
    expect(row.plainText).toBe('fresh words and again');
  });

  it('readers see published changes at once, though their answers are cached, and never a save before it is published', async () => {
    const story = await findPage(true);
    const path = `/api/content/stories/${story.slug}`;
    const before = await t.json('GET', path);
    expect((await t.json('GET', path)).body).toEqual(before.body);
    const token = await t.signIn('editor@example.org');
    const document = paragraphDocument('Changed for readers');
    expect(
      (await t.json('PUT', `/api/pages/${story.id}`, { token, body: { page: { version: story.version, lexical_body: document } } })).status,
    ).toBe(200);
    expect((await t.json('GET', path)).body.data.attributes.lexical_body).toEqual(before.body.data.attributes.lexical_body);
    expect((await t.json('PUT', `/api/pages/${story.id}/publish?version=${story.version + 1}`, { token })).status).toBe(200);
    expect((await t.json('GET', path)).body.data.attributes.lexical_body).toEqual(document);
  });

  it('refuses a stale version with 409 and the current version, changing nothing', async () => {
    const story = await findPage(false);
    const token = await t.signIn('editor@example.org');
    const body = (text: string) => ({ page: { version: story.version, lexical_body: paragraphDocument(text) } });
    expect((await t.json('PUT', `/api/pages/${story.id}`, { token, body: body('first') })).status).toBe(200);
    const stale = await t.json('PUT', `/api/pages/${story.id}`, { token, body: body('second') });
    expect(stale.status).toBe(409);
    expect(stale.body.current_version).toBe(story.version + 1);
    const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, story.id));
    expect(row.plainText).toBe('first');
  });

  it('lets exactly one of several concurrent saves with the same version win', async () => {
    const story = await findPage(true);
    const token = await t.signIn('editor@example.org');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.request('PUT', `/api/pages/${story.id}`, {
          token,
          body: { page: { version: story.version, lexical_body: paragraphDocument(`tab ${i}`) } },
        }),
      ),
    );
    const statuses = results.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x'])(
    'refuses a document with the link %j and keeps the page as it was',
    async (url) => {
      const story = await findPage(true);
      const token = await t.signIn('editor@example.org');
      const link = { type: 'link', version: 1, url, rel: null, target: null, title: null, children: [] };
      const response = await t.json('PUT', `/api/pages/${story.id}`, {
        token,
        body: { page: { version: story.version, lexical_body: paragraphDocument('evil', [link]) } },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('The document contains a link that is not allowed.');
      const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, story.id));
      expect(row.version).toBe(story.version);
    },
  );

  const leadImage = (image: string) => ({ type: 'lead-image', version: 1, tagline: 'Hello', image, image_caption: '', isVideo: false });
  const cards = (image: string) => ({
    type: 'gray-cards',
    version: 1,
    cards: [{ id: 'card-1', title: 'A', description: '', link: '', image }],
  });
  const picture = (src: string) => ({
    type: 'inline-image',
    version: 1,
    src,
    caption: 'A',
    narrativeCaption: '',
    position: 'full',
    isPlaceholder: false,
  });
  const video = (src: string) => ({ type: 'video-node', version: 1, src, caption: 'A', position: 'full' });

  it.each([
    ['a lead image', leadImage('javascript:alert(1)')],
    ['a lead image', leadImage('data:image/svg+xml,<svg onload=alert(1)>')],
    ['a card image', cards('data:image/png;base64,AAAA')],
    ['a card image', cards(' JAVASCRIPT:alert(1)')],
    ['an image', picture('data:image/png;base64,AAAA')],
    ['an image', picture('mailto:someone@example.org')],
    ['a video', video('blob:https://example.org/1')],
  ])('refuses %s whose address is no image address (%j) and keeps the page as it was', async (_name, block) => {
    const story = await findPage(true);
    const token = await t.signIn('editor@example.org');
    const document = { root: { type: 'root', version: 1, children: [block] } };
    const response = await t.json('PUT', `/api/pages/${story.id}`, {
      token,
      body: { page: { version: story.version, lexical_body: document } },
    });
    expect(response.status).toBe(400);
    const [row] = await t.deps.database.db.select().from(pages).where(eq(pages.id, story.id));
    expect(row.version).toBe(story.version);
  });

  it('accepts own media, https images and card colours', async () => {
    const story = await findPage(true);
    const token = await t.signIn('editor@example.org');
    const document = {
      root: {
        type: 'root',
        version: 1,
        children: [
          leadImage('/media/abc.jpg'),
          cards('#F6E36C'),
          cards('https://images.example.org/a.jpg'),
          picture('https://example.org/a.png'),
        ],
      },
    };
    const response = await t.json('PUT', `/api/pages/${story.id}`, {
      token,
      body: { page: { version: story.version, lexical_body: document } },
    });
    expect(response.status).toBe(200);
  });

  it('refuses saves from staff readers and anonymous callers, and unknown pages', async () => {
    const story = await findPage(true);
    const body = { page: { version: story.version, lexical_body: paragraphDocument('x') } };
    expect((await t.json('PUT', `/api/pages/${story.id}`, { body })).status).toBe(401);
    expect((await t.json('PUT', `/api/pages/${story.id}`, { body, token: await t.signIn('reader@example.org') })).status).toBe(403);
    const token = await t.signIn('editor@example.org');
    expect((await t.json('PUT', '/api/pages/999999', { body, token })).status).toBe(404);
    expect((await t.json('PUT', '/api/pages/abc', { body, token })).status).toBe(404);
    expect((await t.json('PUT', `/api/pages/${story.id}`, { body: { page: { version: 'one' } }, token })).status).toBe(400);
  });
});
