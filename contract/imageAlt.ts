import type { SavedDocument, SavedNode } from './document';
import type { ErrorBody } from './resources';

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
  /** The index of the top-level block that holds the image, in `root.children`: where the editor finds it. */
  block: number;
  /** For a card's picture: the card's index in the block's `cards`. */
  card?: number;
  /** What the editor may call it: the image's caption, the lead image's caption or the card's title ('' when none). */
  caption: string;
}

/** An image a publishing refusal lists: where it is, and what to call it (null when it has no name). */
export interface UndescribedImage extends ImageWithoutAlt {
  name: string | null;
}

/** A refused publish or schedule (422) of a page with images without alt text: the first ones, and how many in all. */
export interface PublishRefusalBody extends ErrorBody {
  images?: UndescribedImage[];
  image_count?: number;
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

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The images of one block (and of the blocks inside it) that have neither alt text nor the decorative mark. */
function missingIn(block: unknown, index: number, missing: ImageWithoutAlt[]): void {
  const stack: unknown[] = [block];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    const node = item as SavedNode;
    if (node.type === 'inline-image' && typeof node.src === 'string' && node.src && node.src !== 'placeholder-loading-image') {
      if (!described(node.altText, node.decorative))
        missing.push({ type: node.type, src: node.src, block: index, caption: textOf(node.caption) });
    } else if (node.type === 'lead-image' && node.isVideo !== true && isPictureImage(node.image)) {
      if (!described(node.image_alt, node.image_decorative))
        missing.push({ type: node.type, src: node.image, block: index, caption: textOf(node.image_caption) });
    } else if ((node.type === 'gray-cards' || node.type === 'white-cards') && Array.isArray(node.cards)) {
      (node.cards as Array<Record<string, unknown>>).forEach((card, position) => {
        if (card && isPictureImage(card.image) && !described(card.image_alt, card.image_decorative)) {
          missing.push({ type: node.type, src: card.image, block: index, card: position, caption: textOf(card.title) });
        }
      });
    }
    const children = node.children;
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/** The images of a document that have neither alt text nor the decorative mark, in document order. */
export function imagesWithoutAlt(document: SavedDocument): ImageWithoutAlt[] {
  const missing: ImageWithoutAlt[] = [];
  const blocks = Array.isArray(document.root?.children) ? document.root.children : [];
  blocks.forEach((block, index) => missingIn(block, index, missing));
  return missing;
}
