import { Editor, type JSONContent } from '@tiptap/core';
import { prosemirrorJSONToYXmlFragment } from 'y-prosemirror';
import { Awareness } from 'y-protocols/awareness';
import { NodeSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { behaviourExtensions } from '../behaviourExtensions';
import { schemaExtensions } from '../schemaExtensions';
import { groupInSections } from '../extensions/sections';
import { BLOCK_ID, blocksOf, keepBlocksSingle } from './blockIdentity';
import { LiveCollaboration } from './liveCollaboration';

// Two people's editors moving blocks at once, with the line between them held until both have moved (issue 34: no
// block duplicated). Each Y.Doc is kept as the browser keeps it (liveSession.ts: keepBlocksSingle).

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

const extensions = () => [...schemaExtensions().filter((extension) => extension.name !== 'undoRedo'), ...behaviourExtensions()];

/** Two people's documents on a line that carries updates only when told (`deliver`), in the order they were made. */
function heldLine() {
  const docs = [new Y.Doc(), new Y.Doc()];
  const held: Array<[Y.Doc, Uint8Array]> = [];
  docs.forEach((doc, index) => {
    keepBlocksSingle(doc);
    doc.on('update', (update: Uint8Array, origin: unknown) => origin !== 'wire' && held.push([docs[1 - index], update]));
  });
  const deliver = () => {
    while (held.length) {
      const [to, update] = held.shift()!;
      Y.applyUpdate(to, update, 'wire');
    }
  };
  return { docs, deliver };
}

function liveEditor(doc: Y.Doc, name: string) {
  const awareness = new Awareness(doc);
  awareness.setLocalStateField('user', { id: name, name, color: '#1f5f99' });
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({
    element,
    extensions: [...extensions(), LiveCollaboration.configure({ fragment: doc.getXmlFragment('body'), awareness, ready: null })],
  });
  editors.push(editor);
  return editor;
}

const paragraphs = (texts: string[]): JSONContent[] => texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] }));

/** Both editors on one page of `content`, everything delivered. */
function twoEditors(content: JSONContent[]) {
  const line = heldLine();
  const schemaEditor = new Editor({ extensions: extensions(), content: null });
  prosemirrorJSONToYXmlFragment(schemaEditor.schema, { type: 'doc', content }, line.docs[0].getXmlFragment('body'));
  schemaEditor.destroy();
  line.deliver();
  return { ...line, editors: line.docs.map((doc, i) => liveEditor(doc, ['Ana', 'Sam'][i])) };
}

const texts = (editor: Editor) => {
  const found: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.isTextblock) found.push(node.textContent);
    return !node.isTextblock;
  });
  return found;
};

/**
 * Drags the top-level block reading `text` by its handle (as BlockControls starts a drag) and drops it with the mouse
 * over position `over`, through the editor's own drop event.
 */
function dragBlock(editor: Editor, text: string, over: number) {
  const { view } = editor;
  const selection = NodeSelection.create(view.state.doc, inside(editor, text) - 1);
  view.dispatch(view.state.tr.setSelection(selection));
  view.dragging = { slice: selection.content(), move: true, node: selection } as typeof view.dragging;
  const coords = vi.spyOn(view, 'posAtCoords').mockReturnValue({ pos: over, inside: -1 });
  const drop = new Event('drop', { bubbles: true, cancelable: true });
  Object.assign(drop, { dataTransfer: { files: [], getData: () => '' }, clientX: 1, clientY: 1 });
  view.dom.dispatchEvent(drop);
  coords.mockRestore();
}

/** The position at the end of the text of the block reading `text` (a drop there lands after the block). */
const endOf = (editor: Editor, text: string) => inside(editor, text) + text.length;

/** The position inside the text of the block reading `text`. */
function inside(editor: Editor, text: string): number {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isTextblock && node.textContent === text) at = pos + 1;
    return at < 0;
  });
  return at;
}

