import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import pg from 'pg';
import { createApp } from '../server/app';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { readMigrations } from '../server/db/migrationFiles';
import { createPglite, wrapPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { defaultConfig, type AppConfig, type AppDeps } from '../server/deps';
import { seedDemo } from '../server/demo/seed';
import { ReaderCache } from '../server/services/readerCache';
import { MemoryMediaStorage } from '../server/storage/memoryMediaStorage';

export const TEST_NOW = new Date('2026-11-21T10:00:00Z');
/** The demo accounts' hashes in test databases use fewer PBKDF2 rounds, so sign-ins do not dominate the suite. */
export const TEST_PASSWORD_ITERATIONS = 1_000;
const usePostgres = process.env.TEST_DB === 'postgres';

let postgresTemplate: Promise<string> | null = null;

interface SharedPglite {
  client: PGlite;
  inUse: boolean;
}
interface PglitePool {
  /** Loads another PGlite with the seeded database (from the seeded directory, or migrated and seeded again). */
  load(): Promise<PGlite>;
  /** SQL that puts every table and sequence back as the demo seed left them. */
  reset: string;
  instances: SharedPglite[];
}
let pool: Promise<PglitePool> | null = null;

/** A PGlite with the migrated demo database, and a copy of every table in the `seed` schema for resets. */
export async function seededPglite(): Promise<PGlite> {
  const client = await createPglite();
  const database = wrapPglite(client);
  await migrate(database.sql, await readMigrations());
  await seedDemo(database, { now: TEST_NOW, passwordIterations: TEST_PASSWORD_ITERATIONS });
  await client.exec(
    `create schema seed; ${(await tablesOf(client)).map((table) => `create table seed.${table} as select * from public.${table};`).join(' ')}`,
  );
  return client;
}

async function tablesOf(client: PGlite): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations' order by 1",
  );
  return rows.rows.map((row) => `"${row.name}"`);
}

/** The data directory the node project's global setup seeded once (tests/pgliteSeed.ts), when it ran. */
function seededDataDir(): string | null {
  try {
    return inject('pgliteSeed') ?? null;
  } catch {
    return null;
  }
}

/**
 * PGlites per test file, loaded from the data directory seeded once for the run, then reset to the seeded state for
 * each test: a reset (truncate, copy back from the `seed` schema, sequences back) takes milliseconds where a clone
 * took 15 to 25 s on 2 cores, and loading the seeded directory about a second where migrating and seeding took six.
 * A test that holds two databases at once (two servers, a second app) loads a second, which later tests reuse.
 */
function pglitePool() {
  pool ??= (async () => {
    const dump = seededDataDir();
    const seeded = dump ? new Blob([await readFile(dump)]) : null;
    const load = () => (seeded ? createPglite({ loadDataDir: seeded }) : seededPglite());
    const client = await load();
    const tables = await tablesOf(client);
    // Generated columns (the search vectors of migration 0016) cannot be inserted; the insert computes them again.
    const columns = new Map(
      (
        await client.query<{ name: string; list: string }>(
          "select format('%I', table_name) as name, string_agg(format('%I', column_name), ', ' order by ordinal_position) as list from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' group by table_name",
        )
      ).rows.map((row) => [row.name.startsWith('"') ? row.name : `"${row.name}"`, row.list]),
    );
    const sequences = (
      await client.query<{ name: string; value: string | null }>(
        "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
      )
    ).rows;
    const reset = [
      'set session_replication_role = replica;',
      `truncate ${tables.map((table) => `public.${table}`).join(', ')};`,
      ...tables.map((table) => `insert into public.${table} (${columns.get(table)}) select ${columns.get(table)} from seed.${table};`),
      ...sequences.map(({ name, value }) => `select setval('public."${name}"', ${value ?? 1}, ${value !== null});`),
      'set session_replication_role = default;',
    ].join('\n');
    return { load, reset, instances: [{ client, inUse: false }] };
  })();
  return pool;
}

async function pgliteDatabase(): Promise<Database> {
  const { load, reset, instances } = await pglitePool();
  let instance = instances.find((each) => !each.inUse);
  if (!instance) {
    instance = { client: await load(), inUse: false };
    instances.push(instance);
  }
  instance.inUse = true;
  const taken = instance;
  await taken.client.exec(reset);
  return {
    ...wrapPglite(taken.client),
    async close() {
      taken.inUse = false;
    },
  };
}

function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function templatePostgres() {
  postgresTemplate ??= (async () => {
    const name = `masthead_template_${process.pid}_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const database = await openPostgres(databaseUrl(name), 2);
    await migrate(database.sql, await readMigrations());
    await seedDemo(database, { now: TEST_NOW, passwordIterations: TEST_PASSWORD_ITERATIONS });
    await database.close();
    return name;
  })();
  return postgresTemplate;
}

let counter = 0;

/** A fresh copy of the migrated demo database: a PGlite clone, or a PostgreSQL database made from a template. */
/** A test database; on PostgreSQL also its address, so a test can open a second connection pool, as a second server would. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  if (!usePostgres) return pgliteDatabase();
  const templateName = await templatePostgres();
  const name = `masthead_test_${process.pid}_${Date.now()}_${counter++}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  const database = await openPostgres(databaseUrl(name), 4);
  return {
    ...database,
    url: databaseUrl(name),
    async close() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  request(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; raw?: string | Uint8Array; headers?: Record<string, string> },
  ): Promise<Response>;
  json<T = any>(method: string, path: string, options?: { token?: string | null; body?: unknown }): Promise<{ status: number; body: T }>;
  signIn(email: string, password?: string): Promise<string>;
  setNow(date: Date): void;
  /** The database's address when the tests run on PostgreSQL. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

export const demoPasswords: Record<string, string> = {
  'editor@example.org': 'demo-editor',
  'colleague@example.org': 'demo-colleague',
  'reader@example.org': 'demo-reader',
  'admin@example.org': 'demo-admin',
};

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  extra: Pick<AppDeps, 'mailer' | 'makeDerivatives'> & { live?: (deps: AppDeps) => AppDeps['live'] } = {},
): Promise<TestApp> {
  const { live, ...given } = extra;
  const database = await freshDatabase();
  let now = TEST_NOW;
  const clock = () => now;
  const config: AppConfig = { ...defaultConfig, passwordIterations: TEST_PASSWORD_ITERATIONS, ...overrides };
  const deps: AppDeps = {
    database,
    clock,
    config,
    clientAddress: (c) => c.req.header('x-test-address') ?? '127.0.0.1',
    // Made here rather than by createApp, so tests can see and clear it.
    readerCache: new ReaderCache({ clock, ttlMs: config.readerCacheSeconds * 1000 }),
    storage: new MemoryMediaStorage(),
    ...given,
  };
  // The live sessions (issue 34) need the deps they serve, and createApp copies them: made before it.
  if (live) deps.live = live(deps);
  const app = createApp(deps);
  const request: TestApp['request'] = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.raw as string | Uint8Array<ArrayBuffer> | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    return Promise.resolve(app.request(path, { method, headers, body }));
  };
  return {
    app,
    deps,
    request,
    async json(method, path, options) {
      const response = await request(method, path, options);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async signIn(email, password = demoPasswords[email]) {
      const response = await request('POST', '/api/auth/sign_in', { body: { email, password } });
      if (response.status !== 200) throw new Error(`sign in as ${email} failed: ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    setNow(date) {
      now = date;
    },
    databaseUrl: database.url ?? null,
    close: () => database.close(),
  };
}
