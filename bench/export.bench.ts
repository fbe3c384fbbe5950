// `npm run bench -- export` (issue 31): the static export of a 10,000-page site, against a named baseline in the same
// run, with its memory; then how long one publish takes to reach the static output with the queue running.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { completeDeps, createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { pages } from '../server/db/schema';
import { staticPublishing } from '../server/db/staticSchema';
import { defaultConfig, type AppDeps } from '../server/deps';
import { documentOf, heading, paragraph } from '../server/demo/nodes';
import { seedDemo } from '../server/demo/seed';
import { jobHandlers } from '../server/jobs/jobs';
import { startJobWorker } from '../server/jobs/queue';
import type { RenderScreen } from '../server/readerPages';
import { pageTextColumns } from '../server/services/pageText';
import { randomUid } from '../server/services/tokens';
import { FolderOutput } from '../server/static/staticOutput';
import { StaticSite } from '../server/static/staticSite';
import { ensureBuilt } from './ensureBuilt';
import { scratchDir } from './scratchDir';
import { chineseText, englishText, generator } from './search.bench';

// EXPORT_BENCH_PAGES: a smaller site, to profile (node --cpu-prof).
const PAGES = Number(process.env.EXPORT_BENCH_PAGES) || 10_000;
const PUBLISHES = 15;
const COLLECTIONS = ['stories', 'news', 'projects'] as const;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** 10,000 published pages of a heading and five paragraphs, a third in Chinese, across three collections. */
async function loadPages(deps: AppDeps, now: Date) {
  const next = generator(31);
  for (let batch = 0; batch < PAGES / 500; batch++) {
    const rows = Array.from({ length: 500 }, (_, index) => {
      const number = batch * 500 + index;
      const chinese = number % 3 === 2;
      const words = () => (chinese ? chineseText(next, 120) : englishText(next, 70));
      const body = documentOf(
        heading('h2', chinese ? chineseText(next, 8) : englishText(next, 4)),
        ...Array.from({ length: 5 }, () => paragraph(words())),
      );
      return {
        uid: randomUid(),
        slug: `bench-export-${number}`,
        title: chinese ? chineseText(next, 10).slice(0, 10) : englishText(next, 6),
        collection: COLLECTIONS[number % 3],
        system: 'csw' as const,
        locale: chinese ? ('hk' as const) : ('en' as const),
        published: true,
        publishedAt: new Date(now.getTime() - number * 60_000),
        body,
        ...pageTextColumns(body),
        createdAt: now,
        updatedAt: now,
      };
    });
    await deps.database.db.insert(pages).values(rows);
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Peak resident memory while `run` runs, sampled every 50 ms. */
async function withPeakMemory<T>(run: () => Promise<T>): Promise<{ result: T; peakRss: number; seconds: number }> {
  let peakRss = process.memoryUsage().rss;
  const timer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const start = performance.now();
  try {
    const result = await run();
    return { result, peakRss: Math.max(peakRss, process.memoryUsage().rss), seconds: (performance.now() - start) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

export async function runExportBench() {
  ensureBuilt();
  // As the server and `npm run export` run it (server/productionMode.ts); set before React loads.
  process.env.NODE_ENV ||= 'production';
  const render = ((await import(pathToFileURL(path.resolve('dist-server/ssr.js')).href)) as { renderScreen: RenderScreen }).renderScreen;
  const database = await openDatabase({
    dataDir: scratchDir('masthead-bench-export-db-'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  let now = new Date('2026-11-25T09:00:00Z');
  const deps = completeDeps({
    database,
    clock: () => now,
    config: { ...defaultConfig, passwordIterations: 1_000, publicUrl: 'https://www.example.org' },
    clientAddress: () => 'bench',
  });
  await seedDemo(database, { now, passwordIterations: 1_000 });
  const loadStart = performance.now();
  await loadPages(deps, now);
  console.log(
    `\nStatic export (${database.kind}): ${PAGES.toLocaleString('en')} published pages loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );

  const out = scratchDir('masthead-bench-export-out-');
  const site = new StaticSite({
    deps,
    output: new FolderOutput(out),
    distDir: path.resolve('dist'),
    render,
    editorUrl: 'https://cms.example.org',
  });
  const baseRss = process.memoryUsage().rss;
  const exported = await withPeakMemory(() => site.exportAll());
  const files = (await filesUnder(out)).filter((file) => !file.endsWith('.br') && !file.endsWith('.gz'));

  // The baseline: the same files, read and written again as they are, one at a time (no database, no rendering, no
  // compression): what any generator must at least do to write this site on this disk.
  const copy = scratchDir('masthead-bench-export-copy-');
  const baseline = await withPeakMemory(async () => {
    for (const file of files) {
      const target = path.join(copy, path.relative(out, file));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await readFile(file));
    }
  });
  const { counts } = site;
  console.log(`  baseline, copying the site's ${files.length.toLocaleString('en')} files as they are: ${baseline.seconds.toFixed(1)} s`);
  // Hugo builds 10,000 pages in about 10 s on 2 cores (its own benchmarks; not run here): its pace for this many.
  const hugoSeconds = (10 * PAGES) / 10_000;
  console.log(
    `  full export: ${exported.seconds.toFixed(1)} s for ${counts.pages.toLocaleString('en')} pages, ${counts.files.toLocaleString('en')} files, ` +
      `${mb(counts.bytes)}: ${(exported.seconds / baseline.seconds).toFixed(1)}x the baseline, ` +
      `${(exported.seconds / hugoSeconds).toFixed(1)}x Hugo's pace (${hugoSeconds.toFixed(0)} s for ${PAGES.toLocaleString('en')} pages)`,
  );
  // The search index: loaded by the browser on a first search, segment by segment (issue 31 asks its size per 1,000).
  const searchFiles = files.filter((file) => path.relative(out, file).startsWith('_data/search/'));
  const searchBytes = (await Promise.all(searchFiles.map(async (file) => (await readFile(file)).length))).reduce(
    (sum, size) => sum + size,
    0,
  );
  const searchGzip = (await Promise.all(searchFiles.map(async (file) => gzipSync(await readFile(file)).length))).reduce(
    (sum, size) => sum + size,
    0,
  );
  const perThousand = (bytes: number) => `${(((bytes / PAGES) * 1000) / 1e6).toFixed(2)} MB`;
  console.log(
    `  search index: ${searchFiles.length} files, ${perThousand(searchBytes)} per 1,000 pages (${perThousand(searchGzip)} gzip), ` +
      `largest segment ${(Math.max(...(await Promise.all(searchFiles.map(async (file) => (await readFile(file)).length)))) / 1e6).toFixed(2)} MB`,
  );
  console.log(
    `  memory: peak ${mb(exported.peakRss)} resident (${mb(baseRss)} before the export; ${mb(baseline.peakRss)} during the baseline)`,
  );

  // One publish to the static output: the queue running as the server runs it, woken by the write.
  await database.db.insert(staticPublishing).values({ id: 1 }).onConflictDoNothing();
  deps.staticSite = site;
  const worker = startJobWorker(deps, jobHandlers(deps), { intervalMs: 10_000, log: { info: () => {}, error: console.error } });
  deps.wakeJobs = () => void worker.runNow();
  const app = createApp(deps);
  const signIn = await app.request('/api/auth/sign_in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.org', password: 'demo-editor' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await app.request(url, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: { attributes: { page_id: number; slug: string; version: number } } };
  };
  const delays: number[] = [];
  for (let index = 0; index < PUBLISHES; index++) {
    now = new Date(now.getTime() + 60_000);
    const title = `Bench publish ${index}`;
    const created = (await call('POST', '/api/pages', { page: { title, page_collection_slug: 'news' } })).data.attributes;
    const file = path.join(out, 'en/news', created.slug, 'index.html');
    const start = performance.now();
    await call('PUT', `/api/pages/${created.page_id}/publish?version=${created.version}`);
    for (;;) {
      const html = await readFile(file, 'utf8').catch(() => '');
      if (html.includes(title)) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    delays.push(performance.now() - start);
  }
  await worker.stop();
  const single = await withPeakMemory(() =>
    site.writeRoute({ path: `/en/stories/bench-export-0`, served: [`/api/content/stories/bench-export-0`], later: [] }),
  );
  console.log(
    `  one publish to the static output (${PUBLISHES} publishes: the page, its lists, homes, feeds, sitemap and search segment): median ${(median(delays) / 1000).toFixed(2)} s, ` +
      `worst ${(Math.max(...delays) / 1000).toFixed(2)} s (target under 2 s); writing one page alone: ${(single.seconds * 1000).toFixed(0)} ms`,
  );
  await database.close();
}