describe('two people moving one block at once in their editors', () => {
  it('ends with the block once in both editors, one moving it up and the other down', () => {
    const {
      editors: [ana, sam],
      deliver,
      docs,
    } = twoEditors(paragraphs(['One', 'Two', 'Three', 'Four']));
    ana.commands.setTextSelection(inside(ana, 'Two'));
    ana.commands.moveBlock('up');
    sam.commands.setTextSelection(inside(sam, 'Two'));
    sam.commands.moveBlock('down');
    expect(texts(ana)).toEqual(['Two', 'One', 'Three', 'Four']);
    expect(texts(sam)).toEqual(['One', 'Three', 'Two', 'Four']);
    deliver();
    deliver();
    expect(texts(ana).filter((text) => text === 'Two')).toHaveLength(1);
    expect(texts(ana)).toEqual(texts(sam));
    expect(texts(ana).sort()).toEqual(['Four', 'One', 'Three', 'Two']);
    expect(docs[0].getXmlFragment('body').toString()).toBe(docs[1].getXmlFragment('body').toString());
  });

  it('keeps what each typed into the block they had just moved', () => {
    const {
      editors: [ana, sam],
      deliver,
    } = twoEditors(paragraphs(['One', 'The block both move', 'Three']));
    ana.commands.setTextSelection(inside(ana, 'The block both move'));
    ana.commands.moveBlock('up');
    ana
      .chain()
      .setTextSelection(inside(ana, 'The block both move') + 19)
      .insertContent(' and Ana')
      .run();
    sam.commands.setTextSelection(inside(sam, 'The block both move'));
    sam.commands.moveBlock('down');
    sam.chain().setTextSelection(inside(sam, 'The block both move')).insertContent('Sam: ').run();
    deliver();
    deliver();
    expect(texts(ana)).toEqual(texts(sam));
    expect(texts(ana).filter((text) => text.includes('block'))).toEqual(['Sam: The block both move and Ana']);
  });

  it('keeps my typing in a block the other moved before my typing reached them', () => {
    const {
      editors: [ana, sam],
      deliver,
    } = twoEditors(paragraphs(['One', 'Two', 'Three']));
    ana.commands.setTextSelection(inside(ana, 'Three'));
    ana.commands.moveBlock('up');
    sam
      .chain()
      .setTextSelection(inside(sam, 'Three') + 5)
      .insertContent(' and more')
      .run();
    deliver();
    deliver();
    expect(texts(ana)).toEqual(['One', 'Three and more', 'Two']);
    expect(texts(sam)).toEqual(texts(ana));
  });

  it('ends with the block once when both move it across a section edge of a long page', () => {
    const blocks = paragraphs(Array.from({ length: 300 }, (_, n) => `Block ${n}`));
    const {
      editors: [ana, sam],
      deliver,
      docs,
    } = twoEditors(groupInSections(blocks));
    ana.commands.setTextSelection(inside(ana, 'Block 100'));
    ana.commands.moveBlock('up');
    sam.commands.setTextSelection(inside(sam, 'Block 100'));
    sam.commands.moveBlock('up');
    sam.commands.setTextSelection(inside(sam, 'Block 100'));
    sam.commands.moveBlock('up');
    deliver();
    deliver();
    expect(texts(ana).filter((text) => text === 'Block 100')).toHaveLength(1);
    expect(texts(ana)).toEqual(texts(sam));
    expect(blocksOf(docs[0].getXmlFragment('body'))).toHaveLength(300);
  });

  it('undoes a move that the other made at the same time without leaving a copy behind', () => {
    const {
      editors: [ana, sam],
      deliver,
    } = twoEditors(paragraphs(['One', 'Two', 'Three']));
    ana.commands.setTextSelection(inside(ana, 'Three'));
    ana.commands.moveBlock('up');
    deliver();
    expect(ana.commands.undo()).toBe(true);
    deliver();
    expect(texts(sam)).toEqual(['One', 'Two', 'Three']);
    expect(texts(ana)).toEqual(texts(sam));
  });

  it('undoes my move after the other moved the same block at once, leaving the block once', () => {
    const {
      editors: [ana, sam],
      deliver,
    } = twoEditors(paragraphs(['One', 'Two', 'Three']));
    ana.commands.setTextSelection(inside(ana, 'Three'));
    ana.commands.moveBlock('up');
    sam.commands.setTextSelection(inside(sam, 'Three'));
    sam.commands.moveBlock('up');
    sam.commands.moveBlock('up');
    deliver();
    deliver();
    expect(ana.commands.undo()).toBe(true);
    deliver();
    deliver();
    expect(texts(ana)).toEqual(texts(sam));
    expect(texts(ana).filter((text) => text === 'Three')).toHaveLength(1);
  });
});

