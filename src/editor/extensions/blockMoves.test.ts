import { undo } from '@tiptap/pm/history';
import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import { documentOf, editorFor, headlessEditor, pressKey, savedBlocks, savedParagraph } from '../blockTesting';
import { SECTION_FROM_BLOCKS } from './sections';

let editor: Editor;
afterEach(() => editor?.destroy());

const texts = () => savedBlocks(editor).map((block) => (block.children?.[0] as { text?: string } | undefined)?.text ?? block.type);
const undoOnce = () => undo(editor.state, editor.view.dispatch);

const pressWith = (key: string, modifiers: { altKey?: boolean; shiftKey?: boolean }) => pressKey(editor, key, modifiers);

describe('moving and duplicating blocks', () => {
  it('moves the block at the caret with Alt+Shift+Arrow, the caret with it, each move one undo step', () => {
    editor = headlessEditor('<p>One</p><p>Two</p><hr><p>Three</p>');
    editor.commands.setTextSelection(7); // in "Two"
    expect(pressWith('ArrowUp', { altKey: true, shiftKey: true })).toBe(true);
    expect(texts()).toEqual(['Two', 'One', 'horizontalrule', 'Three']);
    expect(editor.state.selection.$from.parent.textContent).toBe('Two');
    expect(pressWith('ArrowUp', { altKey: true, shiftKey: true })).toBe(false);
    pressWith('ArrowDown', { altKey: true, shiftKey: true });
    pressWith('ArrowDown', { altKey: true, shiftKey: true });
    expect(texts()).toEqual(['One', 'horizontalrule', 'Two', 'Three']);
    undoOnce();
    expect(texts()).toEqual(['One', 'Two', 'horizontalrule', 'Three']);
    undoOnce();
    expect(texts()).toEqual(['Two', 'One', 'horizontalrule', 'Three']);
  });

  it('duplicates a block right after it, and moves a block given by its start', () => {
    editor = headlessEditor('<p>One</p><hr><p>Two</p>');
    expect(editor.commands.duplicateBlock(5)).toBe(true);
    expect(texts()).toEqual(['One', 'horizontalrule', 'horizontalrule', 'Two']);
    expect(editor.commands.moveBlock('up', 7)).toBe(true);
    expect(texts()).toEqual(['One', 'horizontalrule', 'Two', 'horizontalrule']);
    undoOnce();
    undoOnce();
    expect(texts()).toEqual(['One', 'horizontalrule', 'Two']);
  });

  it("moves blocks across the edges of a long document's sections like anywhere else", () => {
    const blocks = Array.from({ length: SECTION_FROM_BLOCKS }, (_, index) => savedParagraph(`Block ${index}`));
    editor = editorFor(documentOf(...blocks));
    expect(editor.state.doc.firstChild!.type.name).toBe('section');
    const hundredth = editor.state.doc.firstChild!.lastChild!;
    editor.commands.setTextSelection(editor.state.doc.firstChild!.nodeSize - hundredth.nodeSize);
    expect(editor.state.selection.$from.parent.textContent).toBe('Block 99');
    expect(editor.commands.moveBlock('down')).toBe(true);
    expect(texts().slice(98, 102)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
    expect(editor.state.selection.$from.parent.textContent).toBe('Block 99');
    expect(editor.commands.moveBlock('up')).toBe(true);
    expect(texts().slice(98, 102)).toEqual(['Block 98', 'Block 99', 'Block 100', 'Block 101']);
    expect(savedBlocks(editor)).toHaveLength(SECTION_FROM_BLOCKS);
  });
});
