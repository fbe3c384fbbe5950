import type { Editor } from '@tiptap/core';
import { resolveMerge, type MergeChoices, type SaveMerge } from '../../contract/blockMerge';
import type { SavedDocument } from '../../contract/document';
import { loadEditablePage } from '../store/editingPage';
import { mergeIntoEditor, type MergeCodec } from './document/mergeIntoEditor';

/**
 * What useDocumentSaving shares with the merging of others' saves into the editor, which loads on first need (most
 * sessions never meet another's save): it lives in a chunk of its own and keeps the editor's first load small, and
 * takes the codec from the editor, which has it loaded, so that its chunk holds nothing the editor's does.
 */
export interface MergeRefs {
  editor: Editor;
  /** What the page held at the version the editor's copy started from, and that version. */
  base: { title: string; precis: string; document: SavedDocument };
  version: number;
  /** The title and stand first as they are in their boxes now. */
  fields: { title: string; precis: string };
}

/** A save the server merged with someone else's: the editor takes in their part of `merged`, three ways against what it sent. */
export function takeMergedSave(codec: MergeCodec, editor: Editor, sent: SavedDocument, merged: SavedDocument): void {
  mergeIntoEditor(editor, sent, merged, codec);
}

/** The page that the choices made on a refused save's conflicts give, taken into the editor (`current` is the editor's copy). */
export function takeResolvedMerge(codec: MergeCodec, editor: Editor, current: SavedDocument, merge: SaveMerge, choices: MergeChoices) {
  const resolved = resolveMerge(merge, choices);
  const document = { ...current, root: { ...current.root, children: resolved.blocks } } as SavedDocument;
  mergeIntoEditor(editor, current, document, codec);
  return resolved;
}

/**
 * Someone else's save, heard of by the heartbeat: the page as it is now, taken into the editor three ways against
 * the version it started from, keeping everything typed here. Answers the page, and whether the editor is now on its
 * version (no block or field of theirs clashed with one changed here), or null when there was nothing newer.
 */
export async function takeRemoteSave(codec: MergeCodec, pageId: number, refs: () => MergeRefs | null) {
  const fresh = await loadEditablePage(String(pageId));
  const now = refs();
  if (!now || fresh.version <= now.version) return null;
  const { conflicts } = mergeIntoEditor(now.editor, now.base.document, fresh.lexical_body, codec);
  const clash = (['title', 'precis'] as const).some(
    (name) => now.fields[name] !== now.base[name] && fresh[name] !== now.base[name] && now.fields[name] !== fresh[name],
  );
  return { fresh, adopted: !conflicts && !clash };
}
