import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeBlocks, mergeField, type BlockMerge } from './blockMerge';

// Prints as the server makes them, `<hash>:<type>`; here the hash is the block's text.
const p = (text: string, type = 'paragraph') => `${text}:${type}`;
const ps = (...texts: string[]) => texts.map((text) => p(text));

/** The merged document's prints, with each conflict written as {mine|theirs}. */
function result(merge: BlockMerge, mine: readonly string[], theirs: readonly string[]): string[] {
  return merge.places.map((place) =>
    'take' in place
      ? (place.take === 'mine' ? mine : theirs)[place.index]
      : `{${place.conflict.mine === null ? '-' : mine[place.conflict.mine]}|${place.conflict.theirs === null ? '-' : theirs[place.conflict.theirs]}}`,
  );
}
const merged = (base: string[], mine: string[], theirs: string[]) => {
  const merge = mergeBlocks(base, mine, theirs);
  return { blocks: result(merge, mine, theirs), conflicts: merge.conflicts };
};

describe('merging two saves block by block', () => {
  it('takes changes to different blocks from both sides without asking', () => {
    const base = ps('a', 'b', 'c', 'd');
    expect(merged(base, ps('a', 'B', 'c', 'd'), ps('a', 'b', 'c', 'D'))).toEqual({ blocks: ps('a', 'B', 'c', 'D'), conflicts: 0 });
    // Additions, removals and moves on either side.
    expect(merged(base, ps('a', 'new', 'b', 'c', 'd'), ps('a', 'b', 'd'))).toEqual({ blocks: ps('a', 'new', 'b', 'd'), conflicts: 0 });
    expect(merged(base, ps('d', 'a', 'b', 'c'), ps('a', 'b', 'C', 'd'))).toEqual({ blocks: ps('d', 'a', 'b', 'C'), conflicts: 0 });
    expect(merged(base, ps('a', 'b', 'c', 'd', 'mine'), ps('theirs', 'a', 'b', 'c', 'd'))).toEqual({
      blocks: ps('theirs', 'a', 'b', 'c', 'd', 'mine'),
      conflicts: 0,
    });
  });

  it('asks only about blocks both sides changed differently, or one changed and the other removed', () => {
    const base = ps('a', 'b', 'c');
    expect(merged(base, ps('A1', 'B', 'c'), ps('A2', 'b', 'c'))).toEqual({
      blocks: [`{${p('A1')}|${p('A2')}}`, p('B'), p('c')],
      conflicts: 1,
    });
    expect(merged(base, ps('a', 'b'), ps('a', 'b', 'C'))).toEqual({ blocks: [p('a'), p('b'), `{-|${p('C')}}`], conflicts: 1 });
    expect(merged(base, ps('a', 'b', 'C'), ps('a', 'b'))).toEqual({ blocks: [p('a'), p('b'), `{${p('C')}|-}`], conflicts: 1 });
    // The same change on both sides is no conflict.
    expect(merged(base, ps('a', 'B', 'c'), ps('a', 'B', 'c'))).toEqual({ blocks: ps('a', 'B', 'c'), conflicts: 0 });
  });

  it('merges a title or stand first the same way', () => {
    expect(mergeField('T', 'Mine', 'T')).toEqual({ value: 'Mine' });
    expect(mergeField('T', 'T', 'Theirs')).toEqual({ value: 'Theirs' });
    expect(mergeField('T', 'Same', 'Same')).toEqual({ value: 'Same' });
    expect(mergeField('T', 'Mine', 'Theirs')).toEqual({ conflict: { mine: 'Mine', theirs: 'Theirs' } });
  });

  // Documents of up to 12 blocks drawn from 8 texts, so repeated blocks occur.
  const doc = fc.array(
    fc.integer({ min: 0, max: 7 }).map((n) => p(`x${n}`)),
    { maxLength: 12 },
  );
  /** `base` with some blocks replaced, removed, and new ones inserted, by one side (texts tagged by side). */
  const edited = (base: string[], side: string) =>
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('change', 'remove', 'insert')), { maxLength: 4 }).map((edits) => {
      const blocks = [...base];
      for (const [at, kind] of edits) {
        const index = blocks.length ? at % blocks.length : 0;
        if (kind === 'insert') blocks.splice(index, 0, p(`${side}${at}`));
        else if (blocks.length && kind === 'change') blocks[index] = p(`${side}${at}`);
        else if (blocks.length) blocks.splice(index, 1);
      }
      return blocks;
    });

  it('gives back the one side when the other changed nothing, and either side when both made the same changes', () => {
    fc.assert(
      fc.property(
        doc.chain((base) => fc.tuple(fc.constant(base), edited(base, 'm'))),
        ([base, other]) => {
          expect(merged(base, other, base)).toEqual({ blocks: other, conflicts: 0 });
          expect(merged(base, base, other)).toEqual({ blocks: other, conflicts: 0 });
          expect(merged(base, other, other)).toEqual({ blocks: other, conflicts: 0 });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('loses nothing and repeats nothing: every block either side added or changed is in the result (or a conflict) once', () => {
    fc.assert(
      fc.property(
        doc.chain((base) => fc.tuple(fc.constant(base), edited(base, 'm'), edited(base, 't'))),
        ([base, mine, theirs]) => {
          const blocks = merged(base, mine, theirs).blocks;
          const text = blocks.join(' ');
          for (const block of [...mine, ...theirs]) if (!base.includes(block)) expect(text).toContain(block);
          const count = (list: string[], block: string) => list.filter((each) => each === block).length;
          for (const block of new Set(blocks.filter((each) => !each.startsWith('{'))))
            expect(count(blocks, block)).toBeLessThanOrEqual(Math.max(count(base, block), count(mine, block), count(theirs, block)));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
