import { Editor } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { behaviourExtensions } from '../editor/behaviourExtensions';
import { schemaExtensions } from '../editor/schemaExtensions';
import { addCommentId } from './commentCommands';
import { touchesComments } from './commentsTouched';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

/** A page of two blocks, "the ferry" commented in the first; answers whether each edit touched the comments. */
function page() {
  const editor = new Editor({
    extensions: [...schemaExtensions(), ...behaviourExtensions()],
    content: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Today the ferry left.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'The tide turned.' }] },
      ],
    },
  });
  editors.push(editor);
  const tr = editor.state.tr;
  addCommentId(tr, 7, 16, 't1');
  editor.view.dispatch(tr);
  let last: Transaction | null = null;
  editor.on('update', ({ transaction }) => (last = transaction));
  return { editor, touched: (edit: () => unknown) => (edit(), touchesComments(last!)) };
}

describe('which edits may change the threads a page anchors (read without walking the whole page)', () => {
  it('a keystroke away from commented text does not; typing in it, deleting it or commenting does', () => {
    const { editor, touched } = page();
    expect(touched(() => editor.chain().setTextSelection(25).insertContent('x').run())).toBe(false);
    expect(touched(() => editor.chain().setTextSelection(3).insertContent('y').run())).toBe(false);
    expect(touched(() => editor.chain().setTextSelection({ from: 24, to: 30 }).toggleBold().run())).toBe(false);
    expect(touched(() => editor.chain().setTextSelection(11).insertContent('z').run())).toBe(true);
    expect(touched(() => editor.chain().setTextSelection({ from: 2, to: 20 }).deleteSelection().run())).toBe(true);
    expect(touched(() => editor.commands.command(({ tr }) => addCommentId(tr, 2, 4, 't2')))).toBe(true);
  });
});
