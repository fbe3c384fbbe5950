import { describe, expect, it } from 'vitest';
import type { SavedDocument } from './document';
import { leadImageOf, siteLinksIn } from './checklist';

const documentOf = (...children: unknown[]) => ({ root: { type: 'root', version: 1, children } }) as unknown as SavedDocument;

describe("a document's links to the site's pages", () => {
  it('finds relative and own-origin links in document order, once per block, and leaves others and memos alone', () => {
    const cards = {
      type: 'gray-cards',
      cards: [
        { title: 'A', link: '/en/stories/a' },
        { title: 'B', link: 'https://www.example.org/hk/news/b?x=1' },
        { title: 'Again', link: '/en/stories/a' },
      ],
    };
    const paragraph = {
      type: 'paragraph',
      children: [
        { type: 'link', url: 'https://elsewhere.example.org/en/stories/c' },
        { type: 'link', url: '//www.example.org/en/stories/d' },
        { type: 'link', url: '/en/memo/notes-abc' },
        { type: 'link', url: '/en/not-a-collection/e' },
        { type: 'link', url: 'mailto:someone@example.org' },
        { type: 'autolink', url: '/hk/events/f#top' },
      ],
    };
    const subpage = { type: 'subpage-block', public_route: '/en/stories/g', editor_route: '/en/page-templates/stories/g' };
    expect(siteLinksIn(documentOf(cards, paragraph, subpage), 'https://www.example.org')).toEqual([
      { block: 0, href: '/en/stories/a', collection: 'stories', slug: 'a' },
      { block: 0, href: 'https://www.example.org/hk/news/b?x=1', collection: 'news', slug: 'b' },
      { block: 1, href: '/hk/events/f#top', collection: 'events', slug: 'f' },
    ]);
  });

  it('walks a deeply nested document without recursion', () => {
    let node: Record<string, unknown> = { type: 'link', url: '/en/news/deep' };
    for (let i = 0; i < 100_000; i++) node = { type: 'quote', children: [node] };
    expect(siteLinksIn(documentOf(node), null)).toEqual([{ block: 0, href: '/en/news/deep', collection: 'news', slug: 'deep' }]);
  });
});

describe('the lead image', () => {
  it('is the picture or video of a lead-image block that comes first', () => {
    expect(leadImageOf(documentOf({ type: 'lead-image', image: '/media/a.jpg' }))).toBe('/media/a.jpg');
    expect(leadImageOf(documentOf({ type: 'paragraph' }, { type: 'lead-image', image: '/media/a.jpg' }))).toBeNull();
    expect(leadImageOf(documentOf({ type: 'lead-image', image: ' ' }))).toBeNull();
    expect(leadImageOf(documentOf())).toBeNull();
  });
});
