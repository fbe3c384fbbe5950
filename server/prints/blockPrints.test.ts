import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedNode } from '../../contract/document';
import { blockPrintOf, printOfJson, printedBlocksOf } from './blockPrints';
import { sha256Base64url as inBrowser } from './sha256.browser';
import { sha256Base64url as onServer } from './sha256.node';

const paragraph = (text: string): SavedNode => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] });

describe('block prints', () => {
  it('gives one print to equal blocks and another to any change, with the block type', () => {
    expect(blockPrintOf(paragraph('a'))).toBe(blockPrintOf(paragraph('a')));
    expect(blockPrintOf(paragraph('a'))).not.toBe(blockPrintOf(paragraph('b')));
    expect(blockPrintOf({ type: 'inline-image', version: 1, src: '/media/x.png' })).toMatch(/^[A-Za-z0-9_-]{22}:inline-image$/);
  });

  it('is the SHA-256 of the JSON, whatever was printed before it (no state kept between calls)', () => {
    // The old hand-written hash kept a buffer between calls: after a long block with a length not a multiple of 4 it
    // printed every block from stale bytes, so blocks of one length shared a print ("body A" and "body B").
    const long = paragraph('x'.repeat(21_803));
    const before = [blockPrintOf(paragraph('body A')), blockPrintOf(paragraph('body B'))];
    expect(() => blockPrintOf(long)).not.toThrow();
    expect([blockPrintOf(paragraph('body A')), blockPrintOf(paragraph('body B'))]).toEqual(before);
    expect(before[0]).not.toBe(before[1]);
    // The well-known digest of "abc", so the print is SHA-256 and nothing of our own.
    expect(printOfJson('abc', 't')).toBe('ungWv48Bz-pBQUDeXa4iI7:t');
  });

  it('is the same in the browser (mock mode) as on the server, for any text and length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (text) => {
        expect(inBrowser(text)).toBe(onServer(text));
      }),
      { numRuns: 300 },
    );
    for (const length of [0, 1, 2, 3, 65_535, 65_537, 21_801, 1_000_003])
      expect(inBrowser('é'.repeat(length))).toBe(onServer('é'.repeat(length)));
  });

  it('prints each block once with its JSON', () => {
    const blocks = [paragraph('one'), paragraph('two')];
    const { prints, jsons } = printedBlocksOf(blocks);
    expect(jsons).toEqual(blocks.map((block) => JSON.stringify(block)));
    expect(prints).toEqual(blocks.map(blockPrintOf));
  });
});
