import type { JSONContent } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { SavedDocument, SavedNode } from '../../../contract/document';
import type { BlockCodec, CodecContext } from '../kit/blockCodec';
import { blockCodecList } from '../../blocks/codecs';
import { flattenSections, groupInSections, isSection } from '../extensions/sections';
import { topLevelBlocks } from '../kit/blockPositions';
import { inlineFromEditor, inlineToEditor, numberingLinksOfDocument } from './inlineCodec';
import { isEditableList, listFromEditor, listToEditor } from './listCodec';
import { ELEMENT_DEFAULTS, PARAGRAPH_DEFAULTS, fieldsOf, withFields } from '../kit/savedFields';

export type { BlockCodec, CodecContext } from '../kit/blockCodec';

const HEADING_TAG = /^h([1-6])$/;

let codecMaps: { bySavedType: Map<string, BlockCodec>; byEditorType: Map<string, BlockCodec> } | null = null;

function blockCodecs() {
  if (codecMaps) return codecMaps;
  codecMaps = { bySavedType: new Map(), byEditorType: new Map() };
  for (const codec of blockCodecList) {
    for (const type of codec.savedTypes) codecMaps.bySavedType.set(type, codec);
    for (const type of codec.editorTypes) codecMaps.byEditorType.set(type, codec);
  }
  return codecMaps;
}

const context: CodecContext = {
  blocksToEditor,
  blocksFromEditor,
  inlineToEditor: (nodes) => inlineToEditor(nodes),
  inlineFromEditor,
};

function paragraphWith(content: JSONContent[], attrs: Record<string, unknown>): JSONContent {
  return { type: 'paragraph', attrs, ...(content.length ? { content } : {}) };
}

function blockToEditor(node: SavedNode): JSONContent {
  const custom = blockCodecs().bySavedType.get(node.type);
  if (custom) return custom.toEditor(node, context);
  switch (node.type) {
    case 'paragraph':
      return paragraphWith(inlineToEditor(node.children), { lexical: fieldsOf(node) });
    case 'heading': {
      const level = HEADING_TAG.exec(String(node.tag));
      if (!level) break;
      const content = inlineToEditor(node.children);
      return {
        type: 'heading',
        attrs: { level: Number(level[1]), lexical: fieldsOf(node, ['tag']) },
        ...(content.length ? { content } : {}),
      };
    }
    case 'list':
      if (isEditableList(node)) return listToEditor(node);
      break;
    case 'quote':
      return {
        type: 'blockquote',
        attrs: { lexical: fieldsOf(node) },
        content: [paragraphWith(inlineToEditor(node.children), { implicit: true })],
      };
    case 'horizontalrule':
      return { type: 'horizontalRule', attrs: { lexical: fieldsOf(node) } };
  }
  return { type: 'inertBlock', attrs: { saved: node } };
}

export function blocksToEditor(nodes: SavedNode[] | undefined): JSONContent[] {
  return (nodes ?? []).map(blockToEditor);
}

function blockFromEditor(node: JSONContent): SavedNode | null {
  const custom = blockCodecs().byEditorType.get(node.type ?? '');
  if (custom) return custom.fromEditor(node, context);
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'paragraph':
      return withFields('paragraph', attrs.lexical, PARAGRAPH_DEFAULTS, {}, inlineFromEditor(node.content));
    case 'heading':
      return withFields('heading', attrs.lexical, ELEMENT_DEFAULTS, { tag: `h${attrs.level ?? 2}` }, inlineFromEditor(node.content));
    case 'bulletList':
    case 'orderedList':
      return listFromEditor(node);
    case 'blockquote': {
      const paragraphs = (node.content ?? []).filter((child) => child.type === 'paragraph');
      const inline = paragraphs.flatMap((paragraph, index) => [
        ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
        ...inlineFromEditor(paragraph.content),
      ]);
      return withFields('quote', attrs.lexical, ELEMENT_DEFAULTS, {}, inline);
    }
    case 'horizontalRule':
      return withFields('horizontalrule', attrs.lexical, { version: 1 });
    case 'inertBlock':
      return (attrs.saved as SavedNode) ?? null;
  }
  return null;
}

function isEditorMadeEmptyParagraph(node: JSONContent | undefined) {
  return node?.type === 'paragraph' && !node.attrs?.lexical && !node.content?.length;
}

export function blocksFromEditor(content: JSONContent[] | undefined): SavedNode[] {
  const nodes: SavedNode[] = [];
  for (const child of content ?? []) {
    if (child.type === 'paragraph' && child.attrs?.implicit && !child.content?.length) continue;
    const saved = blockFromEditor(child);
    if (saved) nodes.push(saved);
  }
  return nodes;
}

/** Editor blocks that end in a line a person can type on. */
const TRAILING_TEXT_TYPES = new Set(['paragraph', 'heading']);

/** The saved document (spec 3.1) to Tiptap JSON. The one place, with blocksFromEditor, that knows both formats. */
export function savedToEditor(document: SavedDocument): JSONContent {
  const content = numberingLinksOfDocument(() => blocksToEditor(document.root.children));
  // A document that ends in a block with no text of its own gets an empty paragraph after it (not saved), so there
  // is always a line to write on below it, and a selected last block leaves the browser a place for its caret.
  if (content.length && !TRAILING_TEXT_TYPES.has(content[content.length - 1].type ?? ''))
    content.push({ type: 'paragraph', attrs: { implicit: true } });
  return {
    type: 'doc',
    attrs: { lexical: fieldsOf(document.root) },
    content: content.length ? groupInSections(content) : [{ type: 'paragraph', attrs: { implicit: true } }],
  };
}

