import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema';
import type { SqlExecutor } from './migrate';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  sql: SqlExecutor;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
