import { statSync } from 'node:fs';
import { cpus } from 'node:os';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { SavedNode } from '../contract/document';
import { bulletList, documentOf, heading, link, numberedList, paragraph, text } from '../server/demo/nodes';
import { editorRouteOf } from '../src/routes/paths';
import { launchBrowser, signInThroughForm } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/serverProcess';
import { ensureBuilt } from './ensureBuilt';

const SIZES = [200, 2000, 10_000];
const OPENS = 3;
const TYPED = 'the harbour office reviewed the season programme and budget';
const KEY_DELAY_MS = 60;
const TARGETS: Record<number, { keystroke?: number; open?: number }> = { 2000: { keystroke: 16, open: 300 }, 10_000: { keystroke: 33 } };
const BODY = '[aria-label="Page body"]';

/** The nth block of a mixed document: paragraphs (some with bold text and links), headings, lists and quotes. */
export function blockAt(n: number): SavedNode {
  const words = `Block ${n}: the ferry left the pier on time`;
  switch (n % 10) {
    case 1:
      return paragraph(`${words} and `, text('the tide', { bold: true }), ' turned, see ', link(`/en/stories/${n}`, 'the log'), '.');
    case 3:
      return heading(n % 20 === 3 ? 'h2' : 'h3', `Section ${n}`);
    case 5:
      return n % 20 === 5 ? bulletList(`Item ${n}`, `Item ${n + 1}`) : numberedList(`Step ${n}`, `Step ${n + 1}`);
    case 7:
      return {
        type: 'quote',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [text(`Quote ${n}: every pier has a story.`)],
      };
    default:
      return paragraph(words);
  }
}

export async function createPage(baseUrl: string, token: string, size: number) {
  const document = documentOf(...Array.from({ length: size }, (_, n) => blockAt(n)));
  const body = JSON.stringify({ page: { title: `Bench ${size} blocks`, page_collection_slug: 'news', lexical_body: document } });
  const response = await fetch(`${baseUrl}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`creating a ${size}-block page: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { attributes: { page_id: number; slug: string; public_route: string } } };
  return {
    size,
    id: data.attributes.page_id,
    slug: data.attributes.slug,
    path: editorRouteOf(data.attributes.public_route),
    kilobytes: body.length / 1024,
  };
}

/** In-app navigation (as a link click would do) to the editor, timed to the first paint that shows every block. */
export function openInPage(page: Page, path: string, slug: string, blocks: number) {
  return page.evaluate(
    async ({ path, slug, blocks, selector }) => {
      performance.clearResourceTimings();
      const start = performance.now();
      const state = { usr: { skipInitialLoading: true }, key: Math.random().toString(36).slice(2, 10), idx: (history.state?.idx ?? 0) + 1 };
      history.pushState(state, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state }));
      const painted = await new Promise<number>((resolve) => {
        const check = () => {
          const body = document.querySelector(selector);
          if (!body || body.querySelectorAll(':scope > :not([data-editor-section]), :scope > [data-editor-section] > *').length < blocks)
            return requestAnimationFrame(check);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(check);
      });
      const loaded = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(`/api/pages/${slug}`))
        .pop() as PerformanceResourceTiming;
      return { total: painted - start, afterContent: painted - loaded.responseEnd };
    },
    { path, slug, blocks, selector: BODY },
  );
}

export function leaveInPage(page: Page) {
  return page.evaluate(async (selector) => {
    const state = { usr: null, key: 'home', idx: (history.state?.idx ?? 0) + 1 };
    history.pushState(state, '', '/en');
    dispatchEvent(new PopStateEvent('popstate', { state }));
    await new Promise<void>((resolve) => {
      const check = () => (document.querySelector(selector) ? requestAnimationFrame(check) : resolve());
      requestAnimationFrame(check);
    });
  }, BODY);
}

/**
 * For each typed character: keydown to the paint after it, and the work in that time (handling the key and rendering
 * the frame), which leaves out the wait for the next frame (up to 16.7 ms at 60 Hz).
 */
export function recordKeystrokes(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) as HTMLElement & { editor?: { on(event: string, listener: () => void): void } };
    const samples: Array<{ toPaint: number; work: number }> = [];
    let handled = 0;
    const markHandled = () => (handled = performance.now());
    root.addEventListener('input', markHandled);
    root.editor?.on('transaction', markHandled);
    (window as unknown as { benchSamples: typeof samples }).benchSamples = samples;
    root.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          const frameStart = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const painted = performance.now();
            const work = handled > start && handled <= frameStart ? handled - start + (painted - frameStart) : painted - start;
            samples.push({ toPaint: painted - start, work });
          };
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  }, selector);
}

