import { statSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/serverProcess';
import { ensureBuilt } from './ensureBuilt';
import { runWireBench } from './wire';

const STORY_PATH = '/en/stories/the-long-view';
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1500;
const TARGETS = { lcp: 1000, cls: 0.05 };
export const VIEWPORTS = [
  { name: 'desktop 1280x800', width: 1280, height: 800 },
  { name: 'phone 390x844', width: 390, height: 844 },
];

export interface Vitals {
  lcp: number;
  lcpElement: string;
  cls: number;
  fcp: number;
}

/** LCP, FCP and CLS as web-vitals define it (the worst window of shifts < 1 s apart, at most 5 s long). */
const COLLECT_VITALS = `
  window.benchVitals = { lcp: 0, lcpElement: '', cls: 0, fcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      benchVitals.lcp = entry.startTime;
      const element = entry.element;
      benchVitals.lcpElement = element ? element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ')[0] : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') benchVitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  let session = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (session && entry.startTime - last < 1000 && entry.startTime - first < 5000) session += entry.value;
      else { session = entry.value; first = entry.startTime; }
      last = entry.startTime;
      benchVitals.cls = Math.max(benchVitals.cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** DevTools' "Slow 4G": 562.5 ms round trips, 1.44 Mbit/s down, 675 kbit/s up. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

export async function measureLoad(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  network?: typeof SLOW_4G,
): Promise<Vitals> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    await page.addInitScript({ content: COLLECT_VITALS });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (window as unknown as { benchVitals: Vitals }).benchVitals);
  } finally {
    await context.close();
  }
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const verdict = (value: number, target: number) => (value <= target ? 'within' : 'OVER');

export async function runReaderBench() {
  ensureBuilt();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const machine = cpus();
    console.log(`Reader benchmark: ${STORY_PATH} from localhost, Chromium ${browser.version()}, headless, CPU ${CPU_SLOWDOWN}x slower;`);
    console.log(
      `  ${machine.length} cores (${machine[0]?.model.trim()}); a cold load in a fresh browser context per run, ${RUNS} runs per viewport`,
    );
    console.log(
      `  built app from ${statSync('dist/index.html').mtime.toISOString()} (run "npm run build" first to measure current code)\n`,
    );
    await measureLoad(browser, server.url + STORY_PATH, VIEWPORTS[0]);
    for (const viewport of VIEWPORTS) {
      const runs: Vitals[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureLoad(browser, server.url + STORY_PATH, viewport));
      const lcps = runs.map((run) => run.lcp);
      const clss = runs.map((run) => run.cls);
      const elements = [...new Set(runs.map((run) => run.lcpElement))].join(', ');
      console.log(`  ${viewport.name}`);
      console.log(`    FCP ${ms(median(runs.map((run) => run.fcp)))} median`);
      console.log(
        `    LCP ${ms(median(lcps))} median, ${ms(Math.max(...lcps)).trim()} max: ${verdict(Math.max(...lcps), TARGETS.lcp)} the target of ${TARGETS.lcp} ms (element: ${elements})`,
      );
      console.log(
        `    CLS ${median(clss).toFixed(3).padStart(8)} median, ${Math.max(...clss).toFixed(3)} max: ${verdict(Math.max(...clss), TARGETS.cls)} the target of ${TARGETS.cls}`,
      );
    }
    console.log('');
    await runWireBench(server.url, STORY_PATH, '/api/content/stories/the-long-view');
    console.log('');
  } finally {
    await browser.close();
    await server.stop();
  }
}
