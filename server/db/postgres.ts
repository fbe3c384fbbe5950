import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { schema } from './schema';
import type { Database, Db } from './database';

/** How long a lost LISTEN connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const lockClient = await pool.connect();
  const listeners = new Set<pg.Client>();
  let closed = false;

  /** One connection of its own per channel (a pooled one would be handed to queries), made again when lost. */
  async function listen(channel: string, onNotify: (payload?: string) => void, again = false): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      listeners.delete(client);
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(channel, onNotify, true), LISTEN_RETRY_MS).unref();
    };
    client.on('notification', (message) => message.channel === channel && onNotify(message.payload || undefined));
    client.on('error', reconnect);
    client.on('end', reconnect);
    listeners.add(client);
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      // At start the caller hears of it; a lost connection keeps trying until it is back.
      if (again) return reconnect();
      lost = true;
      listeners.delete(client);
      throw error;
    }
    if (again) onNotify();
  }

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
    listen: (channel, onNotify) => listen(channel, onNotify),
    async close() {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      lockClient.release();
      await pool.end();
    },
  };
}
