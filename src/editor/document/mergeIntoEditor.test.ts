import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedDocument } from '../../../contract/document';
import { behaviourExtensions } from '../behaviourExtensions';
import { documentOf, savedParagraph } from '../blockTesting';
import { LoadedBlocks } from '../extensions/loadedBlocks';
import { schemaExtensions } from '../schemaExtensions';
import * as codec from './codec';
import { documentOfEditor, savedToEditor } from './codec';
import { mergeIntoEditor as mergeWith } from './mergeIntoEditor';

const mergeIntoEditor = (editor: Editor, base: SavedDocument, theirs: SavedDocument) => mergeWith(editor, base, theirs, codec);

const editors: Editor[] = [];
// Each test's editors are closed: a view left open flushes its DOM observer on a timer after the test environment
// is gone (an uncaught "document is not defined" that failed a whole run).
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** An editor opened on `document`, as the page editor opens one (its blocks remembered as loaded). */
function opened(document: SavedDocument) {
  const editor = new Editor({
    extensions: [...schemaExtensions(), ...behaviourExtensions(), LoadedBlocks.configure({ document })],
    content: savedToEditor(document),
  });
  editors.push(editor);
  return editor;
}
const texts = (editor: Editor) =>
  documentOfEditor(editor.state.doc).root.children.map((block) => block.children?.map((child) => child.text).join('') ?? '');
const doc = (...texts: string[]) => documentOf(...texts.map(savedParagraph));

/** Types at the end of the paragraph holding `text`, as a person would. */
function typeAt(editor: Editor, text: string, typed: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'paragraph' && node.textContent === text) at = pos + node.nodeSize - 1;
  });
  editor.chain().setTextSelection(at).insertContent(typed).run();
}

describe("taking a colleague's save into an open editor", () => {
  it('changes the blocks only they changed, keeps my unsaved typing, the caret, and my undo history', () => {
    const base = doc('One.', 'Two.', 'Three.');
    const editor = opened(base);
    typeAt(editor, 'Two.', ' Mine');
    const caret = editor.state.selection.from;
    const result = mergeIntoEditor(editor, base, doc('One, theirs.', 'Two.', 'Three.', 'Four, theirs.'));
    expect(result.conflicts).toBe(0);
    expect(texts(editor)).toEqual(['One, theirs.', 'Two. Mine', 'Three.', 'Four, theirs.']);
    // The caret is still after my typing, which moved by the length their first block grew.
    expect(editor.state.selection.$from.parent.textContent).toBe('Two. Mine');
    expect(editor.state.selection.from).toBe(caret + ', theirs'.length);
    // Undo undoes my typing, not their change.
    editor.commands.undo();
    expect(texts(editor)).toEqual(['One, theirs.', 'Two.', 'Three.', 'Four, theirs.']);
    // Their blocks save back exactly as they saved them.
    expect(documentOfEditor(editor.state.doc).root.children[0]).toEqual(savedParagraph('One, theirs.'));
  });

  it('keeps the nodes of blocks nobody changed, and adds no line of its own', () => {
    const base = doc('One.', 'Two.', 'Three.');
    const editor = opened(base);
    const nodes = () => {
      const list: unknown[] = [];
      editor.state.doc.forEach((node) => list.push(node));
      return list;
    };
    const before = nodes();
    mergeIntoEditor(editor, base, doc('One.', 'Two, theirs.', 'Three.'));
    const after = nodes();
    expect(texts(editor)).toEqual(['One.', 'Two, theirs.', 'Three.']);
    expect(after).toHaveLength(3);
    expect([after[0], after[2]]).toEqual([before[0], before[2]]);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
  });

  it('keeps my version of a block we both changed, and says so', () => {
    const base = doc('One.', 'Two.');
    const editor = opened(base);
    typeAt(editor, 'One.', ' Mine');
    expect(mergeIntoEditor(editor, base, doc('One. Theirs', 'Two, theirs.')).conflicts).toBe(1);
    expect(texts(editor)).toEqual(['One. Mine', 'Two, theirs.']);
  });

  it('removes and moves blocks as they did', () => {
    const base = doc('A', 'B', 'C', 'D');
    const editor = opened(base);
    mergeIntoEditor(editor, base, doc('D', 'A', 'C'));
    expect(texts(editor)).toEqual(['D', 'A', 'C']);
  });

  it('works in long documents grouped in sections', () => {
    const many = Array.from({ length: 300 }, (_, index) => `Paragraph ${index}.`);
    const base = doc(...many);
    const editor = opened(base);
    const theirs = [...many];
    theirs[99] = 'Paragraph 99, theirs.';
    theirs.splice(100, 1);
    theirs.splice(200, 0, 'New, theirs.');
    typeAt(editor, 'Paragraph 250.', ' Mine');
    mergeIntoEditor(editor, base, doc(...theirs));
    const expected = [...theirs];
    expected[expected.indexOf('Paragraph 250.')] = 'Paragraph 250. Mine';
    expect(texts(editor)).toEqual(expected);
  });
});
