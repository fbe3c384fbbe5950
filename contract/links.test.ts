import { describe, expect, it } from 'vitest';
import { isSafeLink, isSafeMediaSource, shownMediaSource } from './links';
import { unsafeLinksIn } from './documentLinks';

describe('isSafeLink', () => {
  it.each([
    'https://example.org',
    'http://a.b/c?d=e',
    'mailto:someone@example.org',
    'tel:+85212345678',
    '/en/stories/x',
    'stories/x',
    '#top',
    '?q=1',
    'HTTPS://EXAMPLE.ORG',
    'a/b:c',
  ])('accepts %j', (link) => expect(isSafeLink(link)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:x',
    'java\nscript:x',
    '\u0000javascript:x',
    'jav\u200bascript:x',
    'data:text/html,x',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://x',
  ])('refuses %j', (link) => expect(isSafeLink(link)).toBe(false));
});

describe('isSafeMediaSource', () => {
  it.each(['https://example.org/a.png', 'http://a.b/c.jpg', '/media/abc.png', 'images/a.png', '#F6E36C', 'placeholder-loading-image'])(
    'accepts %j',
    (source) => expect(isSafeMediaSource(source)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    ' data:image/png;base64,AAAA',
    'DATA:image/svg+xml,x',
    'blob:https://example.org/1',
    'mailto:a@b.c',
    'tel:1',
    'java\tscript:x',
    'file:///x',
  ])('refuses %j', (source) => expect(isSafeMediaSource(source)).toBe(false));
  it('shows a safe address and nothing for any other value', () => {
    expect(shownMediaSource('/media/a.png')).toBe('/media/a.png');
    expect(shownMediaSource('data:image/png;base64,AAAA')).toBe('');
    expect(shownMediaSource(42)).toBe('');
  });
});

describe('unsafeLinksIn', () => {
  it('finds unsafe values in nested nodes, cards and buttons, and nothing in a clean document', () => {
    const document = {
      root: {
        type: 'root',
        version: 1,
        children: [
          { type: 'link', version: 1, url: 'javascript:1', children: [] },
          { type: 'banner', version: 1, link: 'https://ok.example' },
          { type: 'tagged-preview', version: 1, cards: [{ link: 'data:x' }, { link: 'mailto:a@b.c' }] },
          { type: 'inlineButton', version: 1, buttons: [{ url: 'vbscript:x' }] },
          { type: 'inline-image', version: 1, src: '/media/a.png' },
          { type: 'lead-image', version: 1, image: 'javascript:lead' },
          { type: 'white-cards', version: 1, cards: [{ image: '#F6E36C' }, { image: 'data:image/png;base64,card' }] },
          { type: 'video-node', version: 1, src: 'mailto:video@example.org' },
        ],
      },
    } as const;
    expect(unsafeLinksIn(document as never).sort()).toEqual([
      'data:image/png;base64,card',
      'data:x',
      'javascript:1',
      'javascript:lead',
      'mailto:video@example.org',
      'vbscript:x',
    ]);
    expect(unsafeLinksIn({ root: { type: 'root', version: 1, children: [] } })).toEqual([]);
  });
});
