import type { Editor } from '@tiptap/core';
import { positionOfSavedBlock } from './document/codec';

/** Scrolls to and selects the block the saved document has at `index` among its top-level blocks; false when gone. */
export function revealSavedBlock(editor: Editor, index: number): boolean {
  const position = positionOfSavedBlock(editor.state.doc, index);
  if (position === null) return false;
  return editor.chain().focus().setNodeSelection(position).scrollIntoView().run();
}
