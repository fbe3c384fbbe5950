import { contractOfType } from './blocks';
import type { SavedDocument, SavedNode } from './document';

/** The document's text (spec 3.1 plainText): newlines become spaces and repeated words are dropped. */
export function plainTextOf(document: SavedDocument): string {
  const words: string[] = [];
  const seen = new Set<string>();
  const stack: unknown[] = [document.root];
  const texts: string[] = [];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    const node = item as SavedNode;
    if (node.type === 'text' && typeof node.text === 'string') texts.push(node.text);
    // A block's text fields, and its items' (a card's title, a button's name), as its contract names them.
    const contract = contractOfType(node.type);
    for (const field of contract?.text ?? []) if (typeof node[field] === 'string') texts.push(node[field] as string);
    for (const [listField, roles] of Object.entries(contract?.items ?? {})) {
      const list = node[listField];
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        if (!entry || typeof entry !== 'object') continue;
        for (const field of roles.text) if (typeof entry[field] === 'string') texts.push(entry[field]);
      }
    }
    const children = node.children;
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  for (const word of texts.join(' ').replace(/[\r\n]+/g, ' ').split(/\s+/)) {
    if (!word || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words.join(' ');
}
