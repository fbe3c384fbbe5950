// How the editor meets the live session without building the document twice or re-rendering it on every remote
// change (issue 34; figures in docs/performance.md). y-prosemirror's own way builds the editor's document from the
// Y.Doc when it binds (again each time the editor's plugins change) and turns every remote change into a replacement
// of the whole document, which the view and every plugin then compare and map block by block.
import { Mark, Slice, type Node as ProseMirrorNode, type Schema } from '@tiptap/pm/model';
import { Selection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { ReplaceStep } from '@tiptap/pm/transform';
import * as Y from 'yjs';

/** y-prosemirror's map from each Yjs element to the node it shows as (its `ProsemirrorMapping`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- y-prosemirror's own type
export type LiveMapping = Map<Y.AbstractType<any>, ProseMirrorNode | ProseMirrorNode[]>;

type YAttributes = Record<string, unknown>;

/** An overlapping mark's attribute is named `<mark>--<8-character hash>` (y-prosemirror's `yattr2markname`). */
function markNameOf(attribute: string, schema: Schema): string {
  const cut = attribute.length - 10;
  const name = cut > 0 && attribute.startsWith('--', cut) ? attribute.slice(0, cut) : attribute;
  return schema.marks[name] ? name : attribute;
}

function marksOf(attributes: YAttributes | undefined, schema: Schema): readonly Mark[] {
  if (!attributes) return Mark.none;
  return Mark.setFrom(
    Object.entries(attributes).map(([attribute, value]) => schema.mark(markNameOf(attribute, schema), value as Record<string, unknown>)),
  );
}

/** The attributes a node made from `element` gets: the element's, with the schema's defaults for those it lacks. */
function attrsOf(element: Y.XmlElement, node: ProseMirrorNode): Record<string, unknown> | null {
  const given = element.getAttributes() as YAttributes;
  const attrs: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(node.type.spec.attrs ?? {})) {
    if (given[name] !== undefined) attrs[name] = given[name];
    else if (spec.default !== undefined) attrs[name] = spec.default;
    else return null;
  }
  return attrs;
}

/**
 * Whether `node` is what y-prosemirror would make of `element`; if so, `mapping` learns it and every element inside.
 * Text is compared run by run (a run per formatting), as y-prosemirror makes one text node per run.
 */
function sameNode(element: Y.XmlElement, node: ProseMirrorNode, mapping: LiveMapping): boolean {
  if (element.nodeName !== node.type.name || node.isText) return false;
  const attrs = attrsOf(element, node);
  if (!attrs || !node.hasMarkup(node.type, attrs, node.marks)) return false;
  let index = 0;
  for (const child of element.toArray()) {
    if (child instanceof Y.XmlElement) {
      const inner = node.maybeChild(index++);
      if (!inner || !sameNode(child, inner, mapping)) return false;
    } else if (child instanceof Y.XmlText) {
      for (const run of child.toDelta() as Array<{ insert: unknown; attributes?: YAttributes }>) {
        const text = node.maybeChild(index++);
        if (!text?.isText || run.insert !== text.text || !sameMarks(marksOf(run.attributes, node.type.schema), text.marks)) return false;
      }
    } else return false;
  }
  if (index !== node.childCount) return false;
  mapping.set(element, node);
  return true;
}

/** Values equal at every depth, a key holding `undefined` counting as absent (Yjs keeps no such key in formatting). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);
  const [xKeys, yKeys] = [keys(x), keys(y)];
  return xKeys.length === yKeys.length && xKeys.every((key) => sameValue(x[key], y[key]));
}

/**
 * Whether a text's marks are those of a run: the saved document's fields kept in a mark (a link's `lexical`) hold
 * keys set to `undefined` for their order, which the session's copy lost on the way (formatting goes as JSON).
 */
function sameMarks(run: readonly Mark[], shown: readonly Mark[]): boolean {
  return run.length === shown.length && run.every((mark, i) => mark.type === shown[i].type && sameValue(mark.attrs, shown[i].attrs));
}

