import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { schema } from './schema';
import type { Database, Db } from './database';

/**
 * bytea in PostgreSQL's hex text form through Node's Buffer. PGlite's own handlers make a string per byte and parse one
 * per byte pair: writing a 6,000-block page's live snapshot (1.3 MB) took 530 to 780 ms and reading it 70 to 170 ms,
 * each stalling the server (figures in docs/performance.md, `npm run bench -- live-store`).
 */
const byteaHandlers = {
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
  serializers: {
    [types.BYTEA]: (bytes: unknown) => {
      if (!(bytes instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
} satisfies Pick<PGliteOptions, 'parsers' | 'serializers'>;

/** A PGlite (in `options.dataDir`, or in memory) with the server's type handlers. */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, ...byteaHandlers });
}

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
