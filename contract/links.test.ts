import { describe, expect, it } from 'vitest';
import { isSafeLink } from './links';
import { unsafeLinksIn } from './documentLinks';

describe('isSafeLink', () => {
  it.each(['https://example.org', 'http://a.b/c?d=e', 'mailto:someone@example.org', 'tel:+85212345678', '/en/stories/x', 'stories/x', '#top', '?q=1', 'HTTPS://EXAMPLE.ORG', 'a/b:c'])(
    'accepts %j',
    (link) => expect(isSafeLink(link)).toBe(true),
  );
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:x', 'java\nscript:x', '\u0000javascript:x', 'jav\u200bascript:x', 'data:text/html,x', 'vbscript:msgbox', 'file:///etc/passwd', 'ftp://x'])(
    'refuses %j',
    (link) => expect(isSafeLink(link)).toBe(false),
  );
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
        ],
      },
    } as const;
    expect(unsafeLinksIn(document as never).sort()).toEqual(['data:x', 'javascript:1', 'vbscript:x']);
    expect(unsafeLinksIn({ root: { type: 'root', version: 1, children: [] } })).toEqual([]);
  });
});
