import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/**
 * The modules of `folders` that import one another in a loop at run time, each loop as its files in order. Static and
 * dynamic imports count (an `import()` loop is still one module needing the other); type-only imports do not, as
 * TypeScript erases them (dpdm's `transform` reads each file as compiled).
 */
async function importCycles(folders: string[], root = ROOT): Promise<string[][]> {
  const tree = await parseDependencyTree(
    folders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    { cwd: root, context: root, tsconfig: join(ROOT, 'tsconfig.json'), transform: true, exclude: /node_modules|\.test\.tsx?$/ },
  );
  return parseCircular(tree);
}

describe('import cycles', () => {
  it('has none at run time in src, server and contract (design.md convention 11)', { timeout: 120_000 }, async () => {
    expect(await importCycles(['src', 'server', 'contract'])).toEqual([]);
  });

  it('finds a loop through a dynamic import and ignores one closed only by a type import', { timeout: 60_000 }, async () => {
    const cycles = await importCycles(['.'], join(import.meta.dirname, 'importCycles.fixture'));
    expect(cycles.map((cycle) => cycle.toSorted())).toEqual([['dynamic/a.ts', 'dynamic/b.ts']]);
  });
});
