import { memo } from 'react';
import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { blocksMessages } from '../../i18n/blocks';
import './accordion.css';
import { useMessages } from '../../i18n/useMessages';

/** The editor's accordion: a toggle that reads the node's `open` attribute and its editable title and content. */
export const AccordionView = memo(function AccordionView({ node, updateAttributes }: ReactNodeViewProps) {
  const t = useMessages(blocksMessages);
  const open = node.attrs.open !== false;
  return (
    <NodeViewWrapper className={`accordion accordion--editing${open ? ' is-open' : ''}`} data-accordion="" data-open={String(open)}>
      <button
        type="button"
        className="accordion__toggle"
        contentEditable={false}
        aria-expanded={open}
        aria-label={t(open ? 'accordion.close' : 'accordion.open')}
        onClick={() => updateAttributes({ open: !open })}
      >
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <NodeViewContent className="accordion__body" />
    </NodeViewWrapper>
  );
});
