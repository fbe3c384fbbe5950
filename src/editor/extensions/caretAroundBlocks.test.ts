import type { Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { headlessEditor, pressKey } from '../blockTesting';
import { savedToEditor, editorToSaved } from '../document/codec';
import { caretAtFirstText, caretIntoOrAfter } from './caretAroundBlocks';

let editor: Editor;
afterEach(() => editor?.destroy());

const editorWith = (html: string) => (editor = headlessEditor(html));
const press = (key: string, modifiers: { shiftKey?: boolean } = {}) => pressKey(editor, key, modifiers);

function typeText(text: string) {
  const { from, to } = editor.state.selection;
  return editor.view.someProp('handleTextInput', (handle) => handle(editor.view, from, to, text, () => editor.state.tr)) ?? false;
}

const types = () => editor.getJSON().content!.map((node) => node.type);
const selectBlock = (pos: number) => editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, pos)));

describe('the caret around blocks that hold no text', () => {
  it('writes typed text in a new paragraph after a selected block, which stays', () => {
    editorWith('<hr><p>Below</p>');
    selectBlock(0);
    expect(typeText('Hello')).toBe(true);
    expect(types()).toEqual(['horizontalRule', 'paragraph', 'paragraph']);
    expect(editor.state.doc.child(1).textContent).toBe('Hello');
  });

  it('leaves a selected last block for a paragraph after it with ArrowDown, ArrowRight and Shift+Enter', () => {
    for (const [key, shiftKey] of [
      ['ArrowDown', false],
      ['ArrowRight', false],
      ['Enter', true],
    ] as const) {
      editorWith('<p>Above</p><hr>');
      selectBlock(7);
      expect(press(key, { shiftKey }), key).toBe(true);
      expect(types(), key).toEqual(['paragraph', 'horizontalRule', 'paragraph']);
      expect(editor.state.selection.$from.parent.type.name).toBe('paragraph');
      expect(editor.state.selection.from).toBe(editor.state.doc.content.size - 1);
      editor.destroy();
    }
  });

  it('starts a paragraph below a table with Shift+Enter at the end of its last cell, and splits the text anywhere else', () => {
    const table = '<table><tr><td><p>Day</p></td><td><p>Open</p></td></tr><tr><td><p>Tuesday</p></td><td><p>10 to 6</p></td></tr></table>';
    editorWith(table);
    const caretAfterText = (text: string) => {
      let at = -1;
      editor.state.doc.descendants((node, pos) => {
        if (node.isTextblock && node.textContent === text) at = pos + 1 + node.content.size;
      });
      editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
    };
    caretAfterText('10 to 6');
    expect(press('Enter', { shiftKey: true })).toBe(true);
    expect(types()).toEqual(['table', 'paragraph']);
    expect(editor.state.selection.$from.parent.type.name).toBe('paragraph');
    expect(editor.state.selection.$from.depth).toBe(1);

    editorWith(`${table}<p>After</p>`);
    caretAfterText('Tuesday');
    press('Enter', { shiftKey: true });
    expect(types()).toEqual(['table', 'paragraph']);
    expect(editor.state.doc.child(0).textContent).toBe('DayOpenTuesday10 to 6');
    expect(editor.state.selection.$from.depth).toBeGreaterThan(1);
  });

  it('selects a table with Escape from one of its cells, and leaves paragraphs alone', () => {
    editorWith('<p>Intro</p><table><tr><td><p>Day</p></td></tr></table>');
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 11)));
    expect(editor.state.selection.$from.parent.textContent).toBe('Day');
    expect(press('Escape')).toBe(true);
    expect(editor.state.selection).toBeInstanceOf(NodeSelection);
    expect((editor.state.selection as NodeSelection).node.type.name).toBe('table');

    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 3)));
    expect(press('Escape')).toBe(false);
    expect(editor.state.selection).toBeInstanceOf(TextSelection);
  });

  it('moves a picker-inserted block selection after the block, or into its first text', () => {
    editorWith('<p>Above</p><hr>');
    selectBlock(7);
    caretIntoOrAfter(editor);
    expect(types()).toEqual(['paragraph', 'horizontalRule', 'paragraph']);
    expect(editor.state.selection.empty).toBe(true);
  });

  it('opens with the caret in the first text, past leading blocks', () => {
    editorWith('<hr><p>First words</p>');
    expect(caretAtFirstText(editor)).toBe(true);
    expect(editor.state.selection.$from.parent.textContent).toBe('First words');
  });

  it('gives a document ending in a block a line after it in the editor, which is not saved', () => {
    const saved = {
      root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children: [{ type: 'horizontalrule', version: 1 }] },
    } as never;
    const json = savedToEditor(saved);
    expect(json.content!.map((node) => node.type)).toEqual(['horizontalRule', 'paragraph']);
    expect(editorToSaved(json)).toEqual(saved);
  });
});
