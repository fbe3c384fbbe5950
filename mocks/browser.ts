import { PGlite } from '@electric-sql/pglite';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { completeDeps, createApp } from '../server/app';
import { migrate } from '../server/db/migrate';
import { wrapPglite } from '../server/db/pglite';
import { defaultConfig } from '../server/deps';
import { seedDemo } from '../server/demo/seed';
import { startJobs } from '../server/jobs/jobs';
import { MemoryMediaStorage } from '../server/storage/memoryMediaStorage';

const migrationFiles = import.meta.glob<string>('../server/db/migrations/*.sql', { query: '?raw', import: 'default', eager: true });

/** Mock mode: the real server app answers /api inside the browser, over an in-memory PGlite with the demo content. */
export async function startMockServer(): Promise<void> {
  const database = wrapPglite(await PGlite.create());
  const migrations = Object.entries(migrationFiles).map(([path, sql]) => ({ name: path.split('/').pop()!, sql }));
  await migrate(database.sql, migrations);
  await seedDemo(database, { now: new Date(), passwordIterations: defaultConfig.passwordIterations });
  const config = { ...defaultConfig, publicUrl: location.origin };
  const deps = completeDeps({
    database,
    clock: () => new Date(),
    config,
    clientAddress: () => 'browser',
    storage: new MemoryMediaStorage(),
  });
  const app = createApp(deps);
  // Scheduled publishing and the purge run here too, on the same queue as the server's.
  await startJobs(deps);
  const worker = setupWorker(
    http.all('/api/*', ({ request }) => app.fetch(request)),
    http.get('/media/*', ({ request }) => app.fetch(request)),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  console.info('Masthead mock mode: the API runs in this tab over an in-memory database.');
}
