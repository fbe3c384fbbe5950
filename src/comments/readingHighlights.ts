import { COMMENT_MARK_TYPE } from '../../contract/commentMarks';
import type { SavedDocument, SavedNode } from '../../contract/document';
import { BLOCKS, textsOf } from './readingAnchor';

/**
 * The reading view's highlights of commented text (issue 35, as Google Docs shows them): the saved document says
 * which characters of which text block each thread's mark holds; the same blocks are found in the rendered page by
 * their text, in order, and the characters become DOM ranges, painted with the CSS Custom Highlight API (no element
 * is added to the reader's markup, which React owns).
 */

/** A text block of the saved document: its text as the reading view shows it, and its marks' character ranges. */
export interface MarkedBlock {
  text: string;
  marks: Array<{ from: number; to: number; ids: string[] }>;
}

const INLINE = new Set(['text', 'code-highlight', 'tab', 'linebreak', 'link', 'autolink', COMMENT_MARK_TYPE]);

function collect(node: SavedNode, block: MarkedBlock) {
  if (node.type === 'text' || node.type === 'code-highlight') {
    block.text += typeof node.text === 'string' ? node.text : '';
    return;
  }
  if (node.type === 'tab') {
    block.text += '\t';
    return;
  }
  const from = block.text.length;
  for (const child of node.children ?? []) collect(child, block);
  if (node.type === COMMENT_MARK_TYPE && Array.isArray(node.ids) && block.text.length > from) {
    block.marks.push({ from, to: block.text.length, ids: node.ids.filter((id): id is string => typeof id === 'string') });
  }
}

/** Every block holding text (paragraphs, headings, list items, quotes, code and what else holds inline text), in order. */
export function markedBlocks(document: SavedDocument): MarkedBlock[] {
  const found: MarkedBlock[] = [];
  const visit = (node: SavedNode) => {
    const children = node.children ?? [];
    if (children.some((child) => INLINE.has(child.type))) {
      const block: MarkedBlock = { text: '', marks: [] };
      for (const child of children) collect(child, block);
      found.push(block);
    } else for (const child of children) visit(child);
  };
  visit(document.root);
  return found;
}

/** The DOM point `index` characters into the block's visible texts. */
function pointAt(texts: Text[], index: number): [Text, number] | null {
  let left = index;
  for (const text of texts) {
    if (left <= text.length) return [text, left];
    left -= text.length;
  }
  return null;
}

/**
 * Each thread's ranges in the rendered document under `root`: the saved blocks matched, in order, to the page's
 * blocks with the same text (a block the page shows otherwise, or not at all, is passed over).
 */
export function threadRanges(root: Element, document: SavedDocument): Map<string, Range[]> {
  const ranges = new Map<string, Range[]>();
  const shown = [...root.querySelectorAll(BLOCKS)].map((element) => ({ element, texts: textsOf(element) }));
  let next = 0;
  for (const block of markedBlocks(document)) {
    const at = shown.findIndex((each, index) => index >= next && each.texts.map((text) => text.data).join('') === block.text);
    if (at < 0) continue;
    next = at + 1;
    for (const mark of block.marks) {
      const start = pointAt(shown[at].texts, mark.from);
      const end = pointAt(shown[at].texts, mark.to);
      if (!start || !end) continue;
      const range = root.ownerDocument.createRange();
      range.setStart(...start);
      range.setEnd(...end);
      for (const id of mark.ids) ranges.set(id, [...(ranges.get(id) ?? []), range]);
    }
  }
  return ranges;
}

/** The thread whose range holds the point (the innermost, when threads overlap), or null. */
export function threadAt(ranges: Map<string, Range[]>, node: Node, offset: number): string | null {
  let best: { id: string; length: number } | null = null;
  for (const [id, list] of ranges) {
    for (const range of list) {
      const length = range.toString().length;
      if (range.isPointInRange(node, offset) && (!best || length < best.length)) best = { id, length };
    }
  }
  return best?.id ?? null;
}
