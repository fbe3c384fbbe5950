import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { editorsCopy } from '../../tests/draftFixtures';
import { createLiveTestApp, eventually, type LiveTestApp, liveTextOf } from '../../tests/liveHarness';
import { pages, type Page } from '../db/schema';
import { BODY } from './liveDocument';

// Issue 35 with issue 34: a thread the server anchors (as for a Commenter) while a live session is open on the page.
let t: LiveTestApp;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp({ saveAfterMs: 60_000 });
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

describe('a thread anchored by the server during a live session', () => {
  it('keeps the session’s unsaved typing, and the mark reaches the live state as other outside writes do', async () => {
    const alex = await t.connect(await t.signIn('editor@example.org'), story.id);
    const paragraph = alex.doc
      .getXmlFragment(BODY)
      .toArray()
      .find((node): node is Y.XmlElement => node instanceof Y.XmlElement && node.nodeName === 'paragraph')!;
    const run = paragraph.toArray().find((node): node is Y.XmlText => node instanceof Y.XmlText)!;
    const words = run.toString().slice(0, 10);
    run.insert(0, 'Unsaved: ');
    // The typing has reached the server's session (over the socket, which takes a moment under load), and is not
    // saved yet (the session saves after a minute of quiet).
    const room = await t.hub.rooms.get(story.id)!;
    await eventually(() => liveTextOf(room.doc).includes('Unsaved: '));
    expect(JSON.stringify((await editorsCopy(t, story.id))!.body)).not.toContain('Unsaved: ');

    const answer = await t.json('POST', `/api/pages/${story.id}/comments`, {
      token: await t.signIn('colleague@example.org'),
      body: { id: 'thread-live-1', anchor: { quote: words, prefix: 'Unsaved: ' }, body: 'Is this right?' },
    });
    expect(answer.status).toBe(201);
    const saved = JSON.stringify((await editorsCopy(t, story.id))!.body);
    expect(saved).toContain('Unsaved: ');
    expect(saved).toContain('"ids":["thread-live-1"]');
    await eventually(() => liveTextOf(alex.doc).includes('thread-live-1'));
    expect(liveTextOf(alex.doc).split('Unsaved: ')).toHaveLength(2);
  });
});
