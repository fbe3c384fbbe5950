import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { schema } from './schema';
import type { Database, Db } from './database';

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const lockClient = await pool.connect();
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    sql: {
      async exec(text) {
        await lockClient.query(text);
      },
      async query<T>(text: string, params?: unknown[]) {
        return (await lockClient.query(text, params)).rows as T[];
      },
    },
    async close() {
      lockClient.release();
      await pool.end();
    },
  };
}
