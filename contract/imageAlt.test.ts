import { describe, expect, it } from 'vitest';
import type { SavedDocument, SavedNode } from './document';
import { altTextOf, imagesWithoutAlt } from './imageAlt';

const documentOf = (...children: SavedNode[]): SavedDocument =>
  ({ root: { type: 'root', version: 1, children } }) as unknown as SavedDocument;

describe('imagesWithoutAlt', () => {
  it('names each image, lead image and card picture with neither alt text nor the decorative mark, with its block, card and caption', () => {
    const document = documentOf(
      { type: 'inline-image', version: 1, src: '/media/a.png', caption: 'A caption is not alt text' },
      { type: 'inline-image', version: 1, src: '/media/b.png', altText: 'A dam', decorative: false },
      { type: 'inline-image', version: 1, src: '/media/c.png', altText: '   ' },
      { type: 'inline-image', version: 1, src: '/media/d.png', decorative: true },
      { type: 'inline-image', version: 1, src: 'placeholder-loading-image' },
      { type: 'lead-image', version: 1, image: '/media/e.mp4', isVideo: true },
      { type: 'lead-image', version: 1, image: '/media/f.jpg', isVideo: false, image_caption: 'Caption' },
      {
        type: 'gray-cards',
        version: 1,
        cards: [
          { title: 'Colour', image: '#7AAEE5' },
          { title: 'Picture', image: '/media/g.png' },
          { title: 'Described', image: '/media/h.png', image_alt: 'A tram' },
        ],
      },
      {
        type: 'section',
        version: 1,
        children: [
          {
            type: 'white-cards',
            version: 1,
            cards: [{ image: 'https://example.org/i.png', image_decorative: true }, { image: 'https://example.org/j.png' }],
          },
        ],
      },
    );
    expect(imagesWithoutAlt(document)).toEqual([
      { type: 'inline-image', src: '/media/a.png', block: 0, caption: 'A caption is not alt text' },
      { type: 'inline-image', src: '/media/c.png', block: 2, caption: '' },
      { type: 'lead-image', src: '/media/f.jpg', block: 6, caption: 'Caption' },
      { type: 'gray-cards', src: '/media/g.png', block: 7, card: 1, caption: 'Picture' },
      { type: 'white-cards', src: 'https://example.org/j.png', block: 8, card: 1, caption: '' },
    ]);
  });

  it('finds nothing in a document without images', () => {
    expect(imagesWithoutAlt(documentOf({ type: 'paragraph', version: 1, children: [] }))).toEqual([]);
  });

  it('gives readers an empty alt for a decorative image and the trimmed text otherwise', () => {
    expect(altTextOf(' A dam ', false)).toBe('A dam');
    expect(altTextOf('A dam', true)).toBe('');
    expect(altTextOf(undefined, undefined)).toBe('');
  });
});
