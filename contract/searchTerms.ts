import { stemmer } from 'stemmer';

/** Han characters (CJK ideographs and their extensions), which are written without spaces. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[\ud840-\ud87f][\udc00-\udfff]/u;
/** Letters and digits of any script: a word is a run of them (apostrophes and hyphens split words, as PostgreSQL's do). */
const WORD = /[\p{L}\p{N}]+/gu;
/** The commonest English words, which the server's 'english' search leaves out too. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
);

/**
 * The terms the static site's search indexes and looks for (issue 31), as near as a browser can come to the server's
 * search (migration 0016): English words lower-cased and stemmed (Porter's stemmer; PostgreSQL's 'english' uses its
 * Snowball successor), the commonest left out, and Han text as its pairs of neighbouring characters (a character on
 * its own as itself), so that a word of two characters is found inside a longer run.
 */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.normalize('NFKC').matchAll(WORD)) {
    if (!HAN.test(word)) {
      const lower = word.toLowerCase();
      if (!STOP_WORDS.has(lower)) terms.push(stemmer(lower));
      continue;
    }
    // A run that mixes Han with Latin letters: each Han stretch in pairs, each Latin stretch a word.
    for (const [part] of word.matchAll(
      /(?:[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[\ud840-\ud87f][\udc00-\udfff])+|[^\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ud840-\ud87f\udc00-\udfff]+/gu,
    )) {
      if (!HAN.test(part)) {
        terms.push(stemmer(part.toLowerCase()));
        continue;
      }
      const characters = [...part];
      if (characters.length === 1) terms.push(part);
      for (let index = 0; index + 1 < characters.length; index++) terms.push(characters[index] + characters[index + 1]);
    }
  }
  return terms;
}
