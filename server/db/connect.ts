import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { migrate } from './migrate';
import { readMigrations } from './migrationFiles';
import { createPglite, wrapPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under the data directory; migrated either way. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  let database: Database;
  if (options.databaseUrl) {
    database = await openPostgres(options.databaseUrl);
  } else {
    const folder = path.join(options.dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    database = wrapPglite(await createPglite({ dataDir: folder }));
  }
  await migrate(database.sql, await readMigrations());
  return database;
}