async function typeInto(page: Page, target: Locator, selector: string) {
  await target.scrollIntoViewIfNeeded();
  await target.click();
  await recordKeystrokes(page, selector);
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(200);
  if (!(await target.textContent())?.includes(TYPED)) throw new Error('the typed text did not reach the document');
  return page.evaluate(() => (window as unknown as { benchSamples: Array<{ toPaint: number; work: number }> }).benchSamples);
}

const FLOOR_GROUP = 100;

/**
 * The same typing in a bare contenteditable of as many paragraphs: what the browser alone costs. `grouped` puts them
 * in groups of 100 that skip rendering off screen, which a ProseMirror document (flat top-level blocks) cannot do.
 */
async function browserFloor(context: BrowserContext, blocks: number, grouped: boolean) {
  const page = await context.newPage();
  try {
    const paragraphs = Array.from({ length: blocks }, (_, n) => `<p>Block ${n}: the ferry left the pier on <b>time</b></p>`);
    const html = grouped
      ? Array.from(
          { length: Math.ceil(blocks / FLOOR_GROUP) },
          (_, g) =>
            `<div style="content-visibility:auto;contain-intrinsic-size:auto 3000px">${paragraphs.slice(g * FLOOR_GROUP, (g + 1) * FLOOR_GROUP).join('')}</div>`,
        ).join('')
      : paragraphs.join('');
    await page.setContent(`<div id="floor" contenteditable="true" style="max-width: 720px; font: 18px/1.7 serif">${html}</div>`);
    return await typeInto(page, page.locator('#floor p').nth(Math.floor(blocks / 2)), '#floor');
  } finally {
    await page.close();
  }
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

export function spread(values: number[]) {
  return `p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}   max ${ms(Math.max(...values))}`;
}

async function measureSize(context: BrowserContext, baseUrl: string, created: Awaited<ReturnType<typeof createPage>>) {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/en`, { waitUntil: 'networkidle' });
    const opens = [];
    for (let i = 0; i <= OPENS; i++) {
      const open = await openInPage(page, created.path, created.slug, created.size);
      if (i > 0) opens.push(open);
      if (i < OPENS) await leaveInPage(page);
    }
    const paragraphs = page.locator(`${BODY} > p, ${BODY} > [data-editor-section] > p`);
    const samples = await typeInto(page, paragraphs.nth(Math.floor((created.size * 0.7) / 2)), BODY);
    const floor = await browserFloor(context, created.size, false);
    const groupedFloor = await browserFloor(context, created.size, true);
    const openMedian = percentile(
      opens.map((open) => open.afterContent),
      50,
    );
    const totalMedian = percentile(
      opens.map((open) => open.total),
      50,
    );
    const target = TARGETS[created.size] ?? {};
    console.log(`${String(created.size).padStart(6)} blocks (${created.kilobytes.toFixed(0)} kB saved JSON)`);
    console.log(
      `  open editable: ${ms(openMedian)} from content received to first paint (${ms(totalMedian).trim()} with the fetch), median of ${OPENS}${target.open ? `; target <= ${target.open} ms` : ''}`,
    );
    console.log(
      `  keystroke, work:     ${spread(samples.map((sample) => sample.work))}${target.keystroke ? `; target p95 <= ${target.keystroke} ms` : ''}`,
    );
    console.log(`  keystroke, to paint: ${spread(samples.map((sample) => sample.toPaint))}   (${samples.length} keys)`);
    console.log(`  bare contenteditable of ${created.size} paragraphs, work: ${spread(floor.map((sample) => sample.work))}`);
    console.log(`    the same in groups of ${FLOOR_GROUP}, work:         ${spread(groupedFloor.map((sample) => sample.work))}`);
  } finally {
    await page.close({ runBeforeUnload: false });
  }
}

export async function runEditorBench() {
  ensureBuilt();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.org', password: 'demo-editor' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const pages = [];
    for (const size of SIZES) pages.push(await createPage(server.url, token, size));
    const context = await browser.newContext();
    // tsx keeps function names with an `__name` helper, which functions sent to page.evaluate then call.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const signInPage = await context.newPage();
    await signInThroughForm(signInPage, server.url, 'editor@example.org', 'demo-editor');
    await signInPage.waitForURL(`${server.url}/en`);
    await signInPage.close();
    const machine = cpus();
    console.log(
      `Editor benchmark: Chromium ${browser.version()}, headless, unthrottled; ${machine.length} cores (${machine[0]?.model.trim()})`,
    );
    console.log(`  built app from ${statSync('dist/index.html').mtime.toISOString()} (run "npm run build" first to measure current code)`);
    console.log(
      `  typing ${TYPED.length} characters, ${KEY_DELAY_MS} ms apart, in a paragraph in the middle. "work": keydown handling plus`,
    );
    console.log('  rendering the next frame; "to paint": keydown to that paint, which adds the wait for the frame (up to 16.7 ms)\n');
    for (const created of pages) await measureSize(context, server.url, created);
    console.log('');
  } finally {
    await browser.close();
    await server.stop();
  }
}
