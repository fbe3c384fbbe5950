// `npm run bench -- revisions`: the revision history's costs (issue 19), in one process over a fresh PGlite (or
// DATABASE_URL): listing a page's history when it has 1,000 revisions, and a save of a 2,000-block document with its
// revision against the same save without one, in the same run, and where recording the revision spends its time.
import { eq } from 'drizzle-orm';
import type { SavedDocument } from '../contract/document';
import { printedBlocksOf } from '../server/prints/blockPrints';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { pageRevisions } from '../server/db/revisionsSchema';
import { pages, users } from '../server/db/schema';
import { defaultConfig } from '../server/deps';
import { seedDemo } from '../server/demo/seed';
import { freshBlocks, packPrints, printDocument, storeBlocks } from '../server/services/revisionDocuments';
import { recordRevision } from '../server/services/revisionRecording';
import { documentOfSize } from './api.bench';
import { scratchDir } from './scratchDir';

const RUNS = 30;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

async function timed(run: () => Promise<unknown>, times = RUNS): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < times; index++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations;
}

/** A document of `count` paragraphs, each a little different, as an editor saves them. */
function documentOfBlocks(count: number, variant: number): SavedDocument {
  const document = documentOfSize(count * 300);
  document.root.children = document.root.children
    .slice(0, count)
    .map((block, index) =>
      index % 97 === variant % 97
        ? { ...block, children: [{ ...block.children[0], text: `${block.children[0].text} (${variant})` }] }
        : block,
    );
  return document as SavedDocument;
}

