// Block identity in the live session (issue 34): Yjs has no move, so a move is a delete and an insert, and two people
// moving one block before either sees the other's move make two inserts. A moved block carries which block it is
// (`blockId`); of copies with one identity the first by Yjs id stays, a rule every side applies the same way. Shared by
// the browser (liveSession.ts), the server (the saved document) and the fuzz tests. docs/architecture.md has the rules.
import { diffChars } from 'diff';
import * as Y from 'yjs';
import { BLOCK_ID, SECTION } from '../kit/blockPositions';

// The attribute a moved block carries is never saved: the codec reads attributes by name and has no place for it.
export { BLOCK_ID };

/** The origin of the changes made here: neither an undo step of mine nor my typing. */
export const KEEPING_BLOCKS_SINGLE = Symbol('keepBlocksSingle');

/** The body's blocks as the saved document has them: its top level, looking through the editor-only sections. */
export function blocksOf(body: Y.XmlFragment): Y.XmlElement[] {
  const blocks: Y.XmlElement[] = [];
  for (const node of body.toArray()) {
    if (!(node instanceof Y.XmlElement)) continue;
    if (node.nodeName !== SECTION) blocks.push(node);
    else for (const inner of node.toArray()) if (inner instanceof Y.XmlElement) blocks.push(inner);
  }
  return blocks;
}

const declaredIdOf = (element: Y.XmlElement) => {
  const id = element.getAttribute(BLOCK_ID) as unknown;
  return typeof id === 'string' && id ? id : null;
};

/**
 * Which block `element` is: the identity it carries, or, for a block never moved, its Yjs id. Everyone moving one
 * block gives the copy the same identity, whoever saw it first.
 */
export function identityOf(element: Y.XmlElement): string {
  const id = element._item!.id;
  return declaredIdOf(element) ?? `${id.client}:${id.clock}`;
}

function firstByYjsId(a: Y.XmlElement, b: Y.XmlElement): boolean {
  const [x, y] = [a._item!.id, b._item!.id];
  return x.client !== y.client ? x.client < y.client : x.clock < y.clock;
}

/** Each block with several copies: the one that stays (the first by Yjs id), by identity. */
function keptCopies(blocks: Y.XmlElement[]): Map<string, Y.XmlElement> {
  const kept = new Map<string, Y.XmlElement>();
  for (const block of blocks) {
    const id = declaredIdOf(block);
    if (!id) continue;
    const other = kept.get(id);
    if (!other || firstByYjsId(block, other)) kept.set(id, block);
  }
  return kept;
}

/** The copies to drop: blocks whose identity an earlier copy carries. */
export function extraCopies(blocks: Y.XmlElement[]): Set<Y.XmlElement> {
  const kept = keptCopies(blocks);
  return new Set(blocks.filter((block) => isExtra(block, kept)));
}

const isExtra = (block: Y.XmlElement, kept: Map<string, Y.XmlElement>) => (kept.get(declaredIdOf(block) ?? '') ?? block) !== block;

/** The texts of a block, each at its path of child indexes (what a merge needs of a copy about to go). */
type Snapshot = Array<{ path: number[]; text: string }>;

const plainOf = (text: Y.XmlText) =>
  (text.toDelta() as Array<{ insert: unknown }>).map((op) => (typeof op.insert === 'string' ? op.insert : '\uFFFC')).join('');

function snapshotOf(element: Y.XmlElement, path: number[] = [], into: Snapshot = []): Snapshot {
  element.toArray().forEach((child, index) => {
    if (child instanceof Y.XmlText) into.push({ path: [...path, index], text: plainOf(child) });
    else if (child instanceof Y.XmlElement) snapshotOf(child, [...path, index], into);
  });
  return into;
}

function at(element: Y.XmlElement, path: number[]): Y.XmlText | null {
  let node: unknown = element;
  for (const index of path) node = node instanceof Y.XmlElement ? node.get(index) : null;
  return node instanceof Y.XmlText ? node : null;
}

/**
 * Puts into `kept` the characters `gone` had and it lacks, where they stood among the characters both have: nothing
 * typed is lost; a deletion made only in the copy that goes is not taken over. Runs the kept block no longer has at
 * the same place (its structure changed meanwhile) are left out.
 */
function mergeInto(kept: Y.XmlElement, gone: Snapshot) {
  for (const { path, text } of gone) {
    const run = at(kept, path);
    if (!run) continue;
    let position = 0;
    for (const part of wholeChanges(plainOf(run), text)) {
      if (part.added) run.insert(position, part.value);
      position += part.value.length;
    }
  }
}

/** Common runs shorter than this between two changes are letters both texts happen to share, not text both had. */
const SHORT_COMMON = 4;

/**
 * The character diff of `kept` and `gone` with the short common runs between changes taken into them, so two people's
 * words typed at one place each stay whole (not "AlexSam toowas"): each run of changes is kept's part, then gone's.
 */
