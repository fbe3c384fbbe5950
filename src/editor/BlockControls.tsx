import { isUniqueBlock } from './kit/blockTraits';
import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Ellipsis, GripVertical, Plus, Settings2, X } from 'lucide-react';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { removalQuestionFor } from '../blocks';
import { editorMessages } from '../i18n/editor';
import { useLocale } from '../routes/useLocale';
import { DialogShell } from '../ui/DialogShell';
import { MenuButton } from '../ui/PopupButtons';
import { blockDepth } from './extensions/sections';
import { BLOCK_SETTINGS_EVENT, askForComment } from './kit/blockEvents';
import { focusablesIn } from './focusables';

export { BLOCK_SETTINGS_EVENT } from './kit/blockEvents';
import { useMessages } from '../i18n/useMessages';

interface HoveredBlock {
  top: number;
  element: HTMLElement;
  isText: boolean;
}

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote']);

/** Where the top-level block shown by this element starts, looked up when needed: edits above it move it. */
function blockStartOf(editor: Editor, element: HTMLElement): number {
  const pos = editor.view.posAtDOM(element, 0);
  const $pos = editor.state.doc.resolve(Math.min(pos, editor.state.doc.content.size));
  const depth = blockDepth($pos);
  return depth > 0 ? $pos.before(depth) : pos;
}

/** A top-level block's element: a child of the editable, or of one of its sections. */
function topLevelBlockOf(editor: Editor, target: EventTarget | null): HTMLElement | null {
  const root = editor.view.dom;
  const isBlockParent = (parent: HTMLElement | null) =>
    parent === root || (parent?.parentElement === root && parent.hasAttribute('data-editor-section'));
  let element = target instanceof HTMLElement ? target : null;
  while (element && !isBlockParent(element.parentElement)) element = element.parentElement;
  return element && element !== root && !element.hasAttribute('data-editor-section') ? element : null;
}

/** Where a block's controls go: its top, from the top of the editor box that positions them. */
function topOf(element: HTMLElement, editor: Editor) {
  const box = editor.view.dom.closest('.document-editor');
  return box ? element.getBoundingClientRect().top - box.getBoundingClientRect().top : element.offsetTop;
}

/**
 * Spec 2.3: on hover (or when the cursor is in it) each block shows a remove control and a settings control.
 * With the keyboard: Tab from the text goes to the block's controls (the block menu first), never into another block's
 * buttons; Tab from a selected block goes to its own buttons first (an image's caption and position), then its
 * controls; Shift+Tab and Escape from the controls go back to the text.
 */
