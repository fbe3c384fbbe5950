// `npm run bench -- collab`: the ProseMirror bindings of Yjs side by side with a bare editor on a 6,000-block page,
// and where today's editor's heap goes. Prints figures and ratios; it does not pass or fail.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { documentOf } from '../server/demo/nodes';
import { launchBrowser, signInThroughForm } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/serverProcess';
import { blockAt, createPage, ms, openInPage, percentile, recordKeystrokes, spread } from './editor.bench';
import { ensureBuilt } from './ensureBuilt';
import { heapSummary, megabytes, usedHeap, type HeapGroup } from './heapSnapshot';
import { scratchDir } from './scratchDir';
import type { Binding } from './collab/bindingsPage';

const BLOCKS = 6000;
const BINDINGS: Binding[] = ['bare', 'y-prosemirror', 'y-tiptap'];
const REMOTE_KEYS = 100;
const TYPED = 'the harbour office reviewed the season programme';
const ORIGIN = 'http://bench.local';

async function buildPage(): Promise<string> {
  const outDir = scratchDir('masthead-collab-bench-');
  // Not minified, so that the heap snapshot names ProseMirror's and Yjs's classes.
  await build({
    configFile: false,
    root: path.resolve('bench/collab'),
    logLevel: 'warn',
    build: { outDir, minify: false, emptyOutDir: true },
  });
  return outDir;
}

async function openBenchPage(browser: Browser, outDir: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.route(`${ORIGIN}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/$/, '/index.html');
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    await route.fulfill({ body: await readFile(path.join(outDir, file)), contentType: type });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  return page;
}

interface BindingFigures {
  binding: Binding;
  open: number;
  heap: number;
  remoteApply: number[];
  remoteToPaint: number[];
  typing: number[];
  typingWithOthers: number[];
}

async function typeIn(page: Page) {
  const point = await page.evaluate(
    (block) => (window as never as { benchPage: { focusBlock(b: number): { x: number; y: number } } }).benchPage.focusBlock(block),
    BLOCKS / 2 + 1,
  );
  await page.mouse.click(point.x, point.y);
  await recordKeystrokes(page, '.ProseMirror');
  await page.keyboard.type(TYPED, { delay: 60 });
  await page.waitForTimeout(200);
  return (await page.evaluate(() => (window as never as { benchSamples: Array<{ work: number }> }).benchSamples)).map(
    (sample) => sample.work,
  );
}

async function measureBinding(browser: Browser, outDir: string, binding: Binding): Promise<BindingFigures> {
  const page = await openBenchPage(browser, outDir);
  try {
    const saved = documentOf(...Array.from({ length: BLOCKS }, (_, n) => blockAt(n)));
    const open = await page.evaluate(
      ({ binding, saved }) => (window as never as { benchPage: { open(b: string, s: unknown): number } }).benchPage.open(binding, saved),
      { binding, saved },
    );
    const cdp = await page.context().newCDPSession(page);
    const heap = await usedHeap(cdp);
    const remote = await page.evaluate(
      ({ binding, count, blocks }) =>
        (
          window as never as {
            benchPage: { remoteKeystrokes(b: string, c: number, n: number): Promise<Array<{ apply: number; toPaint: number }>> };
          }
        ).benchPage.remoteKeystrokes(binding, count, blocks),
      { binding, count: REMOTE_KEYS, blocks: BLOCKS },
    );
    const typing = await typeIn(page);
    let typingWithOthers: number[] = [];
    if (binding !== 'bare') {
      await page.evaluate((blocks) => {
        (window as never as { stopOthers: () => void }).stopOthers = (
          window as never as { benchPage: { othersTyping(c: number, b: number, e: number): () => void } }
        ).benchPage.othersTyping(4, blocks, 150);
      }, BLOCKS);
      typingWithOthers = await typeIn(page);
      await page.evaluate(() => (window as never as { stopOthers: () => void }).stopOthers());
    }
    return {
      binding,
      open,
      heap,
      remoteApply: remote.map((sample) => sample.apply),
      remoteToPaint: remote.map((sample) => sample.toPaint),
      typing,
      typingWithOthers,
    };
  } finally {
    await page.context().close();
  }
}

function printGroups(groups: HeapGroup[], total: number, top = 14) {
  for (const group of groups.slice(0, top))
    console.log(
      `    ${group.name.padEnd(34)} ${String(group.count).padStart(8)}  ${megabytes(group.bytes).padStart(9)}  ${((group.bytes / total) * 100).toFixed(0).padStart(3)}%`,
    );
}

async function benchHeapBreakdown(browser: Browser, outDir: string) {
  const page = await openBenchPage(browser, outDir);
  try {
    const saved = documentOf(...Array.from({ length: BLOCKS }, (_, n) => blockAt(n)));
    await page.evaluate(
      ({ saved }) => (window as never as { benchPage: { open(b: string, s: unknown): number } }).benchPage.open('bare', saved),
      { saved },
    );
    const cdp = await page.context().newCDPSession(page);
    const groups = await heapSummary(cdp);
    const total = groups.reduce((sum, group) => sum + group.bytes, 0);
    console.log(`\n  Where a bare editor's heap goes (app schema and behaviour, no React; snapshot ${megabytes(total)}, shallow sizes):`);
    printGroups(groups, total);
  } finally {
    await page.context().close();
  }
}

