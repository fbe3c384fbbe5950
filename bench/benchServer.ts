// A benchmark target in its own process: `app` serves the real createApp() over a fresh PGlite with the demo content
// plus one page per PUT connection; `bare` is a bare Hono app that answers with the same page JSON and parses PUTs.
import { readFile } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { pages } from '../server/db/schema';
import { defaultConfig } from '../server/deps';
import { seedDemo } from '../server/demo/seed';
import { randomUid } from '../server/services/tokens';
import { scratchDir } from './scratchDir';

const [mode, argument] = process.argv.slice(2);

function listen(fetch: (request: Request) => Response | Promise<Response>, extra: object) {
  serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.stdout.write(`${JSON.stringify({ port: info.port, ...extra })}\n`);
  });
}

if (mode === 'bytes') {
  // The same bytes as the real server sent, with its content type and encoding, at the same paths: what sending them
  // costs Hono and Node alone.
  const answers = JSON.parse(await readFile(argument, 'utf8')) as Array<{ path: string; file: string; headers: Record<string, string> }>;
  const bare = new Hono();
  for (const answer of answers) {
    const bytes = await readFile(answer.file);
    bare.get(answer.path, (c) => c.body(bytes, 200, answer.headers));
  }
  listen(bare.fetch, {});
} else if (mode === 'bare') {
  const body = await readFile(argument, 'utf8');
  const bare = new Hono();
  bare.get('/api/content/stories/:slug', (c) => c.body(body, 200, { 'content-type': 'application/json' }));
  // The least a save can do: read and parse the body, then answer; no validation, no database.
  bare.put('/api/pages/:id', async (c) => {
    const { page } = await c.req.json<{ page: { version: number } }>();
    return c.json({ data: { id: c.req.param('id'), type: 'page', attributes: { version: page.version + 1 } } });
  });
  listen(bare.fetch, {});
} else {
  const connections = Number(argument ?? 50);
  const dataDir = scratchDir('masthead-bench-');
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  await seedDemo(database, { now: new Date(), passwordIterations: defaultConfig.passwordIterations });
  const [template] = await database.db.select().from(pages).limit(1);
  const created = await database.db
    .insert(pages)
    .values(
      Array.from({ length: connections }, (_, i) => ({
        uid: randomUid(),
        slug: `bench-page-${i}`,
        title: `Bench page ${i}`,
        collection: 'stories',
        system: 'csw' as const,
        locale: 'en' as const,
        ownerId: template.ownerId,
        body: template.body,
        createdAt: new Date(),
        updatedAt: new Date(),
      })),
    )
    .returning({ id: pages.id });
  const app = createApp({ database, clock: () => new Date(), config: defaultConfig, clientAddress: () => 'bench' });
  listen(app.fetch, { pageIds: created.map((row) => row.id) });
}
