import { eq } from 'drizzle-orm';
import * as encoding from 'lib0/encoding';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { editorsCopy } from '../../tests/draftFixtures';
import {
  createLiveTestApp,
  eventually,
  type LiveClient,
  type LiveTestApp,
  liveTextOf,
  typeInFirstParagraph,
} from '../../tests/liveHarness';
import { pages, type Page } from '../db/schema';
import { awarenessAs, awarenessMessage, readMessage } from './liveProtocol';
import { liveRow } from './liveStore';

// Issue 34: two people in one page at once over the WebSocket; the live state is saved as the page's document.
let t: LiveTestApp;
let alex: string;
let sam: string;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp();
  alex = await t.signIn('editor@example.org');
  sam = await t.signIn('colleague@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

describe('the live session', () => {
  it('gives both people the saved document, passes each change to the other, and saves it keeping untouched blocks byte for byte', async () => {
    const before = (await editorsCopy(t, story.id))!;
    const first = await t.connect(alex, story.id);
    const second = await t.connect(sam, story.id);
    expect(liveTextOf(first.doc)).toContain('paragraph');
    expect(liveTextOf(second.doc)).toBe(liveTextOf(first.doc));

    typeInFirstParagraph(first.doc, 'Live: ');
    await eventually(() => liveTextOf(second.doc).includes('Live: '));
    const version = await eventually(() => first.saved[0] ?? second.saved[0] ?? false);

    const after = (await editorsCopy(t, story.id))!;
    expect(after.version).toBe(version);
    const changed = (after.body as any).root.children;
    const original = (before.body as any).root.children;
    expect(changed).toHaveLength(original.length);
    const index = changed.findIndex((block: any) => JSON.stringify(block).includes('Live: '));
    expect(index).toBeGreaterThanOrEqual(0);
    changed.forEach((block: any, i: number) => {
      if (i !== index) expect(JSON.stringify(block)).toBe(JSON.stringify(original[i]));
    });
  });

  it('takes both people’s typing in the title, as shared text, and saves the title they made together', async () => {
    const first = await t.connect(alex, story.id);
    const second = await t.connect(sam, story.id);
    expect(first.doc.getText('title').toString()).toBe(story.title);
    first.doc.getText('title').insert(0, 'Live: ');
    second.doc.getText('title').insert(second.doc.getText('title').length, ' (updated)');
    const together = `Live: ${story.title} (updated)`;
    await eventually(() => first.doc.getText('title').toString() === together && second.doc.getText('title').toString() === together);
    await eventually(() => first.saved.length > 0 || second.saved.length > 0);
    await eventually(async () => (await editorsCopy(t, story.id))!.title === together);
  });

  it('saves when the last person leaves, and frees the page’s live state in memory then; the next opening reads it back', async () => {
    const first = await t.connect(alex, story.id);
    typeInFirstParagraph(first.doc, 'Leaving: ');
    await eventually(() => t.hub.rooms.size === 1);
    first.destroy();
    await eventually(() => t.hub.rooms.size === 0);
    expect(JSON.stringify((await editorsCopy(t, story.id))!.body)).toContain('Leaving: ');
    const again = await t.connect(sam, story.id);
    expect(liveTextOf(again.doc)).toContain('Leaving: ');
    expect(liveTextOf(again.doc).split('Leaving: ')).toHaveLength(2);
  });

  it('merges a save from outside the session (an old client’s PUT) into the live state as a change, keeping the live edits', async () => {
    const first = await t.connect(alex, story.id);
    typeInFirstParagraph(first.doc, 'Live: ');
    await eventually(() => first.saved.length > 0);
    const current = (await editorsCopy(t, story.id))!;
    const body = structuredClone(current.body) as any;
    const last = body.root.children.findLast((block: any) => block.type === 'paragraph');
    last.children = [{ type: 'text', version: 1, text: 'Written by an old client.', format: 0, detail: 0, mode: 'normal', style: '' }];
    const put = await t.json('PUT', `/api/pages/${story.id}`, {
      token: sam,
      body: { page: { version: current.version, lexical_body: body } },
    });
    expect(put.status).toBe(200);
    await eventually(() => liveTextOf(first.doc).includes('Written by an old client.'));
    expect(liveTextOf(first.doc)).toContain('Live: ');
    typeInFirstParagraph(first.doc, 'Again: ');
    await eventually(async () => JSON.stringify((await editorsCopy(t, story.id))!.body).includes('Again: '));
    const saved = JSON.stringify((await editorsCopy(t, story.id))!.body);
    expect(saved).toContain('Written by an old client.');
    expect(saved.split('Live: ')).toHaveLength(2);
  });

  it('saves at once when the editor asks (its explicit Save: message 100), answering the version saved', async () => {
    t.hub.saveAfterMs = 60_000;
    const first = await t.connect(alex, story.id);
    const second = await t.connect(sam, story.id);
    typeInFirstParagraph(first.doc, 'Saved now: ');
    first.provider.ws!.send(new Uint8Array([100]));
    const version = await eventually(() => first.saved[0] ?? false);
    const saved = (await editorsCopy(t, story.id))!;
    expect(saved.version).toBe(version);
    expect(JSON.stringify(saved.body)).toContain('Saved now: ');
    // Once: the save's own message, not a second answer; marked as the answer to the asker's Save, for the asker only
    // (the editor's bar says "All changes saved" by it even when the Save came right after a keystroke).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.saved).toEqual([version]);
    expect(first.asked).toEqual([version]);
    await eventually(() => second.saved.length === 1);
    expect(second.asked).toEqual([]);
    // Asked again with nothing new: the version saved last, again marked as the answer.
    first.provider.ws!.send(new Uint8Array([100]));
    await eventually(() => first.asked.length === 2);
    expect(first.asked).toEqual([version, version]);
  });

  it('records its save as the session’s in the save’s own transaction: a server killed right after it leaves no save that looks written from outside', async () => {
    t.hub.saveAfterMs = 60_000;
    const first = await t.connect(alex, story.id);
    typeInFirstParagraph(first.doc, 'Saved once: ');
    // The moment the page's save has committed (every write ends in pagesWritten): a server dying now has written all
    // it ever will, and the live state must already name this version as its own save.
    const seen: Array<{ page: number; live: number | null }> = [];
    const pagesWritten = t.hub.pagesWritten.bind(t.hub);
    t.hub.pagesWritten = () => {
      void Promise.all([editorsCopy(t, story.id), liveRow(t.deps.database.db, story.id)]).then(([page, row]) =>
        seen.push({ page: page!.version, live: row!.savedVersion }),
      );
      pagesWritten();
    };
    first.provider.ws!.send(new Uint8Array([100]));
    const version = await eventually(() => first.saved[0] ?? false);
    await eventually(() => seen.length > 0);
    expect(seen[0]).toEqual({ page: version, live: version });
  });

  it('tells everyone in a published page, after a live save, that it now has changes not yet published', async () => {
    expect(story.published).toBe(true);
    const first = await t.connect(alex, story.id);
    const second = await t.connect(sam, story.id);
    typeInFirstParagraph(first.doc, 'Draft only: ');
    await eventually(() => first.saved.length > 0 && second.saved.length > 0);
    expect(first.unpublished).toEqual([true]);
    expect(second.unpublished).toEqual([true]);
    const opened = await t.json('GET', `/api/pages/${story.id}`, { token: alex });
    expect(opened.body.data.attributes.has_unpublished_changes).toBe(true);
    // Asked to save with nothing new: the answer says it again.
    first.provider.ws!.send(new Uint8Array([100]));
    await eventually(() => first.asked.length === 1);
    expect(first.unpublished).toEqual([true, true]);
  });
});

describe('work nobody awaits: checking every socket again, catching up with the log', () => {
  it('logs a check it cannot make instead of leaving a rejection to end the process, and checks the other rooms', async () => {
    const socket = await t.connect(alex, story.id);
    const gone = Promise.reject(new Error('the database is closed'));
    gone.catch(() => undefined);
    t.hub.rooms.set(999_999, gone);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(t.hub.recheckAll()).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith(
        'Checking live sessions again failed',
        expect.objectContaining({ message: 'the database is closed' }),
      );
    } finally {
      logged.mockRestore();
      t.hub.rooms.delete(999_999);
    }
    // The page's own room was checked, and its editor may still edit.
    expect((await t.hub.rooms.get(story.id))?.connections.size).toBe(1);
    socket.destroy();
  });

  it('reads the log again after a read that failed: one failure does not stop the room catching up', async () => {
    const socket = await t.connect(alex, story.id);
    const room = (await t.hub.rooms.get(story.id))!;
    const { deps } = room;
    const unreachable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the database is unreachable');
        },
      },
    );
    Object.assign(room, { deps: { ...deps, database: { ...deps.database, db: unreachable } } });
    await expect(room.catchUp()).rejects.toThrow('the database is unreachable');
    Object.assign(room, { deps });
    await expect(room.catchUp()).resolves.toBeUndefined();
    socket.destroy();
  });
});