function wholeChanges(kept: string, gone: string): Array<{ value: string; added?: boolean }> {
  const parts = diffChars(kept, gone);
  const out: Array<{ value: string; added?: boolean }> = [];
  let mine = '';
  let theirs = '';
  const flush = () => {
    if (mine) out.push({ value: mine });
    if (theirs) out.push({ value: theirs, added: true });
    [mine, theirs] = ['', ''];
  };
  parts.forEach((part, index) => {
    const between = index > 0 && index < parts.length - 1 && part.value.length < SHORT_COMMON;
    if (part.added || (between && !part.removed)) theirs += part.value;
    if (part.removed || (between && !part.added)) mine += part.value;
    if (!part.added && !part.removed && !between) {
      flush();
      out.push({ value: part.value });
    }
  });
  flush();
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yjs's own type of a changed type
type AnyType = Y.AbstractType<any>;

const isBlockList = (type: unknown, body: Y.XmlFragment) =>
  type === body || (type instanceof Y.XmlElement && type.nodeName === SECTION && type.parent === body);

/** The top-level block (through sections) holding `type`, if any. */
function blockHolding(type: AnyType | null, body: Y.XmlFragment): Y.XmlElement | null {
  let node = type;
  while (node && !isBlockList(node.parent, body)) node = node.parent as AnyType | null;
  return node instanceof Y.XmlElement && node.nodeName !== SECTION ? node : null;
}

/** How many blocks I keep a copy of before others' changes: the ones I typed in last, and copies I made by moving. */
const KEEP_MINE = 16;

/**
 * Keeps one copy of every block in `doc`'s body: after each change from elsewhere (another person, the device's copy),
 * copies of a block beyond the first are removed; my typing in a copy that goes, or in a block another person moved
 * away under my caret, is put into the one that stays (done by me alone, so it is put in once). Returns the undoing.
 */
export function keepBlocksSingle(doc: Y.Doc, body = doc.getXmlFragment('body')): () => void {
  // The blocks I made or typed in lately, newest last: only my own typing is mine to carry over.
  // Each with its identity, read while it is there (a removed element has no attributes left).
  const mine = new Map<Y.XmlElement, string>();
  let before = new Map<Y.XmlElement, Snapshot>();
  const remember = (block: Y.XmlElement | null) => {
    if (!block || block._item!.deleted) return;
    mine.delete(block);
    mine.set(block, identityOf(block));
    if (mine.size > KEEP_MINE) mine.delete(mine.keys().next().value!);
  };
  const onBefore = (transaction: Y.Transaction) => {
    if (transaction.local || !mine.size) return;
    before = new Map([...mine.keys()].filter((block) => !block._item!.deleted).map((block) => [block, snapshotOf(block)]));
  };
  const onAfter = (transaction: Y.Transaction) => {
    if (transaction.origin === KEEPING_BLOCKS_SINGLE) return;
    if (transaction.local) {
      for (const type of transaction.changed.keys()) {
        if (!isBlockList(type, body)) remember(blockHolding(type, body));
        else
          for (const child of (type as unknown as Y.XmlFragment).toArray())
            if (
              child instanceof Y.XmlElement &&
              child._item!.id.client === doc.clientID &&
              (transaction.beforeState.get(doc.clientID) ?? 0) <= child._item!.id.clock
            )
              remember(child);
      }
      return;
    }
    if (![...transaction.changed.keys()].some((type) => isBlockList(type, body))) return;
    const kept = keptCopies(blocksOf(body));
    for (const [block, identity] of mine) {
      const copy = kept.get(identity) ?? null;
      if (!copy || copy === block) continue;
      // My copy goes (or went with this change): what I typed in it goes into the one that stays.
      if (!block._item!.deleted) rescued.push([copy, snapshotOf(block)]);
      else if (before.has(block)) rescued.push([copy, before.get(block)!]);
      mine.delete(block);
    }
    before = new Map();
    checkAfterAll = true;
  };
  // Written once the change and everything it set off are done, as a change of its own: written from inside one,
  // the editor (y-prosemirror) was shown a change made on a state it no longer had.
  let rescued: Array<[Y.XmlElement, Snapshot]> = [];
  let checkAfterAll = false;
  const onAfterAll = () => {
    if (!checkAfterAll) return;
    checkAfterAll = false;
    const extra = extraCopies(blocksOf(body));
    const merges = rescued.filter(([copy]) => !copy._item!.deleted && !extra.has(copy));
    rescued = [];
    if (!extra.size && !merges.length) return;
    doc.transact(() => {
      for (const [copy, snapshot] of merges) mergeInto(copy, snapshot);
      for (const block of extra) (block.parent as Y.XmlElement | Y.XmlFragment).delete(indexIn(block), 1);
    }, KEEPING_BLOCKS_SINGLE);
  };
  doc.on('beforeTransaction', onBefore);
  doc.on('afterTransaction', onAfter);
  doc.on('afterAllTransactions', onAfterAll);
  return () => {
    doc.off('beforeTransaction', onBefore);
    doc.off('afterTransaction', onAfter);
    doc.off('afterAllTransactions', onAfterAll);
  };
}

function indexIn(block: Y.XmlElement): number {
  return (block.parent as Y.XmlElement | Y.XmlFragment).toArray().indexOf(block);
}