describe('dragging a block by its handle while live', () => {
  it('ends with the block once, with what each typed, when one drags it and the other moves it by the menu at once', () => {
    const {
      editors: [ana, sam],
      deliver,
      docs,
    } = twoEditors(paragraphs(['One', 'Two', 'Three', 'Four']));
    dragBlock(ana, 'Two', endOf(ana, 'Four'));
    expect(texts(ana)).toEqual(['One', 'Three', 'Four', 'Two']);
    ana.chain().setTextSelection(endOf(ana, 'Two')).insertContent(' and Ana').run();
    sam.commands.setTextSelection(inside(sam, 'Two'));
    sam.commands.moveBlock('up');
    sam.chain().setTextSelection(inside(sam, 'Two')).insertContent('Sam: ').run();
    deliver();
    deliver();
    expect(texts(ana)).toEqual(texts(sam));
    expect([...texts(ana)].sort()).toEqual(['Four', 'One', 'Sam: Two and Ana', 'Three']);
    expect(docs[0].getXmlFragment('body').toString()).toBe(docs[1].getXmlFragment('body').toString());
  });

  it('ends with the block once when both drag it at once, each to another place', () => {
    const {
      editors: [ana, sam],
      deliver,
    } = twoEditors(paragraphs(['One', 'Two', 'Three', 'Four']));
    dragBlock(ana, 'Four', inside(ana, 'One'));
    dragBlock(sam, 'Four', endOf(sam, 'Two'));
    expect(texts(ana)).toEqual(['Four', 'One', 'Two', 'Three']);
    expect(texts(sam)).toEqual(['One', 'Two', 'Four', 'Three']);
    deliver();
    deliver();
    expect(texts(ana)).toEqual(texts(sam));
    expect([...texts(ana)].sort()).toEqual(['Four', 'One', 'Three', 'Two']);
  });

  it('keeps the dragged block selected where it lands, as one undo step', () => {
    const {
      editors: [ana, sam],
      deliver,
    } = twoEditors(paragraphs(['One', 'Two', 'Three']));
    dragBlock(ana, 'One', endOf(ana, 'Three'));
    expect(texts(ana)).toEqual(['Two', 'Three', 'One']);
    const { selection } = ana.state;
    expect(selection instanceof NodeSelection && selection.node.textContent).toBe('One');
    deliver();
    expect(texts(sam)).toEqual(['Two', 'Three', 'One']);
    expect(ana.commands.undo()).toBe(true);
    deliver();
    expect(texts(ana)).toEqual(['One', 'Two', 'Three']);
    expect(texts(sam)).toEqual(texts(ana));
  });

  it('changes nothing when the block is dropped where it was', () => {
    const {
      editors: [ana],
      docs,
    } = twoEditors(paragraphs(['One', 'Two', 'Three']));
    const before = docs[0].getXmlFragment('body').toString();
    dragBlock(ana, 'Two', endOf(ana, 'Two'));
    dragBlock(ana, 'Two', inside(ana, 'Two'));
    expect(texts(ana)).toEqual(['One', 'Two', 'Three']);
    expect(docs[0].getXmlFragment('body').toString()).toBe(before);
  });

  it('leaves a drop into a list to the editor: the block goes into the list item, for both', () => {
    const list = { type: 'bulletList', content: [{ type: 'listItem', content: paragraphs(['Item']) }] };
    const {
      editors: [ana, sam],
      deliver,
    } = twoEditors([...paragraphs(['One', 'Two']), list]);
    dragBlock(ana, 'Two', endOf(ana, 'Item'));
    expect(ana.state.doc.childCount).toBe(2);
    expect(ana.state.doc.child(1).textContent).toBe('ItemTwo');
    deliver();
    expect(texts(sam)).toEqual(['One', 'Item', 'Two']);
    expect(sam.state.doc.childCount).toBe(2);
  });

  it('moves blocks within and across the sections of a long page, the other moving the same block at once', () => {
    const blocks = paragraphs(Array.from({ length: 300 }, (_, n) => `Block ${n}`));
    const {
      editors: [ana, sam],
      deliver,
      docs,
    } = twoEditors(groupInSections(blocks));
    dragBlock(ana, 'Block 250', endOf(ana, 'Block 252'));
    dragBlock(ana, 'Block 5', inside(ana, 'Block 150'));
    expect(texts(ana).slice(249, 253)).toEqual(['Block 249', 'Block 251', 'Block 252', 'Block 250']);
    expect(texts(ana).slice(148, 151)).toEqual(['Block 149', 'Block 5', 'Block 150']);
    sam.commands.setTextSelection(inside(sam, 'Block 5'));
    sam.commands.moveBlock('down');
    deliver();
    deliver();
    expect(texts(ana)).toEqual(texts(sam));
    expect(texts(ana).filter((text) => text === 'Block 5')).toHaveLength(1);
    expect(blocksOf(docs[0].getXmlFragment('body'))).toHaveLength(300);
    expect(docs[0].getXmlFragment('body').toString()).toBe(docs[1].getXmlFragment('body').toString());
  });
});

