import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createLiveTestApp, eventually, type LiveServer, type LiveTestApp, liveTextOf } from '../../tests/liveHarness';
import { pages, type Page } from '../db/schema';
import { BODY } from './liveDocument';

// Issue 34 (the time to the first key): a room kept open after everyone on this server left goes on following what
// people type on another server, so opening the page here again misses nothing.
let t: LiveTestApp;
let second: LiveServer;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp({ keepWarmMs: 60_000 });
  second = await t.secondServer();
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

describe('a room kept open on one server while people type on another', () => {
  it('takes their typing from the log, and the person who comes back here has it once', async () => {
    const alex = await t.signIn('editor@example.org');
    const here = await t.connect(alex, story.id);
    here.destroy();
    await eventually(() => t.hub.warm.size === 1);
    const room = await t.hub.rooms.get(story.id);
    const sam = await second.connect(await t.signIn('colleague@example.org'), story.id);
    const paragraph = sam.doc
      .getXmlFragment(BODY)
      .toArray()
      .find((node): node is Y.XmlElement => node instanceof Y.XmlElement && node.nodeName === 'paragraph')!;
    paragraph
      .toArray()
      .find((node): node is Y.XmlText => node instanceof Y.XmlText)!
      .insert(0, 'From the other server. ');
    await eventually(() => liveTextOf(room!.doc).includes('From the other server. '));
    const back = await t.connect(alex, story.id);
    expect(await t.hub.rooms.get(story.id)).toBe(room);
    expect(liveTextOf(back.doc).split('From the other server. ')).toHaveLength(2);
  });
});
