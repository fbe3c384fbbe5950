import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaExtensions } from '../schemaExtensions';
import { Placeholders } from './placeholders';

let editor: Editor;
afterEach(() => editor?.destroy());

function editorWith(html: string) {
  editor = new Editor({
    extensions: [
      ...schemaExtensions(),
      Placeholders.configure({ empty: 'Write something', byType: { heading: 'Heading', listItem: 'Item' } }),
    ],
    content: html,
  });
  return editor;
}

const placeholders = () =>
  [...editor.view.dom.querySelectorAll('.is-empty')].map((node) => `${node.nodeName}:${node.getAttribute('data-placeholder')}`);

describe('placeholders', () => {
  it('shows the empty editor placeholder only while the editor is empty', () => {
    editorWith('');
    expect(placeholders()).toEqual(['P:Write something']);
    editor.commands.insertContent('x');
    expect(placeholders()).toEqual([]);
  });

  it('follows edits: a node gets its placeholder when it empties and loses it when written in', () => {
    editorWith('<h2></h2><p>one</p><h3>Title</h3><ul><li><p></p></li></ul>');
    expect(placeholders()).toEqual(['H2:Heading', 'P:Item']);
    editor.chain().setTextSelection(1).insertContent('Top').run();
    expect(placeholders()).toEqual(['P:Item']);
    const title = editor.state.doc.child(0).nodeSize + editor.state.doc.child(1).nodeSize;
    editor
      .chain()
      .deleteRange({ from: title + 1, to: title + 6 })
      .run();
    expect(placeholders()).toEqual(['H3:Heading', 'P:Item']);
    editor
      .chain()
      .setTextSelection(title + 1)
      .setParagraph()
      .run();
    expect(placeholders()).toEqual(['P:Item']);
    editor.commands.setContent('<h4></h4>');
    expect(placeholders()).toEqual(['H4:Write something']);
  });
});
