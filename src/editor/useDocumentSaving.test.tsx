import { act, renderHook } from '@testing-library/react';
import { Editor as CoreEditor } from '@tiptap/core';
import type { Editor } from '@tiptap/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedDocument } from '../../contract/document';
import { savedToEditor } from './document/codec';
import { readDraft } from './drafts';
import { LoadedBlocks } from './extensions/loadedBlocks';
import { schemaExtensions } from './schemaExtensions';
import { useDocumentSaving, type EditedPage } from './useDocumentSaving';

// Saved by Lexical with its own field order: saved back byte for byte while untouched.
const document = {
  root: {
    children: [
      {
        children: [{ detail: 0, format: 0, mode: 'normal', style: '', text: 'The pier', type: 'text', version: 1 }],
        direction: 'ltr',
        format: '',
        indent: 0,
        type: 'paragraph',
        version: 1,
        textFormat: 0,
        textStyle: '',
      },
    ],
    direction: 'ltr',
    format: '',
    indent: 0,
    type: 'root',
    version: 1,
  },
} as unknown as SavedDocument;

const page: EditedPage = {
  pageKey: 'page:7',
  pageId: 7,
  version: 3,
  title: 'Harbour',
  precis: '',
  document,
  collection: 'news',
  locale: 'en',
  published: false,
  publishAt: null,
  unpublishAt: null,
  publishable: true,
  hasUnpublishedChanges: false,
  settings: { slug: 'harbour', seoDescription: '', socialImage: null, counterpartRoute: null },
};

let editor: CoreEditor;
beforeEach(() => {
  localStorage.clear();
  editor = new CoreEditor({ extensions: [...schemaExtensions(), LoadedBlocks.configure({ document })], content: savedToEditor(document) });
});
afterEach(() => editor.destroy());

describe('the save cycle of a page bound to a live session', () => {
  it('still tells saved from unsaved work for a draft after letting go of the saved text', () => {
    const { result } = renderHook(() =>
      useDocumentSaving(
        page,
        () => undefined,
        () => undefined,
      ),
    );
    result.current.editor.current = editor as unknown as Editor;
    act(() => result.current.followSession());
    // Signing out with nothing changed keeps no draft: the page is as saved, compared byte for byte.
    act(() => result.current.keepDraft());
    expect(readDraft('page:7')).toBeNull();
    act(() => void editor.chain().focus('end').insertContent(' was long').run());
    act(() => result.current.keepDraft());
    expect(JSON.stringify(readDraft('page:7')?.document)).toContain('The pier was long');
  });
});