describe('who is where', () => {
  /** An awareness message saying client `clientId` is at `clock` with `state`, as any client can write one. */
  const stateMessage = (clientId: number, clock: number, state: unknown) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 1);
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, JSON.stringify(state));
    return new Uint8Array(awarenessMessage(encoding.toUint8Array(encoder)));
  };

  it('keeps each person’s caret theirs: another connection can neither move it, rename it nor remove it', async () => {
    const robin = await t.signIn('admin@example.org');
    const [first, second, third] = [await t.connect(alex, story.id), await t.connect(sam, story.id), await t.connect(robin, story.id)];
    second.provider.awareness.setLocalStateField('cursor', { anchor: 7, head: 7 });
    const samSeenBy = (client: LiveClient) =>
      client.provider.awareness.getStates().get(second.doc.clientID) as
        { cursor?: { anchor: number }; user?: { name?: string } } | undefined;
    await eventually(() => samSeenBy(third)?.cursor?.anchor === 7);
    const samsName = samSeenBy(third)!.user!.name;
    const clock = second.provider.awareness.meta.get(second.doc.clientID)!.clock;
    // Alex's connection speaks for Sam: a newer state elsewhere, then none at all (Sam gone).
    first.provider.ws!.send(stateMessage(second.doc.clientID, clock + 1, { cursor: { anchor: 99, head: 99 }, user: { color: '#000000' } }));
    first.provider.ws!.send(stateMessage(second.doc.clientID, clock + 2, null));
    // Alex's own caret after them, on the same line: once Robin has it, the server has handled both.
    first.provider.awareness.setLocalStateField('cursor', { anchor: 3, head: 3 });
    await eventually(
      () => (third.provider.awareness.getStates().get(first.doc.clientID) as { cursor?: { anchor: number } })?.cursor?.anchor === 3,
    );
    expect(samSeenBy(third)?.cursor?.anchor).toBe(7);
    expect(samSeenBy(third)?.user?.name).toBe(samsName);
    // Sam's own moves still go through.
    second.provider.awareness.setLocalStateField('cursor', { anchor: 8, head: 8 });
    await eventually(() => samSeenBy(third)?.cursor?.anchor === 8);
    for (const client of [first, second, third]) client.destroy();
  });

  it('passes carets on at most every 50 ms, each socket hearing of the others’ states only', async () => {
    const [first, second] = [await t.connect(alex, story.id), await t.connect(sam, story.id)];
    /** The client ids in each awareness message a client's socket receives from now on. */
    const heard = (client: LiveClient) => {
      const messages: number[][] = [];
      const scratch = new Y.Doc();
      client.provider.ws!.addEventListener('message', (event: { data: ArrayBuffer | Uint8Array }) => {
        const read = readMessage(new Uint8Array(event.data as ArrayBuffer), scratch);
        if (read.kind === 'awareness') messages.push(awarenessAs(read.update, { id: '', name: '' }).clientIds);
      });
      return messages;
    };
    const [byFirst, bySecond] = [heard(first), heard(second)];
    // Five moves at once, as fast typing makes them: the colleague hears of the last, in one message or two (three if
    // the machine stalls between them; one each before).
    for (let anchor = 1; anchor <= 5; anchor++) first.provider.awareness.setLocalStateField('cursor', { anchor, head: anchor });
    const alexSeen = () => second.provider.awareness.getStates().get(first.doc.clientID) as { cursor?: { anchor: number } } | undefined;
    await eventually(() => alexSeen()?.cursor?.anchor === 5);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(bySecond.filter((ids) => ids.includes(first.doc.clientID)).length).toBeLessThanOrEqual(3);
    // Alex's socket is not told of Alex's own state.
    expect(byFirst.filter((ids) => ids.includes(first.doc.clientID))).toEqual([]);
    for (const client of [first, second]) client.destroy();
  });
});
