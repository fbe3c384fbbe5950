import { compareBlockPrints, typeOfPrint, type PrintType } from './revisionCompare';
import type { SavedNode } from './document';

/**
 * One place of a merged document: a block taken from one side (by its index there), or a conflict between what each
 * side made of one block of the base (null where that side removed it). A block taken from theirs that my side holds
 * alike says where (`same`), so an editor can keep its own.
 */
export type MergedPlace =
  { take: 'mine' | 'theirs'; index: number; same?: number } | { conflict: { mine: number | null; theirs: number | null } };

export interface BlockMerge {
  places: MergedPlace[];
  /** How many places are conflicts. */
  conflicts: number;
}

type Fate = { kind: 'same' | 'changed' | 'moved'; at: number } | { kind: 'removed' };

/** What one side did to each base block, and which of its blocks it added (contract/revisionCompare.ts). */
function fatesOf(base: readonly string[], side: readonly string[], typeOf: PrintType) {
  const fates: Fate[] = base.map(() => ({ kind: 'removed' }));
  const baseOf: Array<number | null> = side.map(() => null);
  for (const change of compareBlockPrints(base, side, typeOf).changes) {
    if (change.kind === 'removed' || change.kind === 'added') continue;
    fates[change.before] = { kind: change.kind, at: change.after };
    baseOf[change.after] = change.before;
  }
  return { fates, baseOf };
}

/**
 * Three-way merge of a document's blocks, by their prints: `base` is the version both sides started from, `mine` the
 * copy being saved, `theirs` the version saved meanwhile. A block only one side changed, added, removed or moved is
 * taken from that side; one both sides changed alike is taken once. Only a block both sides changed differently, or
 * that one side changed and the other removed, is a conflict. The result follows theirs' order, with my moves and
 * additions placed after the block that comes before them in my copy.
 */
export function mergeBlocks(
  base: readonly string[],
  mine: readonly string[],
  theirs: readonly string[],
  typeOf: PrintType = typeOfPrint,
): BlockMerge {
  const ours = fatesOf(base, mine, typeOf);
  const their = fatesOf(base, theirs, typeOf);
  // The merged places, in theirs' order to begin with; `slotOfMine[k]` is where my block k stands, when it does.
  const places: Array<MergedPlace | null> = theirs.map((_, index) => ({ take: 'theirs', index }));
  const slotOfMine = new Map<number, MergedPlace>();
  const toPlace: MergedPlace[] = [];
  const placeMine = (k: number, place: MergedPlace) => {
    slotOfMine.set(k, place);
    toPlace.push(place);
  };
  let conflicts = 0;
  for (let b = 0; b < base.length; b++) {
    const [m, t] = [ours.fates[b], their.fates[b]];
    if (t.kind === 'removed') {
      // Theirs removed it: gone, unless I changed it (then I choose).
      if (m.kind === 'changed') {
        conflicts++;
        placeMine(m.at, { conflict: { mine: m.at, theirs: null } });
      }
      continue;
    }
    const slot = places[t.at]!;
    if (m.kind === 'removed') {
      if (t.kind === 'changed') {
        conflicts++;
        places[t.at] = { conflict: { mine: null, theirs: t.at } };
      } else places[t.at] = null;
      continue;
    }
    if (m.kind === 'changed') {
      if (t.kind !== 'changed') places[t.at] = { take: 'mine', index: m.at };
      else if (mine[m.at] !== theirs[t.at]) {
        conflicts++;
        places[t.at] = { conflict: { mine: m.at, theirs: t.at } };
      } else places[t.at] = { take: 'theirs', index: t.at, same: m.at };
      slotOfMine.set(m.at, places[t.at]!);
      continue;
    }
    // Mine kept it as it was; moved it where theirs did not.
    if (t.kind !== 'changed') (slot as { same?: number }).same = m.at;
    slotOfMine.set(m.at, slot);
    if (m.kind === 'moved' && t.kind !== 'moved') {
      places[t.at] = null;
      toPlace.push(slot);
    }
  }
  // A block both sides added (say, the other editor's addition, already taken into my copy) is taken once.
  const addedByTheirs = new Map<string, number[]>();
  for (let j = 0; j < theirs.length; j++) {
    if (their.baseOf[j] !== null) continue;
    const list = addedByTheirs.get(theirs[j]);
    if (list) list.push(j);
    else addedByTheirs.set(theirs[j], [j]);
  }
  for (let k = 0; k < mine.length; k++) {
    if (ours.baseOf[k] !== null) continue;
    const same = addedByTheirs.get(mine[k])?.shift();
    if (same !== undefined) {
      places[same] = { take: 'theirs', index: same, same: k };
      slotOfMine.set(k, places[same]!);
    } else placeMine(k, { take: 'mine', index: k });
  }

  // My additions and moves, in my order, each after the nearest block before it in my copy that is in the result.
  const result = places.filter((place): place is MergedPlace => place !== null);
  const pending = new Set(toPlace);
  for (let k = 0; k < mine.length; k++) {
    const place = slotOfMine.get(k);
    if (!place || !pending.has(place)) continue;
    pending.delete(place);
    let at = 0;
    for (let before = k - 1; before >= 0; before--) {
      const anchor = slotOfMine.get(before);
      const found = anchor && !pending.has(anchor) ? result.indexOf(anchor) : -1;
      if (found >= 0) {
        at = found + 1;
        break;
      }
    }
    result.splice(at, 0, place);
  }
  return { places: result, conflicts };
}

