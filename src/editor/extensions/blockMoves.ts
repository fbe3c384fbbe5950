import { Extension } from '@tiptap/core';
import { NodeSelection, Selection, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { closeHistory } from '@tiptap/pm/history';
import { blockDepth, topLevelBlocks, type PlacedBlock } from '../kit/blockPositions';
import { isUniqueBlock } from '../kit/blockTraits';

/**
 * A move is one undo step of its own, however fast the keys come: it closes the step before it, and its time of 0
 * makes the history start a new step with whatever comes next (prosemirror-history groups by time otherwise).
 */
function ownUndoStep(tr: Transaction) {
  closeHistory(tr);
  tr.setTime(0);
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    blockMoves: {
      /** Moves the top-level block at the selection (or starting at `at`) one place up or down, sections or not. */
      moveBlock: (direction: 'up' | 'down', at?: number) => ReturnType;
      /** Puts a copy of the top-level block at the selection (or starting at `at`) right after it. */
      duplicateBlock: (at?: number) => ReturnType;
    };
  }
}

interface BlockMovesStorage {
  /**
   * While the editor is live: moves the top-level block at `index` in the session itself, false when it cannot
   * (src/editor/collab/liveMoves.ts).
   */
  moveLive: ((index: number, direction: 'up' | 'down') => boolean) | null;
}

declare module '@tiptap/core' {
  interface Storage {
    blockMoves: BlockMovesStorage;
  }
}

/** The index among topLevelBlocks of the block starting at `at`, or of the one holding the selection. */
function blockIndex(state: EditorState, blocks: PlacedBlock[], at?: number): number {
  if (at !== undefined) return blocks.findIndex((block) => block.pos === at);
  const { selection } = state;
  if (selection instanceof NodeSelection) {
    const index = blocks.findIndex((block) => block.pos === selection.from);
    if (index >= 0) return index;
  }
  const depth = blockDepth(selection.$from);
  if (depth === 0) return -1;
  const start = selection.$from.before(depth);
  return blocks.findIndex((block) => block.pos === start);
}

/** The selection moved along with its block from `from` to `to` (the block's old and new start), when it was in it. */
function followBlock(tr: Transaction, state: EditorState, from: number, to: number) {
  const { selection } = state;
  const size = state.doc.nodeAt(from)!.nodeSize;
  if (selection.from < from || selection.to > from + size) return;
  if (selection instanceof NodeSelection && selection.from === from) {
    tr.setSelection(NodeSelection.create(tr.doc, to));
    return;
  }
  const shift = (pos: number) => Math.min(Math.max(pos - from + to, 0), tr.doc.content.size);
  const $anchor = tr.doc.resolve(shift(selection.anchor));
  const $head = tr.doc.resolve(shift(selection.head));
  tr.setSelection(
    $anchor.parent.inlineContent && $head.parent.inlineContent ? TextSelection.between($anchor, $head) : Selection.near($head),
  );
}

export const BlockMoves = Extension.create<object, BlockMovesStorage>({
  name: 'blockMoves',
  addStorage: () => ({ moveLive: null }),
  addCommands() {
    return {
      moveBlock:
        (direction, at) =>
        ({ state, tr, dispatch }) => {
          const blocks = topLevelBlocks(state.doc);
          const index = blockIndex(state, blocks, at);
          const neighbour = blocks[direction === 'up' ? index - 1 : index + 1];
          if (index < 0 || !neighbour) return false;
          if (!dispatch) return true;
          if (this.storage.moveLive?.(index, direction)) {
            tr.setMeta('preventDispatch', true);
            return true;
          }
          const block = blocks[index];
          const end = block.pos + block.node.nodeSize;
          if (direction === 'up') {
            tr.delete(block.pos, end).insert(neighbour.pos, block.node);
            followBlock(tr, state, block.pos, neighbour.pos);
          } else {
            const after = neighbour.pos + neighbour.node.nodeSize;
            tr.insert(after, block.node).delete(block.pos, end);
            followBlock(tr, state, block.pos, after - block.node.nodeSize);
          }
          ownUndoStep(tr.scrollIntoView());
          return true;
        },
      duplicateBlock:
        (at) =>
        ({ state, tr, dispatch }) => {
          const blocks = topLevelBlocks(state.doc);
          const block = blocks[blockIndex(state, blocks, at)];
          if (!block || isUniqueBlock(block.node)) return false;
          if (!dispatch) return true;
          const end = block.pos + block.node.nodeSize;
          tr.insert(end, block.node.type.create({ ...block.node.attrs }, block.node.content, block.node.marks));
          followBlock(tr, state, block.pos, end);
          ownUndoStep(tr.scrollIntoView());
          return true;
        },
    };
  },
  addKeyboardShortcuts() {
    return {
      'Alt-Shift-ArrowUp': () => this.editor.commands.moveBlock('up'),
      'Alt-Shift-ArrowDown': () => this.editor.commands.moveBlock('down'),
    };
  },
});
