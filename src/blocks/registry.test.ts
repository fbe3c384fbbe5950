import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_CONTRACTS, CORE_CONTRACTS } from '../../contract/blocks';
import { blocks, blocksWithoutContract } from '.';
import { blockRenderers } from './renderers';
import { blockCodecList } from './codecs';

const contractTypes = (contracts: readonly { savedTypes: readonly string[]; partTypes: readonly string[] }[]) =>
  new Set(contracts.flatMap((contract) => [...contract.savedTypes, ...contract.partTypes]));

describe('the block registry, the reader renderers and the contract', () => {
  it('name each block folder once, by its contract', () => {
    expect(blocksWithoutContract).toEqual([]);
    expect(blocks.map((block) => block.name)).toEqual([
      'heading',
      'list',
      'accordion',
      'divider',
      'pullquote',
      'buttonGroup',
      'callout',
      'redBar',
      'table',
      'taggedPreview',
      'banner',
      'previewCards',
      'timeLocation',
      'subpage',
      'image',
      'video',
      'leadImage',
    ]);
    const registered = blocks.map((block) => block.contract);
    for (const contract of BLOCK_CONTRACTS)
      expect(
        registered.filter((each) => each === contract),
        contract.name,
      ).toHaveLength(1);
    for (const block of blocks) expect([...BLOCK_CONTRACTS, ...CORE_CONTRACTS], block.name).toContain(block.contract);
    for (const block of blocks) expect(block.contract.name).toBe(block.name);
  });

  it('read every saved type of a block through its codec, as its contract names them', () => {
    for (const block of blocks) {
      if (!block.codec) {
        expect(CORE_CONTRACTS, `${block.name} has no codec, so the core codec reads it`).toContain(block.contract);
        continue;
      }
      expect([...block.codec.savedTypes]).toEqual([...block.contract.savedTypes]);
    }
  });

  it('list in the codec-only registry exactly the codecs of the blocks, which the server reads documents with', () => {
    const registered = blocks.flatMap((block) => block.codec ?? []);
    expect(new Set(blockCodecList)).toEqual(new Set(registered));
    expect(blockCodecList).toHaveLength(registered.length);
  });

  it('render for readers every saved type a block writes, and nothing no contract knows', () => {
    const rendered = Object.keys(blockRenderers);
    const blockTypes = contractTypes(BLOCK_CONTRACTS);
    for (const type of rendered) expect(blockTypes, type).toContain(type);
    for (const contract of BLOCK_CONTRACTS) expect(rendered, contract.name).toContain(contract.savedTypes[0]);
  });
});

/** The non-test modules under a folder, with the modules they import (relative imports only). */
function importsUnder(folder: string): Array<{ file: string; imports: string[] }> {
  const modules: Array<{ file: string; imports: string[] }> = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const source = readFileSync(full, 'utf8');
        const specifiers = [...source.matchAll(/\bfrom '(\.[^']+)'/g), ...source.matchAll(/\bimport\('(\.[^']+)'\)/g)];
        const imports = specifiers.map((match) => resolve(path, match[1]));
        modules.push({ file: full, imports });
      }
    }
  };
  walk(folder);
  return modules;
}

describe('imports between blocks and the editor', () => {
  const root = resolve(__dirname, '..');
  const editor = join(root, 'editor');
  const kit = join(editor, 'kit');
  const inside = (path: string, folder: string) => !relative(folder, path).startsWith('..');

  it('point one way: blocks reach the editor only through its kit', () => {
    const wrong = importsUnder(join(root, 'blocks')).flatMap(({ file, imports }) =>
      imports
        .filter((target) => inside(target, editor) && !inside(target, kit))
        .map((target) => `${relative(root, file)} -> ${relative(root, target)}`),
    );
    expect(wrong).toEqual([]);
  });

  it('leave the kit importing neither the blocks nor the rest of the editor', () => {
    const wrong = importsUnder(kit).flatMap(({ file, imports }) =>
      imports
        .filter((target) => inside(target, join(root, 'blocks')) || (inside(target, editor) && !inside(target, kit)))
        .map((target) => `${relative(root, file)} -> ${relative(root, target)}`),
    );
    expect(wrong).toEqual([]);
  });
});
