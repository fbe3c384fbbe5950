import { Editor, type JSONContent } from '@tiptap/core';
import { ReplaceStep } from '@tiptap/pm/transform';
import { prosemirrorJSONToYXmlFragment } from 'y-prosemirror';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { behaviourExtensions } from '../behaviourExtensions';
import { schemaExtensions } from '../schemaExtensions';
import { LiveCollaboration } from './liveCollaboration';
import { othersOnly } from './othersWait';
import { bindField } from './fieldBinding';
import { flattenSections, groupInSections } from '../extensions/sections';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

const extensions = () => [...schemaExtensions().filter((extension) => extension.name !== 'undoRedo'), ...behaviourExtensions()];

/** Two people's documents, wired as the server would: each update of one reaches the other. */
function twoDocs() {
  const mine = new Y.Doc();
  const theirs = new Y.Doc();
  mine.on('update', (update: Uint8Array, origin: unknown) => origin !== 'wire' && Y.applyUpdate(theirs, update, 'wire'));
  theirs.on('update', (update: Uint8Array, origin: unknown) => origin !== 'wire' && Y.applyUpdate(mine, update, 'wire'));
  return { mine, theirs };
}

function seed(doc: Y.Doc, text: string) {
  const schemaEditor = new Editor({ extensions: extensions(), content: null });
  prosemirrorJSONToYXmlFragment(
    schemaEditor.schema,
    { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
    doc.getXmlFragment('body'),
  );
  schemaEditor.destroy();
}

function liveEditor(doc: Y.Doc, name: string, { content, ready }: { content?: JSONContent; ready?: Promise<unknown> } = {}) {
  const awareness = new Awareness(doc);
  awareness.setLocalStateField('user', { id: name, name, color: '#1f5f99' });
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({
    element,
    content,
    extensions: [...extensions(), LiveCollaboration.configure({ fragment: doc.getXmlFragment('body'), awareness, ready: ready ?? null })],
  });
  editors.push(editor);
  return editor;
}

const paragraphs = (...texts: string[]): JSONContent => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

function seedDocument(doc: Y.Doc, content: JSONContent) {
  const schemaEditor = new Editor({ extensions: extensions(), content: null });
  prosemirrorJSONToYXmlFragment(schemaEditor.schema, content, doc.getXmlFragment('body'));
  schemaEditor.destroy();
}

describe('the live session in the editor', () => {
  it("shows each person's typing in the other's editor, from the document the server seeded", () => {
    const { mine, theirs } = twoDocs();
    seed(mine, 'The ferry left.');
    const me = liveEditor(mine, 'Ana');
    const them = liveEditor(theirs, 'Sam');
    expect(them.getText()).toBe('The ferry left.');
    me.chain().setTextSelection(11).insertContent('late ').run();
    them.chain().setTextSelection(1).insertContent('Today: ').run();
    expect(me.getText()).toBe('Today: The ferry late left.');
    expect(them.getText()).toBe('Today: The ferry late left.');
  });

  it('undoes only my own change, keeping what the other typed since', () => {
    const { mine, theirs } = twoDocs();
    seed(mine, 'Pier');
    const me = liveEditor(mine, 'Ana');
    const them = liveEditor(theirs, 'Sam');
    // React mounts the editor's view twice (useEditor), which left y-prosemirror's undo recording nothing.
    const element = me.view.dom.parentElement!;
    me.unmount();
    me.mount(element);
    me.chain().setTextSelection(5).insertContent(' one').run();
    them.chain().setTextSelection(1).insertContent('North ').run();
    expect(me.commands.undo()).toBe(true);
    expect(me.getText()).toBe('North Pier');
    expect(them.getText()).toBe('North Pier');
    expect(me.commands.redo()).toBe(true);
    expect(them.getText()).toBe('North Pier one');
  });
});

describe('moving a block in the live session', () => {
  it('undoes a move by keyboard as one step, and redoes it', () => {
    const { mine, theirs } = twoDocs();
    seedDocument(mine, paragraphs('Block 98', 'Block 99', 'Block 100', 'Block 101'));
    const me = liveEditor(mine, 'Ana');
    const them = liveEditor(theirs, 'Sam');
    const order = (editor: Editor) => (editor.getJSON().content as JSONContent[]).map((block) => block.content![0].text);
    me.commands.setTextSelection(me.state.doc.child(0).nodeSize + me.state.doc.child(1).nodeSize + 3);
    expect(me.commands.moveBlock('up')).toBe(true);
    expect(order(them)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
    expect(me.commands.undo()).toBe(true);
    expect(order(them)).toEqual(['Block 98', 'Block 99', 'Block 100', 'Block 101']);
    expect(me.commands.redo()).toBe(true);
    expect(order(me)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
    expect(order(them)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
  });
});

describe('moving a block across a section edge of a long page in the live session', () => {
  it('undoes the move and redoes it after a caret move', async () => {
    const { mine, theirs } = twoDocs();
    const blocks = Array.from({ length: 300 }, (_, n) => ({ type: 'paragraph', content: [{ type: 'text', text: `Block ${n}` }] }));
    const content = { type: 'doc', content: groupInSections(blocks) };
    seedDocument(mine, content);
    // Opened as the browser opens it: the saved page first, bound when the session's state is in.
    const ready = Promise.resolve();
    const me = liveEditor(mine, 'Ana', { content, ready });
    await ready;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const them = liveEditor(theirs, 'Sam');
    const around = (editor: Editor) =>
      flattenSections(editor.getJSON().content!)
        .slice(98, 102)
        .map((block) => block.content![0].text);
    const firstOfSecond = me.state.doc.child(0).nodeSize + 3;
    me.commands.setTextSelection(firstOfSecond);
    expect(me.commands.moveBlock('up')).toBe(true);
    expect(around(them)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
    expect(me.commands.undo()).toBe(true);
    expect(around(them)).toEqual(['Block 98', 'Block 99', 'Block 100', 'Block 101']);
    // The caret moves (a click, an arrow key, another person's caret): a transaction that changes nothing.
    me.commands.setTextSelection(3);
    expect(me.commands.redo()).toBe(true);
    expect(around(me)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
    expect(around(them)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
  });
});

describe('opening a long page in the live session', () => {
  it('shows the saved document at once and binds to the session without building it again, taking only the blocks the session changed', async () => {
    const { mine, theirs } = twoDocs();
    // Since the last save someone changed the second block in the session.
    seedDocument(theirs, paragraphs('The ferry left.', 'The tide turned at noon.', 'Nobody waited.'));
    let synced!: () => void;
    const ready = new Promise<void>((resolve) => (synced = resolve));
    const me = liveEditor(mine, 'Ana', { content: paragraphs('The ferry left.', 'The tide turned.', 'Nobody waited.'), ready });
    expect(me.getText({ blockSeparator: '|' })).toBe('The ferry left.|The tide turned.|Nobody waited.');
    const [first, , last] = [me.state.doc.child(0), me.state.doc.child(1), me.state.doc.child(2)];

    synced();
    await ready;
    expect(me.getText({ blockSeparator: '|' })).toBe('The ferry left.|The tide turned at noon.|Nobody waited.');
    // The blocks the session has as shown are the same nodes: nothing was built twice or drawn again.
    expect(me.state.doc.child(0)).toBe(first);
    expect(me.state.doc.child(2)).toBe(last);
    me.chain().setTextSelection(1).insertContent('Late. ').run();
    const them = liveEditor(theirs, 'Sam');
    expect(them.getText({ blockSeparator: '|' })).toBe('Late. The ferry left.|The tide turned at noon.|Nobody waited.');
  });

  it('takes keys while the session connects, and types them again onto its state, beside what changed there since', async () => {
    const { mine, theirs } = twoDocs();
    seedDocument(theirs, paragraphs('The ferry left.', 'The tide turned at noon.', 'Nobody waited.'));
    let synced!: () => void;
    const ready = new Promise<void>((resolve) => (synced = resolve));
    const me = liveEditor(mine, 'Ana', { content: paragraphs('The ferry left.', 'The tide turned.', 'Nobody waited.'), ready });
    me.chain().setTextSelection(1).insertContent('Late. ').run();
    me.chain()
      .setTextSelection(me.state.doc.content.size - 1)
      .insertContent(' Then rain.')
      .run();
    me.chain().splitBlock().insertContent('A new line.').run();

    synced();
    await ready;
    const expected = 'Late. The ferry left.|The tide turned at noon.|Nobody waited. Then rain.|A new line.';
    expect(me.getText({ blockSeparator: '|' })).toBe(expected);
    // The caret is where my typing left it, and the session has my keys: the other person sees them.
    expect(me.state.selection.$from.parent.textContent).toBe('A new line.');
    expect(me.state.selection.$from.parentOffset).toBe('A new line.'.length);
    expect(liveEditor(theirs, 'Sam').getText({ blockSeparator: '|' })).toBe(expected);
    // They are my own change: undo takes them back, leaving the other's words.
    me.commands.undo();
    expect(me.getText({ blockSeparator: '|' })).toBe('The ferry left.|The tide turned at noon.|Nobody waited.');
    me.chain().setTextSelection(1).insertContent('#').run();
    expect(theirs.getXmlFragment('body').toString()).toContain('#The ferry left.');
  });

  it('keeps my keys in a block the session changed while it connected, beside that change', async () => {
    const { mine, theirs } = twoDocs();
    seedDocument(theirs, paragraphs('The ferry left.', 'The tide turned at noon.', 'Nobody waited.'));
    let synced!: () => void;
    const ready = new Promise<void>((resolve) => (synced = resolve));
    const me = liveEditor(mine, 'Ana', { content: paragraphs('The ferry left.', 'The tide turned.', 'Nobody waited.'), ready });
    const second = me.state.doc.child(0).nodeSize + 1;
    me.chain()
      .setTextSelection(second + 'The tide'.length)
      .insertContent(' slowly')
      .run();

    synced();
    await ready;
    expect(me.getText({ blockSeparator: '|' })).toBe('The ferry left.|The tide slowly turned at noon.|Nobody waited.');
    expect(theirs.getXmlFragment('body').toString()).toContain('The tide slowly turned at noon.');
  });

  it('keeps my keys between changes the session has in other blocks and around them in my own block', async () => {
    const { mine, theirs } = twoDocs();
    seedDocument(theirs, paragraphs('The ferry left early.', 'The tide was turning.', 'Nobody waited long.'));
    let synced!: () => void;
    const ready = new Promise<void>((resolve) => (synced = resolve));
    const me = liveEditor(mine, 'Ana', { content: paragraphs('The ferry left.', 'The tide turning.', 'Nobody waited.'), ready });
    // In the second block, between the session's "was " before and nothing after: and in a block between two changed ones.
    const second = me.state.doc.child(0).nodeSize + 1;
    me.chain()
      .setTextSelection(second + 'The tide turning'.length)
      .insertContent(' slowly')
      .run();
    me.chain()
      .setTextSelection(second + 'The'.length)
      .insertContent(' grey')
      .run();

    synced();
    await ready;
    const expected = 'The ferry left early.|The grey tide was turning slowly.|Nobody waited long.';
    expect(me.getText({ blockSeparator: '|' })).toBe(expected);
    expect(liveEditor(theirs, 'Sam').getText({ blockSeparator: '|' })).toBe(expected);
  });

  it('keeps my keys in their block when the session added blocks around it or moved another one', async () => {
    for (const [session, expected] of [
      [
        paragraphs('A new first line.', 'Intro.', 'Body text', 'End.', 'A new last line.'),
        'A new first line.|Intro.|Body text!|End.|A new last line.',
      ],
      [paragraphs('Body text', 'End.', 'Intro.'), 'Body text!|End.|Intro.'],
    ] as const) {
      const { mine, theirs } = twoDocs();
      seedDocument(theirs, session);
      let synced!: () => void;
      const ready = new Promise<void>((resolve) => (synced = resolve));
      const me = liveEditor(mine, 'Ana', { content: paragraphs('Intro.', 'Body text', 'End.'), ready });
      me.chain()
        .setTextSelection(me.state.doc.child(0).nodeSize + 1 + 'Body text'.length)
        .insertContent('!')
        .run();
      synced();
      await ready;
      expect(me.getText({ blockSeparator: '|' })).toBe(expected);
    }
  });

  it('keeps what I typed inside words the session changed, after them', async () => {
    const { mine, theirs } = twoDocs();
    seedDocument(theirs, paragraphs('The ferry left at dawn.'));
    let synced!: () => void;
    const ready = new Promise<void>((resolve) => (synced = resolve));
    const me = liveEditor(mine, 'Ana', { content: paragraphs('The ferry left late.'), ready });
    // "late" became "at dawn" in the session; I typed inside "late".
    me.chain()
      .setTextSelection(1 + 'The ferry left la'.length)
      .insertContent('!')
      .run();

    synced();
    await ready;
    expect(me.getText()).toBe('The ferry left at dawn!.');
  });

  it("applies another person's keystroke as that keystroke, not as a new document", () => {
    const { mine, theirs } = twoDocs();
    const texts = Array.from({ length: 300 }, (_, n) => `Block ${n}: the pier.`);
    seedDocument(mine, paragraphs(...texts));
    const me = liveEditor(mine, 'Ana');
    const them = liveEditor(theirs, 'Sam');
    const before = me.state.doc;
    const steps: Array<{ from: number; to: number; size: number }> = [];
    me.on('transaction', ({ transaction }) =>
      transaction.steps.forEach((step) => {
        if (step instanceof ReplaceStep) steps.push({ from: step.from, to: step.to, size: step.slice.size });
      }),
    );
    let position = 0;
    before.forEach((_node, offset, index) => {
      if (index === 200) position = offset + 1 + 'Block 200'.length;
    });
    them.chain().setTextSelection(position).insertContent('!').run();
    expect(me.state.doc.child(200).textContent).toBe('Block 200!: the pier.');
    // One small step at the letter, and every other block the same node as before (the view compares by identity).
    expect(steps).toEqual([{ from: position, to: position, size: 1 }]);
    expect(Array.from({ length: 300 }, (_, n) => n).filter((n) => me.state.doc.child(n) !== before.child(n))).toEqual([200]);
    // And my next key still reaches the other person.
    me.chain().setTextSelection(2).insertContent('#').run();
    expect(them.state.doc.child(0).textContent).toBe('B#lock 0: the pier.');
  });
});

describe('the title and stand first in the live session', () => {
  it("shows the other's title as they type it, and sends mine", () => {
    const { mine, theirs } = twoDocs();
    mine.getText('title').insert(0, 'Harbour news');
    const heard: string[] = [];
    const myTitle = bindField(mine.getText('title'), (value) => heard.push(value));
    const theirTitle = bindField(theirs.getText('title'), () => undefined);
    expect(theirTitle.value()).toBe('Harbour news');
    theirTitle.write('Harbour news today');
    expect(heard).toEqual(['Harbour news today']);
    myTitle.write('Harbour news, today');
    expect(theirTitle.value()).toBe('Harbour news, today');
    expect(heard).toEqual(['Harbour news today']);
  });

  it('keeps both people’s letters when they type in one title at the same time', () => {
    const mine = new Y.Doc();
    const theirs = new Y.Doc();
    mine.getText('title').insert(0, 'Harbour news');
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));
    // Offline from each other: each types their own words, then the updates cross.
    bindField(mine.getText('title'), () => undefined).write('Big Harbour news');
    bindField(theirs.getText('title'), () => undefined).write('Harbour news today');
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(theirs));
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));
    expect(mine.getText('title').toString()).toBe('Big Harbour news today');
    expect(theirs.getText('title').toString()).toBe('Big Harbour news today');
  });
});

describe("others' carets", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are redrawn once a frame, after it, whatever number of moves came, and never for mine; my unread input first', () => {
    vi.useFakeTimers();
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
    const mine = new Awareness(new Y.Doc());
    const colleague = new Awareness(new Y.Doc());
    let redrawn = 0;
    const order: string[] = [];
    let composing = false;
    const input = { read: () => order.push('my input read'), composing: () => composing };
    othersOnly(mine, input).on('change', () => order.push(`redrawn ${++redrawn}`));
    mine.setLocalStateField('cursor', { anchor: 1 });
    expect(frames).toHaveLength(0);
    for (let move = 0; move < 3; move++) {
      colleague.setLocalStateField('cursor', { anchor: move });
      applyAwarenessUpdate(mine, encodeAwarenessUpdate(colleague, [colleague.clientID]), 'wire');
    }
    expect(redrawn).toBe(0);
    expect(frames).toHaveLength(1);
    frames.splice(0).forEach((frame) => frame());
    expect(redrawn).toBe(0);
    vi.advanceTimersByTime(0);
    expect(redrawn).toBe(1);
    colleague.setLocalStateField('cursor', { anchor: 9 });
    applyAwarenessUpdate(mine, encodeAwarenessUpdate(colleague, [colleague.clientID]), 'wire');
    frames.splice(0).forEach((frame) => frame());
    vi.advanceTimersByTime(0);
    expect(redrawn).toBe(2);
    // A click's caret the editor has not read yet is read before each redraw, which would otherwise put the old back.
    expect(order).toEqual(['my input read', 'redrawn 1', 'my input read', 'redrawn 2']);
    // While an input method composes, none: frame after frame until it ends.
    composing = true;
    colleague.setLocalStateField('cursor', { anchor: 10 });
    applyAwarenessUpdate(mine, encodeAwarenessUpdate(colleague, [colleague.clientID]), 'wire');
    for (let frame = 0; frame < 3; frame++) {
      frames.splice(0).forEach((each) => each());
      vi.advanceTimersByTime(0);
    }
    expect(redrawn).toBe(2);
    composing = false;
    frames.splice(0).forEach((frame) => frame());
    vi.advanceTimersByTime(0);
    expect(redrawn).toBe(3);
    mine.destroy();
    colleague.destroy();
  });
});
