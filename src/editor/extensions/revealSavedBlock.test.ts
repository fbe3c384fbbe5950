import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import type { SavedNode } from '../../../contract/document';
import { documentOf, editorFor, savedParagraph } from '../blockTesting';
import { SECTION_FROM_BLOCKS } from './sections';
import { positionOfSavedBlock } from '../document/codec';
import { IMAGE_NODE } from '../../blocks/image/image.schema';

let editor: Editor;
afterEach(() => editor?.destroy());

const image = (src: string): SavedNode => ({ type: 'inline-image', version: 1, src, caption: '', position: 'full' }) as SavedNode;

describe("a saved block's place in the editor (issue 28: a refused publish names blocks by their index)", () => {
  it('finds the block the saved document has at an index, and selects it', () => {
    editor = editorFor(documentOf(savedParagraph('One'), image('/demo/harbour.svg'), savedParagraph('Two'), image('/demo/garden.svg')));
    const position = positionOfSavedBlock(editor.state.doc, 3)!;
    expect(editor.state.doc.nodeAt(position)).toMatchObject({ type: { name: IMAGE_NODE }, attrs: { src: '/demo/garden.svg' } });
    expect(positionOfSavedBlock(editor.state.doc, 4)).toBeNull();
    expect(editor.commands.revealSavedBlock(1)).toBe(true);
    expect(editor.commands.revealSavedBlock(9)).toBe(false);
    const selection = editor.state.selection as NodeSelection;
    expect(selection).toBeInstanceOf(NodeSelection);
    expect(selection.node.attrs.src).toBe('/demo/harbour.svg');
  });

  it("counts blocks inside a long document's sections, and skips an empty line the editor made and does not save", () => {
    const many = Array.from({ length: SECTION_FROM_BLOCKS + 10 }, (_, index) => savedParagraph(`Line ${index}`));
    many[SECTION_FROM_BLOCKS + 5] = image('/demo/deep.svg');
    editor = editorFor(documentOf(...many));
    expect(editor.state.doc.firstChild!.type.name).toBe('section');
    const deep = positionOfSavedBlock(editor.state.doc, SECTION_FROM_BLOCKS + 5)!;
    expect(editor.state.doc.nodeAt(deep)!.attrs.src).toBe('/demo/deep.svg');

    editor.destroy();
    editor = editorFor(documentOf(image('/demo/first.svg'), savedParagraph('Text')));
    // An empty line typed before the image is not saved: the saved index 0 is still the image.
    editor.commands.insertContentAt(0, { type: 'paragraph', attrs: { implicit: true } });
    expect(editor.state.doc.nodeAt(positionOfSavedBlock(editor.state.doc, 0)!)!.attrs.src).toBe('/demo/first.svg');
  });
});
