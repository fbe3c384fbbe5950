/**
 * Responsive images (issue 20): what is made of a raster upload and where it is stored. No image code here, so the
 * browser's mock mode (which has no sharp and serves originals) can share the server's modules.
 */

/** Widths made, in CSS pixels of a 1x screen; none wider than the original. */
export const DERIVATIVE_WIDTHS = [480, 800, 1200, 1800] as const;
export const DERIVATIVE_FORMATS = ['avif', 'webp'] as const;
export type DerivativeFormat = (typeof DERIVATIVE_FORMATS)[number];

/** The types that get derivatives: still rasters. GIF (often animated) and SVG (already scalable) keep their original. */
export const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Pictures with more pixels than this are refused before decoding (decompression bombs): 50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface DerivativeFile {
  width: number;
  format: DerivativeFormat;
  bytes: Uint8Array;
}

export interface MadeDerivatives {
  /** The picture's upright size (EXIF orientation applied). */
  width: number;
  height: number;
  files: DerivativeFile[];
  /** A ~16 px wide WebP as a data: URL, shown behind the picture while it loads; null for pictures with transparency. */
  placeholder: string | null;
}

/** Makes the derivatives of an image's bytes; throws `UnusableImageError` for bytes it cannot or will not decode. */
export type DerivativeMaker = (bytes: Uint8Array) => Promise<MadeDerivatives>;

/** An upload that gets no derivatives, for good: corrupt, too many pixels, animated. Its original keeps being served. */
export class UnusableImageError extends Error {}

/** The widths to make of a picture this wide: the standard ones narrower than it, and its own width when under 1800. */
export function widthsFor(originalWidth: number): number[] {
  const widths: number[] = DERIVATIVE_WIDTHS.filter((width) => width < originalWidth);
  if (originalWidth < DERIVATIVE_WIDTHS[DERIVATIVE_WIDTHS.length - 1]) widths.push(originalWidth);
  return widths;
}

/** `media/{hash}-{width}.{format}`, beside the original `media/{hash}.{extension}` in the same storage. */
export function derivativeKeyOf(hash: string, width: number, format: DerivativeFormat): string {
  return `media/${hash}-${width}.${format}`;
}
