import type { Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { idsOfMark } from './commentMark';

/**
 * Anchors thread `id` to the text between `from` and `to`: each text there gets a comment mark holding its threads'
 * ids and this one (overlapping threads share one mark, as @lexical/mark's MarkNode does). Answers whether any text was marked.
 */
export function addCommentId(tr: Transaction, from: number, to: number, id: string): boolean {
  const type = tr.doc.type.schema.marks.comment;
  const pieces: Array<{ start: number; end: number; ids: string[] }> = [];
  tr.doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isText) return;
    const start = Math.max(from, pos);
    const end = Math.min(to, pos + node.nodeSize);
    if (start < end) pieces.push({ start, end, ids: idsOfMark(type.isInSet(node.marks)?.attrs) });
  });
  for (const { start, end, ids } of pieces) {
    tr.removeMark(start, end, type);
    tr.addMark(start, end, type.create({ ids: [...ids.filter((each) => each !== id), id] }));
  }
  return pieces.length > 0;
}

/** Takes thread `id` out of every comment mark (its thread was not made, or is gone); marks left without ids go. */
export function removeCommentId(tr: Transaction, id: string) {
  const type = tr.doc.type.schema.marks.comment;
  const pieces: Array<{ start: number; end: number; ids: string[] }> = [];
  tr.doc.descendants((node, pos) => {
    const ids = idsOfMark(type.isInSet(node.marks)?.attrs);
    if (node.isText && ids.includes(id)) pieces.push({ start: pos, end: pos + node.nodeSize, ids: ids.filter((each) => each !== id) });
  });
  for (const { start, end, ids } of pieces) {
    tr.removeMark(start, end, type);
    if (ids.length) tr.addMark(start, end, type.create({ ids }));
  }
}

/** Each thread id in the document, with the text it is anchored to (its pieces joined, in order). */
export function anchoredTexts(doc: PmNode): Map<string, string> {
  const texts = new Map<string, string>();
  doc.descendants((node) => {
    if (!node.isText) return;
    const ids = idsOfMark(node.marks.find((mark) => mark.type.name === 'comment')?.attrs);
    for (const id of ids) texts.set(id, (texts.get(id) ?? '') + node.text);
  });
  return texts;
}
