// A block move in the live session (issue 34), by the block menu, the keys or a drag by the handle: made in the Y.Doc itself, as the removal of the block's element and a
// copy carrying its identity put at its new place, so that two people moving one block at once make two copies of
// one identity, which blockIdentity.ts brings back to one. ProseMirror's own move (a delete and an insert of nodes)
// reaches the session through y-prosemirror's diff, which rewrites neighbouring blocks in place: two people moving at
// once then got text of one block in another.
import { getExtensionField, type AnyExtension } from '@tiptap/core';
import { NodeSelection, Plugin, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { dropPoint, ReplaceStep } from '@tiptap/pm/transform';
import type { EditorView } from '@tiptap/pm/view';
import { ProsemirrorBinding, ySyncPluginKey, yUndoPluginKey } from 'y-prosemirror';
import type { UndoManager, XmlElement, XmlFragment } from 'yjs';
import { isSection, topLevelBlocks, type PlacedBlock } from '../kit/blockPositions';
import { BLOCK_ID, blocksOf, identityOf, KEEPING_BLOCKS_SINGLE } from './blockIdentity';

const indexIn = (element: XmlElement) => (element.parent as XmlElement | XmlFragment).toArray().indexOf(element);

/**
 * Moves the top-level block at `index` in the session `to` one place up or down, or to the index it ends at: one undo
 * step of mine. The caret, or the block's selection, goes with it. False when the editor and the session do not line
 * up, or the block is alone in its section (the editor's own move then).
 */
export function moveInSession(view: EditorView, fragment: XmlFragment, index: number, to: 'up' | 'down' | number): boolean {
  const target = to === 'up' ? index - 1 : to === 'down' ? index + 1 : to;
  const elements = blocksOf(fragment);
  const shown = topLevelBlocks(view.state.doc);
  const [element, neighbour] = [elements[index], elements[target]];
  if (elements.length !== shown.length || !element || !neighbour || target === index) return false;
  if (element.nodeName !== shown[index].node.type.name || (element.parent !== fragment && (element.parent as XmlElement).length === 1))
    return false;
  const { selection } = view.state;
  const block = shown[index];
  const selected = selection instanceof NodeSelection && selection.from === block.pos;
  const inside = selection.from > block.pos && selection.to < block.pos + block.node.nodeSize;
  const [anchor, head] = [selection.anchor - block.pos, selection.head - block.pos];
  const undoManager = (yUndoPluginKey.getState(view.state) as { undoManager?: UndoManager } | undefined)?.undoManager;
  undoManager?.stopCapturing();
  // The block takes its identity first, in a change of its own that is nobody's undo step: an undo of the move then
  // brings it back with it, so it stays one block with a copy another person's move made meanwhile.
  if (element.getAttribute(BLOCK_ID) === undefined)
    fragment.doc!.transact(() => element.setAttribute(BLOCK_ID, identityOf(element)), KEEPING_BLOCKS_SINGLE);
  fragment.doc!.transact(() => {
    const copy = element.clone();
    copy.setAttribute(BLOCK_ID, identityOf(element));
    (element.parent as XmlElement | XmlFragment).delete(indexIn(element), 1);
    // Before the block it goes above, after the one it goes below (in that block's section).
    (neighbour.parent as XmlElement | XmlFragment).insert(indexIn(neighbour) + (target > index ? 1 : 0), [copy]);
    // y-prosemirror's own origin: my change, undone by my undo; it shows the change in the editor at once.
  }, ySyncPluginKey);
  undoManager?.stopCapturing();
  const moved = topLevelBlocks(view.state.doc)[target];
  const tr = view.state.tr.setMeta('addToHistory', false);
  if (moved && selected && NodeSelection.isSelectable(moved.node)) tr.setSelection(NodeSelection.create(tr.doc, moved.pos));
  else if (moved && inside) {
    const clamp = (offset: number) => Math.min(Math.max(moved.pos + offset, moved.pos + 1), moved.pos + moved.node.nodeSize - 1);
    tr.setSelection(TextSelection.between(tr.doc.resolve(clamp(anchor)), tr.doc.resolve(clamp(head))));
  }
  view.dispatch(tr.scrollIntoView());
  return true;
}

/** The index among `blocks` that a position between two of them comes before (`blocks.length` at the end); -1 inside one. */
function boundaryIndex(blocks: PlacedBlock[], pos: number): number {
  let before = 0;
  for (const block of blocks) {
    if (block.pos + block.node.nodeSize <= pos) before++;
    else return block.pos < pos ? -1 : before;
  }
  return before;
}

/** Whether a node selection was of a top-level block when it was made (a child of the document or of a section). */
const ofTopLevelBlock = ({ $from }: NodeSelection) => $from.depth === 0 || ($from.depth === 1 && isSection($from.parent));

/**
 * A block dragged by its handle (or any top-level block dragged whole) and dropped between top-level blocks moves in
 * the session as `moveInSession` moves it. A copy (Ctrl), a drop into a block (a list, a quote) and an editor not lined
 * up with the session are the editor's own drop. A block changed under the drag (by another person) is not moved: the
 * editor's own drop would remove what was at its old place.
 */
export const dropsInSession = (fragment: XmlFragment) =>
  new Plugin({
    props: {
      handleDrop(view, event, slice, moved) {
        const dragged = (view.dragging as { node?: unknown } | null)?.node;
        if (!moved || !(dragged instanceof NodeSelection) || !ofTopLevelBlock(dragged)) return false;
        const blocks = topLevelBlocks(view.state.doc);
        const index = blocks.findIndex((block) => block.node === dragged.node);
        if (index < 0) return true;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        const before = at ? boundaryIndex(blocks, dropPoint(view.state.doc, at.pos, slice) ?? at.pos) : -1;
        if (before < 0) return false;
        view.focus();
        // Dropped where it was: nothing moves.
        if (before === index || before === index + 1) return true;
        return moveInSession(view, fragment, index, before < index ? before : before - 1);
      },
    },
  });

/**
 * y-prosemirror puts a selected block back as a node selection after each change to the session, where the block's
 * element was; when that element went (the block moved, by me, another person or an undo) no block may be there, and
 * it threw, leaving the editor without the change. The selection is then put back as text, near where the block was.
 */
const typeChanged = ProsemirrorBinding.prototype._typeChanged;
ProsemirrorBinding.prototype._typeChanged = function (this: ProsemirrorBinding, ...change: Parameters<typeof typeChanged>) {
  try {
    typeChanged.apply(this, change);
  } catch (error) {
    const selection = this.beforeTransactionSelection as ProsemirrorBinding['beforeTransactionSelection'] | null;
    if (selection?.type !== 'node') throw error;
    this.beforeTransactionSelection = { ...selection, type: 'text' };
    typeChanged.apply(this, change);
  }
};

/**
 * The identity attribute on every block type while live (never in the HTML, so a pasted block is a new block; not
 * kept by the second half of a split), for the editor's extensions' `addGlobalAttributes`.
 */
export function identityAttribute(extensions: AnyExtension[]) {
  const blocks = extensions.filter(
    (extension) =>
      extension.type === 'node' &&
      String(getExtensionField(extension, 'group') ?? '')
        .split(' ')
        .includes('block'),
  );
  return {
    types: blocks.map((extension) => extension.name),
    attributes: { [BLOCK_ID]: { default: null, rendered: false, keepOnSplit: false } },
  };
}

/** Inserted content that carries identities (a move, a drop, a duplicate, an undo): only then can two blocks share one. */
const insertsIdentities = (tr: Transaction) =>
  tr.steps.some((step) => {
    let found = false;
    if (step instanceof ReplaceStep)
      step.slice.content.descendants((node) => {
        found ||= node.attrs[BLOCK_ID] != null;
        return !found && !node.isTextblock;
      });
    return found;
  });

/** The editor never holds two blocks of one identity (a duplicated block, one dropped with Alt): the later is a new block. */
export const uniqueIdentities = () =>
  new Plugin({
    appendTransaction(transactions: readonly Transaction[], _: EditorState, state: EditorState) {
      if (!transactions.some((tr) => tr.docChanged && insertsIdentities(tr))) return null;
      const seen = new Set<unknown>();
      const tr = state.tr;
      for (const { pos, node } of topLevelBlocks(state.doc)) {
        const id = node.attrs[BLOCK_ID] as unknown;
        if (id == null) continue;
        if (seen.has(id)) tr.setNodeAttribute(pos, BLOCK_ID, null);
        seen.add(id);
      }
      return tr.docChanged ? tr.setMeta('addToHistory', false) : null;
    },
  });
