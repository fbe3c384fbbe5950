import type { SavedDocument, SavedNode } from './document';

/** @lexical/mark's MarkNode type: the element that anchors comment threads to their text (issue 35). */
export const COMMENT_MARK_TYPE = 'mark';

function unwrapped(nodes: SavedNode[]): { nodes: SavedNode[]; changed: boolean } {
  let changed = false;
  const out: SavedNode[] = [];
  for (const node of nodes) {
    const inner = Array.isArray(node.children) ? unwrapped(node.children) : null;
    if (node.type === COMMENT_MARK_TYPE) {
      changed = true;
      out.push(...(inner?.nodes ?? []));
    } else if (inner?.changed) {
      changed = true;
      out.push({ ...node, children: inner.nodes });
    } else out.push(node);
  }
  return { nodes: out, changed };
}

/**
 * The document as readers get it: each comment mark replaced by the text it holds, so no thread id leaves for readers
 * (reader API, HTML, static export). The same document when it has none.
 */
export function withoutCommentMarks(document: SavedDocument): SavedDocument {
  const { nodes, changed } = unwrapped(document.root.children);
  return changed ? { ...document, root: { ...document.root, children: nodes } } : document;
}

/** Every thread id the document's marks carry. */
export function commentIdsIn(document: SavedDocument): Set<string> {
  const ids = new Set<string>();
  const stack: SavedNode[] = [...document.root.children];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === COMMENT_MARK_TYPE && Array.isArray(node.ids)) for (const id of node.ids) if (typeof id === 'string') ids.add(id);
    if (Array.isArray(node.children)) stack.push(...node.children);
  }
  return ids;
}
