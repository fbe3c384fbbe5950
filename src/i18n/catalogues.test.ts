import { describe, expect, it } from 'vitest';
import { CATALOGUES, catalogueProblems } from './catalogues';
import { fillPlaceholders, translatorOf } from './translate';

// Words that stay in Latin letters in Hong Kong Chinese: the product's name, acronyms, and English by its own name (a
// link to the English site names it as its readers do, as the /en site names Chinese 中文).
const LATIN_ALLOWED =
  /^(Masthead|English|URL|SEO|ISO|RSS|HTML|PDF|CSV|SVG|JPEG|PNG|WebP|AVIF|GIF|EN|Email|E-mail|YouTube|Vimeo|Alt|OpenGraph|Twitter|API|Authorization|Bearer)$/;

describe('the message catalogues', () => {
  it('give every English key a zh-HK text with the same placeholders, and no more', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it('find a missing key, an extra key and a dropped placeholder', () => {
    const broken = { part: { en: { a: 'A {name}', b: 'B' }, hk: { a: '甲', c: '丙' } } };
    expect(catalogueProblems(broken)).toEqual([
      'part: "a" uses other placeholders in zh-HK',
      'part: "b" has no zh-HK text',
      'part: "c" is not an English key',
    ]);
  });

  it('hold no English words in their zh-HK texts', () => {
    const english: string[] = [];
    for (const [part, { hk }] of Object.entries(CATALOGUES)) {
      for (const [key, text] of Object.entries(hk)) {
        const words = text.replace(/\{[A-Za-z]+\}/g, '').match(/[A-Za-z][A-Za-z-]+/g) ?? [];
        if (words.some((word) => !LATIN_ALLOWED.test(word))) english.push(`${part}: ${key}: ${text}`);
      }
    }
    expect(english).toEqual([]);
  });
});

describe('translate', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(fillPlaceholders('{count} of {total} for {who}', { count: 2, total: 3 })).toBe('2 of 3 for {who}');
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });

  it('answers each locale from its own catalogue', () => {
    const messages = { en: { hello: 'Hello {name}' }, hk: { hello: '你好 {name}' } } as const;
    expect(translatorOf(messages, 'en')('hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(translatorOf(messages, 'hk')('hello', { name: 'Ann' })).toBe('你好 Ann');
  });
});
