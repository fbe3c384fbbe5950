// A diagnostic, not a bench: the CPU profile of typing on the 6,000-block page while four others type, and the heap
// by constructor of the live page against today's editor. `npx tsx bench/liveProfile.ts [cpu] [heap] [snapshot] [browsers]`
// (files in LIVE_PROFILE_DIR, /tmp/lt by default): the
// four others are Yjs clients in this process, or with `browsers` pages of this browser (five renderers on the machine).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInThroughForm } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/serverProcess';
import { createPage, percentile, recordKeystrokes } from './editor.bench';
import { ensureBuilt } from './ensureBuilt';
import { heapSnapshotText, heapSummary, megabytes, usedHeap } from './heapSnapshot';
import { OTHERS_AT, remoteTypists, ticketFor } from './liveTyping';

const BODY = '[aria-label="Page body"]';
/** Where the profiles and heap summaries go. */
const OUT = process.env.LIVE_PROFILE_DIR ?? '/tmp/lt';
mkdirSync(OUT, { recursive: true });
const PEOPLE = [
  ['editor@example.org', 'demo-editor'],
  ['colleague@example.org', 'demo-colleague'],
  ['admin@example.org', 'demo-admin'],
] as const;

async function signedIn(browser: Browser, baseUrl: string, [email, password]: readonly [string, string], live: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  if (!live) await context.route('**/live/tickets', (route) => route.fulfill({ status: 404, json: { error: 'Not found.' } }));
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl, email, password);
  await page.waitForURL(`${baseUrl}/en`);
  return page;
}

