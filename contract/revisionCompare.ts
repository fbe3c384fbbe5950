import { diffArrays } from 'diff';

/**
 * Block prints are `<hash>:<type>` strings, made by the server (server/prints/blockPrints.ts); anything that gives
 * equal blocks equal strings and different blocks different ones will do here, the browser's comparison uses the
 * blocks' JSON. The type is what follows the first colon, or what `typeOf` says.
 */
export type PrintType = (print: string) => string;

// The type follows the first colon, in old prints as in new ones.
export const typeOfPrint: PrintType = (print) => print.slice(print.indexOf(':') + 1);

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
  const pairs = before.flatMap((id, at): Array<[number, number]> =>
    inBefore.get(id) === 1 && inAfter.get(id) === 1 ? [[at, placeAfter.get(id)!]] : [],
  );
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
export function compareBlockPrints(
  before: readonly string[],
  after: readonly string[],
  typeOf: PrintType = typeOfPrint,
): { changes: BlockChange[]; counts: BlockCounts } {
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
  for (const each of runs)
    if ('added' in each)
      for (const at of each.added) {
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
      if (index < paired && typeOf(before[from]) === typeOf(after[to])) changes.push({ kind: 'changed', before: from, after: to });
      else {
        if (from !== undefined) changes.push({ kind: 'removed', before: from });
        if (to !== undefined) changes.push({ kind: 'added', after: to });
      }
    }
  }
  for (const change of changes) if (change.kind !== 'same') counts[change.kind]++;
  return { changes, counts };
}
