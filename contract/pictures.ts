/**
 * What readers' documents say of an uploaded raster image whose responsive derivatives exist (issue 20): on each node
 * naming it, `pictures[address]`. The server writes the `srcset`s, so the reader's JavaScript only places them.
 */
export interface PictureInfo {
  /** Intrinsic width and height of the original, upright. */
  w: number;
  h: number;
  /** `srcset`s of the derivatives: `/media/{hash}-480.avif 480w, ...` and the same in WebP. */
  avif: string;
  webp: string;
  /** A tiny blurred placeholder (a data: URL), for opaque pictures. */
  p?: string;
}
