// What a keystroke costs on a long page while others type (issue 34): the work each remote change and each caret move
// brings to my editor. Figures in docs/performance.md.
import { Editor, type JSONContent } from '@tiptap/core';
import { Slice } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import { ProsemirrorBinding, prosemirrorJSONToYXmlFragment, yCursorPluginKey, ySyncPluginKey } from 'y-prosemirror';
import type { DecorationSet } from '@tiptap/pm/view';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { behaviourExtensions } from '../behaviourExtensions';
import { schemaExtensions } from '../schemaExtensions';
import { LiveCollaboration } from './liveCollaboration';
import { narrowedRemoteChange } from './liveBinding';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

const extensions = () => [...schemaExtensions().filter((extension) => extension.name !== 'undoRedo'), ...behaviourExtensions()];

const paragraphs = (...texts: string[]): JSONContent => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/**
 * A state showing `texts`, my caret in block `caretIn`, and another person's change to block `changed` as y-prosemirror
 * dispatches it, narrowed; `inView` answers whether my caret is in view, and `asked` counts the questions.
 */
function remoteChange(texts: string[], caretIn: number, changed: number, inView = true, asked = { count: 0 }) {
  const editor = new Editor({ extensions: extensions(), content: paragraphs(...texts) });
  editors.push(editor);
  let caret = 0;
  editor.state.doc.forEach((_node, offset, index) => {
    if (index === caretIn) caret = offset + 2;
  });
  const state = editor.state.apply(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, caret)));
  // y-prosemirror's way: the whole document replaced by one whose unchanged blocks are the same nodes.
  const blocks: ReturnType<typeof state.doc.child>[] = [];
  state.doc.forEach((node, _offset, index) =>
    blocks.push(index === changed ? state.schema.node('paragraph', null, [state.schema.text(`${node.textContent}!`)]) : node),
  );
  const replaced = state.tr.replace(0, state.doc.content.size, new Slice(state.doc.type.create(null, blocks).content, 0, 0));
  const caretInView = () => {
    asked.count++;
    return inView;
  };
  return narrowedRemoteChange(state, replaced, new Y.Doc().getXmlFragment('body'), new Map(), caretInView)!;
}

describe('another person typing on a long page', () => {
  it('leaves my view where it is when they type in another block (the browser keeps my caret in place)', () => {
    const texts = Array.from({ length: 40 }, (_, n) => `Block ${n}: the pier.`);
    // Whether my caret is in view (a measure of the page) is not even asked.
    const asked = { count: 0 };
    const elsewhere = remoteChange(texts, 30, 10, true, asked);
    expect(elsewhere.doc.child(10).textContent).toBe('Block 10: the pier.!');
    expect(elsewhere.scrolledIntoView).toBe(false);
    expect(asked.count).toBe(0);
    // In my own block their letters can push my caret down: it is kept in view, as before.
    const mine = remoteChange(texts, 30, 30, true, asked);
    expect(mine.doc.child(30).textContent).toBe('Block 30: the pier.!');
    expect(mine.scrolledIntoView).toBe(true);
    expect(asked.count).toBe(1);
    // Unless I had scrolled away from it: the page stays where I am reading.
    expect(remoteChange(texts, 30, 30, false).scrolledIntoView).toBe(false);
  });

  it("redraws others' carets when another person's caret moves, not when mine does", async () => {
    const doc = new Y.Doc();
    prosemirrorJSONToYXmlFragment(
      new Editor({ extensions: extensions() }).schema,
      paragraphs('The ferry left.', 'The tide.'),
      doc.getXmlFragment('body'),
    );
    const awareness = new Awareness(doc);
    awareness.setLocalStateField('user', { id: 'ana', name: 'Ana', color: '#1f5f99' });
    const editor = new Editor({
      element: document.body.appendChild(document.createElement('div')),
      extensions: [...extensions(), LiveCollaboration.configure({ fragment: doc.getXmlFragment('body'), awareness, ready: null })],
    });
    editors.push(editor);
    let caretRedraws = 0;
    editor.on('transaction', ({ transaction }) => {
      if (transaction.getMeta(yCursorPluginKey)) caretRedraws++;
    });
    // Others' carets are redrawn once a frame, in a task after it (othersOnly); a frame, then that task, then 20 ms.
    const redrawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 20))));
    const start = Y.createRelativePositionFromTypeIndex(doc.getXmlFragment('body'), 0);
    awareness.setLocalStateField('cursor', { anchor: start, head: start });
    await redrawn();
    expect(caretRedraws).toBe(0);

    // Sam's caret arrives over the line.
    const theirs = new Awareness(new Y.Doc());
    theirs.setLocalState({ user: { id: 'sam', name: 'Sam', color: '#8a3b12' }, cursor: { anchor: start, head: start } });
    applyAwarenessUpdate(awareness, encodeAwarenessUpdate(theirs, [theirs.clientID]), 'wire');
    await redrawn();
    expect(caretRedraws).toBe(1);
    expect(editor.view.dom.querySelector('.live-caret__name')?.textContent).toBe('Sam');
    theirs.destroy();
    awareness.destroy();
  });

  it("moves others' carets with a colleague's change instead of building them again, and does not measure my caret's place", async () => {
    const doc = new Y.Doc();
    const body = doc.getXmlFragment('body');
    prosemirrorJSONToYXmlFragment(new Editor({ extensions: extensions() }).schema, paragraphs('The ferry left.', 'The tide.'), body);
    const awareness = new Awareness(doc);
    const editor = new Editor({
      element: document.body.appendChild(document.createElement('div')),
      extensions: [...extensions(), LiveCollaboration.configure({ fragment: body, awareness, ready: null })],
    });
    editors.push(editor);
    const binding = (ySyncPluginKey.getState(editor.state) as { binding: Record<string, unknown> }).binding;
    // y-prosemirror's own check (a measure of the page) is answered without measuring; the narrowed change asks instead.
    expect(typeof ProsemirrorBinding.prototype._isLocalCursorInView).toBe('function');
    expect(typeof binding._isDomSelectionInView).toBe('function');
    expect(Object.hasOwn(binding, '_isLocalCursorInView')).toBe(true);
    expect((binding._isLocalCursorInView as () => boolean)()).toBe(false);

    // Sam's caret after "The " in the first line.
    const firstLine = (body.get(0) as Y.XmlElement).get(0) as Y.XmlText;
    const at = Y.createRelativePositionFromTypeIndex(firstLine, 4);
    const theirs = new Awareness(new Y.Doc());
    theirs.setLocalState({ user: { id: 'sam', name: 'Sam', color: '#8a3b12' }, cursor: { anchor: at, head: at } });
    applyAwarenessUpdate(awareness, encodeAwarenessUpdate(theirs, [theirs.clientID]), 'wire');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 20))));
    const caret = () => (yCursorPluginKey.getState(editor.state) as DecorationSet).find();
    const [before] = caret();
    expect(before.from).toBe(5);

    // A colleague's change in front of it (not through my editor): the caret moves with the text, the same decoration.
    doc.transact(() => firstLine.insert(0, 'So '), 'wire');
    expect(editor.state.doc.child(0).textContent).toBe('So The ferry left.');
    const [after] = caret();
    expect(after.from).toBe(8);
    expect(after.spec).toBe(before.spec);
    theirs.destroy();
    awareness.destroy();
  });
});

