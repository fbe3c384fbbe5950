/**
 * What readers' documents say of an uploaded raster image whose responsive derivatives exist (issue 20): on each node
 * naming it, `pictures[address]`. Short keys: every reader's page carries them.
 */
export interface PictureInfo {
  /** Intrinsic width and height of the original, upright. */
  w: number;
  h: number;
  /** The widths made, each as `/media/{hash}-{width}.avif` and `.webp`. */
  s: number[];
  /** A tiny blurred placeholder (a data: URL), for opaque pictures. */
  p?: string;
}
