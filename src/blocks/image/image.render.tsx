import { useEffect, useEffectEvent, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE_SRC } from '../../../contract/placeholderImage';
import { blocksReaderMessages } from '../../i18n/blocksReader';
import { CaptionToggle } from '../CaptionToggle';
import type { BlockRendererProps } from '../renderers';
import { storedPositionOf, type MediaPosition } from './image.schema';
import './image.css';
import { isSafeMediaSource } from '../../../contract/links';
import { altTextOf } from '../../../contract/imageAlt';
import { useMessages } from '../../i18n/useMessages';
import { Picture, pictureOf } from '../Picture';
import type { PictureInfo } from '../../../contract/pictures';

/** Spec 9.3: landscape images wider than this go to the full width. */
const WIDE_IMAGE_WIDTH = 770;

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; orientation: 'landscape' | 'portrait'; wide: boolean };

interface ImageFigureProps {
  src: string;
  /** The image's alt attribute: '' for a decorative one (see `imageAltOf`). */
  alt: string;
  caption: string;
  narrativeCaption: string;
  position: MediaPosition;
  /** Edit mode: no caption toggle (the editor shows the caption itself), and a failed image offers "Remove Image". */
  onRemove?: () => void;
  /** The remove button's text, from the editor's catalogue ("Remove Image"). */
  removeLabel?: string;
  /** Edit mode: the block's own controls under the image. */
  children?: ReactNode;
  /** Readers: its derivatives, whose size is known before it loads. */
  picture?: PictureInfo;
}

const shapeOf = (width: number, height: number): LoadState => ({
  status: 'loaded',
  orientation: height > width ? 'portrait' : 'landscape',
  wide: width > WIDE_IMAGE_WIDTH,
});

/** A floated picture's width (image.css: min(45%, 360px); up to 768px it stops floating and fills the column). */
const FLOATED_SIZES = '(max-width:768px) 92vw,360px';

function LoadedImage({
  src,
  alt,
  picture,
  sizes,
  onState,
}: {
  src: string;
  alt: string;
  picture?: PictureInfo;
  sizes?: string;
  onState(state: LoadState): void;
}) {
  const image = useRef<HTMLImageElement>(null);
  // A source of the srcset has the slot's width as natural width: the shape is the original's.
  const loaded = ({ naturalWidth, naturalHeight }: HTMLImageElement) =>
    onState(shapeOf(picture?.w ?? naturalWidth, picture?.h ?? naturalHeight));
  const settled = useEffectEvent((element: HTMLImageElement) => {
    element.decode().then(
      () => loaded(element),
      () => onState({ status: 'error' }),
    );
  });
  // An image in the server's HTML may have loaded, or failed, before hydration attached the handlers below.
  useEffect(() => {
    if (image.current?.complete) settled(image.current);
  }, []);
  return (
    <Picture
      ref={image}
      className="image-block__image"
      src={src}
      alt={alt}
      picture={picture}
      sizes={sizes}
      loading="lazy"
      decoding="async"
      onLoad={(event: SyntheticEvent<HTMLImageElement>) => loaded(event.currentTarget)}
      onError={() => onState({ status: 'error' })}
    />
  );
}

/** Spec 4.2: "Loading image...", then landscape or portrait from the natural size, or "Failed to load image". */
export function ImageFigure({ src, alt, caption, narrativeCaption, position, onRemove, removeLabel, children, picture }: ImageFigureProps) {
  const t = useMessages(blocksReaderMessages);
  // With derivatives the shape is known at once: the picture takes its place before it loads, over its placeholder.
  const [loaded, setLoaded] = useState<{ src: string; state: LoadState }>({
    src,
    state: picture ? shapeOf(picture.w, picture.h) : { status: 'loading' },
  });
  const state = loaded.src === src ? loaded.state : { status: 'loading' as const };
  const shape =
    state.status === 'loaded'
      ? ` image-block--${state.orientation}${state.wide && state.orientation === 'landscape' ? ' image-block--wide' : ''}`
      : '';
  return (
    <figure className={`image-block image-block--${position} is-${state.status}${shape}`}>
      <div className="image-block__frame">
        {state.status === 'error' ? (
          <div className="image-block__status image-block__status--error" role="alert">
            <p>{t('image.failed')}</p>
            {onRemove && (
              <button type="button" className="image-block__remove" onClick={onRemove}>
                {removeLabel}
              </button>
            )}
          </div>
        ) : (
          <>
            {state.status === 'loading' && (
              <p className="image-block__status" role="status">
                {t('image.loading')}
              </p>
            )}
            <LoadedImage
              key={src}
              src={src}
              alt={alt}
              picture={picture}
              sizes={position === 'full' ? undefined : FLOATED_SIZES}
              onState={(next) => setLoaded({ src, state: next })}
            />
            {!onRemove && caption && state.status === 'loaded' && <CaptionToggle caption={caption} />}
          </>
        )}
      </div>
      {narrativeCaption && <p className="image-block__narrative">{narrativeCaption}</p>}
      {children}
    </figure>
  );
}

/**
 * The alt attribute of an image: its alt text, '' when decorative; a document written before alt texts existed gives
 * its caption, as it always did.
 */
export function imageAltOf(
  fields: { readonly altText?: unknown; readonly decorative?: unknown; readonly caption?: unknown } | Readonly<Record<string, unknown>>,
): string {
  if (fields.decorative === true) return '';
  return altTextOf(fields.altText, false) || (typeof fields.caption === 'string' ? fields.caption : '');
}

export function ImageRenderer({ node }: BlockRendererProps) {
  if (
    typeof node.src !== 'string' ||
    !node.src ||
    node.src === PLACEHOLDER_IMAGE_SRC ||
    node.isPlaceholder === true ||
    !isSafeMediaSource(node.src)
  )
    return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <ImageFigure
      src={node.src}
      alt={imageAltOf(node)}
      caption={text(node.caption)}
      narrativeCaption={text(node.narrativeCaption)}
      position={storedPositionOf(node)}
      picture={pictureOf(node, node.src)}
    />
  );
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'inline-image': ImageRenderer };
