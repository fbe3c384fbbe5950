import { Hono } from 'hono';
import { savePageBody } from '../../contract/resources';
import type { AppEnv } from '../env';
import { readPageForEditing, savePage } from '../services/pages';
import { readJson } from '../validation';

export const pagesRoutes = new Hono<AppEnv>()
  .get('/pages/:slug', async (c) => c.json({ data: await readPageForEditing(c.var.deps, c.var.user, c.req.param('slug')) }))
  .put('/pages/:id', async (c) => {
    const body = await readJson(c, savePageBody);
    return c.json({ data: await savePage(c.var.deps, c.var.user, c.req.param('id'), body) });
  });
