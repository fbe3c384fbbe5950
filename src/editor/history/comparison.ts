import { diffWords } from 'diff';
import type { SavedDocument, SavedNode } from '../../../contract/document';
import { textsOf } from '../../../contract/plainText';
import { compareBlockPrints, type BlockCounts } from '../../../contract/revisionCompare';

/** What a revision or the page holds, as compared. */
export interface ComparedVersion {
  title: string;
  precis: string;
  document: SavedDocument;
}

export interface WordPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** One line of the comparison: a run of blocks kept as they were, or one block added, removed, moved or changed. */
export type ComparisonRow =
  | { kind: 'unchanged'; count: number }
  | { kind: 'added' | 'removed' | 'moved'; type: string; text: string }
  | { kind: 'changed'; type: string; words: WordPart[] };

export interface Comparison {
  /** The title's and stand first's words when they changed, else null. */
  title: WordPart[] | null;
  precis: WordPart[] | null;
  rows: ComparisonRow[];
  counts: BlockCounts;
}

// Han, kana and Hangul: words are not separated by spaces, so the browser's word segmenter finds them.
const UNSPACED_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
let segmenter: Intl.Segmenter | undefined;

/** The words of `before` and `after`, each kept, added or removed (Chinese by the browser's word segmenter). */
export function changedWords(before: string, after: string): WordPart[] {
  const options =
    UNSPACED_SCRIPT.test(before) || UNSPACED_SCRIPT.test(after)
      ? { intlSegmenter: (segmenter ??= new Intl.Segmenter('zh-HK', { granularity: 'word' })) }
      : {};
  return diffWords(before, after, options).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

export const blockTextOf = (block: SavedNode): string => textsOf(block, { names: true }).join(' ').replace(/\s+/g, ' ').trim();

/**
 * Block by block, what turned `before` into `after` (contract/revisionCompare.ts, with each block's JSON as its print:
 * equal blocks have equal JSON): kept runs are counted, not listed, so comparing long documents costs only what
 * changed; a changed block carries its words.
 */
export function compareVersions(before: ComparedVersion, after: ComparedVersion): Comparison {
  // A User Timing entry, so the bench (and the browser's performance panel) can tell the comparison's own cost.
  const start = performance.now();
  const beforeBlocks = before.document.root.children ?? [];
  const afterBlocks = after.document.root.children ?? [];
  const types = new Map<string, string>();
  const keysOf = (blocks: SavedNode[]) =>
    blocks.map((block) => {
      const key = JSON.stringify(block);
      types.set(key, block.type);
      return key;
    });
  const { changes, counts } = compareBlockPrints(keysOf(beforeBlocks), keysOf(afterBlocks), (key) => types.get(key) ?? '');
  const rows: ComparisonRow[] = [];
  for (const change of changes) {
    if (change.kind === 'same') {
      const last = rows[rows.length - 1];
      if (last?.kind === 'unchanged') last.count++;
      else rows.push({ kind: 'unchanged', count: 1 });
    } else if (change.kind === 'changed') {
      const [from, to] = [beforeBlocks[change.before], afterBlocks[change.after]];
      rows.push({ kind: 'changed', type: to.type, words: changedWords(blockTextOf(from), blockTextOf(to)) });
    } else {
      const block = change.kind === 'removed' ? beforeBlocks[change.before] : afterBlocks[change.after];
      rows.push({ kind: change.kind, type: block.type, text: blockTextOf(block) });
    }
  }
  const comparison = {
    title: before.title === after.title ? null : changedWords(before.title, after.title),
    precis: before.precis === after.precis ? null : changedWords(before.precis, after.precis),
    rows,
    counts,
  };
  performance.measure('masthead:compare-versions', { start, end: performance.now() });
  return comparison;
}
