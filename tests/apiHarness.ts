import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createApp } from '../server/app';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { readMigrations } from '../server/db/migrationFiles';
import { wrapPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { defaultConfig, type AppConfig, type AppDeps } from '../server/deps';
import { seedDemo } from '../server/demo/seed';
import { ReaderCache } from '../server/services/readerCache';
import { MemoryMediaStorage } from '../server/storage/memoryMediaStorage';

export const TEST_NOW = new Date('2026-11-21T10:00:00Z');
/** The demo accounts' hashes in test databases use fewer PBKDF2 rounds, so sign-ins do not dominate the suite. */
export const TEST_PASSWORD_ITERATIONS = 1_000;
const usePostgres = process.env.TEST_DB === 'postgres';

let template: Promise<PGlite> | null = null;
let postgresTemplate: Promise<string> | null = null;

function templatePglite() {
  template ??= (async () => {
    const client = await PGlite.create();
    const database = wrapPglite(client);
    await migrate(database.sql, await readMigrations());
    await seedDemo(database, { now: TEST_NOW, passwordIterations: TEST_PASSWORD_ITERATIONS });
    return client;
  })();
  return template;
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
export async function freshDatabase(): Promise<Database> {
  if (!usePostgres) return wrapPglite((await (await templatePglite()).clone()) as PGlite);
  const templateName = await templatePostgres();
  const name = `masthead_test_${process.pid}_${Date.now()}_${counter++}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  const database = await openPostgres(databaseUrl(name), 4);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  request(method: string, path: string, options?: { token?: string | null; body?: unknown; raw?: string | Uint8Array; headers?: Record<string, string> }): Promise<Response>;
  json<T = any>(method: string, path: string, options?: { token?: string | null; body?: unknown }): Promise<{ status: number; body: T }>;
  signIn(email: string, password?: string): Promise<string>;
  setNow(date: Date): void;
  close(): Promise<void>;
}

export const demoPasswords: Record<string, string> = {
  'editor@example.org': 'demo-editor',
  'colleague@example.org': 'demo-colleague',
  'reader@example.org': 'demo-reader',
};

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
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
  };
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
    close: () => database.close(),
  };
}
