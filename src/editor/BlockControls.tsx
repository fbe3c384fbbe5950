import { useCallback, useEffect, useState } from 'react';
import type { Editor } from '@tiptap/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

interface HoveredBlock {
  pos: number;
  top: number;
  element: HTMLElement;
  isText: boolean;
}

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote']);
export const BLOCK_SETTINGS_EVENT = 'masthead:block-settings';

function topLevelBlockOf(editor: Editor, target: EventTarget | null): HTMLElement | null {
  const root = editor.view.dom;
  let element = target instanceof HTMLElement ? target : null;
  while (element && element.parentElement !== root) element = element.parentElement;
  return element && element.parentElement === root ? element : null;
}

/** Spec 2.3: on hover (or when the cursor is in it) each block shows a remove control and a settings control. */
export function BlockControls({ editor }: { editor: Editor }) {
  const [block, setBlock] = useState<HoveredBlock | null>(null);

  const show = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const pos = editor.view.posAtDOM(element, 0);
      const $pos = editor.state.doc.resolve(Math.min(pos, editor.state.doc.content.size));
      const start = $pos.depth > 0 ? $pos.before(1) : pos;
      const node = editor.state.doc.nodeAt(start);
      if (!node) return;
      setBlock({ pos: start, top: element.offsetTop, element, isText: TEXT_BLOCKS.has(node.type.name) });
    },
    [editor],
  );

  useEffect(() => {
    const root = editor.view.dom;
    const onMove = (event: MouseEvent) => show(topLevelBlockOf(editor, event.target));
    const onSelection = () => {
      const { $from } = editor.state.selection;
      if ($from.depth === 0) return;
      const dom = editor.view.nodeDOM($from.before(1));
      if (dom instanceof HTMLElement) show(dom);
    };
    root.addEventListener('mousemove', onMove);
    editor.on('selectionUpdate', onSelection);
    return () => {
      root.removeEventListener('mousemove', onMove);
      editor.off('selectionUpdate', onSelection);
    };
  }, [editor, show]);

  if (!block || !block.element.isConnected) return null;

  const remove = () => {
    const node = editor.state.doc.nodeAt(block.pos);
    if (!node) return;
    editor.chain().focus().deleteRange({ from: block.pos, to: block.pos + node.nodeSize }).run();
    setBlock(null);
  };

  const turnInto = (run: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    run(editor.chain().focus().setTextSelection(block.pos + 1)).run();
  };

  return (
    <div className="block-controls" style={{ top: block.top }} contentEditable={false}>
      <button type="button" className="block-controls__remove" aria-label="Remove block" title="Remove block" onClick={remove}>
        ×
      </button>
      {block.isText ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="block-controls__settings" aria-label="Block settings" title="Block settings">
            ⚙
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="menu" sideOffset={4} align="start">
              <DropdownMenu.Label className="menu__label">Turn into</DropdownMenu.Label>
              <DropdownMenu.Item className="menu__item" onSelect={() => turnInto((chain) => chain.setParagraph())}>
                Paragraph
              </DropdownMenu.Item>
              <DropdownMenu.Item className="menu__item" onSelect={() => turnInto((chain) => chain.setNode('heading', { level: 2 }))}>
                Heading 2
              </DropdownMenu.Item>
              <DropdownMenu.Item className="menu__item" onSelect={() => turnInto((chain) => chain.setNode('heading', { level: 3 }))}>
                Heading 3
              </DropdownMenu.Item>
              <DropdownMenu.Item className="menu__item" onSelect={() => turnInto((chain) => chain.toggleBulletList())}>
                Bullet list
              </DropdownMenu.Item>
              <DropdownMenu.Item className="menu__item" onSelect={() => turnInto((chain) => chain.toggleOrderedList())}>
                Numbered list
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : (
        <button
          type="button"
          className="block-controls__settings"
          aria-label="Block settings"
          title="Block settings"
          onClick={() => block.element.dispatchEvent(new CustomEvent(BLOCK_SETTINGS_EVENT, { bubbles: false }))}
        >
          ⚙
        </button>
      )}
    </div>
  );
}