describe('binding a long saved page to the session the server seeded from it', () => {
  it('keeps every block shown: none is built again (a second copy of the page in memory)', async () => {
    const { documentOf, paragraph, text, link, heading, bulletList } = await import('../../../server/demo/nodes');
    const { seedUpdate } = await import('../../../server/collab/liveDocument');
    const { savedToEditor } = await import('../document/codec');
    const blocks = Array.from({ length: 250 }, (_, n) =>
      n % 10 === 1
        ? paragraph(`Block ${n} and `, text('the tide', { bold: true }), ' turned, see ', link(`/en/stories/${n}`, 'the log'), '.')
        : n % 10 === 3
          ? heading('h2', `Section ${n}`)
          : n % 10 === 5
            ? bulletList(`Item ${n}`, `Item ${n + 1}`)
            : paragraph(`Block ${n}: the ferry left.`),
    );
    const saved = documentOf(...blocks);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, seedUpdate(saved, { title: 'Ferry', standfirst: '' }));
    const { startFromShownDocument } = await import('./liveBinding');
    // The editor reads the page as the browser does: its own copy, numbered afresh.
    const editor = new Editor({ extensions: extensions(), content: savedToEditor(structuredClone(saved)) });
    editors.push(editor);
    const start = startFromShownDocument(doc.getXmlFragment('body'), editor.state);
    expect(start?.transaction).toBeNull();
  });
});

describe('the client ids of a live page', () => {
  it('are integers V8 keeps inline (below 2^30), in the server’s seed and in the browser’s own changes', async () => {
    const { documentOf, paragraph } = await import('../../../server/demo/nodes');
    const { seedUpdate } = await import('../../../server/collab/liveDocument');
    const { liveDoc } = await import('./liveDoc');
    const saved = documentOf(paragraph('The ferry left.'));
    for (let n = 0; n < 20; n++) {
      const doc = liveDoc();
      Y.applyUpdate(doc, seedUpdate(saved, { title: 'Ferry', standfirst: '' }));
      doc.getText('title').insert(0, 'The ');
      const clients = [...doc.store.clients.keys()];
      expect(clients).toHaveLength(2);
      for (const client of clients) expect(client).toBeLessThan(2 ** 30);
    }
  });
});
