/** One edit that turns a text into another: at `index` (UTF-16), remove `remove` code units and insert `insert`. */
export interface TextSplice {
  index: number;
  remove: number;
  insert: string;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The smallest single splice from `from` to `to` (their common start and end kept), never cutting a surrogate pair:
 * a field's whole new value becomes the edit a person made, so a shared text (the live session's title, issue 34)
 * merges two people's typing instead of keeping one's. Null when they are equal. Linear in the lengths.
 */
export function spliceOf(from: string, to: string): TextSplice | null {
  if (from === to) return null;
  const shorter = Math.min(from.length, to.length);
  let start = 0;
  while (start < shorter && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  if (start > 0 && isHighSurrogate(from.charCodeAt(start - 1))) start--;
  let end = 0;
  while (end < shorter - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end++;
  if (end > 0 && isLowSurrogate(from.charCodeAt(from.length - end))) end--;
  return { index: start, remove: from.length - start - end, insert: to.slice(start, to.length - end) };
}
