import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { schema } from './schema';
import type { Database, Db } from './database';

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    sql: {
      async exec(text) {
        await client.exec(text);
      },
      async query<T>(text: string, params?: unknown[]) {
        return (await client.query<T>(text, params as never[])).rows;
      },
    },
    close: () => client.close(),
  };
}
