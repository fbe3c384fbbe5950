import type { BlockRendererProps } from '../renderers';
import { blockquoteDefaults, isQuotePosition, pullquoteDefaults } from './pullquote.schema';
import './pullquote.css';

/** The reader's pullquote: the quote, its attribution, and its position as a class. */
export function PullquoteRenderer({ node, renderChildren }: BlockRendererProps) {
  const position = isQuotePosition(node.__position) ? node.__position : pullquoteDefaults.__position;
  const [title, content] = node.children ?? [];
  return (
    <figure className={`pullquote pullquote--${position}`}>
      <blockquote className="pullquote__quote">{title ? renderChildren(title, 'inline') : null}</blockquote>
      {content?.children?.length ? <figcaption className="pullquote__attribution">{renderChildren(content, 'inline')}</figcaption> : null}
    </figure>
  );
}

/** The reader's blockquote container: its blocks, and its position as a class. */
export function BlockquoteRenderer({ node, children }: BlockRendererProps) {
  const position = isQuotePosition(node.__position) ? node.__position : blockquoteDefaults.__position;
  return <blockquote className={`quote-block quote-block--${position}`}>{children}</blockquote>;
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = {
  'project-new-blockquote-container': PullquoteRenderer,
  'blockquote-container': BlockquoteRenderer,
};
