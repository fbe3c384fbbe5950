import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { randomUid } from '../services/tokens';
import { migrate } from './migrate';
import { readMigrations } from './migrationFiles';
import { wrapPglite } from './pglite';

// Migration 0024 (issue 29): an address of digits alone would be read as a page number by GET /api/pages/{id}.
let client: PGlite;
afterAll(() => client?.close());

describe('addresses of digits alone (migration 0024)', () => {
  it('get "page-" in front, once, and the old address redirects to the page', async () => {
    client = await PGlite.create();
    const migrations = await readMigrations();
    await migrate(
      wrapPglite(client).sql,
      migrations.filter((migration) => migration.name < '0024'),
    );
    const insert = (slug: string) =>
      client.query<{ id: number }>(
        `insert into pages (uid, slug, title, collection, system, locale, published, body, created_at, updated_at)
         values ($1, $2, 'A page', 'stories', 'csw', 'en', true, '{"root":{"type":"root","children":[]}}', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z') returning id`,
        [randomUid(), slug],
      );
    const [digits, taken, plain] = await Promise.all(
      ['2026', 'page-2026', 'ferry-2026'].map(async (slug) => (await insert(slug)).rows[0].id),
    );
    const [seven] = (await insert('7')).rows;
    await migrate(wrapPglite(client).sql, migrations);
    const slugs = (
      await client.query<{ id: number; slug: string }>('select id, slug from pages where id = any($1) order by id', [
        [digits, taken, plain, seven.id],
      ])
    ).rows;
    expect(slugs.map((row) => row.slug)).toEqual([`page-2026-${digits}`, 'page-2026', 'ferry-2026', 'page-7']);
    const redirects = (
      await client.query<{ old_slug: string; page_id: number }>('select old_slug, page_id from page_redirects order by old_slug')
    ).rows;
    expect(redirects).toEqual([
      { old_slug: '2026', page_id: digits },
      { old_slug: '7', page_id: seven.id },
    ]);
  });
});
