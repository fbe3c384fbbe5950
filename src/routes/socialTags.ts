import type { DocumentMeta } from './useDocumentMeta';

/** The OpenGraph and Twitter tags of a head: title, description, address and image. */
type SocialTag = [attribute: 'property' | 'name', key: string, content: string];

export function socialTagsOf(meta: DocumentMeta): SocialTag[] {
  const image: SocialTag[] = meta.image ? [['property', 'og:image', meta.image]] : [];
  return [
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.canonical],
    ['property', 'og:type', 'article'],
    ...image,
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
  ];
}
