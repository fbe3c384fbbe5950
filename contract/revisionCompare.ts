import { diffArrays } from 'diff';
import type { SavedNode } from './document';

/**
 * A block's print: 96 bits of hash of its saved JSON (in 16 characters of base64url) and its saved type, as
 * `<hash>:type`. Two blocks with one print are taken to be the same block: revisions keep their documents' prints, so
 * counting what changed from one to the next reads two short lists instead of two documents, and the server stores
 * each block of a page once, under its hash. Three 32-bit lanes over the JSON's UTF-8 bytes taken four at a time:
 * FNV-1a's, and two multiply-rotate lanes mixed at the end (cyrb53's finish). Plain JavaScript, for the browser too:
 * about 1 ms for 2,000 blocks (600 kB) on top of the JSON itself. The lanes share some structure, so count on 64
 * bits rather than 96: on a page holding a million different blocks over its life, the odds that two of them ever
 * share a print are about 1 in 40 million.
 */
export function printOfJson(json: string, type: string): string {
  if (json.length * 3 + 4 > bytes.length) {
    bytes = new Uint8Array(json.length * 3 + 4);
    words = new DataView(bytes.buffer);
    ints = new Int32Array(bytes.buffer);
  }
  const { written } = encoder.encodeInto(json, bytes);
  bytes.fill(0, written, written + 4);
  const count = (written + 3) >> 2;
  let a = 0x811c9dc5 ^ written;
  let b = 0xdeadbeef;
  let c = 0x41c6ce57;
  for (let index = 0; index < count; index++) {
    const word = LITTLE_ENDIAN ? ints[index] : words.getInt32(index * 4, true);
    a = Math.imul(a ^ word, 0x01000193);
    b = Math.imul(b ^ word, 0x9e3779b1);
    b = (b << 15) | (b >>> 17);
    c = Math.imul(c ^ word, 0x5f356495);
    c = (c << 13) | (c >>> 19);
  }
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b) ^ Math.imul(c ^ (c >>> 13), 0xc2b2ae35);
  c = Math.imul(c ^ (c >>> 16), 0x85ebca6b) ^ Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  // 96 bits as four groups of 24, each four characters.
  return `${base64(a >>> 8)}${base64(((a & 0xff) << 16) | (b >>> 16))}${base64(((b & 0xffff) << 8) | (c >>> 24))}${base64(c & 0xffffff)}:${type}`;
}

const encoder = new TextEncoder();
let bytes = new Uint8Array(1 << 16);
let words = new DataView(bytes.buffer);
let ints = new Int32Array(bytes.buffer);
// Words are read little-endian everywhere, so a print is the same on any machine; an Int32Array is the fast way where
// the machine is little-endian (all of today's).
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const base64 = (bits: number) => DIGITS[(bits >>> 18) & 63] + DIGITS[(bits >>> 12) & 63] + DIGITS[(bits >>> 6) & 63] + DIGITS[bits & 63];

/** The length of a print's hash: 16 characters (prints made before 2026-11 had 8 hex digits). */
export const PRINT_HASH_LENGTH = 16;

export const blockPrintOf = (block: SavedNode): string => printOfJson(JSON.stringify(block), block.type);

export const blockPrintsOf = (blocks: readonly SavedNode[]): string[] => blocks.map(blockPrintOf);

/** The prints of `blocks` and their saved JSON, each made once (the server stores the JSON of blocks it has not). */
export function printedBlocksOf(blocks: readonly SavedNode[]): { prints: string[]; jsons: string[] } {
  const jsons = blocks.map((block) => JSON.stringify(block));
  return { prints: jsons.map((json, index) => printOfJson(json, blocks[index].type)), jsons };
}

// The type follows the first colon, in old prints as in new ones.
const typeOfPrint = (print: string) => print.slice(print.indexOf(':') + 1);

function range(from: number, to: number): number[] {
  const places: number[] = [];
  for (let at = from; at < to; at++) places.push(at);
  return places;
}

/** Past this many edits between the common blocks, the diff gives way to matching the blocks found once on each side. */
const MAX_EDITS = 400;

/**
 * The pairs of places (before, after) of the blocks kept in place, in order: the longest common subsequence of the
 * prints, by `diff`'s diffArrays. Its cost grows with the number of edits, so it compares only the prints found on
 * both sides (a block on one side only is added or removed wherever it stands), as numbers rather than strings; and
 * past MAX_EDITS (say, a document turned upside down) it keeps the longest ordered run of blocks found once on each
 * side instead, as patience diff does, which may keep fewer blocks in place than the diff would have.
 */