export async function runRevisionsBench() {
  const dataDir = scratchDir('masthead-bench-revisions-');
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  let now = new Date('2026-11-25T09:00:00Z');
  await seedDemo(database, { now, passwordIterations: 1_000 });
  const deps = { database, clock: () => now, config: { ...defaultConfig, passwordIterations: 1_000 }, clientAddress: () => 'bench' };
  const app = createApp(deps);
  const signIn = await app.request('/api/auth/sign_in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.org', password: 'demo-editor' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [editor] = await database.db.select().from(users).where(eq(users.email, 'editor@example.org'));
  const [page] = await database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));

  // 1,000 revisions of one page, as a year of saves would leave them, stored as recording stores them.
  const body = documentOfBlocks(50, 0);
  const { prints, jsons, root } = printDocument(body);
  const rows = Array.from({ length: 1_000 }, (_, index) => ({
    pageId: page.id,
    authorId: editor.id,
    event: index % 10 === 0 ? ('publish' as const) : ('save' as const),
    title: `Revision ${index}`,
    precis: '',
    bodyRoot: root,
    ...packPrints(prints),
    blocksAdded: 1,
    blocksRemoved: 0,
    blocksChanged: 2,
    createdAt: new Date(now.getTime() - (1_000 - index) * 3_600_000),
    updatedAt: new Date(now.getTime() - (1_000 - index) * 3_600_000),
  }));
  for (let start = 0; start < rows.length; start += 100) await database.db.insert(pageRevisions).values(rows.slice(start, start + 100));
  await database.db.transaction((tx) => storeBlocks(tx, page.id, 1, freshBlocks(prints, jsons, new Set())));
  const list = (pageNumber: number) => async () => {
    const answer = await app.request(`/api/pages/${page.id}/revisions?page=${pageNumber}`, { headers });
    if (answer.status !== 200) throw new Error(`list answered ${answer.status}`);
    await answer.json();
  };
  const first = await timed(list(1));
  const last = await timed(list(21));
  const whole = await timed(async () => {
    for (let pageNumber = 1; pageNumber <= 21; pageNumber++) await list(pageNumber)();
  }, 5);

  // Saves of a 2,000-block document through the API, one with its revision and one without (an app over the same
  // database whose saves record none), taking turns on one page so both see the same machine. Each save changes about
  // 21 blocks and puts back the 21 the save before changed. The same again for recording the revision alone, to say
  // where its time goes.
  let version = (await database.db.select({ version: pages.version }).from(pages).where(eq(pages.id, page.id)))[0].version;
  const SAVES = 40;
  const documents = Array.from({ length: 3 * SAVES + 2 }, (_, index) => documentOfBlocks(2_000, index + 1));
  let variant = 0;
  const withoutRevisions = createApp({ ...deps, benchSavesWithoutRevisions: true });
  const save = async (gapMs: number, through = app) => {
    now = new Date(now.getTime() + gapMs);
    const document = documents[variant++ % documents.length];
    const answer = await through.request(`/api/pages/${page.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ page: { version, lexical_body: document } }),
    });
    if (answer.status !== 200) throw new Error(`save answered ${answer.status}`);
    version = ((await answer.json()) as { data: { attributes: { version: number } } }).data.attributes.version;
  };
  const record = (document: SavedDocument) =>
    database.db.transaction((tx) => recordRevision(tx, page.id, editor.id, 'save', now, { title: 'Bench', precis: '', body: document }));
  const [withRevision, withoutRevision, recordOnly]: number[][] = [[], [], []];
  await save(3_600_000);
  await save(3_600_000, withoutRevisions);
  for (let run = 0; run < SAVES; run++) {
    // An hour apart, so each save makes a revision of its own rather than updating the last one.
    withRevision.push(...(await timed(() => save(3_600_000), 1)));
    withoutRevision.push(...(await timed(() => save(3_600_000, withoutRevisions), 1)));
    recordOnly.push(
      ...(await timed(async () => {
        now = new Date(now.getTime() + 3_600_000);
        await record(documents[variant++ % documents.length]);
      }, 1)),
    );
  }
  // Within it: printing the blocks (JSON and hash), the rest being SQL.
  const printing = await timed(async () => printedBlocksOf(documents[0].root.children), 20);
  // A save a minute after the last, which updates that revision (coalescing).
  const coalesced = await timed(() => save(60_000), 10);
  // Recording a revision whose 2,000 blocks are all new (a first save, or every block changed).
  const fresh = (run: number) =>
    ({
      root: { ...documents[0].root, children: documents[0].root.children.map((block) => ({ ...block, version: 1000 + run })) },
    }) as SavedDocument;
  let freshRun = 0;
  const allNew = await timed(async () => {
    now = new Date(now.getTime() + 3_600_000);
    await record(fresh(freshRun++));
  }, 5);

  console.log('\nRevision history benchmark (in one process, PGlite unless DATABASE_URL)');
  console.log(
    `  list, page 1 of a page with 1,000 revisions:  median ${median(first).toFixed(1)} ms, p95 ${p95(first).toFixed(1)} ms; target < 50 ms`,
  );
  console.log(`  list, its last page (page 21):                median ${median(last).toFixed(1)} ms, p95 ${p95(last).toFixed(1)} ms`);
  console.log(`  all 1,000 (21 pages of 50):                   median ${median(whole).toFixed(1)} ms`);
  console.log(
    `  save of 2,000 blocks with its revision (API): median ${median(withRevision).toFixed(1)} ms, p95 ${p95(withRevision).toFixed(1)} ms`,
  );
  console.log(
    `  the same save without a revision (API):       median ${median(withoutRevision).toFixed(1)} ms, p95 ${p95(withoutRevision).toFixed(1)} ms`,
  );
  // Each save with its revision against the save without that followed it: steadier when the machine's load moves.
  const paired = median(withRevision.map((duration, index) => duration / withoutRevision[index]));
  console.log(
    `  with / without: ${(median(withRevision) / median(withoutRevision)).toFixed(2)}x; median of the ${SAVES} pairs ${paired.toFixed(2)}x (target <= 1.2x)`,
  );
  console.log(
    `  recording a revision alone (own transaction): median ${median(recordOnly).toFixed(1)} ms, of which printing 2,000 blocks ${median(printing).toFixed(1)} ms`,
  );
  console.log(`  a save updating the last revision (API):     median ${median(coalesced).toFixed(1)} ms`);
  console.log(`  recording 2,000 blocks all new:              median ${median(allNew).toFixed(1)} ms`);
  await database.close();
}
