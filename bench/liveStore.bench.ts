// `npm run bench -- live-store`: the live log and snapshots in PGlite (issue 34) with the server's bytea handlers,
// beside PGlite's own handlers in the same run (the bare baseline). Prints figures and ratios; it does not pass or fail.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { SavedDocument } from '../contract/document';
import { BODY, seedUpdate } from '../server/collab/liveDocument';
import { appendUpdate, compactLiveState } from '../server/collab/liveStore';
import type { Database } from '../server/db/database';
import { livePages } from '../server/db/liveSchema';
import { migrate } from '../server/db/migrate';
import { readMigrations } from '../server/db/migrationFiles';
import { createPglite, wrapPglite } from '../server/db/pglite';
import type { AppDeps } from '../server/deps';
import { bigDocument } from './live.bench';
import { percentile } from './editor.bench';

const BLOCKS = 6_000;
const KEYS = 200;
const ROUNDS = 5;

async function pageIn(database: Database): Promise<number> {
  const [row] = await database.sql.query<{ id: number }>(
    `insert into pages (uid, slug, title, collection, system, locale, published, body, created_at, updated_at)
     values ('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'bench-live-store', 'Bench', 'stories', 'csw', 'en', false, '{"root":{"type":"root","children":[]}}',
     '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z') returning id`,
  );
  return row.id;
}

/** A round: 200 keys typed into the page's log one update each, then the log folded into the snapshot. */
async function measure(client: PGlite, seed: Uint8Array) {
  const database = wrapPglite(client);
  await migrate(database.sql, await readMigrations());
  const pageId = await pageIn(database);
  const deps = { database, clock: () => new Date('2026-11-28T12:00:00Z') } as unknown as AppDeps;
  await database.db.insert(livePages).values({ pageId, snapshot: seed, snapshotSeq: 0, lastSeq: 0, updatedAt: deps.clock() });
  const doc = new Y.Doc();
  Y.applyUpdate(doc, seed);
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  // A run of text in the middle of the page (blocks sit in sections).
  const texts = [...doc.getXmlFragment(BODY).createTreeWalker((node) => node instanceof Y.XmlText)] as Y.XmlText[];
  const text = texts[Math.floor(texts.length / 2)];
  const figures = { append: [] as number[], compact: [] as number[], read: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (let key = 0; key < KEYS; key++) {
      text.insert(0, 'x');
      const update = updates.shift()!;
      const start = performance.now();
      await appendUpdate(deps, pageId, update, null);
      figures.append.push(performance.now() - start);
    }
    let start = performance.now();
    await database.db.transaction((tx) => compactLiveState(tx, pageId));
    figures.compact.push(performance.now() - start);
    start = performance.now();
    await database.db.select().from(livePages).where(eq(livePages.pageId, pageId));
    figures.read.push(performance.now() - start);
  }
  const [{ size }] = await database.sql.query<{ size: number }>('select length(snapshot) as size from live_pages where page_id = $1', [
    pageId,
  ]);
  await client.close();
  return { ...figures, size: Number(size) };
}

export async function runLiveStoreBench() {
  const seed = seedUpdate(bigDocument(BLOCKS) as SavedDocument, { title: 'Bench', standfirst: '' });
  console.log(
    `\nLive store (PGlite in memory): a ${BLOCKS}-block page's snapshot (${(seed.length / 1e6).toFixed(2)} MB), ${ROUNDS} rounds of ${KEYS} keys each logged, then compacted`,
  );
  const bare = await measure(await PGlite.create(), seed);
  const ours = await measure(await createPglite(), seed);
  const row = (label: string, values: number[], base: number[]) =>
    console.log(
      `  ${label.padEnd(34)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms  max ${Math.max(...values)
        .toFixed(1)
        .padStart(
          6,
        )} ms   PGlite's handlers p50 ${percentile(base, 50).toFixed(1).padStart(6)} ms  (${(percentile(values, 50) / percentile(base, 50)).toFixed(2)}x)`,
    );
  row('log one update (a key)', ours.append, bare.append);
  row('compact (read, merge, write)', ours.compact, bare.compact);
  row('read the row with its snapshot', ours.read, bare.read);
  console.log(`  snapshot after: ${(ours.size / 1e6).toFixed(2)} MB (PGlite's handlers: ${(bare.size / 1e6).toFixed(2)} MB)`);
}
