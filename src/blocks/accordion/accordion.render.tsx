import { useId, useState } from 'react';
import type { BlockRendererProps } from '../renderers';
import './accordion.css';

/** The reader's accordion: a button with aria-expanded that shows and hides the content. */
export function AccordionRenderer({ node, renderChildren }: BlockRendererProps) {
  const [open, setOpen] = useState(node.open !== false);
  const id = useId();
  const [title, content] = node.children ?? [];
  return (
    <div className={`accordion${open ? ' is-open' : ''}`}>
      <h3 className="accordion__heading">
        <button type="button" className="accordion__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span className="accordion__label">{title ? renderChildren(title, 'inline') : null}</span>
          <span aria-hidden="true" className="accordion__icon">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={id} className="accordion__panel" hidden={!open}>
        {content ? renderChildren(content) : null}
      </div>
    </div>
  );
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'collapsible-container': AccordionRenderer };
