import type { UndescribedImage } from '../../contract/imageAlt';
import { UnprocessableError } from '../store/refusals';

export interface UndescribedImages {
  images: UndescribedImage[];
  /** How many there are; the answer lists the first ones. */
  count: number;
}

/** The images without alt text a refused publish or schedule names (422); null for any other failure. */
export function undescribedImagesOf(failure: unknown): UndescribedImages | null {
  if (!(failure instanceof UnprocessableError) || !failure.images.length) return null;
  return { images: failure.images, count: failure.imageCount };
}
