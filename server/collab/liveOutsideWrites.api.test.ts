import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { editorsCopy } from '../../tests/draftFixtures';
import { createLiveTestApp, eventually, type LiveClient, type LiveTestApp } from '../../tests/liveHarness';
import { blocksFromEditor } from '../../src/editor/document/codec';
import { pages, type Page } from '../db/schema';
import { BODY } from './liveDocument';

// Issue 34: a PUT from outside the live session (an explicit save, an editor with live editing off, a client that
// does not speak the live protocol) while the same person's live edits are still on their way to the server. The
// server takes in what the people on the page have sent before merging the PUT, so their edits come first, in the
// order they were made, and the PUT's copy of them is not added a second time.
let t: LiveTestApp;
let alex: string;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp();
  alex = await t.signIn('editor@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

/** A slow line: what the client sends reaches the server `ms` later, in order. */
function slowLine(client: LiveClient, ms: number) {
  const socket = client.provider.ws!;
  const send = socket.send.bind(socket);
  let last = Promise.resolve();
  socket.send = (data: Parameters<typeof send>[0]) => {
    last = last.then(() => new Promise((resolve) => setTimeout(resolve, ms))).then(() => send(data));
  };
}

const TYPED = 'Typed live just before the explicit save.';

function paragraphOf(text: string) {
  const element = new Y.XmlElement('paragraph');
  const run = new Y.XmlText();
  run.insert(0, text);
  element.insert(0, [run]);
  return element;
}

/** The block as the editor's codec saves it (what an editor's PUT carries). */
const savedParagraph = (text: string) => blocksFromEditor([{ type: 'paragraph', content: [{ type: 'text', text }] }])[0];

const count = (text: string, found: string) => text.split(found).length - 1;

describe('a save from outside the live session while my live edits are on their way', () => {
  it('keeps my live edits first and adds the save’s copy of them once: the new block is in the saved document once', async () => {
    const live = await t.connect(alex, story.id);
    const before = (await editorsCopy(t, story.id))!;
    slowLine(live, 300);
    // A new block at the top in the live session, and at once an explicit save of the page as my editor has it.
    live.doc.getXmlFragment(BODY).insert(0, [paragraphOf(TYPED)]);
    const body = structuredClone(before.body) as { root: { children: unknown[] } };
    body.root.children.unshift(savedParagraph(TYPED));
    const put = await t.json('PUT', `/api/pages/${story.id}`, {
      token: alex,
      body: { page: { version: before.version, lexical_body: body } },
    });
    expect(put.status).toBe(200);
    // Everything arrives and is saved.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await eventually(async () => {
      const saved = (await editorsCopy(t, story.id))!;
      return saved.version > put.body.data.attributes.version && live.saved.includes(saved.version);
    }, 10_000).catch(() => undefined);
    expect(count(live.doc.getXmlFragment(BODY).toString(), TYPED)).toBe(1);
    const saved = (await editorsCopy(t, story.id))!;
    expect(count(JSON.stringify(saved.body), TYPED)).toBe(1);
    // The rest of the page is as it was, in its order.
    const children = (saved.body as { root: { children: unknown[] } }).root.children;
    expect(children.slice(1).map((block) => JSON.stringify(block))).toEqual(
      (before.body as { root: { children: unknown[] } }).root.children.map((block) => JSON.stringify(block)),
    );
  });
});

/** The live body's top-level paragraphs' first text runs, in order. */
function runsOf(doc: Y.Doc): Y.XmlText[] {
  return doc
    .getXmlFragment(BODY)
    .toArray()
    .filter((node): node is Y.XmlElement => node instanceof Y.XmlElement && node.nodeName === 'paragraph')
    .map((paragraph) => paragraph.toArray().find((node): node is Y.XmlText => node instanceof Y.XmlText)!)
    .filter(Boolean);
}

describe('changes discarded while a colleague types on the page', () => {
  it('takes the discard where the session changed nothing since its save, and keeps the typing not yet saved', async () => {
    const live = await t.connect(alex, story.id);
    const [first, second] = runsOf(live.doc);
    first.insert(first.length, ' A third crossing.');
    await eventually(async () => JSON.stringify((await editorsCopy(t, story.id))!.body).includes('A third crossing.'), 10_000);
    const draft = (await editorsCopy(t, story.id))!;
    // Typing in another block, not saved yet (the session saves 150 ms after the last change), then the discard.
    second.insert(0, 'Still typing. ');
    const discarded = await t.json('PUT', `/api/pages/${story.id}/discard-changes?version=${draft.version}`, { token: alex });
    expect(discarded.status).toBe(200);
    await eventually(async () => {
      const saved = JSON.stringify((await editorsCopy(t, story.id))!.body);
      return !saved.includes('A third crossing.') && saved.includes('Still typing. ');
    }, 10_000);
    await eventually(() => !live.doc.getXmlFragment(BODY).toString().includes('A third crossing.'), 10_000);
    const text = live.doc.getXmlFragment(BODY).toString();
    expect(count(text, 'Still typing. ')).toBe(1);
  });
});
