// `tsx scripts/bundleBudget.ts [DIST]` after `vite build`: prints the gzip sizes of the reader's and the editor's
// JavaScript and exits 1 when either is over budget or a reader chunk contains editor-engine code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// 110 kB until issues 34-36: the entry's preload list names every lazy chunk of the staff screens (access tokens,
// webhooks, comments, the live session), 0.2 kB more of names in the entry, none of it reader code.
export const READER_BUDGET_BYTES = 110_200;
/**
 * What opening the editor from a story costs, the story's own JavaScript included: the 110 kB reader budget plus 180
 * kB for the editor. Counted together so that code both use (lucide's runtime, once the reader drew its own three
 * icons) is paid once, wherever it lands. Raised by 3 kB for the live session's loader, bar avatars and texts (issue 34;
 * Yjs, y-prosemirror and the provider are a lazy chunk of their own, about 38 kB gzip, loaded only when a server offers a ticket),
 * by 0.5 kB for the block menu's Comment and the live session's connecting state and unpublished-changes answer,
 * by 0.1 kB for keys taken while the live session connects (a save waits for the binding), and by 0.2 kB for subpage
 * blocks that look up known subpages again, 200 ids a call, trying a failed lookup again, and a live save state set
 * only when it changes; by 0.8 kB for the title and stand first that take keys while the page asks for a live
 * session, a Save then that waits for the answer, and boxes that keep the caret on its letters when a colleague's
 * change comes (ParagraphField, with the text splice it shares with the live session's chunk).
 */
export const EDITOR_WITH_STORY_BUDGET_BYTES = 294_600;

const HOME = 'src/routes/HomeRoute.tsx';
const COLLECTION = 'src/routes/CollectionRoute.tsx';
const PAGE = 'src/routes/PageRoute.tsx';
const PROGRAMME = 'src/events/EventProgramme.tsx';
const SERIES = 'src/reader/SeriesStories.tsx';

/**
 * The reader's screens with the lazy modules each opens: what one page load of each costs, and each must fit the budget.
 * (An event's programme and a series' story list are each loaded by their own pages only; no page loads both.)
 */
export const READER_ROUTES: Record<string, string[]> = {
  home: [HOME],
  collection: [COLLECTION],
  story: [PAGE],
  event: [PAGE, PROGRAMME],
  series: [PAGE, SERIES],
};
export const EDITOR_ROUTE_MODULE = 'src/routes/EditorRoute.tsx';
/** The editor opens from a reader page, so what it loads beyond that page counts. */
export const EDITOR_FROM_READER_ROUTE = 'story';
const EDITOR_ENGINE = /(^|\/)node_modules\/(\.pnpm\/)?(@tiptap|prosemirror-[a-z-]+)\//;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The chunks that load with `keys`: each of them and, transitively, what they import statically. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`The manifest has no chunk ${key}.`);
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The entry chunks, and the chunks index.html loads itself (the build merges the entry into the app's first chunk). */
export function entryKeys(manifest: Manifest, indexHtml = ''): string[] {
  // The tag first, then its src: one expression for both took quadratic time (issue 15), though index.html is our own.
  const tags = indexHtml.match(/<script type="module"[^<>]*>/g) ?? [];
  const loaded = new Set(tags.map((tag) => / src="\/([^"]+)"/.exec(tag)?.[1]));
  return Object.keys(manifest).filter((key) => manifest[key].isEntry || loaded.has(manifest[key].file));
}

/** The entry with its static imports, plus a reader route's modules that are lazy chunks of their own. */
export function readerChunkKeys(manifest: Manifest, routeModules: string[], entries = entryKeys(manifest)): Set<string> {
  return staticClosure(manifest, [...entries, ...routeModules.filter((module) => manifest[module])]);
}

/**
 * Chunks the editor loads later, on demand or when idle (dialogs, menus, table editing): not part of opening it, but
 * printed. Other screens the app can navigate to (the entry's lazy routes) do not count.
 */
export function onDemandChunkKeys(
  manifest: Manifest,
  loaded: Set<string>,
  entries = entryKeys(manifest),
  editorModule = EDITOR_ROUTE_MODULE,
): Set<string> {
  const screens = new Set(entries.flatMap((key) => manifest[key].dynamicImports ?? []));
  const reachable = new Set<string>();
  const pending = [...staticClosure(manifest, [editorModule])];
  while (pending.length) {
    const key = pending.pop()!;
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) {
      if (reachable.has(next) || screens.has(next) || !manifest[next]) continue;
      reachable.add(next);
      pending.push(next);
    }
  }
  return new Set([...reachable].filter((key) => !loaded.has(key)));
}

