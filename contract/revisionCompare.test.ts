import { describe, expect, it } from 'vitest';
import type { SavedNode } from './document';
import { compareBlockPrints } from './revisionCompare';

const paragraph = (text: string): SavedNode => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] });
const image = (src: string): SavedNode => ({ type: 'inline-image', version: 1, src });
// Any key that tells blocks apart will do here (the server's prints are hashes): the JSON in hex, and the type.
const blockPrintOf = (block: SavedNode) => `${Buffer.from(JSON.stringify(block)).toString('hex')}:${block.type}`;
const prints = (...blocks: SavedNode[]) => blocks.map(blockPrintOf);

describe('comparing two revisions block by block', () => {
  it('tells same, added, removed, changed and moved blocks apart, in document order', () => {
    const before = prints(paragraph('a'), paragraph('b'), image('/1.png'), paragraph('c'), paragraph('d'));
    const after = prints(paragraph('a'), paragraph('c'), paragraph('B'), image('/2.png'), paragraph('new'), paragraph('b'));
    const { changes, counts } = compareBlockPrints(before, after);
    // The runs of edits: "b, image 1" went between a and c; "d" became "B, image 2, new, b" after c.
    expect(counts).toEqual({ added: 2, removed: 1, changed: 1, moved: 1 });
    expect(changes.filter((change) => change.kind !== 'same')).toEqual([
      { kind: 'moved', before: 1, after: 5 },
      { kind: 'removed', before: 2 },
      { kind: 'changed', before: 4, after: 2 },
      { kind: 'added', after: 3 },
      { kind: 'added', after: 4 },
    ]);
    expect(changes.filter((change) => change.kind === 'same')).toEqual([
      { kind: 'same', before: 0, after: 0 },
      { kind: 'same', before: 3, after: 1 },
    ]);
  });

  it('counts nothing between equal lists, and everything against an empty one', () => {
    const blocks = prints(paragraph('a'), image('/1.png'));
    expect(compareBlockPrints(blocks, blocks).counts).toEqual({ added: 0, removed: 0, changed: 0, moved: 0 });
    expect(compareBlockPrints([], blocks).counts).toEqual({ added: 2, removed: 0, changed: 0, moved: 0 });
    expect(compareBlockPrints(blocks, []).counts).toEqual({ added: 0, removed: 2, changed: 0, moved: 0 });
  });

  it('compares 2,000 blocks quickly however many differ, all new, moved about or turned upside down', () => {
    const blocks = Array.from({ length: 2_000 }, (_, index) => blockPrintOf(paragraph(`Paragraph ${index}`)));
    const fresh = Array.from({ length: 2_000 }, (_, index) => blockPrintOf(paragraph(`New ${index}`)));
    expect(compareBlockPrints(blocks, fresh).counts).toEqual({ added: 0, removed: 0, changed: 2_000, moved: 0 });
    // Every tenth block taken out and put at the end: 200 moves, within what the diff does itself.
    const shuffled = [...blocks.filter((_, index) => index % 10), ...blocks.filter((_, index) => !(index % 10))];
    expect(compareBlockPrints(blocks, shuffled).counts).toEqual({ added: 0, removed: 0, changed: 0, moved: 200 });
    // Past 400 edits the blocks found once on each side anchor the comparison: one stays, the rest moved.
    expect(compareBlockPrints(blocks, [...blocks].reverse()).counts).toEqual({ added: 0, removed: 0, changed: 0, moved: 1_999 });
  });
});
