import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkBudget,
  EDITOR_WITH_STORY_BUDGET_BYTES,
  editorChunkKeys,
  editorEngineSources,
  entryKeys,
  onDemandChunkKeys,
  readerChunkKeys,
  staticClosure,
  type Manifest,
} from './bundleBudget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/routes/EditorRoute.tsx', 'src/events/EventProgramme.tsx', 'src/reader/SeriesStories.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_client.js': { file: 'assets/client.js', imports: ['_react.js'] },
  'src/events/EventProgramme.tsx': { file: 'assets/EventProgramme.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/reader/SeriesStories.tsx': { file: 'assets/SeriesStories.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/routes/EditorRoute.tsx': { file: 'assets/EditorRoute.js', isDynamicEntry: true, imports: ['_editor.js', '_react.js'] },
  '_editor.js': { file: 'assets/editor.js', imports: ['_client.js'], dynamicImports: ['src/ui/RadixDialogShell.tsx'] },
  'src/ui/RadixDialogShell.tsx': { file: 'assets/RadixDialogShell.js', isDynamicEntry: true, imports: ['_radix.js', '_react.js'] },
  '_radix.js': { file: 'assets/radix.js', imports: ['_react.js'] },
};

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function writeDist(sources: Record<string, string[]>, sizes: Record<string, number> = {}) {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const { file } of Object.values(manifest)) {
    writeFileSync(path.join(dist, file), sizes[file] ? randomBytes(sizes[file]) : 'export {};');
    writeFileSync(path.join(dist, `${file}.map`), JSON.stringify({ sources: sources[file] ?? [] }));
  }
}

const readerSources = {
  'assets/index.js': ['../../src/routes/HomeRoute.tsx', '../../src/routes/CollectionRoute.tsx', '../../src/routes/PageRoute.tsx'],
};

describe('the bundle budget', () => {
  it("follows static imports only, and counts the editor's chunks that the reader does not load", () => {
    expect([...staticClosure(manifest, ['src/routes/EditorRoute.tsx'])].sort()).toEqual([
      '_client.js',
      '_editor.js',
      '_react.js',
      'src/routes/EditorRoute.tsx',
    ]);
    const reader = readerChunkKeys(manifest, ['src/routes/PageRoute.tsx', 'src/events/EventProgramme.tsx']);
    expect([...reader].sort()).toEqual(['_react.js', 'index.html', 'src/events/EventProgramme.tsx']);
    expect([...editorChunkKeys(manifest, reader)].sort()).toEqual(['_client.js', '_editor.js', 'src/routes/EditorRoute.tsx']);
    expect(() => staticClosure(manifest, ['src/missing.tsx'])).toThrow('no chunk src/missing.tsx');
  });

  it('recognises Tiptap and ProseMirror modules by their package', () => {
    expect(
      editorEngineSources([
        '../../node_modules/prosemirror-view/dist/index.js',
        '../../node_modules/@tiptap/core/dist/index.js',
        '../../src/reader/DocumentView.tsx',
        '../../src/blocks/prosemirrorNotes.ts',
      ]),
    ).toEqual(['../../node_modules/prosemirror-view/dist/index.js', '../../node_modules/@tiptap/core/dist/index.js']);
  });

  it('counts what the editor loads later apart from what opening it loads', () => {
    const opened = new Set([
      ...readerChunkKeys(manifest, ['src/routes/PageRoute.tsx']),
      ...staticClosure(manifest, ['src/routes/EditorRoute.tsx']),
    ]);
    expect([...onDemandChunkKeys(manifest, opened)].sort()).toEqual(['_radix.js', 'src/ui/RadixDialogShell.tsx']);
    expect(editorChunkKeys(manifest, readerChunkKeys(manifest, []))).not.toContain('_radix.js');
  });

  it("takes the chunks index.html loads as entries, as when the build merges the entry into the app's first chunk", () => {
    const merged: Manifest = {
      '_app.js': { file: 'assets/app.js', imports: ['_runtime.js'], dynamicImports: ['src/routes/EditorRoute.tsx'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'src/routes/EditorRoute.tsx': { file: 'assets/EditorRoute.js', isDynamicEntry: true, imports: ['_app.js'] },
    };
    const html =
      '<script type="module" crossorigin src="/assets/runtime.js"></script><script type="module" crossorigin src="/assets/app.js"></script>';
    expect(entryKeys(merged, html).sort()).toEqual(['_app.js', '_runtime.js']);
    expect(entryKeys(merged)).toEqual([]);
    const reader = readerChunkKeys(merged, ['src/routes/PageRoute.tsx'], entryKeys(merged, html));
    expect([...editorChunkKeys(merged, reader)]).toEqual(['src/routes/EditorRoute.tsx']);
  });

  it('passes a small build whose reader has no editor code', () => {
    writeDist(readerSources);
    expect(checkBudget(dist)).toBe(true);
  });

  it('fails when a reader chunk bundles ProseMirror, a reader route is missing, or the reader or editor is too big', () => {
    writeDist({ 'assets/index.js': [...readerSources['assets/index.js'], '../../node_modules/prosemirror-model/dist/index.js'] });
    expect(checkBudget(dist)).toBe(false);
    rmSync(dist, { recursive: true });
    writeDist({ 'assets/index.js': ['../../src/routes/HomeRoute.tsx'] });
    expect(checkBudget(dist)).toBe(false);
    rmSync(dist, { recursive: true });
    writeDist(readerSources, { 'assets/react.js': 120_000 });
    expect(checkBudget(dist)).toBe(false);
    rmSync(dist, { recursive: true });
    writeDist(readerSources, { 'assets/editor.js': EDITOR_WITH_STORY_BUDGET_BYTES + 1000 });
    expect(checkBudget(dist)).toBe(false);
    // The story's JavaScript counts with the editor's: a reader of 100 kB leaves the editor less than the editor's budget less 100 kB.
    rmSync(dist, { recursive: true });
    writeDist(readerSources, { 'assets/react.js': 100_000, 'assets/editor.js': 185_000 });
    expect(checkBudget(dist)).toBe(true);
    rmSync(dist, { recursive: true });
    writeDist(readerSources, { 'assets/react.js': 100_000, 'assets/editor.js': EDITOR_WITH_STORY_BUDGET_BYTES - 99_000 });
    expect(checkBudget(dist)).toBe(false);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('over its budget'));
  });
});
