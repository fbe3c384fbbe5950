import type { ComponentType, ReactNode } from 'react';
import type { SavedNode } from '../../contract';
import { AccordionRenderer } from './accordion/accordion.render';
import { buttonGroupRenderers } from './buttonGroup/buttonGroup.render';
import { calloutRenderers } from './callout/callout.render';
import { ImageRenderer } from './image/image.render';
import { LeadImageRenderer } from './leadImage/leadImage.render';
import { pullquoteRenderers } from './pullquote/pullquote.render';
import { redBarRenderers } from './redBar/redBar.render';
import { SubpageRenderer } from './subpage/subpage.render';
import { tableRenderers } from './table/table.render';
import { TaggedPreviewRenderer } from './taggedPreview/taggedPreview.render';
import { BannerRenderer } from './banner/banner.render';
import { PreviewCardsRenderer } from './previewCards/previewCards.render';
import { TimeLocationRenderer } from './timeLocation/timeLocation.render';
import { VideoRenderer } from './video/video.render';

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
  subpage: SubpageRenderer,
  ...pullquoteRenderers,
  ...redBarRenderers,
  ...calloutRenderers,
  ...buttonGroupRenderers,
  ...tableRenderers,
  'tagged-preview': TaggedPreviewRenderer,
  banner: BannerRenderer,
  'gray-cards': PreviewCardsRenderer,
  'white-cards': PreviewCardsRenderer,
  'time-location-node': TimeLocationRenderer,
  'inline-image': ImageRenderer,
  'video-node': VideoRenderer,
  'lead-image': LeadImageRenderer,
};
