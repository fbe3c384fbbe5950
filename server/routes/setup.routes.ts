import { Hono } from 'hono';
import { setupBody } from '../../contract/siteSettings';
import type { AppEnv } from '../env';
import { createFirstAdministrator, refuseWhenSetUp, setupNeeded } from '../services/setup';
import { readJson } from '../validation';

/** The first run of an empty site (DEMO=0, issue 32): whether it waits for its first administrator, and making them. */
export const setupRoutes = new Hono<AppEnv>()
  .get('/setup', async (c) => c.json({ data: { needed: await setupNeeded(c.var.deps) } }))
  .post('/setup', async (c) => {
    await refuseWhenSetUp(c.var.deps.database.db);
    const body = await readJson(c, setupBody);
    return c.json({ data: await createFirstAdministrator(c.var.deps, body) }, 201);
  });
