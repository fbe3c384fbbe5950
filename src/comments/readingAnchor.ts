import type { CommentAnchor } from '../../contract/comments';

/** The elements of the reading view whose text one anchor stays within (one block of the saved document). */
export const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figcaption, td, th';
/** Characters of the block's text sent on each side of the quote (contract/comments.ts allows 100). */
const CONTEXT = 100;
const MAX_QUOTE = 1000;

const elementOf = (node: Node) => (node instanceof Element ? node : node.parentElement);

/** The block's texts as a reader sees them: without the visually hidden ones (a checklist's "Done"). */
export function textsOf(block: Element): Text[] {
  const texts: Text[] = [];
  const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('.visually-hidden')) texts.push(node as Text);
  }
  return texts;
}

/** How many of the block's characters come before the boundary point (node, offset). */
function indexOf(block: Element, texts: Text[], node: Node, offset: number): number {
  const before = block.ownerDocument.createRange();
  before.setStart(block, 0);
  before.setEnd(node, offset);
  let index = 0;
  for (const text of texts) {
    if (text === node) return index + offset;
    if (before.intersectsNode(text) && before.comparePoint(text, text.length) <= 0) index += text.length;
  }
  return index;
}

interface Line {
  text: string;
  start: number;
  end: number;
}

/**
 * The selection inside `root` (the reading view's document) as an anchor the server finds again without ProseMirror:
 * the selected words, a line for each text block the selection runs through (as Google Docs, a comment may span
 * paragraphs: the end of the first block, the next ones whole, the start of the last; empty blocks left out), and up
 * to 100 characters of the first block before it and of the last after it. At most 1000 characters: a longer
 * selection is cut at its end. Null when nothing is selected there.
 */
export function anchorOfSelection(root: Element, selection: Selection | null): CommentAnchor | null {
  if (!selection?.rangeCount || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const first = elementOf(range.startContainer)?.closest(BLOCKS);
  if (!first || !root.contains(first)) return null;
  const later = [...root.querySelectorAll(BLOCKS)].filter(
    (block) =>
      !first.contains(block) &&
      !block.querySelector(BLOCKS) &&
      first.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING &&
      range.intersectsNode(block),
  );
  // A code block's text carries no marks (the editor's code blocks take none), so no comment holds code: no anchor
  // rather than a Comment button the server must refuse.
  if ([first, ...later].some((block) => block.closest('pre')) || elementOf(range.endContainer)?.closest('pre')) return null;
  let lines: Line[] = [first, ...later].map((block, index) => {
    const texts = textsOf(block);
    const text = texts.map((each) => each.data).join('');
    const start = index === 0 ? indexOf(block, texts, range.startContainer, range.startOffset) : 0;
    const end = block.contains(range.endContainer) ? indexOf(block, texts, range.endContainer, range.endOffset) : text.length;
    return { text, start, end };
  });
  // Spaces at the selection's two ends are not part of it; nor are blocks it only touches.
  const trim = () => {
    lines = lines.filter((line) => line.start < line.end);
    if (!lines.length) return;
    const head = lines[0];
    while (head.start < head.end && /\s/.test(head.text[head.start])) head.start++;
    const tail = lines[lines.length - 1];
    while (tail.end > tail.start && /\s/.test(tail.text[tail.end - 1])) tail.end--;
  };
  trim();
  trim();
  let room = MAX_QUOTE;
  lines = lines.filter((line) => {
    if (room <= 0) return false;
    line.end = Math.min(line.end, line.start + room);
    room -= line.end - line.start + 1;
    return true;
  });
  if (!lines.length) return null;
  const head = lines[0];
  const tail = lines[lines.length - 1];
  return {
    quote: lines.map((line) => line.text.slice(line.start, line.end)).join('\n'),
    prefix: head.text.slice(Math.max(0, head.start - CONTEXT), head.start),
    suffix: tail.text.slice(tail.end, tail.end + CONTEXT),
  };
}
