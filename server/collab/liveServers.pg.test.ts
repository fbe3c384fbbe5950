import { eq, max } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { editorsCopy } from '../../tests/draftFixtures';
import {
  createLiveTestApp,
  eventually,
  type LiveServer,
  type LiveTestApp,
  liveTextOf,
  typeInFirstParagraph,
} from '../../tests/liveHarness';
import { liveUpdates } from '../db/liveSchema';
import { pages, users, type Page } from '../db/schema';
import { BODY } from './liveDocument';
import { followSavedPage } from './liveSaving';

// Issue 34: two server processes on one PostgreSQL share a page's live session without Redis: each update goes to
// the log, a NOTIFY carries its page and number, and the other server reads it from the log.
let t: LiveTestApp;
let second: LiveServer;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp();
  second = await t.secondServer();
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

/** Alex on the first server and Sam on the second, saving only when asked; Alex adds a block at the top, Sam sees it. */
async function alexAddsABlockSamSees() {
  t.hub.saveAfterMs = second.hub.saveAfterMs = 60_000;
  const alex = await t.connect(await t.signIn('editor@example.org'), story.id);
  const sam = await second.connect(await t.signIn('colleague@example.org'), story.id);
  const added = new Y.XmlElement('paragraph');
  added.insert(0, [new Y.XmlText('Added by Alex.')]);
  alex.doc.getXmlFragment(BODY).insert(0, [added]);
  await eventually(() => liveTextOf(sam.doc).includes('Added by Alex.'));
  return { alex, sam, added };
}

describe('a live session across two servers', () => {
  it('passes each person’s changes to the other through the log, and both servers save one document with both', async () => {
    const alex = await t.connect(await t.signIn('editor@example.org'), story.id);
    const sam = await second.connect(await t.signIn('colleague@example.org'), story.id);
    expect(liveTextOf(sam.doc)).toBe(liveTextOf(alex.doc));
    typeInFirstParagraph(alex.doc, 'From Alex. ');
    await eventually(() => liveTextOf(sam.doc).includes('From Alex. '));
    typeInFirstParagraph(sam.doc, 'From Sam. ');
    await eventually(() => liveTextOf(alex.doc).includes('From Sam. '));
    expect(liveTextOf(alex.doc)).toBe(liveTextOf(sam.doc));
    await eventually(async () => {
      const saved = JSON.stringify((await editorsCopy(t, story.id))!.body);
      return saved.includes('From Alex. ') && saved.includes('From Sam. ');
    });
  });

  it('catches up with what it missed from the log when a NOTIFY is lost (as after a LISTEN reconnect)', async () => {
    const alex = await t.connect(await t.signIn('editor@example.org'), story.id);
    const sam = await second.connect(await t.signIn('colleague@example.org'), story.id);
    const room = await second.hub.rooms.get(story.id)!;
    const before = room.appliedSeq;
    const lastLogged = async () => {
      const [last] = await t.deps.database.db
        .select({ seq: max(liveUpdates.seq) })
        .from(liveUpdates)
        .where(eq(liveUpdates.pageId, story.id));
      return last?.seq ?? 0;
    };
    const loggedBefore = await lastLogged();
    // The second server stops hearing: its room is made to miss the next notifications.
    const catchUp = room.catchUp.bind(room);
    room.catchUp = () => Promise.resolve();
    typeInFirstParagraph(alex.doc, 'Missed. ');
    // The update is in the log (under load that takes a while), and the second server has still not taken it.
    await eventually(async () => (await lastLogged()) > loggedBefore);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liveTextOf(sam.doc)).not.toContain('Missed. ');
    room.catchUp = catchUp;
    await room.catchUp();
    expect(room.appliedSeq).toBeGreaterThan(before);
    await eventually(() => liveTextOf(sam.doc).includes('Missed. '));
  });

  it('shows each person’s caret to those on the other server, under their own name whatever the browser claims', async () => {
    const alex = await t.connect(await t.signIn('editor@example.org'), story.id);
    const sam = await second.connect(await t.signIn('colleague@example.org'), story.id);
    const [editor] = await t.deps.database.db.select().from(users).where(eq(users.email, 'editor@example.org'));
    alex.provider.awareness.setLocalState({ user: { id: 'someone-else', name: 'Someone else', color: '#ff0000' }, cursor: { at: 3 } });
    const seen = (await eventually(() => sam.provider.awareness.getStates().get(alex.doc.clientID) ?? false)) as Record<string, unknown>;
    expect(seen.user).toEqual({ id: editor.uid, name: editor.name, color: '#ff0000' });
    expect(seen.cursor).toEqual({ at: 3 });
    alex.destroy();
    await eventually(() => !sam.provider.awareness.getStates().has(alex.doc.clientID));
  });

  it('keeps the blocks people made when both servers save the session at once: neither save is merged into it as a write from outside', async () => {
    const { alex, sam, added } = await alexAddsABlockSamSees();
    typeInFirstParagraph(sam.doc, 'Sam: ');
    await eventually(() => liveTextOf(alex.doc).includes('Sam: '));
    // Each server has changes of its own people to save; both are asked at once (two Saves, or two last people leaving).
    alex.provider.ws!.send(new Uint8Array([100]));
    sam.provider.ws!.send(new Uint8Array([100]));
    await eventually(() => alex.asked.length > 0 && sam.asked.length > 0);
    await eventually(async () => JSON.stringify((await editorsCopy(t, story.id))!.body).includes('Sam: Added by Alex.'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still the block Alex made, not a copy of it put back from a save (typing in it meanwhile would have been lost).
    expect(added._item!.deleted).toBe(false);
    expect(alex.doc.getXmlFragment(BODY).get(0)).toBe(added);
    expect(liveTextOf(sam.doc)).toBe(liveTextOf(alex.doc));
  });

  it('takes the other server’s save of the session as its base, not as a write from outside: typing since stays', async () => {
    const { alex, sam, added } = await alexAddsABlockSamSees();
    // Alex's server saves what Alex did; then Sam's saves Sam's typing, and Sam types on, which reaches Alex's server
    // through the log.
    alex.provider.ws!.send(new Uint8Array([100]));
    await eventually(() => alex.asked.length > 0);
    typeInFirstParagraph(sam.doc, 'Saved. ');
    sam.provider.ws!.send(new Uint8Array([100]));
    await eventually(() => sam.asked.length > 0);
    typeInFirstParagraph(sam.doc, 'Later. ');
    await eventually(() => liveTextOf(alex.doc).includes('Later. Saved. Added by Alex.'));
    // Alex's server follows the page's saved copy, as after any write in its process (pagesWritten).
    await followSavedPage(await t.hub.rooms.get(story.id)!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liveTextOf(alex.doc)).toContain('Later. Saved. Added by Alex.');
    expect(added._item!.deleted).toBe(false);
    expect(liveTextOf(sam.doc)).toBe(liveTextOf(alex.doc));
  });
});
