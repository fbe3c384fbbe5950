import { contractOfType } from './blocks';
import type { SavedDocument, SavedNode } from './document';

/**
 * The texts readers see in a node and the nodes inside it, in document order: text nodes, and the fields its block
 * contract names as text (a card's title, a button's name among its items); with `names`, also those that name another
 * page (a subpage's title), for editors' comparisons.
 */
export function textsOf(start: unknown, { names = false } = {}): string[] {
  const stack: unknown[] = [start];
  const texts: string[] = [];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    const node = item as SavedNode;
    if (node.type === 'text' && typeof node.text === 'string') texts.push(node.text);
    texts.push(...fieldTextsOf(node, names));
    const children = node.children;
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return texts;
}

/**
 * The fields a node's block contract names as text, its own and its items' (a card's title, a button's name), and
 * with `names`, those that name another page (a subpage's title).
 */
function fieldTextsOf(node: SavedNode, names = false): string[] {
  const texts: string[] = [];
  const contract = contractOfType(node.type);
  for (const field of [...(contract?.text ?? []), ...(names ? (contract?.names ?? []) : [])])
    if (typeof node[field] === 'string') texts.push(node[field] as string);
  for (const [listField, roles] of Object.entries(contract?.items ?? {})) {
    const list = node[listField];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      if (!entry || typeof entry !== 'object') continue;
      for (const field of roles.text) if (typeof entry[field] === 'string') texts.push(entry[field]);
    }
  }
  return texts;
}

/** The document's text (spec 3.1 plainText): newlines become spaces and repeated words are dropped. */
export function plainTextOf(document: SavedDocument): string {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const word of textsOf(document.root)
    .join(' ')
    .replace(/[\r\n]+/g, ' ')
    .split(/\s+/)) {
    if (!word || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words.join(' ');
}

/** Nodes that sit inside a line of text: their texts join without a break. */
const INLINE = new Set(['text', 'link', 'autolink', 'linebreak']);

/**
 * The version of bodyTextOf stored beside each page's body_text (migration 0021). Raise it when bodyTextOf changes what
 * it reads, with a migration that moves the column's default to it: the 'body-text' job then writes every older page
 * again (server/services/bodyTextBackfill.ts).
 */
export const BODY_TEXT_VERSION = 2;

/**
 * The document's text as readers read it, for search and its snippets: every word in order (plainText drops repeated
 * words, so a phrase or a snippet cannot come from it). A block's inline texts join as written, blocks and the
 * fields their contract names as text (a card's title) each on a line of their own. Fields that name another page (a
 * subpage's title) are not this page's text: a search by them must not find it (version 2, issue 29).
 */
export function bodyTextOf(document: SavedDocument): string {
  const lines: string[] = [];
  const visit = (node: SavedNode) => {
    lines.push(...fieldTextsOf(node));
    const children = Array.isArray(node.children)
      ? (node.children as SavedNode[]).filter((child) => child && typeof child === 'object')
      : [];
    if (children.length && children.every((child) => INLINE.has(child.type))) {
      lines.push(children.map(inlineText).join(''));
      return;
    }
    for (const child of children) visit(child);
  };
  visit(document.root as SavedNode);
  return lines.filter((line) => line.trim()).join('\n');
}

function inlineText(node: SavedNode): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  if (node.type === 'linebreak') return '\n';
  return Array.isArray(node.children)
    ? (node.children as SavedNode[])
        .filter((child) => child && typeof child === 'object')
        .map(inlineText)
        .join('')
    : '';
}
