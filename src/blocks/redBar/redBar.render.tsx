import type { BlockRendererProps } from '../renderers';
import './redBar.css';

const CLASS_NAME = /^[A-Za-z][\w-]*$/;

/** The reader's red bar wrapper, with its stored class when that is a plain class name. */
export function RedBarRenderer({ node, children }: BlockRendererProps) {
  const custom = typeof node.customClassName === 'string' && CLASS_NAME.test(node.customClassName) ? node.customClassName : null;
  return <div className={custom && custom !== 'red-bar-block' ? `red-bar-block ${custom}` : 'red-bar-block'}>{children}</div>;
}

/** The reader's red bar heading: an H2 with the red bar above it. */
export function RedBarHeadingRenderer({ node, renderChildren }: BlockRendererProps) {
  return <h2 className="red-bar-heading">{renderChildren(node, 'inline')}</h2>;
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = {
  'custom-redbar-container-node': RedBarRenderer,
  redbartext: RedBarHeadingRenderer,
  'component-picker-redbartext': RedBarHeadingRenderer,
};
