import { memo, useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { AnyExtension, JSONContent } from '@tiptap/core';
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
  /**
   * The live session's extensions (src/editor/collab/): the editor opens on `initial` (at once, taking keys) and binds
   * to the shared document when its state is in; its undo replaces the editor's own history, so that undo takes back
   * only my own changes.
   */
  live?: AnyExtension[] | null;
  /** The live editor is bound to the session and follows it: what it opened on is no longer needed. */
  following?: boolean;
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

/**
 * The caret into the first text, never onto a block that holds none (the first key would replace it), and only while
 * nothing else has focus: a person who opened a menu while the page loaded keeps it open, and one who is typing in
 * the title keeps typing there.
 */
function focusFirstText(editor: Editor) {
  // Open menus, popovers, dialogs and text boxes keep the focus (an editor page left behind by this navigation does not).
  const focusFree = !document.activeElement?.closest(
    '[data-radix-popper-content-wrapper], [role="dialog"], [role="menu"], input, textarea, select',
  );
  // savedToEditor ends every document in a line of text, so there is always one.
  if (focusFree && caretAtFirstText(editor)) editor.view.focus();
}

/** The Tiptap editor in its own component; it does not re-render on transactions (Tiptap's performance advice). */
export const DocumentEditor = memo(function DocumentEditor({
  initial,
  editable,
  label,
  autofocus,
  onEdit,
  onEditor,
  live,
  following,
}: DocumentEditorProps) {
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  const locale = useLocale();
  // What the editor opens on, made once for `initial`, not at each render (Tiptap reads it only when it makes the
  // editor, and keeps the last one given). A live editor lets it go once bound, as it follows the session from then on:
  // about 3 MB at 6,000 blocks (issue 34). An editor Tiptap made again would open empty and bind to the session's
  // document as it mounts.
  const first = useRef<{ from: SavedDocument; content: JSONContent | null } | null>(null);
  if (live && following) first.current = { from: initial, content: null };
  else if (first.current?.from !== initial) first.current = { from: initial, content: savedToEditor(initial) };

  const editor = useEditor({
    extensions: live
      ? [...schemaExtensions(locale).filter((extension) => extension.name !== 'undoRedo'), ...behaviourExtensions(locale), ...live]
      : [...schemaExtensions(locale), ...behaviourExtensions(locale), LoadedBlocks.configure({ document: initial })],
    content: first.current.content,
    editable,
    immediatelyRender: true,
    // The CSP refuses inline <style> elements; proseMirrorBase.css carries these rules.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    // Tiptap's "delete" event, which nothing here listens to: it set a timer at every change (a colleague's too) to
    // compare the change's ranges.
    enableCoreExtensions: { delete: false },
    autofocus: false,
    onCreate: ({ editor: created }) => {
      if (autofocus && editable) focusFirstText(created);
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

  // An editor opened read-only (a live one while the server is asked) gets the caret once it may be edited.
  const focusedOnce = useRef(editable);
  useEffect(() => {
    if (mounted && mounted.isEditable !== editable) mounted.setEditable(editable);
    if (mounted && editable && !focusedOnce.current) {
      focusedOnce.current = true;
      if (autofocus && !mounted.isFocused) focusFirstText(mounted);
    }
  }, [mounted, editable, autofocus]);

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