/** What opening the editor route loads beyond the reader's chunks. */
export function editorChunkKeys(manifest: Manifest, reader: Set<string>, editorModule = EDITOR_ROUTE_MODULE): Set<string> {
  return new Set([...staticClosure(manifest, [editorModule])].filter((key) => !reader.has(key)));
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

function sizeOf(dist: string, file: string): ChunkSize {
  const code = readFileSync(path.join(dist, file));
  return { file, bytes: code.length, gzipBytes: gzipSync(code).length };
}

/** The modules bundled into a chunk, from its source map; generated chunks without one are their own source. */
function sourcesOf(dist: string, file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map))
    return /prosemirror|@tiptap/i.test(readFileSync(path.join(dist, file), 'utf8')) ? [`node_modules/@tiptap/${file}`] : [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

export function editorEngineSources(sources: string[]): string[] {
  return sources.filter((source) => EDITOR_ENGINE.test(source.replaceAll('\\', '/')));
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function report(title: string, sizes: ChunkSize[], budget: number, { chunks = true } = {}): boolean {
  const total = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
  console.log(`${title}: ${kilobytes(total)} gzip (budget ${kilobytes(budget)})`);
  for (const size of chunks ? [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes) : []) {
    console.log(`  ${kilobytes(size.gzipBytes).padStart(9)} gzip ${kilobytes(size.bytes).padStart(9)}  ${size.file}`);
  }
  if (total > budget) console.error(`${title} is over its budget.`);
  return total <= budget;
}

export function checkBudget(dist: string): boolean {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const indexHtml = path.join(dist, 'index.html');
  const entries = entryKeys(manifest, existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : '');
  const files = (keys: Set<string>) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  let fits = true;
  const routes = Object.entries(READER_ROUTES);
  for (const [index, [name, modules]] of routes.entries()) {
    const readerFiles = files(readerChunkKeys(manifest, modules, entries));
    const sources = readerFiles.flatMap((file) => sourcesOf(dist, file));
    const missing = modules.filter((module) => !manifest[module] && !sources.some((source) => source.endsWith(module)));
    const engine = [...new Set(editorEngineSources(sources))];
    const sizes = readerFiles.map((file) => sizeOf(dist, file));
    fits = report(`Reader route JavaScript, ${name}`, sizes, READER_BUDGET_BYTES, { chunks: index === routes.length - 1 }) && fits;
    if (missing.length) console.error(`Modules of the ${name} route missing from the build: ${missing.join(', ')}`);
    if (engine.length) console.error(`The ${name} route loads Tiptap or ProseMirror: ${engine.join(', ')}`);
    fits &&= !missing.length && !engine.length;
  }
  const reader = readerChunkKeys(manifest, READER_ROUTES[EDITOR_FROM_READER_ROUTE], entries);
  const editorFiles = files(editorChunkKeys(manifest, reader));
  const editorSizes = editorFiles.map((file) => sizeOf(dist, file));
  const readerSizes = files(reader).map((file) => sizeOf(dist, file));
  const beyond = editorSizes.reduce((sum, size) => sum + size.gzipBytes, 0);
  console.log(`Editor route JavaScript beyond the ${EDITOR_FROM_READER_ROUTE} route: ${kilobytes(beyond)} gzip`);
  fits =
    report(
      `Editor route JavaScript with the ${EDITOR_FROM_READER_ROUTE} route`,
      [...readerSizes, ...editorSizes],
      EDITOR_WITH_STORY_BUDGET_BYTES,
    ) && fits;
  const opened = new Set([...reader, ...staticClosure(manifest, [EDITOR_ROUTE_MODULE])]);
  const later = files(onDemandChunkKeys(manifest, opened, entries)).map((file) => sizeOf(dist, file));
  const laterTotal = later.reduce((sum, size) => sum + size.gzipBytes, 0);
  console.log(`Loaded later by the editor, on demand or when idle (not budgeted): ${kilobytes(laterTotal)} gzip in ${later.length} chunks`);
  return fits;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(checkBudget(process.argv[2] ?? 'dist') ? 0 : 1);
}
