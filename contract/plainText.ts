import type { SavedDocument, SavedNode } from './document';

const BLOCK_FIELDS_WITH_TEXT = ['title', 'description', 'caption', 'narrativeCaption', 'tagline', 'image_caption', 'name'];

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
    for (const field of BLOCK_FIELDS_WITH_TEXT) {
      const value = node[field];
      if (typeof value === 'string' && node.type !== 'text') texts.push(value);
    }
    for (const listField of ['cards', 'buttons']) {
      const list = node[listField];
      if (Array.isArray(list)) for (let i = list.length - 1; i >= 0; i--) stack.push(list[i]);
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
