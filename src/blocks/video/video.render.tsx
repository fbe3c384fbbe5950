import type { ReactNode } from 'react';
import { blocksReaderMessages } from '../../i18n/blocksReader';
import { CaptionToggle } from '../CaptionToggle';
import { storedPositionOf, type MediaPosition } from '../image/image.schema';
import type { BlockRendererProps } from '../renderers';
import './video.css';
import { isSafeMediaSource } from '../../../contract/links';
import { useMessages } from '../../i18n/useMessages';

interface VideoFigureProps {
  src: string;
  caption: string;
  position: MediaPosition;
  /** Edit mode shows the caption itself instead of the caption toggle. */
  editing?: boolean;
  children?: ReactNode;
}

export function VideoFigure({ src, caption, position, editing, children }: VideoFigureProps) {
  const t = useMessages(blocksReaderMessages);
  return (
    <figure className={`video-block video-block--${position}`}>
      <div className="video-block__frame">
        <video className="video-block__video" src={src} controls preload="metadata" aria-label={caption || t('video.label')} />
        {!editing && caption && <CaptionToggle caption={caption} />}
      </div>
      {children}
    </figure>
  );
}

export function VideoRenderer({ node }: BlockRendererProps) {
  if (typeof node.src !== 'string' || !node.src || !isSafeMediaSource(node.src)) return null;
  return <VideoFigure src={node.src} caption={typeof node.caption === 'string' ? node.caption : ''} position={storedPositionOf(node)} />;
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'video-node': VideoRenderer };