/** Today's editor in the app (minified build, React): the heap at 6,000 blocks, and its snapshot by kind. */
async function appHeap(browser: Browser) {
  ensureBuilt();
  const server = await startServer();
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.org', password: 'demo-editor' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const created = await createPage(server.url, token, BLOCKS);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const page = await context.newPage();
    await signInThroughForm(page, server.url, 'editor@example.org', 'demo-editor');
    await page.waitForURL(`${server.url}/en`);
    const cdp = await context.newCDPSession(page);
    const before = await usedHeap(cdp);
    const open = await openInPage(page, created.path, created.slug, created.size);
    // As a page's memory readout shows it: before a collection, with the garbage of loading still in.
    const { usedSize: withGarbage } = await cdp.send('Runtime.getHeapUsage');
    await page.waitForTimeout(500);
    const heap = await usedHeap(cdp);
    const groups = await heapSummary(cdp);
    const total = groups.reduce((sum, group) => sum + group.bytes, 0);
    console.log(
      `\n  Today's editor in the app at ${BLOCKS} blocks: opens in ${ms(open.afterContent).trim()} after the content arrived; heap ${megabytes(heap)} after a collection, ${megabytes(withGarbage)} before one (${megabytes(before)} before opening)`,
    );
    console.log(`  its snapshot (${megabytes(total)}) by constructor or kind (minified: ProseMirror's classes have short names):`);
    printGroups(groups, total);
    await context.close();
  } finally {
    await server.stop();
  }
}

export async function runCollabBench() {
  const outDir = await buildPage();
  const browser = await launchBrowser();
  try {
    console.log(
      `Collaboration bench: Chromium ${browser.version()}, ${BLOCKS} blocks (the editor bench's mixed blocks), app schema + behaviour extensions`,
    );
    console.log(`  remote keystroke: the collaborator's Y.Doc in the page inserts one character; "apply" = update to my editor's state`);
    console.log(`  (synchronous), "to paint" = to the next paint. Bare = the same change as a ProseMirror transaction.`);
    console.log(`  typing: keydown handling + rendering its frame ("work", as the editor bench), with my updates sent to the`);
    console.log(`  collaborator's doc after the frame; "4 others" = four people typing elsewhere every ~150 ms meanwhile.\n`);
    const figures: BindingFigures[] = [];
    for (const binding of BINDINGS) figures.push(await measureBinding(browser, outDir, binding));
    const bare = figures[0];
    for (const figure of figures) {
      const ratio = (value: number, base: number) => (figure === bare ? '' : `  (${(value / base).toFixed(2)}x bare)`);
      console.log(`  ${figure.binding}`);
      console.log(`    open (editor made):       ${ms(figure.open)}${ratio(figure.open, bare.open)}`);
      console.log(`    heap after open:          ${megabytes(figure.heap).padStart(9)}${ratio(figure.heap, bare.heap)}`);
      console.log(
        `    remote keystroke, apply:  ${spread(figure.remoteApply)}${ratio(percentile(figure.remoteApply, 95), percentile(bare.remoteApply, 95))}`,
      );
      console.log(`    remote keystroke, paint:  ${spread(figure.remoteToPaint)}`);
      console.log(
        `    typing, work:             ${spread(figure.typing)}${ratio(percentile(figure.typing, 95), percentile(bare.typing, 95))}`,
      );
      if (figure.typingWithOthers.length) console.log(`    typing, 4 others:         ${spread(figure.typingWithOthers)}`);
    }
    await benchHeapBreakdown(browser, outDir);
    if (!process.argv.includes('--bindings-only')) await appHeap(browser);
    console.log('');
  } finally {
    await browser.close();
  }
}
