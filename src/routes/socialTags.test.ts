import { describe, expect, it } from 'vitest';
import { socialTagsOf } from './socialTags';
import { documentMetaOf } from './useDocumentMeta';

describe('link preview tags', () => {
  it('carry the title, description, address and the social image as an absolute address', () => {
    const meta = documentMetaOf(
      { title: 'Harbour', locale: 'en', description: 'On the water.', image: '/media/harbour.webp' },
      '/en/stories/harbour',
      'https://www.example.org',
    );
    expect(socialTagsOf(meta)).toEqual([
      ['property', 'og:title', 'Harbour — Masthead'],
      ['property', 'og:description', 'On the water.'],
      ['property', 'og:url', 'https://www.example.org/en/stories/harbour'],
      ['property', 'og:type', 'article'],
      ['property', 'og:image', 'https://www.example.org/media/harbour.webp'],
      ['name', 'twitter:card', 'summary_large_image'],
    ]);
    const plain = documentMetaOf({ title: 'Harbour', locale: 'en' }, '/en/stories/harbour', 'https://www.example.org');
    expect(socialTagsOf(plain).map(([, key]) => key)).not.toContain('og:image');
  });
});
