import type { ComponentType, ReactNode } from 'react';
import type { SavedNode } from '../../contract';

export interface BlockRendererProps {
  node: SavedNode;
  children?: ReactNode;
}

export const blockRenderers: Record<string, ComponentType<BlockRendererProps>> = {};
