import { memo, useEffect, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { SavedDocument } from '../../contract/document';
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

/** The editor's document as saved (spec 3.1 richText is its JSON; the server makes plainText from it). */
export interface DocumentChange {
  document: SavedDocument;
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
  onEditor?(editor: Editor | null): void;

}

export function serialise(editor: Editor): DocumentChange {
  const document = documentOfEditor(editor.state.doc);
  return { document, richText: JSON.stringify(document) };
}

/** The Tiptap editor in its own component; it does not re-render on transactions (Tiptap's performance advice). */
export const DocumentEditor = memo(function DocumentEditor({ initial, editable, label, autofocus, onEdit, onEditor }: DocumentEditorProps) {
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
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
    onUpdate: () => onEditRef.current?.(),
  });

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  useEffect(() => (editable ? preloadWhenIdle([preloadDialogShell, preloadMenuButton, preloadPopoverButton]) : undefined), [editable]);

  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
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
