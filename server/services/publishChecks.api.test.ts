import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { databaseDigest, pageById } from '../../tests/memoFixtures';
import type { SavedDocument } from '../../contract/document';
import { pages, type Page } from '../db/schema';
import { media } from '../db/mediaSchema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { IMAGES_WITHOUT_ALT } from './publishChecks';

// Issue 17: alt text is required to publish, unless the image is marked decorative.
let t: TestApp;
let editor: string;
let story: Page;

const withImage = (image: Record<string, unknown>): SavedDocument =>
  ({
    root: {
      type: 'root',
      version: 1,
      children: [{ type: 'inline-image', version: 1, src: '/demo/harbour.svg', caption: 'Caption', position: 'full', ...image }],
    },
  }) as unknown as SavedDocument;

async function setBody(body: SavedDocument) {
  await t.deps.database.db.update(pages).set({ body, published: false }).where(eq(pages.id, story.id));
  story = (await pageById(t, story.id))!;
}

beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

describe('publishing asks for alt text', () => {
  it('refuses to publish a page with an undescribed image, and changes nothing', async () => {
    await setBody(withImage({ altText: '  ' }));
    const before = await databaseDigest(t);
    const answer = await t.json('PUT', `/api/pages/${story.id}/publish?version=${story.version}`, { token: editor });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: IMAGES_WITHOUT_ALT, images: [{ type: 'inline-image', src: '/demo/harbour.svg' }] });
    expect(await databaseDigest(t)).toBe(before);
  });

  it('publishes once the image is described, or marked decorative', async () => {
    for (const image of [{ altText: 'The harbour at dawn' }, { decorative: true }]) {
      await setBody(withImage(image));
      const answer = await t.json('PUT', `/api/pages/${story.id}/publish?version=${story.version}`, { token: editor });
      expect(answer.status).toBe(200);
    }
  });

  it('refuses to schedule the publish of an undescribed image, and drops a schedule whose page gained one', async () => {
    await setBody(withImage({}));
    const at = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
    const refused = await t.json('PUT', `/api/pages/${story.id}/schedule`, {
      token: editor,
      body: { version: story.version, publish_at: at, unpublish_at: null },
    });
    expect(refused.status).toBe(422);

    await setBody(withImage({ altText: 'The harbour at dawn' }));
    const scheduled = await t.json('PUT', `/api/pages/${story.id}/schedule`, {
      token: editor,
      body: { version: story.version, publish_at: at, unpublish_at: null },
    });
    expect(scheduled.status).toBe(200);
    await t.deps.database.db
      .update(pages)
      .set({ body: withImage({ altText: '' }) })
      .where(eq(pages.id, story.id));
    t.setNow(new Date(TEST_NOW.getTime() + 3_700_000));
    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(await pageById(t, story.id)).toMatchObject({ published: false, publishAt: null });
    // Whoever scheduled it is told, in the notification centre, and led to the page in the editor (issue 33).
    const told = await t.json('GET', '/api/notifications', { token: editor });
    expect((told.body as { data: Array<{ kind: string; path: string }> }).data[0]).toMatchObject({
      kind: 'schedule_failed',
      path: '/en/page-templates/stories/the-long-view',
    });
  });

  it('lists the undescribed images with the block each is in and a name: caption, uploaded file name, address', async () => {
    const hash = 'ab'.repeat(32);
    await t.deps.database.db
      .insert(media)
      .values({ hash, kind: 'image', contentType: 'image/jpeg', size: 10, originalName: 'tram-depot.jpg', createdAt: TEST_NOW });
    const paragraph = { type: 'paragraph', version: 1, children: [] };
    const document = {
      root: {
        type: 'root',
        version: 1,
        children: [
          paragraph,
          { type: 'inline-image', version: 1, src: '/demo/harbour.svg', caption: 'The harbour at dawn', position: 'full' },
          { type: 'inline-image', version: 1, src: `/media/${hash}.jpg`, caption: '', position: 'full' },
          paragraph,
          {
            type: 'gray-cards',
            version: 1,
            cards: [
              { title: 'A colour', image: '#F6E36C' },
              { title: '', image: `/media/${'cd'.repeat(32)}.png` },
            ],
          },
          { type: 'inline-image', version: 1, src: '/demo/garden.svg', caption: '', altText: 'A roof garden', position: 'full' },
        ],
      },
    } as unknown as SavedDocument;
    await setBody(document);
    const answer = await t.json('PUT', `/api/pages/${story.id}/publish?version=${story.version}`, { token: editor });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: IMAGES_WITHOUT_ALT,
      image_count: 3,
      images: [
        { type: 'inline-image', src: '/demo/harbour.svg', block: 1, caption: 'The harbour at dawn', name: 'The harbour at dawn' },
        { type: 'inline-image', src: `/media/${hash}.jpg`, block: 2, caption: '', name: 'tram-depot.jpg' },
        { type: 'gray-cards', src: `/media/${'cd'.repeat(32)}.png`, block: 4, card: 1, caption: '', name: null },
      ],
    });
    // The checklist (issue 33) names the same images, blocking, first.
    expect((answer.body as { checklist: { items: unknown[] } }).checklist.items.slice(0, 3)).toEqual([
      { code: 'image_alt', severity: 'block', block: 1, name: 'The harbour at dawn' },
      { code: 'image_alt', severity: 'block', block: 2, name: 'tram-depot.jpg' },
      { code: 'image_alt', severity: 'block', block: 4, card: 1, name: null },
    ]);
  });
});
