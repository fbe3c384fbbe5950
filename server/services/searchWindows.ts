/**
 * Which stretch of a long text ts_headline reads. It parses all the text it is given (about 0.35 ms a thousand
 * characters, so 10 ms for a 30,000-character story), so a long text's snippet is made from a stretch around the
 * first words that may be a match, found here by plain string search: ts_headline then marks only true matches
 * (it knows the stemming), and when the stretch holds none the snippet falls back to the text's first stretch.
 */

/** The longest stretch ts_headline reads. */
export const SNIPPET_WINDOW = 2_000;
/** How far before a possible match a stretch begins. */
const BEFORE = 600;
/** How many possible matches are tried, each with its own stretch. */
const TRIES = 2;

/**
 * The lexemes a tsquery's text names ("'ferri' & !'bus' <-> 'market'"), without the negated ones: quoted, with a
 * quote inside written twice.
 */
export function lexemesOf(tsquery: string): string[] {
  const lexemes: string[] = [];
  let index = 0;
  while (index < tsquery.length) {
    const open = tsquery.indexOf("'", index);
    if (open < 0) break;
    let lexeme = '';
    let at = open + 1;
    for (; at < tsquery.length; at++) {
      if (tsquery[at] !== "'") lexeme += tsquery[at];
      else if (tsquery[at + 1] === "'") lexeme += tsquery[++at];
      else break;
    }
    if (tsquery.slice(0, open).trimEnd().at(-1) !== '!' && lexeme) lexemes.push(lexeme);
    index = at + 1;
  }
  return lexemes;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Where words begin that may stem to one of the lexemes: a stem is its word, or its word with the end changed
 * ("ferri" for ferry, "make" for making), so a word that begins with the stem less its last letter is tried.
 */
export function possibleMatches(lower: string, lexemes: string[], limit = TRIES): number[] {
  const found: number[] = [];
  for (const lexeme of lexemes) {
    const prefix = Array.from(lexeme).length > 3 ? lexeme.slice(0, -1) : lexeme;
    let from = 0;
    let hits = 0;
    while (hits < limit) {
      const at = lower.indexOf(prefix, from);
      if (at < 0) break;
      from = at + prefix.length;
      if (at > 0 && WORD_CHARACTER.test(lower[at - 1])) continue;
      found.push(at);
      hits++;
    }
  }
  return [...new Set(found)].sort((a, b) => a - b).slice(0, limit);
}

/** A stretch of at most SNIPPET_WINDOW characters from `start`, cut at spaces so no word is cut in two. */
function stretch(source: string, start: number): string {
  let from = Math.max(0, start);
  let to = Math.min(source.length, from + SNIPPET_WINDOW);
  if (from > 0) {
    const space = source.indexOf(' ', from);
    if (space >= 0 && space < to) from = space + 1;
  }
  if (to < source.length) {
    const space = source.lastIndexOf(' ', to);
    if (space > from) to = space;
  }
  return source.slice(from, to);
}

/**
 * The stretches for ts_headline, in the order to use them: the whole text when it is short; otherwise one around each
 * of the first possible matches, then the text's first stretch.
 */
export function stretchesOf(source: string, lexemes: string[]): string[] {
  if (source.length <= SNIPPET_WINDOW) return [source];
  const lower = source.toLowerCase();
  // toLowerCase keeps every index in place for the text search reads, but not for all of Unicode; when the lengths
  // differ, the first stretch is all that is tried.
  const starts = lower.length === source.length ? possibleMatches(lower, lexemes) : [];
  return [...starts.map((at) => stretch(source, at - BEFORE)), stretch(source, 0)];
}
