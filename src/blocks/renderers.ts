import type { ComponentType, ReactNode } from 'react';
import type { SavedNode } from '../../contract';
import { AccordionRenderer } from './accordion/accordion.render';

export interface BlockRendererProps {
  node: SavedNode;
  /** The node's children, rendered as blocks. */
  children?: ReactNode;
  /** Renders any node's children, for blocks whose parts render separately (an accordion's title and content). */
  renderChildren: (node: SavedNode, flow?: 'block' | 'inline') => ReactNode[];
}

/** The reader's registry: saved node type -> renderer. It must never import Tiptap. */
export const blockRenderers: Record<string, ComponentType<BlockRendererProps>> = {
  'collapsible-container': AccordionRenderer,
};
