import { memo, useRef, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { NodeViewContent, NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { blockquoteDefaults, isQuotePosition, pullquoteDefaults, QUOTE_POSITION_LABELS, QUOTE_POSITIONS } from './pullquote.schema';
import './pullquote.css';

/** The editor's pullquote or blockquote container: its text, and in edit mode a menu that moves it left, center or right. */
export const PullquoteView = memo(function PullquoteView({ node, editor, updateAttributes }: ReactNodeViewProps) {
  const isPullquote = node.type.name === 'pullquote';
  const fallback = isPullquote ? pullquoteDefaults.__position : blockquoteDefaults.__position;
  const position = isQuotePosition(node.attrs.position) ? node.attrs.position : fallback;
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const [menuOpen, setMenuOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useBlockSettingsEvent(wrapper, () => setMenuOpen(true));
  const block = isPullquote ? 'pullquote' : 'quote-block';
  const label = isPullquote ? 'Pullquote position' : 'Quote position';

  return (
    <NodeViewWrapper ref={wrapper} className={`${block} ${block}--${position} is-editing`} data-position={position}>
      {editable && (
        <div className="quote-position" contentEditable={false}>
          <DropdownMenu.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <DropdownMenu.Trigger className="quote-position__trigger" aria-label={`${label}: ${QUOTE_POSITION_LABELS[position]}`}>
              {QUOTE_POSITION_LABELS[position]}
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className="menu" sideOffset={4} align="end">
                <DropdownMenu.Label className="menu__label">{label}</DropdownMenu.Label>
                <DropdownMenu.RadioGroup value={position} onValueChange={(value) => updateAttributes({ position: value })}>
                  {QUOTE_POSITIONS.map((option) => (
                    <DropdownMenu.RadioItem key={option} value={option} className="menu__item">
                      {QUOTE_POSITION_LABELS[option]}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      )}
      <NodeViewContent className={`${block}__body`} />
    </NodeViewWrapper>
  );
});