/** Three-way merge of one field (a title, a stand first): a conflict when both sides changed it differently. */
export function mergeField<T>(base: T, mine: T, theirs: T): { value: T } | { conflict: { mine: T; theirs: T } } {
  if (mine === theirs || mine === base) return { value: theirs };
  if (theirs === base) return { value: mine };
  return { conflict: { mine, theirs } };
}

/**
 * When the version a save started from is no longer known (opened before the page kept its versions, or over 30
 * days ago): blocks the two sides hold alike are taken, and every other difference is a conflict.
 */
export function twoWayBlocks(mine: readonly string[], theirs: readonly string[], typeOf: PrintType = typeOfPrint): BlockMerge {
  const places: MergedPlace[] = [];
  let conflicts = 0;
  for (const change of compareBlockPrints(theirs, mine, typeOf).changes) {
    if (change.kind === 'same' || change.kind === 'moved') {
      places.push({ take: 'theirs', index: change.before });
      continue;
    }
    conflicts++;
    if (change.kind === 'changed') places.push({ conflict: { mine: change.after, theirs: change.before } });
    else if (change.kind === 'removed') places.push({ conflict: { mine: null, theirs: change.before } });
    else places.push({ conflict: { mine: change.after, theirs: null } });
  }
  return { places, conflicts };
}

/** A field as a save's merge answers it: merged, or both sides' values to choose from. */
export type MergedField<T> = { value: T } | { conflict: { mine: T; theirs: T } };
/** A block as a save's merge answers it: merged, or both sides' blocks to choose from (null where one removed it). */
export type MergedBlock = { block: SavedNode } | { conflict: { mine: SavedNode | null; theirs: SavedNode | null } };

/** The merge a refused save answers with (409, `merge`), conflicts in place. */
export interface SaveMerge {
  title: MergedField<string>;
  precis: MergedField<string>;
  blocks: MergedBlock[];
  conflicts: number;
}

/** Which side each conflict keeps: by block index in `blocks`, or 'title' and 'precis'. */
export type MergeChoices = ReadonlyMap<number | 'title' | 'precis', 'mine' | 'theirs'>;

/** The page a merge and the choices made on its conflicts give: what the caller saves on the current version. */
export function resolveMerge(merge: SaveMerge, choices: MergeChoices): { title: string; precis: string; blocks: SavedNode[] } {
  const field = (name: 'title' | 'precis') => {
    const value = merge[name];
    return 'value' in value ? value.value : value.conflict[choices.get(name) ?? 'theirs'];
  };
  const blocks = merge.blocks.flatMap((place, index) => {
    if ('block' in place) return [place.block];
    const chosen = place.conflict[choices.get(index) ?? 'theirs'];
    return chosen ? [chosen] : [];
  });
  return { title: field('title'), precis: field('precis'), blocks };
}
