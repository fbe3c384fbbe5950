import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE_SRC } from '../../../contract';
import { CaptionToggle } from '../CaptionToggle';
import type { BlockRendererProps } from '../renderers';
import { storedPositionOf, type MediaPosition } from './image.schema';
import './image.css';

/** Spec 9.3: landscape images wider than this go to the full width. */
const WIDE_IMAGE_WIDTH = 770;

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; orientation: 'landscape' | 'portrait'; wide: boolean };

interface ImageFigureProps {
  src: string;
  caption: string;
  narrativeCaption: string;
  position: MediaPosition;
  /** Edit mode: no caption toggle (the editor shows the caption itself), and a failed image offers "Remove Image". */
  onRemove?: () => void;
  /** Edit mode: the block's own controls under the image. */
  children?: ReactNode;
}

function LoadedImage({ src, caption, onState }: { src: string; caption: string; onState(state: LoadState): void }) {
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    onState({ status: 'loaded', orientation: height > width ? 'portrait' : 'landscape', wide: width > WIDE_IMAGE_WIDTH });
  };
  return <img className="image-block__image" src={src} alt={caption} decoding="async" onLoad={onLoad} onError={() => onState({ status: 'error' })} />;
}

/** Spec 4.2: "Loading image...", then landscape or portrait from the natural size, or "Failed to load image". */
export function ImageFigure({ src, caption, narrativeCaption, position, onRemove, children }: ImageFigureProps) {
  const [loaded, setLoaded] = useState<{ src: string; state: LoadState }>({ src, state: { status: 'loading' } });
  const state = loaded.src === src ? loaded.state : { status: 'loading' as const };
  const shape = state.status === 'loaded' ? ` image-block--${state.orientation}${state.wide && state.orientation === 'landscape' ? ' image-block--wide' : ''}` : '';
  return (
    <figure className={`image-block image-block--${position} is-${state.status}${shape}`}>
      <div className="image-block__frame">
        {state.status === 'error' ? (
          <div className="image-block__status image-block__status--error" role="alert">
            <p>Failed to load image</p>
            {onRemove && (
              <button type="button" className="image-block__remove" onClick={onRemove}>
                Remove Image
              </button>
            )}
          </div>
        ) : (
          <>
            {state.status === 'loading' && (
              <p className="image-block__status" role="status">
                Loading image...
              </p>
            )}
            <LoadedImage key={src} src={src} caption={caption} onState={(next) => setLoaded({ src, state: next })} />
            {!onRemove && caption && state.status === 'loaded' && <CaptionToggle caption={caption} />}
          </>
        )}
      </div>
      {narrativeCaption && <p className="image-block__narrative">{narrativeCaption}</p>}
      {children}
    </figure>
  );
}

export function ImageRenderer({ node }: BlockRendererProps) {
  if (typeof node.src !== 'string' || !node.src || node.src === PLACEHOLDER_IMAGE_SRC || node.isPlaceholder === true) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return <ImageFigure src={node.src} caption={text(node.caption)} narrativeCaption={text(node.narrativeCaption)} position={storedPositionOf(node)} />;
}
