import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUid } from '../services/tokens';
import { wrapPglite } from './pglite';
import { migrate } from './migrate';
import { readMigrations } from './migrationFiles';

// Migration 0019 moves the search vectors from `pages` to `page_search`, and 0020 makes them from body_text (every
// word, where plain_text drops repeated ones): pages made before them keep being found, and the trigger follows
// every later change.
let client: PGlite;
const query = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
/** A page whose document is one paragraph of `text`; plain_text as the spec's plainText would drop nothing here. */
const insertPage = (slug: string, title: string, text: string, textColumn = 'body_text') =>
  query<{ id: number }>(
    `insert into pages (uid, slug, title, collection, system, locale, published, body, ${textColumn}, created_at, updated_at)
     values ($4, $1, $2, 'stories', 'csw', 'en', true, $5, $3, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')
     returning id`,
    [
      slug,
      title,
      text,
      randomUid(),
      JSON.stringify({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } }),
    ],
  );
const matches = (words: string) =>
  query<{ page_id: number; title: boolean }>(
    `select page_id, title_vector @@ websearch_to_tsquery('english', $1) as title from page_search where vector @@ websearch_to_tsquery('english', $1) order by page_id`,
    [words],
  );

beforeAll(async () => {
  client = await PGlite.create();
  const migrations = await readMigrations();
  const before = migrations.filter((migration) => migration.name < '0019');
  expect(before.length).toBeLessThan(migrations.length);
  await migrate(wrapPglite(client).sql, before);
  await insertPage('old-story', 'Harbour lights', 'The ferries crossed at dusk.', 'plain_text');
  await migrate(wrapPglite(client).sql, migrations);
});
afterAll(() => client.close());

describe('page_search (migration 0019)', () => {
  it('carries over the pages made before it, with the words of their documents in order', async () => {
    const [{ id }] = await query<{ id: number }>(`select id from pages where slug = 'old-story'`);
    expect(await matches('ferry')).toEqual([{ page_id: id, title: false }]);
    expect(await matches('harbour')).toEqual([{ page_id: id, title: true }]);
    expect(await matches('"crossed at dusk"')).toEqual([{ page_id: id, title: false }]);
    expect(await query(`select body_text from pages where id = $1`, [id])).toEqual([{ body_text: 'The ferries crossed at dusk.' }]);
    // Migration 0021: its body_text is of version 0, for the job to write again from the whole document.
    expect(await query(`select body_text_version from pages where id = $1`, [id])).toEqual([{ body_text_version: 0 }]);
    const columns = await query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'pages' and column_name like 'search%'`,
    );
    expect(columns).toEqual([]);
  });

  it('follows an insert, a change of text, of state and of title, and a deletion', async () => {
    const [{ id }] = await insertPage('new-story', 'Tram notes', 'Upper deck, front seat.');
    expect((await matches('tram')).map((row) => row.page_id)).toEqual([id]);
    expect(await query(`select body_text_version from pages where id = $1`, [id])).toEqual([{ body_text_version: 2 }]);
    await query(`update pages set body_text = 'A lantern on every stall.' where id = $1`, [id]);
    expect(await matches('deck')).toEqual([]);
    expect((await matches('lantern')).map((row) => row.page_id)).toEqual([id]);
    await query(
      `update pages set published = false, trashed_at = '2026-11-02T00:00:00Z', locale = 'hk', collection = 'news' where id = $1`,
      [id],
    );
    expect(
      await query(`select published, trashed_at is not null as trashed, locale, collection from page_search where page_id = $1`, [id]),
    ).toEqual([{ published: false, trashed: true, locale: 'hk', collection: 'news' }]);
    expect((await matches('lantern')).map((row) => row.page_id)).toEqual([id]);
    await query(`update pages set title = 'Lantern notes' where id = $1`, [id]);
    expect(await matches('lantern')).toEqual([{ page_id: id, title: true }]);
    await query(`delete from pages where id = $1`, [id]);
    expect(await query(`select 1 from page_search where page_id = $1`, [id])).toEqual([]);
  });
});
