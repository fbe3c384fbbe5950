// `npm run bench -- static` (issue 31): the long story read from the static site (the demo exported, served by nginx
// with deploy/static-site.nginx.conf) against the same story from the Node server, on the reader budget's throttled
// phone (Slow 4G, 4x CPU), runs taken in turn so the machine's load falls on both alike.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/browser';
import { startNginx } from '../tests/e2e/nginx';
import { freePort, startServer } from '../tests/e2e/serverProcess';
import { exportCommand } from '../scripts/export';
import { ensureBuilt } from './ensureBuilt';
import { measureLoad, median, SLOW_4G, VIEWPORTS, type Vitals } from './reader.bench';

const STORY_PATH = '/en/stories/the-long-view';
const RUNS = 7;

export async function runStaticReaderBench() {
  ensureBuilt();
  // The demo site made by a first start, then exported while no server holds its database.
  let server = await startServer();
  const { dataDir } = server;
  await server.stop();
  const folder = await mkdtemp(path.join(tmpdir(), 'masthead-bench-static-'));
  const port = await freePort();
  await exportCommand([folder], { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: `http://127.0.0.1:${port}` });
  const nginx = await startNginx(folder, port);
  server = await startServer({ dataDir });
  const browser = await launchBrowser();
  try {
    const phone = VIEWPORTS.find((viewport) => viewport.name.startsWith('phone'))!;
    console.log(
      `\nThe story from the static site (nginx) and from the Node server: ${phone.name}, Slow 4G, CPU 4x slower, ${RUNS} cold loads each`,
    );
    const runs: Record<'server' | 'static', Vitals[]> = { server: [], static: [] };
    await measureLoad(browser, nginx.url + STORY_PATH, phone, SLOW_4G);
    await measureLoad(browser, server.url + STORY_PATH, phone, SLOW_4G);
    for (let run = 0; run < RUNS; run++) {
      runs.static.push(await measureLoad(browser, nginx.url + STORY_PATH, phone, SLOW_4G));
      runs.server.push(await measureLoad(browser, server.url + STORY_PATH, phone, SLOW_4G));
    }
    for (const [name, vitals] of Object.entries(runs)) {
      const lcps = vitals.map((each) => each.lcp);
      console.log(
        `  ${name.padEnd(7)} LCP ${median(lcps).toFixed(0)} ms median, ${Math.max(...lcps).toFixed(0)} ms max; FCP ${median(vitals.map((each) => each.fcp)).toFixed(0)} ms; ` +
          `CLS ${Math.max(...vitals.map((each) => each.cls)).toFixed(3)} max (element: ${[...new Set(vitals.map((each) => each.lcpElement))].join(', ')})`,
      );
    }
    const ratio = median(runs.static.map((each) => each.lcp)) / median(runs.server.map((each) => each.lcp));
    console.log(`  static / server LCP, medians: ${ratio.toFixed(2)} (target: 1.00 or less)`);
  } finally {
    await browser.close();
    await server.stop();
    await nginx.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
