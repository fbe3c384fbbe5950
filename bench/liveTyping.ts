// Typing on the 6,000-block live page while four others type (issue 34's target: my keystroke's work within the next
// frame, 16.7 ms p95), for `npm run bench -- live` and `live-typing`. The others are other people on their own
// machines: by default Yjs clients in this Node process (y-websocket over `ws` to the same server, as
// tests/liveHarness.ts connects), each typing about every 150 ms with its caret shown in my editor. Four more Chromium
// pages on this machine (the old way, beside it in the same run) make five renderers share its 2 cores, each applying
// every update and painting it, so that figure measures the machine as much as my editor.
import type { Page } from 'playwright-core';
import * as Y from 'yjs';
import { percentile, recordKeystrokes, spread } from './editor.bench';

const BODY = '[aria-label="Page body"]';
/** The paragraphs the others type in (of the page's `p`s, in order), mine being the 2,000th. */
export const OTHERS_AT = [500, 1200, 1900, 2600];
const KEY_EVERY_MS = 150;
const MY_DELAY_MS = 60;

/** The `n`th paragraph of the body in document order (the page's `n`th `p`): its text. */
function paragraphText(doc: Y.Doc, n: number): Y.XmlText {
  let seen = 0;
  const find = (node: Y.XmlFragment | Y.XmlElement): Y.XmlText | null => {
    for (const child of node.toArray()) {
      if (!(child instanceof Y.XmlElement)) continue;
      if (child.nodeName === 'paragraph') {
        if (seen++ === n) return child.toArray().find((inner): inner is Y.XmlText => inner instanceof Y.XmlText) ?? null;
      } else {
        const inner = find(child);
        if (inner) return inner;
      }
    }
    return null;
  };
  const text = find(doc.getXmlFragment('body'));
  if (!text) throw new Error(`no text in paragraph ${n}`);
  return text;
}

/** A ticket to the page's live session for the person of `token`, as the browser asks for one. */
export async function ticketFor(baseUrl: string, token: string, pageId: number): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/pages/${pageId}/live/tickets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: { ticket: string } }).data.ticket;
}

export interface Typists {
  /** Keys typed so far, all together. */
  keys(): number;
  /** Stops typing and leaves. */
  stop(): void;
}

/**
 * Four people (or as many as `tickets`) in the page from this process, each typing a character about every 150 ms
 * (100 to 200) at the end of their paragraph, their caret with it (y-prosemirror's awareness field), as a person
 * typing in a browser sends it.
 */
export async function remoteTypists(port: number, pageId: number, tickets: string[], at = OTHERS_AT): Promise<Typists> {
  // The tests' client (the browser's provider over `ws`), loaded only when a bench uses it: it brings the server's modules.
  const { connectClient } = await import('../tests/liveHarness');
  const clients = await Promise.all(tickets.map((ticket) => connectClient(port, pageId, ticket)));
  let typed = 0;
  const timers = clients.map((client, n) => {
    const text = paragraphText(client.doc, at[n % at.length]);
    client.provider.awareness.setLocalStateField('user', { id: `bench-${n}`, name: `Typist ${n + 1}`, color: '#1565c0' });
    let timer: ReturnType<typeof setTimeout>;
    const key = () => {
      const position = text.length;
      text.insert(position, 'x');
      typed++;
      const caret = Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, position + 1));
      client.provider.awareness.setLocalStateField('cursor', { anchor: caret, head: caret });
      timer = setTimeout(key, KEY_EVERY_MS / 2 + Math.random() * KEY_EVERY_MS);
    };
    timer = setTimeout(key, Math.random() * KEY_EVERY_MS);
    return () => clearTimeout(timer);
  });
  return {
    keys: () => typed,
    stop() {
      for (const stop of timers) stop();
      for (const client of clients) client.destroy();
    },
  };
}

const samplesOf = async (page: Page) =>
  (await page.evaluate(() => (window as never as { benchSamples: Array<{ work: number }> }).benchSamples)).map((s) => s.work);

const clearSamples = (page: Page) => page.evaluate(() => ((window as never as { benchSamples: unknown[] }).benchSamples.length = 0));

export interface TypingSetup {
  /** Today's editor (no live session), signed in, the large page open: the baseline. */
  today(): Promise<Page>;
  /** My page, signed in, the large page open and editable (perhaps not bound yet). */
  me(): Promise<Page>;
  /** Starts four others as Yjs clients in this process. */
  nodeOthers(): Promise<Typists>;
  /**
   * Puts the others' side (the server process, and this process's thread where the four clients type) behind the
   * browser in the machine's scheduling, as their own machines would be; returns how to put it back. Null to skip.
   */
  othersAside: (() => () => void) | null;
  /** Four others as Chromium pages of this browser, signed in, the page open and bound (the old way); null to skip. */
  browserOthers: (() => Promise<Page[]>) | null;
}

export interface TypingFigures {
  today: number[];
  alone: number[];
  withNodeOthers: number[];
  nodeKeysPerSecond: number;
  /** The same with the others' side behind the browser (othersAside); null when skipped. */
  withOthersAside: number[] | null;
  asideKeysPerSecond: number;
  withBrowserOthers: number[] | null;
  browserKeysPerSecond: number;
}

