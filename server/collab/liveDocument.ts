/**
 * The live state <-> the saved document, by the editor's own codec (src/editor/document/codec.ts, through the
 * codec-only block registry src/blocks/codecs.ts): the saved document is always made from the live state by it, and
 * a block whose editor JSON is what the last saved document's block gives keeps that block's saved bytes, as the
 * browser's rememberLoadedBlocks does.
 */
import type { JSONContent } from '@tiptap/core';
import { diffArrays } from 'diff';
import * as Y from 'yjs';
import type { SavedDocument, SavedNode } from '../../contract/document';
import { spliceOf } from '../../contract/textSplice';
import { blocksFromEditor, blocksToEditor, savedToEditor } from '../../src/editor/document/codec';
import { flattenSections } from '../../src/editor/extensions/sections';
import { blocksOf, extraCopies } from '../../src/editor/collab/blockIdentity';
import { liveDoc } from '../../src/editor/collab/liveDoc';
import { canonicalJson, jsonOfFragment, typesOf } from './liveJson';

export const BODY = 'body';
/** The title and stand first: shared texts of their own (a string in a map would keep only the last writer's). */
const FIELD_TEXTS = ['title', 'standfirst'] as const;

export interface LiveFields {
  title: string;
  standfirst: string;
}

const keyOf = (node: JSONContent) => JSON.stringify(canonicalJson(node));

/** A new Y.Doc's first update: the saved document's Tiptap JSON in the body, the title and stand first as shared texts. */
export function seedUpdate(document: SavedDocument, fields: LiveFields): Uint8Array {
  const doc = liveDoc();
  doc.transact(() => {
    doc.getXmlFragment(BODY).insert(0, typesOf(savedToEditor(document).content ?? []));
    for (const name of FIELD_TEXTS) doc.getText(name).insert(0, fields[name]);
  });
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

function isEmptyParagraph(node: JSONContent | undefined) {
  return node?.type === 'paragraph' && !node.attrs?.lexical && !node.content?.length;
}

/** The saved document of the live body: codec output, except blocks unchanged since `saved`, which keep its bytes. */
export function documentOfLive(doc: Y.Doc, saved: SavedDocument): SavedDocument {
  const body = doc.getXmlFragment(BODY);
  const blocks = blocksOf(body);
  const extra = extraCopies(blocks);
  // Copies of one block that two people moved at once, before their editors drop all but one: saved once.
  const content = flattenSections(jsonOfFragment(body)).filter((_, index) => !extra.has(blocks[index]));
  if (content.length > 1 && isEmptyParagraph(content[content.length - 1])) content.pop();
  const kept = new Map<string, SavedNode[]>();
  for (const node of saved.root.children ?? []) {
    const [editor] = blocksToEditor([node]);
    const key = keyOf(editor);
    kept.set(key, [...(kept.get(key) ?? []), node]);
  }
  const children = content.flatMap((block) => {
    const same = kept.get(keyOf(block));
    return same?.length ? [same.shift()!] : blocksFromEditor([block]);
  });
  return { root: { ...saved.root, children } };
}

export function fieldsOfLive(doc: Y.Doc): LiveFields {
  return { title: doc.getText('title').toString(), standfirst: doc.getText('standfirst').toString() };
}

/** Makes a shared text read `value` by the one splice between them, so others' typing elsewhere in it stays. */
function setText(text: Y.Text, value: string) {
  const splice = spliceOf(text.toString(), value);
  if (!splice) return;
  if (splice.remove) text.delete(splice.index, splice.remove);
  if (splice.insert) text.insert(splice.index, splice.insert);
}

/**
 * Brings a document written outside the live session into the live body as a change: the top-level nodes that differ
 * (a diff over their JSON) are replaced, everything else (and everyone's carets in it) stays. Also the fields.
 */
export function mergeIntoLive(doc: Y.Doc, document: SavedDocument, fields: LiveFields, origin: unknown): void {
  const fragment = doc.getXmlFragment(BODY);
  const wanted = savedToEditor(document).content ?? [];
  const changes = diffArrays(jsonOfFragment(fragment).map(keyOf), wanted.map(keyOf));
  doc.transact(() => {
    let index = 0;
    let from = 0;
    for (const change of changes) {
      const count = change.count ?? change.value.length;
      if (change.removed) fragment.delete(index, count);
      else if (change.added) {
        fragment.insert(index, typesOf(wanted.slice(from, from + count)));
        index += count;
        from += count;
      } else {
        index += count;
        from += count;
      }
    }
    for (const name of FIELD_TEXTS) setText(doc.getText(name), fields[name]);
  }, origin);
}
