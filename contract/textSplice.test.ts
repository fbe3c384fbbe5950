import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spliceOf, type TextSplice } from './textSplice';

const apply = (text: string, splice: TextSplice | null) =>
  splice ? text.slice(0, splice.index) + splice.insert + text.slice(splice.index + splice.remove) : text;

describe('spliceOf', () => {
  it('is the one edit a person made: typing, deleting, replacing a word', () => {
    expect(spliceOf('Harbour news', 'Harbour news today')).toEqual({ index: 12, remove: 0, insert: ' today' });
    expect(spliceOf('Harbour news', 'Harbor news')).toEqual({ index: 5, remove: 1, insert: '' });
    expect(spliceOf('the old pier', 'the new pier')).toEqual({ index: 4, remove: 3, insert: 'new' });
    expect(spliceOf('same', 'same')).toBeNull();
    // Repeated letters: the edit is placed once, not twice.
    expect(spliceOf('aaa', 'aaaa')).toEqual({ index: 3, remove: 0, insert: 'a' });
  });

  it('never cuts a surrogate pair', () => {
    const splice = spliceOf('a😀b', 'a😁b')!;
    expect(splice).toEqual({ index: 1, remove: 2, insert: '😁' });
  });

  it('turns any text into any other', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (from, to) => {
        const splice = spliceOf(from, to);
        expect(apply(from, splice)).toBe(to);
        if (splice) expect(splice.index + splice.remove).toBeLessThanOrEqual(from.length);
      }),
    );
  });
});
