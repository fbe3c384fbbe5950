import { Extension, Node, type Editor, type JSONContent } from '@tiptap/core';
import type { ResolvedPos } from '@tiptap/pm/model';
import { SECTION, isSection } from '../kit/blockPositions';

export { SECTION, blockDepth, endOfBlocks, isSection, lastBlock } from '../kit/blockPositions';
import { TextSelection, type EditorState } from '@tiptap/pm/state';

/** Blocks per section, and the document length from which the editor groups its blocks. */
export const SECTION_SIZE = 100;
export const SECTION_FROM_BLOCKS = 250;

/**
 * An editor-only box around up to 100 top-level blocks of a long document, never saved (the codec groups on load and
 * flattens on save). The browser skips laying out boxes off screen, so a key costs the same at 10,000 blocks as at
 * 200: ProseMirror renders blocks as children of one element, which the browser lays out again on every key.
 */
export const Section = Node.create({
  name: SECTION,
  content: 'block+',
  parseHTML: () => [{ tag: 'div[data-editor-section]' }],
  renderHTML: () => ['div', { 'data-editor-section': '', class: 'editor-section' }, 0],
});

/** The editor's top-level content: blocks, grouped in sections when there are many. */
export function groupInSections(blocks: JSONContent[]): JSONContent[] {
  if (blocks.length < SECTION_FROM_BLOCKS) return blocks;
  const sections: JSONContent[] = [];
  for (let start = 0; start < blocks.length; start += SECTION_SIZE)
    sections.push({ type: SECTION, content: blocks.slice(start, start + SECTION_SIZE) });
  return sections;
}

/** The blocks of the editor's top-level content, out of their sections. */
export function flattenSections(content: JSONContent[]): JSONContent[] {
  return content.flatMap((node) => (node.type === SECTION ? (node.content ?? []) : [node]));
}

/** The depth of the section the cursor starts (or ends) when it is at the very start (or end) of one. */
function sectionEdge(state: EditorState, side: 'start' | 'end'): { depth: number; $cursor: ResolvedPos } | null {
  const $cursor = state.selection instanceof TextSelection ? state.selection.$cursor : null;
  if (!$cursor) return null;
  for (let depth = $cursor.depth - 1; depth > 0; depth--) {
    if (!isSection($cursor.node(depth))) continue;
    const edge = side === 'start' ? $cursor.start(depth) + ($cursor.depth - depth) : $cursor.end(depth) - ($cursor.depth - depth);
    if ($cursor.pos !== edge) return null;
    const index = $cursor.index(depth - 1);
    const parent = $cursor.node(depth - 1);
    const neighbour =
      side === 'start' ? (index > 0 ? parent.child(index - 1) : null) : index < parent.childCount - 1 ? parent.child(index + 1) : null;
    return isSection(neighbour) ? { depth, $cursor } : null;
  }
  return null;
}

/**
 * Backspace at the start (Delete at the end) of a section first joins the two sections, out of the undo history, and
 * then gives the key to the editor as if there had been no sections (lists lift, blocks join, ...).
 */
function joinAcross(editor: Editor, side: 'start' | 'end'): boolean {
  const edge = sectionEdge(editor.state, side);
  if (!edge) return false;
  const { depth, $cursor } = edge;
  const boundary = side === 'start' ? $cursor.before(depth) : $cursor.after(depth);
  editor.view.dispatch(editor.state.tr.join(boundary).setMeta('addToHistory', false));
  editor.commands.keyboardShortcut(side === 'start' ? 'Backspace' : 'Delete');
  return true;
}

export const SectionKeys = Extension.create({
  name: 'sectionKeys',
  priority: 1000,
  addKeyboardShortcuts() {
    return {
      Backspace: () => joinAcross(this.editor, 'start'),
      Delete: () => joinAcross(this.editor, 'end'),
    };
  },
});
