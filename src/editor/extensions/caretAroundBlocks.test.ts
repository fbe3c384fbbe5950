import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
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
    for (const [key, shiftKey] of [['ArrowDown', false], ['ArrowRight', false], ['Enter', true]] as const) {
      editorWith('<p>Above</p><hr>');
      selectBlock(7);
      expect(press(key, { shiftKey }), key).toBe(true);
      expect(types(), key).toEqual(['paragraph', 'horizontalRule', 'paragraph']);
      expect(editor.state.selection.$from.parent.type.name).toBe('paragraph');
      expect(editor.state.selection.from).toBe(editor.state.doc.content.size - 1);
      editor.destroy();
    }
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
    const saved = { root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children: [{ type: 'horizontalrule', version: 1 }] } } as never;
    const json = savedToEditor(saved);
    expect(json.content!.map((node) => node.type)).toEqual(['horizontalRule', 'paragraph']);
    expect(editorToSaved(json)).toEqual(saved);
  });
});