/** Keys a phase (LIVE_TYPING_KEYS): with about 35, the p95 was the second-slowest key and read the machine's stalls. */
const KEYS = Number(process.env.LIVE_TYPING_KEYS ?? 150);
const words = (lead: string) => (lead + ' the ferry left the pier on time and the harbour office was quiet').repeat(8).slice(0, KEYS);

async function startTyping(page: Page) {
  const target = page.locator(`${BODY} p`).nth(2000);
  await target.scrollIntoViewIfNeeded();
  await target.click();
  // A few keys first, so that no phase has the page's first keys (code still compiling, first layouts).
  await page.keyboard.type('warm ', { delay: MY_DELAY_MS });
}

/**
 * My typing's work per key on the large page: today's editor (the baseline), then the live one alone (bound, and its
 * first write to the device's copy done), with four others as Yjs clients, then as Chromium pages.
 */
export async function typingFigures(setup: TypingSetup): Promise<TypingFigures> {
  const { nodeOthers, browserOthers } = setup;
  const before = await setup.today();
  await startTyping(before);
  await recordKeystrokes(before, BODY);
  await before.keyboard.type(words(' today'), { delay: MY_DELAY_MS });
  const today = await samplesOf(before);
  await before.context().close();

  const me = await setup.me();
  await me.locator('.editor-workspace[data-connecting]').waitFor({ state: 'detached' });
  await me.waitForTimeout(1500);
  await startTyping(me);
  await recordKeystrokes(me, BODY);
  await me.keyboard.type(words(' alone'), { delay: MY_DELAY_MS });
  const alone = await samplesOf(me);

  const typists = await nodeOthers();
  await me.waitForTimeout(500);
  await clearSamples(me);
  const [keysBefore, started] = [typists.keys(), Date.now()];
  await me.keyboard.type(words(' with four others on their own machines'), { delay: MY_DELAY_MS });
  const nodeKeysPerSecond = ((typists.keys() - keysBefore) * 1000) / (Date.now() - started);
  const withNodeOthers = await samplesOf(me);
  let withOthersAside: number[] | null = null;
  let asideKeysPerSecond = 0;
  if (setup.othersAside) {
    const putBack = setup.othersAside();
    try {
      await clearSamples(me);
      const [keysThen, from] = [typists.keys(), Date.now()];
      await me.keyboard.type(words(' with the others on machines of their own'), { delay: MY_DELAY_MS });
      asideKeysPerSecond = ((typists.keys() - keysThen) * 1000) / (Date.now() - from);
      withOthersAside = await samplesOf(me);
    } finally {
      putBack();
    }
  }
  typists.stop();

  let withBrowserOthers: number[] | null = null;
  let browserKeysPerSecond = 0;
  if (browserOthers) {
    const others = await browserOthers();
    const typedAt = Date.now();
    const othersKeys = Math.ceil((KEYS * MY_DELAY_MS) / 80) + 20;
    const typing = others.map((other) => other.keyboard.type('x'.repeat(othersKeys), { delay: 80 }));
    await clearSamples(me);
    await me.keyboard.type(words(' with four others in this browser'), { delay: MY_DELAY_MS });
    await Promise.all(typing);
    browserKeysPerSecond = (others.length * othersKeys * 1000) / (Date.now() - typedAt);
    withBrowserOthers = await samplesOf(me);
    for (const other of others) await other.context().close();
  }
  await me.context().close();
  return { today, alone, withNodeOthers, nodeKeysPerSecond, withOthersAside, asideKeysPerSecond, withBrowserOthers, browserKeysPerSecond };
}

export function printTyping(blocks: number, figures: TypingFigures) {
  const rate = (perSecond: number) => `others' keys ${perSecond.toFixed(0)}/s`;
  const ratio = (values: number[]) => `${(percentile(values, 95) / percentile(figures.today, 95)).toFixed(2)}x today's p95`;
  console.log(`  ${figures.today.length} keys a phase, ${MY_DELAY_MS} ms apart`);
  console.log(`  typing on ${blocks} blocks, today's editor (baseline):           ${spread(figures.today)}`);
  console.log(`  typing on ${blocks} blocks, work alone:                          ${spread(figures.alone)}  (${ratio(figures.alone)})`);
  console.log(
    `  typing on ${blocks} blocks, work with 4 others (Yjs clients):    ${spread(figures.withNodeOthers)}  (${ratio(figures.withNodeOthers)}; ${rate(figures.nodeKeysPerSecond)}; target p95 <= 16.7 ms)`,
  );
  if (figures.withOthersAside)
    console.log(
      `    the same, the server and the four behind the browser: ${spread(figures.withOthersAside)}  (${ratio(figures.withOthersAside)}; ${rate(figures.asideKeysPerSecond)}; as on machines of their own)`,
    );
  if (figures.withBrowserOthers)
    console.log(
      `  typing on ${blocks} blocks, work with 4 others (Chromium pages): ${spread(figures.withBrowserOthers)}  (${rate(figures.browserKeysPerSecond)}; five renderers on this machine)`,
    );
  return percentile(figures.withNodeOthers, 95);
}