async function open(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator(BODY).waitFor();
  await page.locator('.editor-loading').waitFor({ state: 'detached' });
  await page.locator(`${BODY}[contenteditable="true"]`).waitFor();
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

function summarise(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const self = new Map<number, number>();
  profile.samples.forEach((id, n) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[n] ?? 0) / 1000));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}`;
  const selfBy = new Map<string, number>();
  const totalBy = new Map<string, number>();
  const walk = (id: number, seen: Set<string>): number => {
    const node = byId.get(id)!;
    let total = self.get(id) ?? 0;
    const name = label(node);
    selfBy.set(name, (selfBy.get(name) ?? 0) + total);
    const inner = new Set(seen).add(name);
    for (const child of node.children ?? []) total += walk(child, inner);
    if (!seen.has(name)) totalBy.set(name, (totalBy.get(name) ?? 0) + total);
    return total;
  };
  const all = walk(profile.nodes[0].id, new Set());
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((ms / all) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return `total ${all.toFixed(0)} ms\nSELF\n${top(selfBy, 45)}\nTOTAL\n${top(totalBy, 70)}`;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { frame?: string } };
}

/** Per key, the renderer main thread's top-level work by kind (a trace's complete events of the main thread). */
function mainThreadTimes(events: TraceEvent[], keys: number): string {
  const main = events.find((event) => event.name === 'thread_name' && (event.args as { name?: string })?.name === 'CrRendererMain');
  const mine = events.filter((event) => event.ph === 'X' && event.dur && (!main || (event.tid === main.tid && event.pid === main.pid)));
  const kinds = [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'HitTest',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'ParseHTML',
  ];
  const sum = new Map<string, number>();
  for (const event of mine) if (kinds.includes(event.name)) sum.set(event.name, (sum.get(event.name) ?? 0) + event.dur! / 1000);
  return [...sum.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `  ${name.padEnd(20)} ${(ms / keys).toFixed(2).padStart(7)} ms a key`)
    .join('\n');
}

const browser = await launchBrowser();
ensureBuilt();
const server = await startServer({ env: { LIVE_EDITING: 'on' } });
const modes = process.argv.slice(2);
try {
  const tokenOf = async ([email, password]: readonly [string, string]) => {
    const signIn = await fetch(`${server.url}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return ((await signIn.json()) as { token: string }).token;
  };
  const token = await tokenOf(PEOPLE[0]);
  const large = await createPage(server.url, token, 6000);
  if (modes.includes('heap')) {
    for (const live of [false, true]) {
      const page = await signedIn(browser, server.url, PEOPLE[0], live);
      await open(page, server.url, large.path);
      await page.waitForTimeout(1500);
      const cdp = await page.context().newCDPSession(page);
      console.log(`${live ? 'live' : 'today'} heap ${megabytes(await usedHeap(cdp))}`);
      const snapshot = await heapSnapshotText(cdp);
      // The whole snapshot too (for DevTools' Memory panel or retained sizes), with `snapshot`.
      if (modes.includes('snapshot')) writeFileSync(`${OUT}/${live ? 'live' : 'today'}.heapsnapshot`, snapshot);
      writeFileSync(`${OUT}/heap-${live ? 'live' : 'today'}.json`, JSON.stringify(await heapSummary(cdp, snapshot)));
      await page.context().close();
    }
  }
  if (modes.includes('trace')) {
    // Where a key's time goes on the main thread (script, style, layout, paint): today's editor and the live one typing
    // alone, then the live one while four others type as Yjs clients.
    const tokens = await Promise.all(OTHERS_AT.map((_, n) => tokenOf(PEOPLE[1 + (n % 2)])));
    for (const [live, withOthers] of [
      [false, false],
      [true, false],
      [true, true],
    ]) {
      const name = live ? (withOthers ? 'others' : 'live') : 'today';
      const page = await signedIn(browser, server.url, PEOPLE[0], live);
      await open(page, server.url, large.path);
      // Bound, and the device copy's first write (the whole state, a second after binding) done.
      await page.locator('.editor-workspace[data-connecting]').waitFor({ state: 'detached' });
      await page.waitForTimeout(2500);
      const target = page.locator(`${BODY} p`).nth(2000);
      await target.scrollIntoViewIfNeeded();
      await target.click();
      await page.keyboard.type('warm ', { delay: 60 });
      await recordKeystrokes(page, BODY);
      const typists = withOthers
        ? await remoteTypists(
            Number(new URL(server.url).port),
            large.id,
            await Promise.all(tokens.map((each) => ticketFor(server.url, each, large.id))),
          )
        : null;
      if (typists) await page.waitForTimeout(500);
      const cdp = await page.context().newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
        transferMode: 'ReportEvents',
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const typed = 'in the harbour office today, typing '.repeat(3);
      await page.keyboard.type(typed, { delay: 60 });
      typists?.stop();
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Tracing.end');
      await done;
      const work = (await page.evaluate(() => (window as never as { benchSamples: Array<{ work: number }> }).benchSamples)).map(
        (s) => s.work,
      );
      console.log(
        `${name}: work p50 ${percentile(work, 50).toFixed(1)} p95 ${percentile(work, 95).toFixed(1)} max ${Math.max(...work).toFixed(1)}`,
      );
      console.log(mainThreadTimes(events, typed.length));
      if (modes.includes('cpu')) console.log(summarise(profile as never));
      writeFileSync(`${OUT}/cpu-${name}.cpuprofile`, JSON.stringify(profile));
      writeFileSync(`${OUT}/trace-${name}.json`, JSON.stringify({ traceEvents: events }));
      await page.context().close();
    }
  }
  if (modes.includes('cpu') && !modes.includes('trace')) {
    const me = await signedIn(browser, server.url, PEOPLE[0], true);
    await open(me, server.url, large.path);
    const target = me.locator(`${BODY} p`).nth(2000);
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await recordKeystrokes(me, BODY);
    // The others as Yjs clients in this process (on their own machines), or with `browsers` as pages of this browser.
    const others: Page[] = [];
    const tokens = await Promise.all(OTHERS_AT.map((_, n) => tokenOf(PEOPLE[1 + (n % 2)])));
    const typists = modes.includes('browsers')
      ? null
      : await remoteTypists(
          Number(new URL(server.url).port),
          large.id,
          await Promise.all(tokens.map((each) => ticketFor(server.url, each, large.id))),
        );
    for (const [n, at] of (typists ? [] : OTHERS_AT).entries()) {
      const other = await signedIn(browser, server.url, PEOPLE[1 + (n % 2)], true);
      await open(other, server.url, large.path);
      const paragraph = other.locator(`${BODY} p`).nth(at);
      await paragraph.scrollIntoViewIfNeeded();
      await paragraph.click();
      others.push(other);
    }
    const cdp = await me.context().newCDPSession(me);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const typing = others.map((other) => other.keyboard.type('x'.repeat(80), { delay: 80 }));
    await me.keyboard.type('with four others typing elsewhere', { delay: 60 });
    await Promise.all(typing);
    typists?.stop();
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`${OUT}/typing.cpuprofile`, JSON.stringify(profile));
    const work = (await me.evaluate(() => (window as never as { benchSamples: Array<{ work: number }> }).benchSamples)).map((s) => s.work);
    console.log(`work p50 ${percentile(work, 50).toFixed(1)} p95 ${percentile(work, 95).toFixed(1)} max ${Math.max(...work).toFixed(1)}`);
    console.log(summarise(profile as never));
  }
} finally {
  await browser.close();
  await server.stop();
}
