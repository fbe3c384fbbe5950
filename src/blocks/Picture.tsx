import type { ComponentProps } from 'react';
import { preload } from 'react-dom';
import type { PictureInfo } from '../../contract/pictures';
import './picture.css';

/** What the server says of an uploaded image's derivatives in a reader's document (`pictures`, by address). */
export const pictureOf = (node: Readonly<Record<string, unknown>>, address: string) =>
  (node.pictures as Record<string, PictureInfo> | undefined)?.[address];

/** The article column (styles.css: `.page` at most 760px, inside gutters of 4vw from 16px): what a full-width picture fills. */
const SIZES = '(max-width:840px) 92vw,760px';

/**
 * An uploaded image for readers: the original until the server has made its derivatives; then AVIF and WebP sources
 * (the server's `srcset`s), the original's width and height and its intrinsic size for layout before any byte arrives
 * (size containment, picture.css: nothing moves when it does), over the tiny placeholder while it loads. A picture of
 * high priority (the lead image, a phone's largest paint) is also preloaded from the head, in AVIF for the browsers
 * that take it, so its request does not wait for the parser to reach it behind the app's scripts. `sizes` says how wide
 * it is drawn (a column's width unless said).
 */
export function Picture({ picture, sizes = SIZES, ...image }: ComponentProps<'img'> & { picture?: PictureInfo }) {
  if (!picture) return <img {...image} />;
  const { w, h, p } = picture;
  if (image.fetchPriority === 'high' && image.src) {
    preload(image.src, { as: 'image', imageSrcSet: picture.avif, imageSizes: sizes, type: 'image/avif', fetchPriority: 'high' });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img width={w} height={h} style={{ containIntrinsicSize: `${w}px ${h}px`, backgroundImage: p && `url(${p})` }} {...image} />
    </picture>
  );
}
