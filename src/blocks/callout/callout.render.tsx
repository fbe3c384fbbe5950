import type { BlockRendererProps } from '../renderers';
import { CALLOUT_CLASS_NAME } from './callout.schema';
import './callout.css';

/** The reader's callout (the supplementary block): a titled aside. Other custom block elements show their blocks. */
export function CalloutRenderer({ node, children, renderChildren }: BlockRendererProps) {
  const [title, content] = node.children ?? [];
  if (node.customClassName !== CALLOUT_CLASS_NAME || title?.type !== 'custom-supplementary-title-node' || !content) {
    return <div>{children}</div>;
  }
  return (
    <aside className={`callout ${CALLOUT_CLASS_NAME}`}>
      {title.children?.length ? <p className="callout__title">{renderChildren(title, 'inline')}</p> : null}
      <div className="callout__content">{renderChildren(content)}</div>
    </aside>
  );
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'custom-block-element-node': CalloutRenderer };
