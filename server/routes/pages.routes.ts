import { Hono } from 'hono';
import { createPageBody, pageSettingsBody, savePageBody } from '../../contract/resources';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { createPage } from '../services/pageCreation';
import { updatePageSettings } from '../services/pageSettings';
import { readPageForEditing, savePage } from '../services/pages';
import { readJson } from '../validation';

export const pagesRoutes = new Hono<AppEnv>()
  .post('/pages', requireUser, async (c) => {
    const body = await readJson(c, createPageBody);
    return c.json({ data: await createPage(c.var.deps, c.var.user, body) }, 201);
  })
  .get('/pages/:slug', requireUser, async (c) => c.json({ data: await readPageForEditing(c.var.deps, c.var.user, c.req.param('slug')) }))
  .put('/pages/:id', requireUser, async (c) => {
    const body = await readJson(c, savePageBody);
    return c.json({ data: await savePage(c.var.deps, c.var.user, c.req.param('id'), body) });
  })
  .put('/pages/:id/settings', requireUser, async (c) => {
    const body = await readJson(c, pageSettingsBody);
    return c.json({ data: await updatePageSettings(c.var.deps, c.var.user, c.req.param('id'), body) });
  });
