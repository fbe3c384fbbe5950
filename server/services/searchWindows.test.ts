import { describe, expect, it } from 'vitest';
import { SNIPPET_WINDOW, lexemesOf, possibleMatches, stretchesOf } from './searchWindows';

describe('lexemesOf', () => {
  it("reads a tsquery's lexemes, a doubled quote as one, and leaves out the negated", () => {
    expect(lexemesOf("'ferri' & 'schedul'")).toEqual(['ferri', 'schedul']);
    expect(lexemesOf("'night' <-> 'market' & !'bus' & ! 'tram'")).toEqual(['night', 'market']);
    expect(lexemesOf("'o''brien' | 'x'")).toEqual(["o'brien", 'x']);
    expect(lexemesOf('')).toEqual([]);
    expect(lexemesOf("'unclosed")).toEqual(['unclosed']);
  });
});

describe('possibleMatches', () => {
  it('finds words that begin with a stem less its last letter, at the start of a word only', () => {
    const text = 'the ferryman and the ferry, then ferries; a very ferry';
    expect(possibleMatches(text, ['ferri'])).toEqual([4, 21]);
    expect(possibleMatches('unmaking making', ['make'])).toEqual([9]);
    expect(possibleMatches('a cat scattered', ['cat'])).toEqual([2]);
    expect(possibleMatches('nothing here', ['ferri'])).toEqual([]);
  });
});

describe('stretchesOf', () => {
  const filler = (length: number) => 'Salt wind over the quay, gulls above the boats. '.repeat(Math.ceil(length / 48)).slice(0, length);

  it('gives a short text whole', () => {
    expect(stretchesOf('The ferry.', ['ferri'])).toEqual(['The ferry.']);
  });

  it('gives a long text a stretch around each possible match, then its first stretch, each of whole words', () => {
    const source = `${filler(5_000)} the ferry came ${filler(20_000)}`;
    const stretches = stretchesOf(source, ['ferri']);
    expect(stretches).toHaveLength(2);
    expect(stretches[0]).toContain('the ferry came');
    expect(stretches[1]).toBe(source.slice(0, stretches[1].length));
    for (const stretch of stretches) {
      expect(stretch.length).toBeLessThanOrEqual(SNIPPET_WINDOW);
      expect(source).toContain(stretch);
      // Whole words: each stretch begins and ends where the text has a space or its own end.
      const at = source.indexOf(stretch);
      expect(at === 0 || source[at - 1] === ' ').toBe(true);
      expect(at + stretch.length === source.length || source[at + stretch.length] === ' ').toBe(true);
    }
    expect(stretchesOf(source, ['tram'])).toEqual([stretches[1]]);
  });
});
