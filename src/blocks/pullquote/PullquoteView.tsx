import { memo, useRef, useState } from 'react';
import { NodeViewContent, NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import { MenuButton } from '../../ui/PopupButtons';
import { useBlockSettingsEvent } from '../useBlockSettingsEvent';
import { blockquoteDefaults, isQuotePosition, pullquoteDefaults, QUOTE_POSITION_LABELS, QUOTE_POSITIONS } from './pullquote.schema';
import './pullquote.css';
import { useMessages } from '../../i18n/useMessages';

/** The editor's pullquote or blockquote container: its text, and in edit mode a menu that moves it left, center or right. */
export const PullquoteView = memo(function PullquoteView({ node, editor, updateAttributes }: ReactNodeViewProps) {
  const t = useMessages(blocksMessages);
  const isPullquote = node.type.name === 'pullquote';
  const fallback = isPullquote ? pullquoteDefaults.__position : blockquoteDefaults.__position;
  const position = isQuotePosition(node.attrs.position) ? node.attrs.position : fallback;
  const editable = useEditorState({ editor, selector: ({ editor: current }) => current.isEditable });
  const [menuOpen, setMenuOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useBlockSettingsEvent(wrapper, () => setMenuOpen(true));
  const block = isPullquote ? 'pullquote' : 'quote-block';
  const label = t(isPullquote ? 'pullquote.position' : 'pullquote.quotePosition');
  const positionLabel = t(QUOTE_POSITION_LABELS[position]);

  return (
    <NodeViewWrapper ref={wrapper} className={`${block} ${block}--${position} is-editing`} data-position={position}>
      {editable && (
        <div className="quote-position" contentEditable={false}>
          <MenuButton
            open={menuOpen}
            onOpenChange={setMenuOpen}
            trigger={{
              className: 'quote-position__trigger',
              'aria-label': t('pullquote.positionNamed', { label, position: positionLabel }),
              children: positionLabel,
            }}
            label={label}
            align="end"
            choice={{
              value: position,
              options: QUOTE_POSITIONS.map((option) => ({ value: option, label: t(QUOTE_POSITION_LABELS[option]) })),
              onChange: (value) => updateAttributes({ position: value }),
            }}
          />
        </div>
      )}
      <NodeViewContent className={`${block}__body`} />
    </NodeViewWrapper>
  );
});
