import type { SavedDocument, SavedNode } from './document';

/**
 * Alt text (issue 17): each image a reader sees has a description for screen readers, kept apart from its caption,
 * unless it is marked decorative. The fields, per saved type:
 * - inline-image: `altText` (string) and `decorative` (boolean);
 * - lead-image (an image, not a video): `image_alt` and `image_decorative`;
 * - gray-cards and white-cards: each card with a picture (an `image` that is not a colour) `image_alt` and
 *   `image_decorative`.
 * Documents written before these fields existed have none: they load and save unchanged, and only publishing asks.
 */
export interface ImageWithoutAlt {
  type: string;
  src: string;
}

const COLOUR = /^#[0-9A-Fa-f]{3,8}$/;

/** The text readers' assistive technology announces for an image: '' for a decorative one. */
export function altTextOf(alt: unknown, decorative: unknown): string {
  return decorative === true ? '' : typeof alt === 'string' ? alt.trim() : '';
}

function described(alt: unknown, decorative: unknown): boolean {
  return decorative === true || (typeof alt === 'string' && alt.trim() !== '');
}

/** Whether a card's `image` is a picture (a URL) rather than a background colour. */
export function isPictureImage(image: unknown): image is string {
  return typeof image === 'string' && image.trim() !== '' && !COLOUR.test(image.trim());
}

/** The images of a document that have neither alt text nor the decorative mark, in document order. */
export function imagesWithoutAlt(document: SavedDocument): ImageWithoutAlt[] {
  const missing: ImageWithoutAlt[] = [];
  const stack: unknown[] = [document.root];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    const node = item as SavedNode;
    if (node.type === 'inline-image' && typeof node.src === 'string' && node.src && node.src !== 'placeholder-loading-image') {
      if (!described(node.altText, node.decorative)) missing.push({ type: node.type, src: node.src });
    } else if (node.type === 'lead-image' && node.isVideo !== true && isPictureImage(node.image)) {
      if (!described(node.image_alt, node.image_decorative)) missing.push({ type: node.type, src: node.image });
    } else if ((node.type === 'gray-cards' || node.type === 'white-cards') && Array.isArray(node.cards)) {
      for (const card of node.cards as Array<Record<string, unknown>>) {
        if (card && isPictureImage(card.image) && !described(card.image_alt, card.image_decorative)) missing.push({ type: node.type, src: card.image });
      }
    }
    const children = node.children;
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return missing;
}
