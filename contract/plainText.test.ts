import { describe, expect, it } from 'vitest';
import { bodyTextOf, plainTextOf } from './plainText';

const text = (value: string) => ({ type: 'text', version: 1, text: value });
const paragraph = (...children: object[]) => ({ type: 'paragraph', version: 1, children });

describe('plainTextOf', () => {
  it('joins text in document order, turns newlines into spaces and drops repeated words', () => {
    const document = {
      root: { type: 'root', version: 1, children: [paragraph(text('The harbour\nat dawn')), paragraph(text('The harbour at dusk'))] },
    };
    expect(plainTextOf(document as never)).toBe('The harbour at dawn dusk');
  });

  it('includes the text held in block fields such as card titles', () => {
    const document = {
      root: { type: 'root', version: 1, children: [{ type: 'banner', version: 1, title: 'Open day', description: 'Come along' }] },
    };
    expect(plainTextOf(document as never)).toBe('Open day Come along');
  });
});

describe('bodyTextOf', () => {
  it('keeps every word in order, a block a line, inline texts and links joined as written', () => {
    const link = { type: 'link', version: 1, url: 'https://example.org', children: [text('harbour')] };
    const document = {
      root: {
        type: 'root',
        version: 1,
        children: [
          paragraph(text('The '), link, text(' at dawn, the'), { type: 'linebreak', version: 1 }, text('tide')),
          { type: 'banner', version: 1, title: 'Open day', description: 'Come along' },
          paragraph(text('The harbour at dusk')),
        ],
      },
    };
    expect(bodyTextOf(document as never)).toBe('The harbour at dawn, the\ntide\nOpen day\nCome along\nThe harbour at dusk');
  });
});
