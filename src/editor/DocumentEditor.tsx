import { memo, useEffect, useRef, useState } from 'react';
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

/**
 * The editor once an effect has seen it alive, else null. Tiptap's useEditor makes the editor while React renders and
 * destroys it when the component's effects have not run within a millisecond (taking it for a render React threw
 * away); when React runs them later (the first opening of a lazy editor, a Suspense retry), the children's effects get
 * an editor whose view is gone, whose `view.dom` throws "The editor view is not available", and useEditor makes a new
 * one in its own effect. So the parts that read the view in their effects (the toolbars, the editor handed to the
 * page) take only this editor.
 */
function useMountedEditor(editor: Editor): Editor | null {
  const [mounted, setMounted] = useState<Editor | null>(null);
  useEffect(() => setMounted(editor.isDestroyed ? null : editor), [editor]);
  return mounted === editor && !editor.isDestroyed ? editor : null;
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
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-field': 'body',
        class: 'document-editor__content',
      },
    },
    onUpdate: () => onEditRef.current?.(),
  });

  const mounted = useMountedEditor(editor);

  useEffect(() => {
    if (mounted && mounted.isEditable !== editable) mounted.setEditable(editable);
  }, [mounted, editable]);

  useEffect(() => (editable ? preloadWhenIdle([preloadDialogShell, preloadMenuButton, preloadPopoverButton]) : undefined), [editable]);

  useEffect(() => {
    if (!mounted) return;
    onEditor?.(mounted);
    return () => onEditor?.(null);
  }, [mounted, onEditor]);

  return (
    <div className={`document-editor${editable ? ' is-editable' : ''}`}>
      <EditorContent editor={editor} />
      {editable && mounted && (
        <>
          <FloatingToolbar editor={mounted} />
          <BlockControls editor={mounted} />
          <ShiftEnterHint editor={mounted} />
        </>
      )}
    </div>
  );
});