/** The node y-prosemirror makes of `element` (its `createNodeFromYElement`), recorded in `mapping`. */
function nodeOf(element: Y.XmlElement, schema: Schema, mapping: LiveMapping): ProseMirrorNode {
  const children: ProseMirrorNode[] = [];
  for (const child of element.toArray()) {
    if (child instanceof Y.XmlElement) children.push(nodeOf(child, schema, mapping));
    else if (child instanceof Y.XmlText)
      for (const run of child.toDelta() as Array<{ insert: string; attributes?: YAttributes }>)
        children.push(schema.text(run.insert, marksOf(run.attributes, schema)));
  }
  const node = schema.node(element.nodeName, element.getAttributes(), children);
  mapping.set(element, node);
  return node;
}

function offsetOf(node: ProseMirrorNode, index: number): number {
  let offset = 0;
  for (let i = 0; i < index; i++) offset += node.child(i).nodeSize;
  return offset;
}

export interface LiveStart {
  mapping: LiveMapping;
  /** Brings the editor's document to the session's, when they differ: only the top-level blocks that differ. */
  transaction: Transaction | null;
}

/**
 * The editor opened on the saved document while the session connected; now the session's state is in. Maps each
 * Yjs element to the block already shown when they agree, and makes only the blocks that differ (changes made in
 * the session since the last save), so the editor is neither rebuilt nor re-rendered. Null when the two cannot be
 * lined up (the caller lets y-prosemirror build the document from the session, as before).
 */
export function startFromShownDocument(fragment: Y.XmlFragment, state: EditorState): LiveStart | null {
  try {
    const elements = fragment.toArray();
    if (elements.length === 0 || elements.some((element) => !(element instanceof Y.XmlElement))) return null;
    const blocks = elements as Y.XmlElement[];
    const { doc } = state;
    const mapping: LiveMapping = new Map();
    let start = 0;
    while (start < blocks.length && start < doc.childCount && sameNode(blocks[start], doc.child(start), mapping)) start++;
    let endShown = doc.childCount;
    let endLive = blocks.length;
    while (endShown > start && endLive > start && sameNode(blocks[endLive - 1], doc.child(endShown - 1), mapping)) {
      endShown--;
      endLive--;
    }
    if (start === endShown && start === endLive) return { mapping, transaction: null };
    const made = blocks.slice(start, endLive).map((element) => nodeOf(element, state.schema, mapping));
    const transaction = state.tr.replaceWith(offsetOf(doc, start), offsetOf(doc, endShown), made).setMeta('addToHistory', false);
    const lined = transaction.doc.childCount === blocks.length && made.every((node, i) => transaction.doc.child(start + i) === node);
    return lined ? { mapping, transaction } : null;
  } catch {
    return null;
  }
}

/** Marks a remote change narrowed to the change itself: positions map through it exactly. */
export const NARROWED = 'liveNarrowed';

/**
 * A remote change as y-prosemirror dispatches it replaces the whole document with one whose unchanged blocks are the
 * same nodes. This makes it the change itself: down to the one block that changed (through sections and lists), then
 * the characters that differ, so the view, the decorations and every plugin see a small step. The elements on the way
 * down are mapped to their new nodes, so the next change still finds unchanged blocks by identity. Null when the
 * transaction is not such a replacement or the result would not be the same document. `caretInView` is asked only
 * when the change is in the block of my caret.
 */
