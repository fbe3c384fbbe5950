import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import type { SavedNode } from '../../../contract/document';
import { documentOf, editorFor, pressKey, savedBlocks, savedParagraph } from '../blockTesting';
import { editorToSaved, savedToEditor } from '../document/codec';
import { blockDepth, SECTION, SECTION_FROM_BLOCKS, SECTION_SIZE } from './sections';

const paragraphs = (count: number) => Array.from({ length: count }, (_, n) => savedParagraph(`Block ${n}`));
const positionOfText = (editor: Editor, text: string, offset = 0) => {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found < 0 && node.isTextblock && node.textContent === text) found = pos + 1 + offset;
    return found < 0;
  });
  return found;
};

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

describe('sections of a long document', () => {
  it('group a long document by 100 blocks in the editor and are never saved', () => {
    const long = documentOf(...paragraphs(SECTION_FROM_BLOCKS + 10));
    const json = savedToEditor(long);
    expect(json.content!.every((node) => node.type === SECTION)).toBe(true);
    expect(json.content!.map((node) => node.content!.length)).toEqual([100, 100, 60]);
    expect(editorToSaved(json)).toEqual(long);

    const short = documentOf(...paragraphs(SECTION_FROM_BLOCKS - 1));
    expect(savedToEditor(short).content!.some((node) => node.type === SECTION)).toBe(false);
  });

  it('load into the editor and save back unchanged', () => {
    const long = documentOf(...paragraphs(SECTION_FROM_BLOCKS + 10));
    editor = editorFor(long);
    expect(editor.state.doc.childCount).toBe(3);
    expect(savedBlocks(editor)).toEqual(long.root.children);
    const $inside = editor.state.doc.resolve(positionOfText(editor, 'Block 150'));
    expect(blockDepth($inside)).toBe(2);
    expect($inside.node(blockDepth($inside)).textContent).toBe('Block 150');
  });

  it('let Backspace at the start of a section join its first block to the one before, as without sections', () => {
    editor = editorFor(documentOf(...paragraphs(SECTION_FROM_BLOCKS + 10)));
    editor.commands.setTextSelection(positionOfText(editor, `Block ${SECTION_SIZE}`));
    expect(pressKey(editor, 'Backspace')).toBe(true);
    const texts = savedBlocks(editor).map((block) => block.children?.[0]?.text);
    expect(texts).toHaveLength(SECTION_FROM_BLOCKS + 9);
    expect(texts[SECTION_SIZE - 1]).toBe(`Block ${SECTION_SIZE - 1}Block ${SECTION_SIZE}`);
    expect(editor.state.selection.$from.parent.textContent).toBe(`Block ${SECTION_SIZE - 1}Block ${SECTION_SIZE}`);
  });

  it('let Delete at the end of a section join its last block to the one after', () => {
    editor = editorFor(documentOf(...paragraphs(SECTION_FROM_BLOCKS + 10)));
    const last = `Block ${2 * SECTION_SIZE - 1}`;
    editor.commands.setTextSelection(positionOfText(editor, last, last.length));
    expect(pressKey(editor, 'Delete')).toBe(true);
    const texts = savedBlocks(editor).map((block) => block.children?.[0]?.text);
    expect(texts[2 * SECTION_SIZE - 1]).toBe(`${last}Block ${2 * SECTION_SIZE}`);
  });

  it('give Backspace at a section edge the same effect as without sections, and undo it in one step', () => {
    const list = {
      type: 'list',
      version: 1,
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'listitem',
          version: 1,
          value: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [{ type: 'text', version: 1, text: 'Item', format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    } as SavedNode;
    const blocks = paragraphs(SECTION_FROM_BLOCKS + 10);
    blocks[SECTION_SIZE] = list;
    editor = editorFor(documentOf(...blocks));
    const reference = editorFor(documentOf(savedParagraph(`Block ${SECTION_SIZE - 1}`), list));
    for (const current of [editor, reference]) {
      current.commands.setTextSelection(positionOfText(current, 'Item'));
      expect(pressKey(current, 'Backspace')).toBe(true);
    }
    expect(savedBlocks(editor).slice(SECTION_SIZE - 1, SECTION_SIZE + 1)).toEqual(savedBlocks(reference));
    reference.destroy();
    editor.commands.undo();
    expect(savedBlocks(editor)).toEqual(blocks);
  });

  it('leave Backspace inside a section to the editor, which joins as usual and keeps the sections', () => {
    editor = editorFor(documentOf(...paragraphs(SECTION_FROM_BLOCKS + 10)));
    editor.commands.setTextSelection(positionOfText(editor, 'Block 5'));
    expect(pressKey(editor, 'Backspace')).toBe(true);
    expect(savedBlocks(editor)[4].children?.[0]?.text).toBe('Block 4Block 5');
    expect(editor.state.doc.childCount).toBe(3);
  });
});
