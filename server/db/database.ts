import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema';
import type { SqlExecutor } from './migrate';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  sql: SqlExecutor;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: calls `onNotify` for each NOTIFY on `channel` from any connection (another server process), and
   * once more after its connection was lost and made again (what was sent meanwhile is unknown). Resolves once
   * listening; `close` ends it. PGlite is one process: there is nobody else to hear from. `payload` is the NOTIFY's
   * (none after a reconnect).
   */
  listen?(channel: string, onNotify: (payload?: string) => void): Promise<void>;
  close(): Promise<void>;
}