export function narrowedRemoteChange(
  state: EditorState,
  transaction: Transaction,
  root: Y.XmlFragment,
  mapping: LiveMapping,
  caretInView: () => boolean,
): Transaction | null {
  const [step] = transaction.steps;
  if (transaction.steps.length !== 1 || !(step instanceof ReplaceStep) || transaction.before !== state.doc) return null;
  if (step.from !== 0 || step.to !== state.doc.content.size) return null;
  let shown = state.doc;
  let live = transaction.doc;
  let position = 0;
  const path: number[] = [];
  for (;;) {
    if (shown.inlineContent) break;
    let start = 0;
    while (start < shown.childCount && start < live.childCount && shown.child(start) === live.child(start)) start++;
    let endShown = shown.childCount;
    let endLive = live.childCount;
    while (endShown > start && endLive > start && shown.child(endShown - 1) === live.child(endLive - 1)) {
      endShown--;
      endLive--;
    }
    const [a, b] = [shown.maybeChild(start), live.maybeChild(start)];
    if (endShown - start !== 1 || endLive - start !== 1 || !a || !b || a.isLeaf || a.type !== b.type || !a.sameMarkup(b)) break;
    position += offsetOf(shown, start) + 1;
    path.push(start);
    shown = a;
    live = b;
  }
  const narrowed = state.tr;
  const diffStart = shown.content.findDiffStart(live.content);
  let changed: { from: number; to: number } | null = null;
  if (diffStart !== null) {
    let { a: endShown, b: endLive } = shown.content.findDiffEnd(live.content)!;
    const overlap = diffStart - Math.min(endShown, endLive);
    if (overlap > 0) {
      endShown += overlap;
      endLive += overlap;
    }
    narrowed.replace(position + diffStart, position + endShown, live.slice(diffStart, endLive) as Slice);
    changed = { from: position + diffStart, to: position + endLive };
  }
  if (!narrowed.doc.eq(transaction.doc)) return null;
  const meta = (transaction as unknown as { meta: Record<string, unknown> }).meta;
  for (const key of Object.keys(meta)) narrowed.setMeta(key, meta[key]);
  if (transaction.selectionSet) narrowed.setSelection(Selection.fromJSON(narrowed.doc, transaction.selection.toJSON()));
  narrowed.setMeta(NARROWED, true);
  // The browser's scroll anchoring keeps my caret where it was when others change blocks above it; only a change in my
  // own block can move it out of view, so only then is my caret scrolled to, if it was in view (y-prosemirror measured
  // that before every remote change: caretCheckOnlyWhenNeeded in liveCollaboration.ts).
  if (changed && touchesBlockOf(narrowed.selection, changed) && caretInView()) narrowed.scrollIntoView();
  // The elements whose nodes the narrowed change rebuilt (those on the way down, and sections or lists a change across
  // their edges rebuilt) now show as the new document's copies: y-prosemirror finds unchanged blocks by identity, and one
  // it cannot find it writes again as my own change (which emptied the redo stack after undoing a move across sections).
  remapRebuilt(root, narrowed.doc, transaction.doc, mapping);
  return narrowed;
}

/** Whether the range `changed` (in the new document) meets the text block that holds the selection's head. */
function touchesBlockOf(selection: Selection, changed: { from: number; to: number }): boolean {
  const { $head } = selection;
  if (!$head.parent.inlineContent) return changed.from <= $head.pos && changed.to >= $head.pos;
  return changed.from <= $head.end() && changed.to >= $head.start();
}

/** Maps each element whose node differs between the two equal documents to the new one, below where they differ only. */
function remapRebuilt(element: Y.XmlFragment | Y.XmlElement, node: ProseMirrorNode, was: ProseMirrorNode, mapping: LiveMapping) {
  if (node === was || node.inlineContent) return;
  const count = Math.min(node.childCount, was.childCount, element.length);
  // The elements in one walk, when one is needed (`get(index)` walks from the first each time).
  let children: ReturnType<typeof element.toArray> | null = null;
  for (let index = 0; index < count; index++) {
    const [now, before] = [node.child(index), was.child(index)];
    if (now === before) continue;
    const child = (children ??= element.toArray())[index];
    if (!(child instanceof Y.XmlElement)) continue;
    if (mapping.get(child) === before) mapping.set(child, now);
    remapRebuilt(child, now, before, mapping);
  }
}
