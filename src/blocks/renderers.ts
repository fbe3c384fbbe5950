import type { ComponentType, ReactNode } from 'react';
import type { SavedNode } from '../../contract';
import { renderers as accordion } from './accordion/accordion.render';
import { renderers as banner } from './banner/banner.render';
import { renderers as buttonGroup } from './buttonGroup/buttonGroup.render';
import { renderers as callout } from './callout/callout.render';
import { renderers as image } from './image/image.render';
import { renderers as leadImage } from './leadImage/leadImage.render';
import { renderers as previewCards } from './previewCards/previewCards.render';
import { renderers as pullquote } from './pullquote/pullquote.render';
import { renderers as redBar } from './redBar/redBar.render';
import { renderers as subpage } from './subpage/subpage.render';
import { renderers as table } from './table/table.render';
import { renderers as taggedPreview } from './taggedPreview/taggedPreview.render';
import { renderers as timeLocation } from './timeLocation/timeLocation.render';
import { renderers as video } from './video/video.render';

export interface BlockRendererProps {
  node: SavedNode;
  /** The node's children, rendered as blocks. */
  children?: ReactNode;
  /** Renders any node's children, for blocks whose parts render separately (an accordion's title and content). */
  renderChildren: (node: SavedNode, flow?: 'block' | 'inline') => ReactNode[];
}

/** The reader's registry: saved node type -> renderer, one line per block folder. It must never import Tiptap. */
export const blockRenderers: Record<string, ComponentType<BlockRendererProps>> = {
  ...accordion,
  ...banner,
  ...buttonGroup,
  ...callout,
  ...image,
  ...leadImage,
  ...previewCards,
  ...pullquote,
  ...redBar,
  ...subpage,
  ...table,
  ...taggedPreview,
  ...timeLocation,
  ...video,
};
