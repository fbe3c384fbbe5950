// `npm run bench -- history`: the page history's comparison in the browser (issue 19). Two 2,000-block revisions
// (100 blocks changed, 10 removed, 10 added, 10 moved) are compared in the editor's History panel; the time runs from
// choosing the other revision to the painted comparison. The baseline, in the same run and page: fetching and parsing
// one revision's JSON, which any comparison must do.
import type { Page } from 'playwright-core';
import type { SavedNode } from '../contract/document';
import { documentOf, paragraph } from '../server/demo/nodes';
import { editorRouteOf } from '../src/routes/paths';
import { launchBrowser, signInThroughForm } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/serverProcess';
import { ensureBuilt } from './ensureBuilt';

const BLOCKS = 2000;
const RUNS = 7;
const TARGET_MS = 200;

const first = (): SavedNode[] =>
  Array.from({ length: BLOCKS }, (_, n) => paragraph(`Block ${n}: the ferry left the pier on time, and the harbour office logged it.`));

/** The second revision: every 20th block reworded, 10 removed, 10 added and 10 moved to the end. */
function second(blocks: SavedNode[]): SavedNode[] {
  const changed = blocks.map((block, n) =>
    n % 20 === 7 ? paragraph(`Block ${n}: the ferry left the pier late, and the harbour office noted why.`) : block,
  );
  const moved = changed.filter((_, n) => n % 200 === 11);
  const kept = changed.filter((_, n) => n % 200 !== 11 && n % 200 !== 13);
  kept.splice(1000, 0, ...Array.from({ length: 10 }, (_, n) => paragraph(`New block ${n} about the typhoon timetable.`)));
  return [...kept, ...moved];
}

async function call(baseUrl: string, token: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: { id: string; attributes: Record<string, unknown> } };
}

async function tokenOf(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A page with three revisions: made by one editor, rewritten by another, touched by the first again. */
async function pageWithRevisions(baseUrl: string) {
  const [alex, sam] = [
    await tokenOf(baseUrl, 'editor@example.org', 'demo-editor'),
    await tokenOf(baseUrl, 'colleague@example.org', 'demo-colleague'),
  ];
  const blocks = first();
  const created = await call(baseUrl, alex, 'POST', 'pages', {
    page: { title: 'Bench history', page_collection_slug: 'news', lexical_body: documentOf(...blocks) },
  });
  const id = created.data.attributes.page_id as number;
  const rewritten = await call(baseUrl, sam, 'PUT', `pages/${id}`, {
    page: { version: created.data.attributes.version, lexical_body: documentOf(...second(blocks)) },
  });
  const touched = second(blocks);
  touched[0] = paragraph('Block 0: the first line, touched once more.');
  await call(baseUrl, alex, 'PUT', `pages/${id}`, {
    page: { version: rewritten.data.attributes.version, lexical_body: documentOf(...touched) },
  });
  return { id, path: editorRouteOf(created.data.attributes.public_route as string) };
}

// Written as a string: tsx would wrap the named functions of a page.evaluate callback in its own __name helper,
// which the page does not have.
const TIME_COMPARE = `async ({ value, heading }) => {
  performance.clearMeasures('masthead:compare-versions');
  const select = document.querySelector('.revision-view__compare-with select');
  const start = performance.now();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const pattern = new RegExp(heading);
  const painted = await new Promise((resolve) => {
    const check = () => {
      const shown = document.querySelector('.comparison__heading')?.textContent ?? '';
      if (!pattern.test(shown)) return requestAnimationFrame(check);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  });
  const compute = performance.getEntriesByName('masthead:compare-versions').reduce((sum, entry) => sum + entry.duration, 0);
  return { total: painted - start, compute, rows: document.querySelectorAll('.comparison__block').length };
}`;

/** Chooses `value` in "Compare with" and times it to the next paint after the comparison under `heading` shows. */
function timeCompare(page: Page, value: string, heading: RegExp) {
  return page.evaluate(`(${TIME_COMPARE})(${JSON.stringify({ value, heading: heading.source })})`) as Promise<{
    total: number;
    compute: number;
    rows: number;
  }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runHistoryBench() {
  ensureBuilt();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { id, path } = await pageWithRevisions(server.url);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughForm(page, server.url, 'editor@example.org', 'demo-editor');
    await page.waitForURL(`${server.url}/en`);
    await page.goto(`${server.url}${path}`);
    await page.locator('.ProseMirror').first().waitFor();
    await page.locator('.editor-loading').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'History' }).click();
    const revisions = page.locator('.history__revision');
    await revisions.nth(2).waitFor();
    const ids = await page.evaluate(async (pageId) => {
      const token = JSON.parse(localStorage.getItem('masthead.session')!).state.token as string;
      const list = await (await fetch(`/api/pages/${pageId}/revisions`, { headers: { authorization: `Bearer ${token}` } })).json();
      return (list.data as Array<{ id: string }>).map((revision) => revision.id);
    }, id);
    // The oldest revision, read-only, beside its comparison with the current page.
    await revisions.nth(2).click();
    await page.locator('.comparison__heading').waitFor();
    const withFetch = await timeCompare(page, ids[1], /^Changes from this version to Saved, /);
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      await timeCompare(page, 'current', /to the current page$/);
      times.push(await timeCompare(page, ids[1], /^Changes from this version to Saved, /));
    }
    const baseline = [];
    for (let run = 0; run < RUNS; run++) {
      baseline.push(
        await page.evaluate(
          async ([pageId, revisionId]) => {
            const token = JSON.parse(localStorage.getItem('masthead.session')!).state.token as string;
            const start = performance.now();
            const body = await (
              await fetch(`/api/pages/${pageId}/revisions/${revisionId}`, { headers: { authorization: `Bearer ${token}` } })
            ).text();
            JSON.parse(body);
            return performance.now() - start;
          },
          [id, ids[1]] as const,
        ),
      );
    }
    const total = median(times.map((time) => time.total));
    console.log(
      `History: comparing two ${BLOCKS}-block revisions in the browser (${times[0].rows} changed, added, removed or moved blocks listed)`,
    );
    console.log(
      `  choose the other revision to painted comparison: median ${ms(total)} of ${RUNS} (target < ${TARGET_MS} ms); the first, with its fetch: ${ms(withFetch.total)}`,
    );
    console.log(`  of which comparing (prints, block diff, word diffs): median ${ms(median(times.map((time) => time.compute)))}`);
    console.log(
      `  baseline, fetching and parsing one revision's JSON: median ${ms(median(baseline))}; first comparison / baseline ${(withFetch.total / median(baseline)).toFixed(1)}x`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
