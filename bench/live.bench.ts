import { eq } from 'drizzle-orm';
import type { SavedDocument } from '../contract/document';
import type { AppDeps } from '../server/deps';
import { seedUpdate } from '../server/collab/liveDocument';
import { pages } from '../server/db/schema';
import { LiveRoom } from '../server/collab/liveRoom';

const BLOCKS = 6_000;
const PAGES = 4;
const CYCLES = Number(process.env.LIVE_BENCH_CYCLES ?? 200);

export function bigDocument(blocks: number): SavedDocument {
  const text = (i: number) => ({
    type: 'text',
    version: 1,
    text: `Block ${i}: the harbour was narrower than it was, and cleaner.`,
    format: i % 7 === 0 ? 1 : 0,
    detail: 0,
    mode: 'normal',
    style: '',
  });
  const children = Array.from({ length: blocks }, (_, i) =>
    i % 20 === 0
      ? { type: 'heading', version: 1, tag: 'h2', direction: 'ltr', format: '', indent: 0, children: [text(i)] }
      : { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', children: [text(i)] },
  );
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } } as unknown as SavedDocument;
}

function heapMb(): number {
  for (let i = 0; i < 3; i++) global.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** A page's room as the hub opens it (its Y.Doc from the log, awareness, and the saved document it keeps for bytes). */
function openRoom(update: Uint8Array, json: string): LiveRoom {
  const room = new LiveRoom({} as AppDeps, 1);
  room.applyLogged([{ seq: 1, update }]);
  room.savedBody = JSON.parse(json) as SavedDocument;
  return room;
}

/**
 * `npm run bench -- live-server` (issue 34; run with `node --expose-gc --import tsx bench/run.ts live-server` for exact heap
 * figures): the server's memory per open page at 6,000 blocks, against the bare baseline of holding the page's saved
 * document alone, and 200 open/close cycles (leaks show as growth); with BENCH_DATABASE_URL, also 200 cycles of a page
 * opened by two people on two servers sharing that PostgreSQL, each typing, then left (rooms, sockets, listeners).
 */
export async function runLiveBench() {
  if (!global.gc) console.warn('No global.gc: run with node --expose-gc for exact figures.');
  const json = JSON.stringify(bigDocument(BLOCKS));
  const update = seedUpdate(JSON.parse(json) as SavedDocument, { title: 'Bench', standfirst: '' });
  console.log(
    `\nLive sessions: server memory per open page at ${BLOCKS} blocks (document ${(json.length / 1e6).toFixed(1)} MB JSON, seed update ${(update.length / 1e6).toFixed(1)} MB)`,
  );

  let start = heapMb();
  const bare = Array.from({ length: PAGES }, () => JSON.parse(json) as SavedDocument);
  const bareMb = (heapMb() - start) / PAGES;
  bare.length = 0;

  start = heapMb();
  const rooms = Array.from({ length: PAGES }, () => openRoom(update, json));
  const liveMb = (heapMb() - start) / PAGES;
  for (const room of rooms) room.destroy();
  rooms.length = 0;
  console.log(`  bare baseline (saved document held): ${bareMb.toFixed(1)} MB a page`);
  console.log(
    `  live room (Y.Doc + awareness + saved document): ${liveMb.toFixed(1)} MB a page (target <= 30 MB), ${(liveMb / bareMb).toFixed(2)}x the baseline`,
  );

  const before = heapMb();
  const opened = Date.now();
  for (let i = 0; i < CYCLES; i++) openRoom(update, json).destroy();
  const after = heapMb();
  console.log(
    `  ${CYCLES} open/close cycles: heap ${before.toFixed(1)} -> ${after.toFixed(1)} MB (growth ${(after - before).toFixed(1)} MB), ${((Date.now() - opened) / CYCLES).toFixed(0)} ms an opening`,
  );
  await twoServerCycles();
}

/**
 * Two servers (two LiveHubs with their own pools and LISTEN connections, in this process) on a fresh database made on
 * BENCH_DATABASE_URL's server by the tests' harness: each cycle one person opens the page on each server, one types,
 * the other sees it, both leave, and both servers save and free the page. The heap is both servers' together.
 */
async function twoServerCycles() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return void console.log('  two servers: set BENCH_DATABASE_URL to a PostgreSQL database to measure them');
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = url;
  const { connectClient, createLiveTestApp, eventually, liveTextOf, typeInFirstParagraph } = await import('../tests/liveHarness');
  const t = await createLiveTestApp({ saveAfterMs: 50 });
  const second = await t.secondServer();
  try {
    const [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    const alex = await t.signIn('editor@example.org');
    const sam = await t.signIn('colleague@example.org');
    const cycle = async (n: number) => {
      const first = await connectClient(t.port, story.id, await t.ticket(alex, story.id));
      const other = await connectClient(second.port, story.id, await t.ticket(sam, story.id));
      typeInFirstParagraph(first.doc, `c${n} `);
      await eventually(() => liveTextOf(other.doc).includes(`c${n} `));
      first.destroy();
      other.destroy();
      await eventually(() => t.hub.rooms.size === 0 && second.hub.rooms.size === 0, 10_000);
    };
    for (let n = 0; n < 10; n++) await cycle(n);
    const before = heapMb();
    const started = Date.now();
    for (let n = 10; n < CYCLES + 10; n++) await cycle(n);
    const after = heapMb();
    console.log(
      `  ${CYCLES} open/type/close cycles on two servers (PostgreSQL): heap ${before.toFixed(1)} -> ${after.toFixed(1)} MB (growth ${(after - before).toFixed(1)} MB, ${(((after - before) / CYCLES) * 1024).toFixed(0)} kB a cycle), ${((Date.now() - started) / CYCLES).toFixed(0)} ms a cycle; rooms left open ${t.hub.rooms.size + second.hub.rooms.size}`,
    );
  } finally {
    await t.close();
  }
}