export function BlockControls({ editor }: { editor: Editor }) {
  const locale = useLocale();
  const t = useMessages(editorMessages, locale);
  const [block, setBlock] = useState<HoveredBlock | null>(null);
  const [question, setQuestion] = useState<{ text: string; pos: number } | null>(null);
  const shown = useRef<HTMLElement | null>(null);
  const controls = useRef<HTMLDivElement>(null);

  const show = useCallback(
    (element: HTMLElement | null) => {
      // Every React commit reads the editor's DOM selection, which costs time in proportion to the document.
      if (!element || element === shown.current) return;
      const start = blockStartOf(editor, element);
      const node = editor.state.doc.nodeAt(start);
      if (!node) return;
      shown.current = element;
      setBlock({ top: topOf(element, editor), element, isText: TEXT_BLOCKS.has(node.type.name) });
    },
    [editor],
  );

  const hide = () => {
    shown.current = null;
    setBlock(null);
  };

  useEffect(() => {
    const root = editor.view.dom;
    const onMove = (event: MouseEvent) => show(topLevelBlockOf(editor, event.target));
    const caretBlock = () => {
      const { $from } = editor.state.selection;
      const depth = blockDepth($from);
      const dom = depth > 0 ? editor.view.nodeDOM($from.before(depth)) : null;
      return dom instanceof HTMLElement ? dom : null;
    };
    const onSelection = () => show(caretBlock());
    const focusControls = (block: HTMLElement | null) => {
      flushSync(() => show(block));
      const first = controls.current && focusablesIn(controls.current)[0];
      first?.focus();
      return Boolean(first);
    };
    // After the editor's own keys (a list's indent, a table's next cell), which mark the event as handled.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target === root) {
        if (event.shiftKey) return;
        const { selection } = editor.state;
        const own = selection instanceof NodeSelection ? editor.view.nodeDOM(selection.from) : null;
        const first = own instanceof HTMLElement ? focusablesIn(own)[0] : undefined;
        if (first) first.focus();
        else if (!focusControls(caretBlock())) return;
        event.preventDefault();
        return;
      }
      // Past a block's own last button: to its controls, not into the next block's buttons.
      const block = topLevelBlockOf(editor, target);
      if (block && !event.shiftKey && focusablesIn(block).at(-1) === target && focusControls(block)) event.preventDefault();
    };
    root.addEventListener('mousemove', onMove);
    root.addEventListener('keydown', onKeyDown);
    editor.on('selectionUpdate', onSelection);
    return () => {
      root.removeEventListener('mousemove', onMove);
      root.removeEventListener('keydown', onKeyDown);
      editor.off('selectionUpdate', onSelection);
    };
  }, [editor, show]);

  /** Shift+Tab from the first control, or Escape, goes back to the text where the caret was. */
  const onControlsKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    // Keys from the block menu arrive here too (a portal bubbles through React): the menu handles its own.
    if (!event.currentTarget.contains(event.target as Node)) return;
    const first = focusablesIn(event.currentTarget)[0];
    if (event.key === 'Escape' || (event.key === 'Tab' && event.shiftKey && event.target === first)) {
      event.preventDefault();
      // At once (the focus command waits a frame), so the next keys land in the text.
      editor.view.focus();
    }
  };

  const removeAt = (start: number) => {
    const node = editor.state.doc.nodeAt(start);
    if (!node) return;
    editor
      .chain()
      .focus()
      .deleteRange({ from: start, to: start + node.nodeSize })
      .run();
    hide();
  };

  const confirmation = (
    <DialogShell
      open={question !== null}
      onOpenChange={(open) => !open && setQuestion(null)}
      title={t('block.deleteSubpage')}
      description={question?.text}
      actions={
        <>
          <button type="button" onClick={() => setQuestion(null)}>
            {t('block.cancel')}
          </button>
          <button
            type="button"
            className="button--danger"
            onClick={() => {
              if (question) removeAt(question.pos);
              setQuestion(null);
            }}
          >
            {t('block.delete')}
          </button>
        </>
      }
    />
  );

  if (!block || !block.element.isConnected) return confirmation;

  const remove = () => {
    const start = blockStartOf(editor, block.element);
    const node = editor.state.doc.nodeAt(start);
    if (!node) return;
    const text = removalQuestionFor(node.type.name, node.attrs, locale);
    if (text) setQuestion({ text, pos: start });
    else removeAt(start);
  };

  const turnInto = (run: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    run(
      editor
        .chain()
        .focus()
        .setTextSelection(blockStartOf(editor, block.element) + 1),
    ).run();
  };

  const start = () => blockStartOf(editor, block.element);
  const blockNode = editor.state.doc.nodeAt(start());
  const isEmptyLine = blockNode?.type.name === 'paragraph' && blockNode.content.size === 0;

  /** Comments on the whole block (issue 35): its text is selected, and the comments panel opens its composer on it. */
  const commentOnBlock = () => {
    const from = start();
    const node = editor.state.doc.nodeAt(from);
    if (!node) return;
    const { doc } = editor.state;
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.between(doc.resolve(from + 1), doc.resolve(from + node.nodeSize - 1))));
    askForComment();
  };

  /**
   * Drag by the handle: the block is selected and handed to the drop, which moves it (one undo step): while live in the
   * session (collab/liveMoves.ts `dropsInSession`), else ProseMirror's own drop.
   */
  const onDragStart = (event: DragEvent<HTMLElement>) => {
    const from = start();
    if (!editor.state.doc.nodeAt(from) || !event.dataTransfer) return;
    const selection = NodeSelection.create(editor.state.doc, from);
    editor.view.dispatch(editor.state.tr.setSelection(selection));
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', selection.node.textContent);
    event.dataTransfer.setDragImage(block.element, 0, 0);
    editor.view.dragging = { slice: selection.content(), move: true, node: selection } as typeof editor.view.dragging;
  };

  return (
    <>
      {confirmation}
      <div ref={controls} className="block-controls" style={{ top: block.top }} contentEditable={false} onKeyDown={onControlsKeyDown}>
        {isEmptyLine ? (
          <button
            type="button"
            className="block-controls__insert"
            aria-label={t('block.insert')}
            title={t('block.insert')}
            onClick={() =>
              editor
                .chain()
                .focus()
                .setTextSelection(start() + 1)
                .insertContent('/')
                .run()
            }
          >
            <Plus aria-hidden size={16} />
          </button>
        ) : null}
        <span className="block-controls__handle" draggable onDragStart={onDragStart} title={t('block.drag')} aria-hidden="true">
          <GripVertical size={16} />
        </span>
        <MenuButton
          trigger={{
            className: 'block-controls__menu',
            'aria-label': t('block.menu'),
            title: t('block.menu'),
            children: <Ellipsis aria-hidden size={16} />,
          }}
          label={t('block.menuTitle')}
          align="start"
          items={[
            {
              label: t('block.duplicate'),
              onSelect: () => editor.chain().focus().duplicateBlock(start()).run(),
              disabled: isUniqueBlock(blockNode),
            },
            { label: t('block.moveUp'), onSelect: () => editor.chain().focus().moveBlock('up', start()).run() },
            { label: t('block.moveDown'), onSelect: () => editor.chain().focus().moveBlock('down', start()).run() },
            { label: t('block.delete'), onSelect: remove },
            ...(block.isText && blockNode?.textContent.trim()
              ? [{ label: t('block.comment'), onSelect: commentOnBlock, afterClose: true }]
              : []),
          ]}
        />
        <button type="button" className="block-controls__remove" aria-label={t('block.remove')} title={t('block.remove')} onClick={remove}>
          <X aria-hidden size={16} />
        </button>
        {isEmptyLine ? null : block.isText ? (
          <MenuButton
            trigger={{
              className: 'block-controls__settings',
              'aria-label': t('block.settings'),
              title: t('block.settings'),
              children: <Settings2 aria-hidden size={16} />,
            }}
            label={t('block.turnInto')}
            align="start"
            items={[
              { label: t('block.paragraph'), onSelect: () => turnInto((chain) => chain.setParagraph()) },
              { label: t('block.heading2'), onSelect: () => turnInto((chain) => chain.setNode('heading', { level: 2 })) },
              { label: t('block.heading3'), onSelect: () => turnInto((chain) => chain.setNode('heading', { level: 3 })) },
              { label: t('block.bulletList'), onSelect: () => turnInto((chain) => chain.toggleBulletList()) },
              { label: t('block.numberedList'), onSelect: () => turnInto((chain) => chain.toggleOrderedList()) },
            ]}
          />
        ) : (
          <button
            type="button"
            className="block-controls__settings"
            aria-label={t('block.settings')}
            title={t('block.settings')}
            onClick={() => block.element.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT, { bubbles: false }))}
          >
            <Settings2 aria-hidden size={16} />
          </button>
        )}
      </div>
    </>
  );
}
