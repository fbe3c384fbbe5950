import { describe, expect, it } from 'vitest';
import { SNIPPET_WINDOW, lexemesOf, possibleMatches, stretchesOf } from './searchWindows';

describe('lexemesOf', () => {
  it("reads a tsquery's lexemes, a doubled quote as one, and leaves out the negated", () => {
    expect(lexemesOf("'ferri' & 'schedul'")).toEqual(['ferri', 'schedul']);
    expect(lexemesOf("'night' <-> 'market' & !'bus' & ! 'tram'")).toEqual(['night', 'market']);
    expect(lexemesOf("'o''brien' | 'x'")).toEqual(["o'brien", 'x']);
    expect(lexemesOf('')).toEqual([]);
    expect(lexemesOf("'unclosed")).toEqual(['unclosed']);
    // -"night market" and -(a | b) negate a group, nested groups included.
    expect(lexemesOf("'ferri' & !( 'night' <-> 'market' )")).toEqual(['ferri']);
    expect(lexemesOf("!( 'a' & ( 'b' | 'c' ) ) & ( 'd' | 'e' )")).toEqual(['d', 'e']);
  });
});

describe('possibleMatches', () => {
  it('finds words that begin with a stem less its last letter, at the start of a word only', () => {
    const text = 'the ferryman and the ferry, then ferries; a very ferry';
    expect(possibleMatches(text, ['ferri'])).toEqual([4, 21, 33]);
    expect(possibleMatches('unmaking making', ['make'])).toEqual([9]);
    expect(possibleMatches('a cat scattered', ['cat'])).toEqual([2]);
    expect(possibleMatches('nothing here', ['ferri'])).toEqual([]);
    // Short stems change their last letter too: sky gives "ski", try "tri".
    expect(possibleMatches('a clear sky', ['ski'])).toEqual([8]);
    expect(possibleMatches('we try', ['tri'])).toEqual([3]);
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

  it('keeps the match in its stretch in Chinese text, which has no spaces to cut at', async () => {
    const chinese = (length: number) => '天星渡輪維多利亞港口碼頭'.repeat(Math.ceil(length / 12)).slice(0, length);
    // A line break before the word and a space after it: the stretch may not begin after that space.
    const before = `${chinese(3_000)}\nFerry times change. ${chinese(5_000)}`;
    expect(stretchesOf(before, ['ferri'])[0]).toContain('Ferry times');
    // The last space before the stretch's end is before the match: the stretch may not end there.
    const after = `${chinese(3_000)} 碼頭(ferry)${chinese(5_000)}`;
    expect(stretchesOf(after, ['ferri'])[0]).toContain('(ferry)');
  });
});