describe('a selected block another person takes away', () => {
  it('leaves my editor with their change', () => {
    const {
      editors: [ana, sam],
      deliver,
    } = twoEditors(paragraphs(['One', 'Two', 'Three']));
    ana.view.dispatch(ana.state.tr.setSelection(NodeSelection.create(ana.state.doc, inside(ana, 'Three') - 1)));
    sam.commands.setTextSelection(inside(sam, 'Three'));
    sam.commands.moveBlock('up');
    deliver();
    expect(texts(sam)).toEqual(['One', 'Three', 'Two']);
    expect(texts(ana)).toEqual(texts(sam));
  });
});

describe('what is a new block', () => {
  it('a duplicated block and the second half of a split carry no identity of the block they came from', () => {
    const {
      editors: [ana],
      docs,
    } = twoEditors(paragraphs(['One', 'Two']));
    ana.commands.setTextSelection(inside(ana, 'Two'));
    ana.commands.moveBlock('up');
    const moved = ana.state.doc.child(0);
    expect(moved.attrs[BLOCK_ID]).toEqual(expect.any(String));
    ana.chain().setTextSelection(1).duplicateBlock().run();
    ana
      .chain()
      .setTextSelection(inside(ana, 'Two') + 1)
      .splitBlock()
      .run();
    const ids = blocksOf(docs[0].getXmlFragment('body')).map((block) => block.getAttribute(BLOCK_ID) ?? null);
    expect(texts(ana)).toEqual(['T', 'wo', 'Two', 'One']);
    expect(ids.filter((id) => id === moved.attrs[BLOCK_ID])).toHaveLength(1);
    // Another person's editor keeps all four: none is a copy of another.
    expect(texts(liveEditor(docs[0], 'Kim'))).toEqual(['T', 'wo', 'Two', 'One']);
  });
});
