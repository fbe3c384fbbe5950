import type { ComponentType, ReactNode } from 'react';
import type { SavedNode } from '../../contract';

export interface BlockRendererProps {
  node: SavedNode;
  /** The node's children, rendered as blocks. */
  children?: ReactNode;
  /** Renders any node's children, for blocks whose parts render separately (an accordion's title and content). */
  renderChildren: (node: SavedNode, flow?: 'block' | 'inline') => ReactNode[];
}

/** Each block folder's `<block>.render.tsx` exports its `renderers` by saved type; a new folder's are found by this. */
const folderRenderers = import.meta.glob<Record<string, ComponentType<BlockRendererProps>>>('./*/*.render.tsx', {
  eager: true,
  import: 'renderers',
});

/** The reader's registry: saved node type -> renderer. It must never import Tiptap. */
export const blockRenderers: Record<string, ComponentType<BlockRendererProps>> = Object.assign({}, ...Object.values(folderRenderers));
