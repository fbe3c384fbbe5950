import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editorsCopy } from '../../tests/draftFixtures';
import { createLiveTestApp, eventually, type LiveTestApp, liveTextOf, typeInFirstParagraph } from '../../tests/liveHarness';
import { pages, type Page } from '../db/schema';

// Issue 34 (the time to the first key): opening a page again soon after everyone left takes its room as it was,
// instead of reading and applying its whole live state again, and misses nothing written meanwhile.
let t: LiveTestApp;
let alex: string;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp({ keepWarmMs: 60_000 });
  alex = await t.signIn('editor@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

describe('a page opened again soon after everyone left', () => {
  it('is saved when the last person leaves and opened again from the same room, with each word once', async () => {
    const first = await t.connect(alex, story.id);
    typeInFirstParagraph(first.doc, 'Back soon: ');
    const room = await t.hub.rooms.get(story.id);
    first.destroy();
    await eventually(() => t.hub.warm.size === 1);
    expect(JSON.stringify((await editorsCopy(t, story.id))!.body)).toContain('Back soon: ');
    const again = await t.connect(alex, story.id);
    expect(await t.hub.rooms.get(story.id)).toBe(room);
    expect(t.hub.warm.size).toBe(0);
    expect(liveTextOf(again.doc).split('Back soon: ')).toHaveLength(2);
  });

  it('takes a write from outside made while nobody was in the page (an old client’s PUT) into the room kept open', async () => {
    const first = await t.connect(alex, story.id);
    first.destroy();
    await eventually(() => t.hub.warm.size === 1);
    const current = (await editorsCopy(t, story.id))!;
    const body = structuredClone(current.body) as any;
    const last = body.root.children.findLast((block: any) => block.type === 'paragraph');
    last.children = [{ type: 'text', version: 1, text: 'Written while away.', format: 0, detail: 0, mode: 'normal', style: '' }];
    const put = await t.json('PUT', `/api/pages/${story.id}`, {
      token: alex,
      body: { page: { version: current.version, lexical_body: body } },
    });
    expect(put.status).toBe(200);
    const again = await t.connect(alex, story.id);
    await eventually(() => liveTextOf(again.doc).includes('Written while away.'));
    expect(liveTextOf(again.doc).split('Written while away.')).toHaveLength(2);
  });
});
