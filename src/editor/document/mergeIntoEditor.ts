import type { Editor, JSONContent } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { mergeBlocks } from '../../../contract/blockMerge';
import type { SavedDocument, SavedNode } from '../../../contract/document';
import type * as Codec from './codec';

/** The codec's part this needs, handed in by the editor that has it loaded: this module loads apart, on demand. */
export type MergeCodec = Pick<typeof Codec, 'blocksToEditor' | 'editorBlocksOf' | 'rememberBlock' | 'savedToEditor'>;

/** A transaction that brings others' work in: not mine to undo, and no edit of mine. */
export const REMOTE_CHANGE = 'mastheadRemoteChange';

/** One place of the document to be: an editor block kept as it is (by its index), or a saved block to make. */
type Wanted = { keep: number } | { make: SavedNode };

/**
 * Takes `theirs` (a version saved elsewhere, or the merge the server made of my save) into the editor, three ways
 * against `base`, the version the editor's copy started from: blocks only they changed, added, removed or moved
 * change in the editor; blocks I changed since stay as I have them, including those they changed too (the save's
 * merge asks about those). Untouched blocks stay the same nodes, so the caret and my undo history stay where they
 * were; the change itself is not added to my undo history. Answers how many blocks both changed differently.
 */
export function mergeIntoEditor(editor: Editor, base: SavedDocument, theirs: SavedDocument, codec: MergeCodec): { conflicts: number } {
  const blocks = codec.editorBlocksOf(editor.state.doc);
  const mine: SavedNode[] = [];
  const ownerOf: number[] = [];
  blocks.forEach((block, index) =>
    block.saved.forEach((saved) => {
      mine.push(saved);
      ownerOf.push(index);
    }),
  );
  const types = new Map<string, string>();
  const keysOf = (nodes: readonly SavedNode[]) =>
    nodes.map((node) => {
      const key = JSON.stringify(node);
      types.set(key, node.type);
      return key;
    });
  const theirBlocks = theirs.root.children ?? [];
  const merge = mergeBlocks(keysOf(base.root.children ?? []), keysOf(mine), keysOf(theirBlocks), (key) => types.get(key) ?? '');
  const wanted: Wanted[] = [];
  for (const place of merge.places) {
    // A conflict keeps what I have (nothing, where I removed the block); a block of theirs I hold alike stays mine.
    const mineAt = 'take' in place ? (place.take === 'mine' ? place.index : (place.same ?? null)) : place.conflict.mine;
    if ('take' in place && place.take === 'theirs' && place.same === undefined) wanted.push({ make: theirBlocks[place.index] });
    else if (mineAt !== null && !isKeep(wanted.at(-1), ownerOf[mineAt])) wanted.push({ keep: ownerOf[mineAt] });
  }
  // The editor's own blocks that make no saved block (an empty line it added) stay where they are among mine.
  blocks.forEach((block, index) => {
    if (block.saved.length) return;
    let at = 0;
    wanted.forEach((each, place) => {
      if ('keep' in each && each.keep < index) at = place + 1;
    });
    wanted.splice(at, 0, { keep: index });
  });
  apply(editor, blocks, wanted, codec);
  return { conflicts: merge.conflicts };
}

const isKeep = (each: Wanted | undefined, index: number) => each !== undefined && 'keep' in each && each.keep === index;

function nodeOf(editor: Editor, saved: SavedNode, codec: MergeCodec): ProseMirrorNode[] {
  return codec.blocksToEditor([saved]).map((json: JSONContent) => {
    const node = editor.schema.nodeFromJSON(json);
    codec.rememberBlock(node, saved);
    return node;
  });
}

/** Turns the editor's blocks into `wanted`: deletions and insertions from the end, so earlier positions hold. */
function apply(editor: Editor, blocks: Codec.EditorBlock[], wanted: Wanted[], codec: MergeCodec) {
  const order = wanted.flatMap((each) => ('keep' in each ? [each.keep] : []));
  const inOrder = order.every((index, at) => at === 0 || index > order[at - 1]);
  const { tr } = editor.state;
  if (!inOrder) {
    // Blocks moved about on both sides: the document is made again (rare; the caret goes to its start).
    const document = {
      root: { type: 'root', version: 1, children: wanted.flatMap((each) => ('keep' in each ? blocks[each.keep].saved : [each.make])) },
    } as SavedDocument;
    editor.commands.setContent(codec.savedToEditor(document), { emitUpdate: true });
    return;
  }
  // What goes after each kept block (index -1: before the first block).
  const after = new Map<number, SavedNode[]>();
  let previous = -1;
  for (const each of wanted) {
    if ('keep' in each) previous = each.keep;
    else after.set(previous, [...(after.get(previous) ?? []), each.make]);
  }
  const keptSet = new Set(order);
  for (let index = blocks.length - 1; index >= -1; index--) {
    const inserts = after.get(index);
    if (inserts?.length) {
      const at = index < 0 ? (blocks[0]?.pos ?? 0) : blocks[index].pos + blocks[index].node.nodeSize;
      tr.insert(
        at,
        inserts.flatMap((saved) => nodeOf(editor, saved, codec)),
      );
    }
    // deleteRange takes a section out with its last block.
    if (index >= 0 && !keptSet.has(index)) tr.deleteRange(blocks[index].pos, blocks[index].pos + blocks[index].node.nodeSize);
  }
  if (!tr.docChanged) return;
  tr.setMeta('addToHistory', false).setMeta(REMOTE_CHANGE, true);
  editor.view.dispatch(tr);
}
