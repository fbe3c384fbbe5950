import { memo, useEffect, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { SavedDocument } from '../../contract/document';
import { plainTextOf } from '../../contract/plainText';
import { useLocale } from '../routes/useLocale';
import { preloadDialogShell } from '../ui/DialogShell';
import { preloadWhenIdle } from '../ui/lazyWithPreload';
import { preloadMenuButton, preloadPopoverButton } from '../ui/PopupButtons';
import { behaviourExtensions } from './behaviourExtensions';
import { caretAtFirstText } from './extensions/caretAroundBlocks';
import { BlockControls } from './BlockControls';
import { documentOfEditor, savedToEditor } from './document/codec';
import { LoadedBlocks } from './extensions/loadedBlocks';
import { FloatingToolbar } from './FloatingToolbar';
import { ShiftEnterHint } from './ShiftEnterHint';
import { schemaExtensions } from './schemaExtensions';
import './proseMirrorBase.css';

export interface DocumentChange {
  document: SavedDocument;
  /** Spec 3.1: the text, newlines replaced by spaces, repeated words removed. */
  plainText: string;
  /** Spec 3.1: the saved document as a string. */
  richText: string;
}

export interface DocumentEditorProps {
  initial: SavedDocument;
  editable: boolean;
  label: string;
  autofocus?: boolean;
  /** Called at once on every edit, so the page knows it has unsaved work. */
  onEdit?(): void;
  /** Called shortly after edits settle, with the serialised document. */
  onChange?(change: DocumentChange): void;
  onEditor?(editor: Editor | null): void;

}

const SERIALISE_DELAY_MS = 250;

export function serialise(editor: Editor): DocumentChange {
  const document = documentOfEditor(editor.state.doc);
  return { document, plainText: plainTextOf(document), richText: JSON.stringify(document) };
}

/** The Tiptap editor in its own component; it does not re-render on transactions (Tiptap's performance advice). */
export const DocumentEditor = memo(function DocumentEditor({ initial, editable, label, autofocus, onEdit, onChange, onEditor }: DocumentEditorProps) {
  const callbacks = useRef({ onEdit, onChange });
  callbacks.current = { onEdit, onChange };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const locale = useLocale();

  const editor = useEditor({
    extensions: [...schemaExtensions(locale), ...behaviourExtensions(locale), LoadedBlocks.configure({ document: initial })],
    content: savedToEditor(initial),
    editable,
    immediatelyRender: true,
    // The CSP refuses inline <style> elements; proseMirrorBase.css carries these rules.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    autofocus: false,
    // The caret goes into the first text, never onto a block that holds none (the first key would replace it).
    onCreate: ({ editor: created }) => {
      // savedToEditor ends every document in a line of text, so there is always one.
      if (autofocus && editable && caretAtFirstText(created)) created.view.focus();
    },
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-field': 'body', class: 'document-editor__content' },
    },
    onUpdate: ({ editor: current }) => {
      callbacks.current.onEdit?.();
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => callbacks.current.onChange?.(serialise(current)), SERIALISE_DELAY_MS);
    },
  });

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  useEffect(() => (editable ? preloadWhenIdle([preloadDialogShell, preloadMenuButton, preloadPopoverButton]) : undefined), [editable]);

  useEffect(() => {
    onEditor?.(editor);
    return () => {
      onEditor?.(null);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [editor, onEditor]);

  return (
    <div className={`document-editor${editable ? ' is-editable' : ''}`}>
      <EditorContent editor={editor} />
      {editable && <FloatingToolbar editor={editor} />}
      {editable && <BlockControls editor={editor} />}
      {editable && <ShiftEnterHint editor={editor} />}
    </div>
  );
});
