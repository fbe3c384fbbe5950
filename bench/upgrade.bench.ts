// `npm run bench -- upgrade`: a 10,000-page site made at migration 0018 is brought up to date, as a site upgrading
// from before issue 20's search would be. Prints how long migrations 0019 to 0021 take, then each run of the
// body-text job (server/services/bodyTextBackfill.ts), against the bare baseline of the same run writing the same
// pages' body_text unchanged (no bodyTextOf, no new vectors). On PGlite a run holds the only connection.
import { asc, eq, lt } from 'drizzle-orm';
import { migrate } from '../server/db/migrate';
import { readMigrations } from '../server/db/migrationFiles';
import { createPglite, wrapPglite } from '../server/db/pglite';
import { pages } from '../server/db/schema';
import { BODY_TEXT_BATCH, bodyTextJobHandler } from '../server/services/bodyTextBackfill';
import { randomUid } from '../server/services/tokens';
import { scratchDir } from './scratchDir';

const PAGES = 10_000;
const WORDS = 'harbour ferry market lantern typhoon shelter tram pier reclamation shoreline promenade archive village'.split(' ');

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runUpgradeBench() {
  const client = await createPglite({ dataDir: scratchDir('masthead-bench-upgrade-') });
  const database = wrapPglite(client);
  const migrations = await readMigrations();
  const upTo = (last: string) => migrations.filter((migration) => migration.name.slice(0, 4) <= last);
  await migrate(database.sql, upTo('0018'));

  let state = 7;
  const next = (below: number) => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648), state % below);
  const sentence = (words: number) => `${Array.from({ length: words }, () => WORDS[next(WORDS.length)]).join(' ')}.`;
  const loadStart = performance.now();
  for (let batch = 0; batch < PAGES / 500; batch++) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let index = 0; index < 500; index++) {
      const number = batch * 500 + index;
      const paragraphs = Array.from({ length: 6 }, () => ({
        type: 'paragraph',
        version: 1,
        children: [{ type: 'text', version: 1, text: sentence(30) }],
      }));
      const body = {
        root: {
          type: 'root',
          version: 1,
          children: [...paragraphs, { type: 'banner', version: 1, title: `Banner ${number}`, description: sentence(8) }],
        },
      };
      const at = values.length;
      values.push(randomUid(), `page-${number}`, `Page ${number} ${sentence(4)}`, JSON.stringify(body), sentence(120));
      rows.push(
        `($${at + 1}, $${at + 2}, $${at + 3}, 'stories', 'csw', 'en', true, '2026-11-01T00:00:00Z', $${at + 4}, $${at + 5}, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')`,
      );
    }
    await client.query(
      `insert into pages (uid, slug, title, collection, system, locale, published, published_at, body, plain_text, created_at, updated_at) values ${rows.join(',')}`,
      values as never[],
    );
  }
  console.log(`upgrade (pglite): ${PAGES.toLocaleString('en')} pages made at migration 0018 in ${seconds(loadStart)}`);
  for (const name of ['0019', '0020', '0021']) {
    const start = performance.now();
    await migrate(database.sql, upTo(name));
    console.log(`  migration ${name}: ${seconds(start)}`);
  }

  // The baseline: the same batches written with the text they already have (a bare UPDATE of the same rows).
  const bare: number[] = [];
  const { db } = database;
  for (let after = 0; ;) {
    const start = performance.now();
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(lt(pages.bodyTextVersion, 1))
        .orderBy(asc(pages.id))
        .limit(BODY_TEXT_BATCH)
        .offset(after);
      for (const row of rows) await tx.update(pages).set({ bodyTextVersion: 0 }).where(eq(pages.id, row.id));
      return rows;
    });
    bare.push(performance.now() - start);
    after += batch.length;
    if (batch.length < BODY_TEXT_BATCH) break;
  }

  const handler = bodyTextJobHandler();
  const now = new Date('2026-11-26T00:00:00Z');
  const job = { id: 0, kind: 'body-text', key: 'body-text', payload: {}, runAt: now, attempts: 0, lastError: null, createdAt: now };
  const runs: number[] = [];
  for (;;) {
    const start = performance.now();
    const outcome = await db.transaction((tx) => handler(tx, job, now));
    runs.push(performance.now() - start);
    if (!outcome) break;
  }
  console.log(
    `  body-text job: ${runs.length} runs of ${BODY_TEXT_BATCH} pages, median ${median(runs).toFixed(0)} ms, longest ${Math.max(...runs).toFixed(0)} ms` +
      ` (bare UPDATE of the same rows: median ${median(bare).toFixed(0)} ms, ${(median(runs) / median(bare)).toFixed(1)}x); at the default 10 s interval about ${Math.ceil((runs.length * 10) / 60)} minutes`,
  );
  await client.close();
}
