import { Extension, type Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, Plugin, PluginKey, Selection, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { blockDepth, endOfBlocks, lastBlock } from './sections';

/**
 * A selected block that holds no text (an image, a button group, cards...) is one key away from being replaced, which
 * is how work got lost. These rules keep a text caret within reach instead:
 * - typing or pasting over a selected block writes in a new paragraph after it, and the block stays;
 * - ArrowDown or ArrowRight on the last block, Shift+Enter on any selected block or at the end of a table's last cell,
 *   and a click below the last block put the caret in a paragraph after it (made when there is none);
 * - Escape in a block that keeps its text inside (a table, an accordion) selects the block, whose own buttons and
 *   controls Tab then reaches (BlockControls);
 * - `caretIntoOrAfter` moves a block's selection into its first text, or after it, once the block picker inserted it.
 */

/** The transaction that puts the caret in a paragraph right after the block ending at `end`, adding one when needed. */
function caretAfter(state: EditorState, end: number): Transaction {
  const after = state.doc.resolve(end).nodeAfter;
  const tr = state.tr;
  if (!after || !after.isTextblock || after.content.size > 0) tr.insert(end, state.schema.nodes.paragraph.create());
  return tr.setSelection(TextSelection.create(tr.doc, end + 1)).scrollIntoView();
}

/** The selected block, when the selection is one whole block that holds no text of its own at its top level. */
function selectedBlock(state: EditorState): NodeSelection | null {
  const { selection } = state;
  return selection instanceof NodeSelection && selection.node.isBlock && !selection.node.isTextblock ? selection : null;
}

/** Where the table ends whose last cell's last text the caret is at the end of, or null (its node's `tableRole` is 'table'). */
function endOfTableAtCaret(state: EditorState): number | null {
  const { $head, empty } = state.selection;
  const depth = blockDepth($head);
  // Each level is its parent's last child, at its end: the table's end is one position further per level.
  const atEnd = empty && depth > 0 && $head.pos === $head.end(depth) - ($head.depth - depth);
  return atEnd && $head.node(depth).type.spec.tableRole === 'table' ? $head.after(depth) : null;
}

const isLast = (doc: ProseMirrorNode, selection: NodeSelection) => selection.node === lastBlock(doc) && selection.to === endOfBlocks(doc);

/** Moves a node selection left by an insertion into the block's first text, or into a paragraph after it. */
export function caretIntoOrAfter(editor: Editor): void {
  const selection = selectedBlock(editor.state);
  if (!selection) return;
  const inside = Selection.findFrom(editor.state.doc.resolve(selection.from + 1), 1, true);
  if (inside && inside.to < selection.to) {
    editor.view.dispatch(editor.state.tr.setSelection(inside).scrollIntoView());
    return;
  }
  editor.view.dispatch(caretAfter(editor.state, selection.to));
}

/** Puts the caret in the document's first text, never selecting a block; false when the document has no text. */
export function caretAtFirstText(editor: Editor): boolean {
  const first = Selection.findFrom(editor.state.doc.resolve(0), 1, true);
  if (!first) return false;
  editor.view.dispatch(editor.state.tr.setSelection(first));
  return true;
}

function writeAfterSelectedBlock(view: EditorView, text: string): boolean {
  const selection = selectedBlock(view.state);
  if (!selection) return false;
  const tr = caretAfter(view.state, selection.to);
  tr.insertText(text);
  view.dispatch(tr);
  return true;
}

/** Whether a pointer event happened below the document's last block (in the editor's padding under it). */
function belowLastBlock(view: EditorView, event: MouseEvent): boolean {
  const last = lastBlock(view.state.doc);
  if (!last) return false;
  const dom = view.nodeDOM(endOfBlocks(view.state.doc) - last.nodeSize);
  return dom instanceof HTMLElement && event.clientY > dom.getBoundingClientRect().bottom;
}

export const CaretAroundBlocks = Extension.create({
  name: 'caretAroundBlocks',
  priority: 1100,
  addKeyboardShortcuts() {
    const leaveLastBlock = (direction: 'down' | 'right') => () => {
      const { state, view } = this.editor;
      const selection = selectedBlock(state);
      if (selection && isLast(state.doc, selection)) {
        view.dispatch(caretAfter(state, selection.to));
        return true;
      }
      // From one selected block onto the next when that holds no text either: ProseMirror's own move leaves Chrome a
      // DOM selection between two uneditable blocks, which it puts back at the top of the document.
      const next = selection && state.doc.resolve(selection.to).nodeAfter;
      if (selection && next?.isAtom && next.isBlock && NodeSelection.isSelectable(next)) {
        view.dispatch(state.tr.setSelection(NodeSelection.create(state.doc, selection.to)).scrollIntoView());
        return true;
      }
      // The caret on the last text of a last block that keeps its text inside (a table's last cell, an accordion).
      const { $head, empty } = state.selection;
      const last = lastBlock(state.doc);
      const depth = blockDepth($head);
      if (!empty || !last || last.isTextblock || depth < 1 || $head.node(depth) !== last || $head.depth <= depth) return false;
      if (!view.endOfTextblock(direction)) return false;
      if (Selection.findFrom(state.doc.resolve($head.after()), 1, true)) return false;
      view.dispatch(caretAfter(state, endOfBlocks(state.doc)));
      return true;
    };
    return {
      ArrowDown: leaveLastBlock('down'),
      ArrowRight: leaveLastBlock('right'),
      'Shift-Enter': () => {
        const { state, view } = this.editor;
        const end = selectedBlock(state)?.to ?? endOfTableAtCaret(state);
        if (end === null) return false;
        view.dispatch(caretAfter(state, end));
        return true;
      },
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('caretAroundBlocks'),
        props: {
          handleTextInput: (view, _from, _to, text) => writeAfterSelectedBlock(view, text),
          handlePaste: (view, event) => {
            if (!selectedBlock(view.state)) return false;
            const text = event.clipboardData?.getData('text/plain') ?? '';
            // Pasted lines become paragraphs (spec 2.3) after the block, never in its place.
            const selection = selectedBlock(view.state)!;
            const lines = text.split(/\r?\n/);
            const tr = caretAfter(view.state, selection.to);
            tr.insertText(lines[0]);
            for (const line of lines.slice(1)) {
              const end = tr.selection.$head.after();
              tr.insert(end, view.state.schema.nodes.paragraph.create(null, line ? view.state.schema.text(line) : null));
              tr.setSelection(TextSelection.create(tr.doc, end + 1 + line.length));
            }
            view.dispatch(tr.scrollIntoView());
            return true;
          },
          handleDOMEvents: {
            mousedown: (view, event) => {
              if (event.target !== view.dom || !view.editable || !belowLastBlock(view, event)) return false;
              const last = lastBlock(view.state.doc);
              if (last?.isTextblock && last.content.size === 0) return false;
              event.preventDefault();
              view.dispatch(caretAfter(view.state, endOfBlocks(view.state.doc)));
              view.focus();
              return true;
            },
          },
        },
      }),
    ];
  },
});

/** Escape with the caret inside a block that holds its text inside (not a paragraph or heading) selects that block. */
export const SelectBlockOnEscape = Extension.create({
  name: 'selectBlockOnEscape',
  // After the block picker and other popups, which close on Escape first.
  priority: 50,
  addKeyboardShortcuts() {
    return {
      Escape: () => {
        const { state, view } = this.editor;
        const { $from } = state.selection;
        const depth = blockDepth($from);
        if (depth < 1 || $from.depth <= depth || state.selection instanceof NodeSelection) return false;
        const block = $from.node(depth);
        if (block.isTextblock || !NodeSelection.isSelectable(block)) return false;
        view.dispatch(state.tr.setSelection(NodeSelection.create(state.doc, $from.before(depth))));
        return true;
      },
    };
  },
});
