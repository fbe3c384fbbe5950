import type { ImageWithoutAlt } from '../../contract/imageAlt';
import { ApiError } from '../api/client';

/** An image a publish refusal lists (server/services/publishChecks.ts): where it is, and its name when it has one. */
export interface UndescribedImage extends ImageWithoutAlt {
  name: string | null;
}

export interface UndescribedImages {
  images: UndescribedImage[];
  /** How many there are; the answer lists the first ones. */
  count: number;
}

const isListed = (image: unknown): image is UndescribedImage =>
  typeof image === 'object' && image !== null && Number.isInteger((image as UndescribedImage).block);

/** The images without alt text a refused publish or schedule names (422); null for any other failure. */
export function undescribedImagesOf(failure: unknown): UndescribedImages | null {
  if (!(failure instanceof ApiError) || failure.status !== 422) return null;
  const body = failure.body as { images?: unknown; image_count?: unknown } | null;
  const images = Array.isArray(body?.images) ? body.images.filter(isListed) : [];
  if (!images.length) return null;
  return { images, count: typeof body?.image_count === 'number' ? Math.max(body.image_count, images.length) : images.length };
}
