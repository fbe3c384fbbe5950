import { sql, type SQL } from 'drizzle-orm';

/**
 * What a search's text asks for, split as migration 0016_search.sql indexes pages: the runs of Chinese ideographs (each
 * found as consecutive character pairs) and the rest, which PostgreSQL's websearch_to_tsquery reads as English with
 * stemming. The user's text reaches SQL only as bound parameters of websearch_to_tsquery and phraseto_tsquery, which
 * take any text (quotes, operators, punctuation) without error; no tsquery syntax is ever built from it.
 */

/** The ideograph ranges of 0016_search.sql: CJK Extension A, Unified Ideographs, Compatibility, Extensions B to F. */
const IDEOGRAPH = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{2ffff}]/u;

export interface ParsedSearch {
  /** The text without its ideographs, for the English configuration. */
  latin: string;
  /** Runs of ideographs, each at least one character, in the order they came. */
  runs: string[];
}

/** Splits the text into its ideograph runs and the rest; one pass over its characters, no regular expression loop. */
export function parseSearch(text: string): ParsedSearch {
  const runs: string[] = [];
  let latin = '';
  let run = '';
  for (const character of text) {
    if (IDEOGRAPH.test(character)) {
      run += character;
      continue;
    }
    if (run) runs.push(run);
    run = '';
    latin += character;
  }
  if (run) runs.push(run);
  return { latin: latin.replaceAll('\u0000', ' '), runs };
}

/** The pairs 0016_search.sql indexes for a run of ideographs: "天星渡輪" gives "天星 星渡 渡輪". */
export function pairsOf(run: string): string[] {
  const characters = Array.from(run);
  if (characters.length < 2) return characters;
  const pairs: string[] = [];
  for (let index = 0; index + 1 < characters.length; index++) pairs.push(characters[index] + characters[index + 1]);
  return pairs;
}

/**
 * The tsquery for the parsed text: every part must match (AND). A run of two or more ideographs is the phrase of its
 * pairs, so it matches where the run appears as written; a single ideograph matches any pair it begins, or a run's
 * last character, by prefix (the character is quoted with quote_literal, so it is always one lexeme). Null when the
 * text asks for nothing searchable (only punctuation or English stop words).
 */
export function tsqueryOf(parsed: ParsedSearch): SQL | null {
  const parts: SQL[] = [];
  if (parsed.latin.trim()) parts.push(sql`websearch_to_tsquery('pg_catalog.english', ${parsed.latin})`);
  for (const run of parsed.runs) {
    if (Array.from(run).length === 1) parts.push(sql`to_tsquery('pg_catalog.simple', quote_literal(${run}) || ':*')`);
    else parts.push(sql`phraseto_tsquery('pg_catalog.simple', ${pairsOf(run).join(' ')})`);
  }
  if (!parts.length) return null;
  return sql.join(parts, sql` && `);
}

/** The English words of the text as a tsquery, for ts_headline's marks; null when there are none. */
export function latinTsqueryOf(parsed: ParsedSearch): SQL | null {
  return parsed.latin.trim() ? sql`websearch_to_tsquery('pg_catalog.english', ${parsed.latin})` : null;
}
