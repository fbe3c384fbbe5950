import { isTag, isText, type ChildNode } from 'domhandler';
import type { SavedNode } from '../../../contract/document';
import { withoutTrailing } from '../../../contract/withoutTrailing';
import { DROPPED_ELEMENTS, flatTextOf, linkTargetOf } from './htmlElements';
import { linkNode, textNode } from './inlineRun';

const LEGACY_TYPES: Record<string, string> = {
  b: 'custom-bold-node',
  strong: 'custom-bold-node',
  i: 'custom-italic-node',
  em: 'custom-italic-node',
  span: 'custom-span-node',
};
const DOCUMENT_WRAPPERS = new Set(['html', 'head', 'body']);
const MAX_LEGACY_NESTING = 8;
const MAX_NESTING = 200;
const COLLAPSIBLE_SPACE = /[ \t\n\r\f]+/g;

/** Old editor HTML (spec 2.3): nothing but runs of b, i, a and span elements, with line breaks, and no blocks. */
export function isLegacyHtml(nodes: ChildNode[]): boolean {
  let runs = 0;
  const stack = nodes.slice();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isTag(node) || DROPPED_ELEMENTS.has(node.name)) continue;
    if (node.name in LEGACY_TYPES || node.name === 'a') runs++;
    else if (node.name !== 'br' && !DOCUMENT_WRAPPERS.has(node.name)) return false;
    for (const child of node.children) stack.push(child);
  }
  return runs > 0;
}

function trimEnd(nodes: SavedNode[]) {
  for (;;) {
    const last = nodes[nodes.length - 1];
    if (!last) return;
    if (last.type === 'text') {
      last.text = withoutTrailing(String(last.text), ' ');
      if (last.text) return;
    } else if (last.children) {
      trimEnd(last.children);
      if (last.children.length) return;
    } else return;
    nodes.pop();
  }
}

function appendNode(nodes: SavedNode[], node: SavedNode) {
  const previous = nodes[nodes.length - 1];
  if (node.type === 'text' && previous?.type === 'text') previous.text = `${previous.text}${node.text}`;
  else nodes.push(node);
}

class LegacyBuilder {
  private atLineStart = true;

  private text(nodes: SavedNode[], data: string, topLevel: boolean) {
    const collapsed = data.replace(COLLAPSIBLE_SPACE, ' ');
    const value = this.atLineStart && collapsed.startsWith(' ') ? collapsed.slice(1) : collapsed;
    if (!value) return;
    this.atLineStart = value.endsWith(' ');
    appendNode(nodes, topLevel ? { type: 'custom-span-node', version: 1, children: [textNode(value)] } : textNode(value));
  }

  nodesOf(children: ChildNode[], nesting: number, inLink: boolean, topLevel: boolean, level = 0): SavedNode[] {
    const nodes: SavedNode[] = [];
    for (const child of children) {
      if (isText(child)) {
        this.text(nodes, child.data, topLevel);
        continue;
      }
      if (!isTag(child) || DROPPED_ELEMENTS.has(child.name)) continue;
      if (level > MAX_NESTING) {
        this.text(nodes, flatTextOf(child), topLevel);
        continue;
      }
      if (child.name === 'br') {
        trimEnd(nodes);
        nodes.push({ type: 'linebreak', version: 1 });
        this.atLineStart = true;
        continue;
      }
      const target = child.name === 'a' && !inLink ? linkTargetOf(child) : null;
      const type = LEGACY_TYPES[child.name];
      if (!target && (!type || nesting >= MAX_LEGACY_NESTING)) {
        for (const node of this.nodesOf(child.children, nesting, inLink, topLevel, level + 1)) appendNode(nodes, node);
        continue;
      }
      const inner = this.nodesOf(child.children, nesting + 1, inLink || Boolean(target), false, level + 1);
      if (!inner.length) continue;
      nodes.push(target ? { ...linkNode(target), children: inner } : { type, version: 1, children: inner });
    }
    return nodes;
  }
}

/** The old editor's HTML as one legacy paragraph (spec 3.1); links stay links. */
export function legacyParagraph(nodes: ChildNode[]): SavedNode | null {
  const children = new LegacyBuilder().nodesOf(nodes, 0, false, true);
  for (;;) {
    trimEnd(children);
    if (children[children.length - 1]?.type !== 'linebreak') break;
    children.pop();
  }
  return children.length ? { type: 'custom-paragraph', version: 1, className: 'old-editor-paragraph', children } : null;
}
