import type { SnippetSegment } from '../../contract/search';

/**
 * Snippets as text and marked runs, never HTML. ts_headline marks the English matches (it knows the stemming) with two
 * private-use characters, which are first removed from the page's text so only its own marks can appear; the Chinese
 * runs of the query are then found in the text by plain substring search.
 */

export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
/** The longest snippet, in characters, before an ellipsis. */
export const SNIPPET_LENGTH = 220;
/** How much text comes before the first match when a snippet is cut. */
const LEAD = 60;

/** ts_headline's options: its marks, and a stretch of 12 to 30 words. Double-quoted so the marks parse. */
export const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=30, MinWords=12`;

/** Segments of a ts_headline answer: the text between its marks is a match. */
export function segmentsOfHeadline(headline: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  let match = false;
  let text = '';
  for (const character of headline) {
    if (character !== MARK_START && character !== MARK_END) {
      text += character;
      continue;
    }
    if (text) segments.push({ text, match });
    text = '';
    match = character === MARK_START;
  }
  if (text) segments.push({ text, match });
  return segments;
}

/** The earliest place any of the runs appears in the text from `from`, with its length. */
function firstOf(text: string, runs: string[], from: number): { at: number; length: number } | null {
  let best: { at: number; length: number } | null = null;
  for (const run of runs) {
    const at = text.indexOf(run, from);
    if (at >= 0 && (!best || at < best.at || (at === best.at && run.length > best.length))) best = { at, length: run.length };
  }
  return best;
}

/** Marks every occurrence of the Chinese runs in the segments not yet marked. */
export function markRuns(segments: SnippetSegment[], runs: string[]): SnippetSegment[] {
  if (!runs.length) return segments;
  const marked: SnippetSegment[] = [];
  for (const segment of segments) {
    if (segment.match) {
      marked.push(segment);
      continue;
    }
    let from = 0;
    for (let found = firstOf(segment.text, runs, 0); found; found = firstOf(segment.text, runs, from)) {
      if (found.at > from) marked.push({ text: segment.text.slice(from, found.at), match: false });
      marked.push({ text: segment.text.slice(found.at, found.at + found.length), match: true });
      from = found.at + found.length;
    }
    if (from < segment.text.length) marked.push({ text: segment.text.slice(from), match: false });
  }
  return marked;
}

/**
 * ts_headline's stretch begins at the first match; the text before it (up to LEAD characters, from a word's start when
 * there is a space) is put back in front, so the match is read in context. Also whether text was left out either side.
 */
export function withLeadIn(
  source: string,
  segments: SnippetSegment[],
): { segments: SnippetSegment[]; cutBefore: boolean; cutAfter: boolean } {
  const plain = segments.map((segment) => segment.text).join('');
  const at = plain ? source.indexOf(plain) : -1;
  if (at < 0) return { segments, cutBefore: false, cutAfter: false };
  let start = Math.max(0, at - LEAD);
  const space = start > 0 ? source.indexOf(' ', start) : -1;
  if (space >= 0 && space < at) start = space + 1;
  const lead = source.slice(start, at);
  return {
    segments: lead ? [{ text: lead, match: false }, ...segments] : segments,
    cutBefore: start > 0,
    cutAfter: at + plain.length < source.length,
  };
}

/** For a query of Chinese only: the stretch of the text around the first place a run (or failing that a pair) appears. */
export function windowAround(text: string, runs: string[], pairs: string[]): { text: string; start: number } {
  const found = firstOf(text, runs, 0) ?? firstOf(text, pairs, 0);
  const start = found ? Math.max(0, found.at - LEAD) : 0;
  return { text: text.slice(start, start + SNIPPET_LENGTH * 2), start };
}

/** Keeps about SNIPPET_LENGTH characters, starting a little before the first match; ellipses where text was cut. */
export function clipSegments(segments: SnippetSegment[], cutBefore: boolean, cutAfter: boolean): SnippetSegment[] {
  let offset = 0;
  let firstMatch = -1;
  for (const segment of segments) {
    if (segment.match && firstMatch < 0) firstMatch = offset;
    offset += segment.text.length;
  }
  const total = offset;
  const start = firstMatch > LEAD && total > SNIPPET_LENGTH ? Math.min(firstMatch - LEAD, total - SNIPPET_LENGTH) : 0;
  const end = Math.min(total, start + SNIPPET_LENGTH);
  const clipped: SnippetSegment[] = [];
  offset = 0;
  for (const segment of segments) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + segment.text.length);
    if (to > from) clipped.push({ text: segment.text.slice(from - offset, to - offset), match: segment.match });
    offset += segment.text.length;
  }
  if ((start > 0 || cutBefore) && clipped.length) clipped.unshift({ text: '… ', match: false });
  if ((end < total || cutAfter) && clipped.length) clipped.push({ text: ' …', match: false });
  return clipped;
}
