import { diffArrays } from 'diff';
import type { SavedNode } from './document';

/**
 * A block's print: its saved type and a 32-bit FNV-1a hash of its saved JSON, as `hhhhhhhh:type`. Two blocks with
 * one print are taken to be the same block; revisions keep their documents' prints, so counting what changed from
 * one to the next reads two short lists instead of two documents.
 */
export function blockPrintOf(block: SavedNode): string {
  const json = JSON.stringify(block);
  let hash = 0x811c9dc5;
  for (let index = 0; index < json.length; index++) {
    hash ^= json.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16).padStart(8, '0')}:${block.type}`;
}

export const blockPrintsOf = (blocks: readonly SavedNode[]): string[] => blocks.map(blockPrintOf);

const typeOfPrint = (print: string) => print.slice(9);

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
  let [b, a] = [0, 0];
  let run: Run | null = null;
  for (const part of diffArrays([...before], [...after])) {
    const count = part.count ?? part.value.length;
    if (!part.added && !part.removed) {
      run = null;
      runs.push({ same: Array.from({ length: count }, (_, offset) => [b + offset, a + offset] as [number, number]) });
      b += count;
      a += count;
      continue;
    }
    if (!run) runs.push((run = { removed: [], added: [] }));
    for (let offset = 0; offset < count; offset++) (part.added ? run.added : run.removed).push(part.added ? a++ : b++);
  }
  // A block removed in one place and added in another moved.
  const addedByPrint = new Map<string, number[]>();
  for (const each of runs) if ('added' in each) for (const at of each.added) addedByPrint.set(after[at], [...(addedByPrint.get(after[at]) ?? []), at]);
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
