import sharp, { type Metadata } from 'sharp';
import { MAX_INPUT_PIXELS, UnusableImageError, widthsFor, type DerivativeFile, type MadeDerivatives } from './derivatives';

const PLACEHOLDER_WIDTH = 16;

let configured = false;

/** One libvips thread per picture and a small operation cache: the server shares its cores and memory with readers. */
function configureSharp() {
  if (configured) return;
  configured = true;
  sharp.concurrency(1);
  sharp.cache({ memory: 32, files: 0, items: 16 });
}

const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * Decodes the upload with sharp (libvips) and encodes AVIF and WebP at each width of `widthsFor`, upright (EXIF
 * orientation applied), plus a tiny WebP placeholder for opaque pictures. Refuses more than MAX_INPUT_PIXELS (checked
 * from the header before any decoding), animations, and bytes libvips reports as corrupt.
 */
export async function makeDerivativesWithSharp(bytes: Uint8Array): Promise<MadeDerivatives> {
  configureSharp();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw new UnusableImageError(`The image cannot be read: ${(error as Error).message}`);
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new UnusableImageError('The image has no size.');
  if (width * height > MAX_INPUT_PIXELS)
    throw new UnusableImageError(`The image has ${width} x ${height} pixels, more than ${MAX_INPUT_PIXELS}.`);
  if ((metadata.pages ?? 1) > 1) throw new UnusableImageError('Animated images keep their original.');
  const input = sharp(bytes, options);
  const files: DerivativeFile[] = [];
  let placeholder: string | null = null;
  try {
    for (const size of widthsFor(width)) {
      const resized = input.clone().resize({ width: size, withoutEnlargement: true });
      files.push({ width: size, format: 'avif', bytes: asBytes(await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer()) });
      files.push({ width: size, format: 'webp', bytes: asBytes(await resized.clone().webp({ quality: 72, effort: 4 }).toBuffer()) });
    }
    if (!metadata.hasAlpha) {
      const tiny = await input.clone().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
      placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
    }
  } catch (error) {
    throw new UnusableImageError(`The image cannot be decoded: ${(error as Error).message}`);
  }
  return { width, height, files, placeholder };
}
