import type { Command, JSONContent } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';

/**
 * Inserts a block that holds no text and puts the cursor in the paragraph after it, adding one at the end of the
 * document, so writing can go on below the block.
 */
export function insertAtomBlock(content: JSONContent): Command {
  return ({ tr, state, commands }) => {
    if (!commands.insertContent(content)) return false;
    const end = tr.selection.to;
    if (!tr.doc.resolve(end).nodeAfter?.isTextblock) tr.insert(end, state.schema.nodes.paragraph.create());
    tr.setSelection(TextSelection.create(tr.doc, end + 1));
    return true;
  };
}
