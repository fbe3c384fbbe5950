import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { createApp } from '../app';
import { openPostgres } from '../db/postgres';
import type { Database } from '../db/database';
import { ReaderCache } from './readerCache';
import { followSiteSettings } from './siteSettings';

// Two server processes on one PostgreSQL database: PGlite is one process, so this runs on a real PostgreSQL server only.
let t: TestApp;
let secondDatabase: Database;
let second: ReturnType<typeof createApp>;

beforeEach(async () => {
  // A long reader cache, so only the notification can make the second process answer the new settings.
  t = await createTestApp({ readerCacheSeconds: 3600 });
  secondDatabase = await openPostgres(t.databaseUrl!, 2);
  const deps = { ...t.deps, database: secondDatabase, readerCache: new ReaderCache({ clock: t.deps.clock, ttlMs: 3_600_000 }) };
  second = createApp(deps);
  await followSiteSettings(t.deps);
  await followSiteSettings(deps);
});
afterEach(async () => {
  await secondDatabase.close();
  await t.close();
});

const siteNameAt = async (app: { request: (path: string) => Response | Promise<Response> }) =>
  ((await (await app.request('/api/site_config')).json()) as { data: { attributes: { site_name: { en: string } } } }).data.attributes
    .site_name.en;

describe('site settings across server processes', () => {
  it('reach readers of another process on the same database at once, not when its cache expires', async () => {
    expect([await siteNameAt(t.app), await siteNameAt(second)]).toEqual(['Masthead', 'Masthead']);
    // The second process now holds the old answer in its cache for an hour.
    expect(await siteNameAt(second)).toBe('Masthead');
    const token = await t.signIn('admin@example.org');
    const {
      version,
      saved: _saved,
      updated_at: _updated,
      ...settings
    } = (await t.json('GET', '/api/admin/settings', { token })).body.data.attributes;
    const saved = await t.json('PUT', '/api/admin/settings', {
      token,
      body: { ...settings, version, site_name: { en: 'Harbour', hk: '海港' } },
    });
    expect(saved.status).toBe(200);
    await expect.poll(() => siteNameAt(second), { timeout: 1000, interval: 20 }).toBe('Harbour');
    expect(await siteNameAt(t.app)).toBe('Harbour');
  });
});