/** Tiptap JSON back to the saved document; an empty paragraph the editor added at the very end is not saved. */
export function editorToSaved(json: JSONContent): SavedDocument {
  const content = flattenSections(json.content ?? []);
  if (content.length > 1 && isEditorMadeEmptyParagraph(content[content.length - 1])) content.pop();
  const root = withFields('root', json.attrs?.lexical, ELEMENT_DEFAULTS, {}, blocksFromEditor(content));
  return { root: root as SavedDocument['root'] };
}

/** Each top-level block as the editor loaded it, and the saved node it came from. */
const loadedBlocks = new WeakMap<ProseMirrorNode, SavedNode>();

/**
 * Remembers which saved node each top-level block of a just-loaded editor document came from. ProseMirror keeps a
 * node it does not change, so a block still the same node when saved was not touched, and saves back exactly as it
 * was loaded, whatever the codec would make of it.
 */
export function rememberLoadedBlocks(doc: ProseMirrorNode, document: SavedDocument): void {
  const saved = document.root.children ?? [];
  let index = 0;
  doc.forEach((node) => {
    for (const block of isSection(node) ? node.children : [node]) {
      if (index < saved.length) loadedBlocks.set(block, saved[index]);
      index++;
    }
  });
}

/** A top-level block of the editor's document, where it starts, and the saved blocks it makes (none, for an empty line the editor added). */
export interface EditorBlock {
  node: ProseMirrorNode;
  pos: number;
  saved: SavedNode[];
}

/**
 * The editor's top-level blocks (out of their sections) with the saved blocks each makes: `editorToSaved`'s, but a
 * block still the node it was loaded as gives back what it was loaded from. The empty paragraph the editor keeps at
 * the very end makes none.
 */
export function editorBlocksOf(doc: ProseMirrorNode): EditorBlock[] {
  const blocks: EditorBlock[] = [];
  doc.forEach((node, offset) => {
    if (isSection(node)) node.forEach((child, inner) => blocks.push({ node: child, pos: offset + 1 + inner, saved: [] }));
    else blocks.push({ node, pos: offset, saved: [] });
  });
  const last = blocks[blocks.length - 1];
  const trailing = blocks.length > 1 && last.node.type.name === 'paragraph' && !last.node.attrs.lexical && last.node.childCount === 0;
  for (const [index, block] of blocks.entries()) {
    if (trailing && index === blocks.length - 1) continue;
    const original = loadedBlocks.get(block.node);
    block.saved = original ? [original] : blocksFromEditor([block.node.toJSON() as JSONContent]);
  }
  return blocks;
}

/** A block made from a saved one (another editor's, say): it saves back exactly as that one until it is changed. */
export function rememberBlock(node: ProseMirrorNode, saved: SavedNode): void {
  loadedBlocks.set(node, saved);
}

/**
 * Remembers, for each top-level block not already known, a block of `document` it equals (the same node once loaded
 * in this schema): a live editor's document is made by the session, not loaded, so without this an untouched block
 * would save, and compare in the history, as the codec makes it rather than as it was saved (the server does the same,
 * server/collab/liveDocument.ts).
 */
export function rememberUnchangedBlocks(doc: ProseMirrorNode, document: SavedDocument): void {
  const unmatched = new Map<string, SavedNode[]>();
  for (const saved of document.root.children ?? []) {
    const [json] = blocksToEditor([saved]);
    if (!json) continue;
    let key: string;
    try {
      key = JSON.stringify(doc.type.schema.nodeFromJSON(json).toJSON());
    } catch {
      continue;
    }
    unmatched.set(key, [...(unmatched.get(key) ?? []), saved]);
  }
  for (const { node } of topLevelBlocks(doc)) {
    if (loadedBlocks.has(node)) continue;
    const same = unmatched.get(JSON.stringify(node.toJSON()));
    if (same?.length) loadedBlocks.set(node, same.shift()!);
  }
}

/** The saved document from the editor's own document: `editorToSaved`, with untouched blocks as they were loaded. */
export function documentOfEditor(doc: ProseMirrorNode): SavedDocument {
  const children = editorBlocksOf(doc).flatMap((block) => block.saved);
  const root = withFields('root', doc.attrs.lexical, ELEMENT_DEFAULTS, {}, children);
  return { root: root as SavedDocument['root'] };
}

/**
 * Where the editor's block is that saves as the document's `index`th top-level block, counted as `documentOfEditor`
 * saves (inside sections, skipping what is not saved); null when there is none. A server's answer names blocks so.
 */
export function positionOfSavedBlock(doc: ProseMirrorNode, index: number): number | null {
  let count = 0;
  for (const { pos, node } of topLevelBlocks(doc)) {
    const saves = loadedBlocks.has(node) || blocksFromEditor([node.toJSON() as JSONContent]).length > 0;
    if (saves && count++ === index) return pos;
  }
  return null;
}