function keptInPlace(before: readonly string[], after: readonly string[]): Array<[number, number]> {
  const ids = new Map<string, number>();
  const idOf = (print: string) => {
    let id = ids.get(print);
    if (id === undefined) ids.set(print, (id = ids.size));
    return id;
  };
  const [beforeIds, afterIds] = [before.map(idOf), after.map(idOf)];
  const [inBefore, inAfter] = [new Set(beforeIds), new Set(afterIds)];
  const keptBefore: number[] = [];
  const keptAfter: number[] = [];
  for (let at = 0; at < before.length; at++) if (inAfter.has(beforeIds[at])) keptBefore.push(at);
  for (let at = 0; at < after.length; at++) if (inBefore.has(afterIds[at])) keptAfter.push(at);
  const pairs: Array<[number, number]> = [];
  // Most saves change blocks in place and move none: then the common blocks are in one order on both sides.
  let same = keptBefore.length === keptAfter.length;
  for (let index = 0; same && index < keptBefore.length; index++) same = beforeIds[keptBefore[index]] === afterIds[keptAfter[index]];
  if (same) {
    for (let index = 0; index < keptBefore.length; index++) pairs.push([keptBefore[index], keptAfter[index]]);
    return pairs;
  }
  const parts = diffArrays(
    keptBefore.map((at) => beforeIds[at]),
    keptAfter.map((at) => afterIds[at]),
    { maxEditLength: MAX_EDITS },
  );
  if (!parts) return patienceAnchors(beforeIds, afterIds);
  let [b, a] = [0, 0];
  for (const part of parts) {
    const count = part.count ?? part.value.length;
    if (part.added) a += count;
    else if (part.removed) b += count;
    else for (let offset = 0; offset < count; offset++) pairs.push([keptBefore[b++], keptAfter[a++]]);
  }
  return pairs;
}

/** The longest run, in order on both sides, of the blocks found exactly once on each side. */
function patienceAnchors(before: number[], after: number[]): Array<[number, number]> {
  const countOf = (ids: number[]) => ids.reduce((counts, id) => counts.set(id, (counts.get(id) ?? 0) + 1), new Map<number, number>());
  const [inBefore, inAfter] = [countOf(before), countOf(after)];
  const placeAfter = new Map<number, number>();
  after.forEach((id, at) => placeAfter.set(id, at));
  const pairs = before.flatMap((id, at): Array<[number, number]> => (inBefore.get(id) === 1 && inAfter.get(id) === 1 ? [[at, placeAfter.get(id)!]] : []));
  // Longest increasing subsequence of the places after, by patience sorting.
  const tails: number[] = [];
  const previous: number[] = [];
  pairs.forEach(([, to], index) => {
    let [low, high] = [0, tails.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[tails[middle]][1] < to) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? tails[low - 1] : -1;
    tails[low] = index;
  });
  const kept: Array<[number, number]> = [];
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]) kept.push(pairs[index]);
  return kept.reverse();
}

export type BlockChange =
  | { kind: 'same'; before: number; after: number }
  | { kind: 'added'; after: number }
  | { kind: 'removed'; before: number }
  | { kind: 'changed'; before: number; after: number }
  | { kind: 'moved'; before: number; after: number };

export interface BlockCounts {
  added: number;
  removed: number;
  changed: number;
  moved: number;
}

/**
 * Block by block, what turned the `before` blocks into the `after` ones (by their prints): blocks kept in order are
 * the same; a removed block whose print comes back elsewhere moved; within one run of edits, a removed and an added
 * block of one type in the same place changed; the rest were added or removed. Changes come in document order.
 */
export function compareBlockPrints(before: readonly string[], after: readonly string[]): { changes: BlockChange[]; counts: BlockCounts } {
  type Run = { removed: number[]; added: number[] };
  const runs: Array<Run | { same: Array<[number, number]> }> = [];
  let b = 0;
  let a = 0;
  let same: Array<[number, number]> | null = null;
  for (const pair of keptInPlace(before, after)) {
    if (pair[0] > b || pair[1] > a) {
      runs.push({ removed: range(b, pair[0]), added: range(a, pair[1]) });
      same = null;
    }
    if (same) same.push(pair);
    else runs.push({ same: (same = [pair]) });
    b = pair[0] + 1;
    a = pair[1] + 1;
  }
  if (before.length > b || after.length > a) runs.push({ removed: range(b, before.length), added: range(a, after.length) });
  // A block removed in one place and added in another moved.
  const addedByPrint = new Map<string, number[]>();
  for (const each of runs) if ('added' in each) for (const at of each.added) {
      const places = addedByPrint.get(after[at]);
      if (places) places.push(at);
      else addedByPrint.set(after[at], [at]);
    }
  const movedTo = new Map<number, number>();
  const movedFrom = new Set<number>();
  for (const each of runs) {
    if (!('removed' in each)) continue;
    for (const from of each.removed) {
      const places = addedByPrint.get(before[from]);
      if (!places?.length) continue;
      const to = places.shift()!;
      movedTo.set(from, to);
      movedFrom.add(to);
    }
  }
  const changes: BlockChange[] = [];
  const counts: BlockCounts = { added: 0, removed: 0, changed: 0, moved: 0 };
  for (const each of runs) {
    if ('same' in each) {
      for (const [from, to] of each.same) changes.push({ kind: 'same', before: from, after: to });
      continue;
    }
    const removed = each.removed.filter((from) => !movedTo.has(from));
    const added = each.added.filter((to) => !movedFrom.has(to));
    for (const from of each.removed) if (movedTo.has(from)) changes.push({ kind: 'moved', before: from, after: movedTo.get(from)! });
    const paired = Math.min(removed.length, added.length);
    for (let index = 0; index < Math.max(removed.length, added.length); index++) {
      const [from, to] = [removed[index], added[index]];
      if (index < paired && typeOfPrint(before[from]) === typeOfPrint(after[to])) changes.push({ kind: 'changed', before: from, after: to });
      else {
        if (from !== undefined) changes.push({ kind: 'removed', before: from });
        if (to !== undefined) changes.push({ kind: 'added', after: to });
      }
    }
  }
  for (const change of changes) if (change.kind !== 'same') counts[change.kind]++;
  return { changes, counts };
}
