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
/** How many possible matches are tried, each with its own stretch (a near miss, "ferryman" for ferry, costs one). */
const TRIES = 3;

/**
 * The lexemes a tsquery's text names ("'ferri' & !'bus' <-> 'market'"), without the negated ones, alone or in a
 * negated group (`!( 'night' <-> 'market' )`, from -"night market"): quoted, with a quote inside written twice.
 */
export function lexemesOf(tsquery: string): string[] {
  const lexemes: string[] = [];
  /** For each open parenthesis, whether what is inside it is negated. */
  const groups: boolean[] = [];
  let bang = false;
  for (let at = 0; at < tsquery.length; at++) {
    const character = tsquery[at];
    if (character === '!') bang = true;
    else if (character === '(') {
      groups.push(bang || (groups.at(-1) ?? false));
      bang = false;
    } else if (character === ')') groups.pop();
    else if (character === "'") {
      let lexeme = '';
      for (at++; at < tsquery.length; at++) {
        if (tsquery[at] !== "'") lexeme += tsquery[at];
        else if (tsquery[at + 1] === "'") lexeme += tsquery[++at];
        else break;
      }
      if (lexeme && !bang && !(groups.at(-1) ?? false)) lexemes.push(lexeme);
      bang = false;
    } else if (character !== ' ') bang = false;
  }
  return lexemes;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Where words begin that may stem to one of the lexemes: a stem is its word, or its word with the end changed
 * ("ferri" for ferry, "make" for making, "ski" for sky), so a word that begins with the stem less its last letter is
 * tried (a stem of two letters or fewer, whole).
 */
export function possibleMatches(lower: string, lexemes: string[], limit = TRIES): number[] {
  const found: number[] = [];
  for (const lexeme of lexemes) {
    const prefix = Array.from(lexeme).length > 2 ? lexeme.slice(0, -1) : lexeme;
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

/** Whether the character is white space: where a stretch may begin or end without cutting a word. */
const isSpace = (character: string | undefined) => character !== undefined && character.trim() === '';

/**
 * A stretch of at most SNIPPET_WINDOW characters about the possible match at `match`, beginning BEFORE characters
 * ahead of it: moved on to just after white space, and ended just before white space, where there is some between
 * its ends and the match, so no word is cut in two and the match is never cut off (text without spaces, such as
 * Chinese, is cut where the stretch ends).
 */
function stretch(source: string, match: number): string {
  let from = Math.max(0, match - BEFORE);
  let to = Math.min(source.length, from + SNIPPET_WINDOW);
  if (from > 0 && !isSpace(source[from - 1])) {
    let at = from;
    while (at < match && !isSpace(source[at])) at++;
    if (at < match) from = at + 1;
  }
  if (to < source.length && !isSpace(source[to])) {
    let at = to - 1;
    while (at > match && !isSpace(source[at])) at--;
    if (at > match) to = at;
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
  return [...starts.map((at) => stretch(source, at)), stretch(source, 0)];
}
