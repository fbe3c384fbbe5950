import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const STORIES = '/api/content/series/city-of-water/stories';

async function change(slug: string, values: Partial<typeof pages.$inferInsert>) {
  await t.deps.database.db.update(pages).set(values).where(eq(pages.slug, slug));
  t.deps.readerCache?.clear();
}

function slugsOf(body: { data: Array<{ attributes: { slug: string } }> }) {
  return body.data.map((page) => page.attributes.slug);
}

describe('the stories of a series', () => {
  it('lists its published stories as summaries, in the order they were published', async () => {
    const answer = await t.json('GET', STORIES);
    expect(answer.status).toBe(200);
    expect(slugsOf(answer.body)).toEqual(['the-long-view', 'typhoon-shelter-nights', 'reservoirs-above-the-city']);
    expect(answer.body.meta).toEqual({ total: 3 });
    const [first] = answer.body.data;
    expect(first).toMatchObject({
      type: 'page',
      attributes: { collection: 'stories', published: true, public_route: '/en/stories/the-long-view' },
    });
    expect(first.attributes.precis).toBeTruthy();
    expect(first.attributes.lexical_body).toBeUndefined();
    expect(slugsOf((await t.json('GET', '/api/content/series/voices-of-the-archive/stories')).body)).toEqual([
      'letters-from-the-reading-room',
    ]);
  });

  it('leaves out stories that are unpublished or in the trash, for readers and editors alike', async () => {
    await change('typhoon-shelter-nights', { published: false });
    await change('reservoirs-above-the-city', { trashedAt: new Date() });
    expect(slugsOf((await t.json('GET', STORIES)).body)).toEqual(['the-long-view']);
    const editor = await t.signIn('editor@example.org');
    expect(slugsOf((await t.json('GET', STORIES, { token: editor })).body)).toEqual(['the-long-view']);
  });

  it('is not found for a series readers may not read, an unknown series or a page that is not a series', async () => {
    await change('city-of-water', { published: false });
    expect((await t.json('GET', STORIES)).status).toBe(404);
    expect((await t.json('GET', STORIES, { token: await t.signIn('reader@example.org') })).status).toBe(404);
    expect((await t.json('GET', STORIES, { token: await t.signIn('editor@example.org') })).status).toBe(200);
    await change('city-of-water', { published: true, trashedAt: new Date() });
    expect((await t.json('GET', STORIES)).status).toBe(404);
    expect((await t.json('GET', '/api/content/series/no-such-series/stories')).status).toBe(404);
    expect((await t.json('GET', '/api/content/series/the-long-view/stories')).status).toBe(404);
    expect((await t.json('GET', '/api/content/series/NOT%20A%20SLUG/stories')).status).toBe(404);
  });
});
