import { Hono } from 'hono';
import { saveSiteSettingsBody } from '../../contract/siteSettings';
import type { AppEnv } from '../env';
import { forbidden } from '../errors';
import { requireUser } from '../middleware/requireUser';
import { canAdminister } from '../policies/admin';
import { readSiteSettings, saveSiteSettings } from '../services/siteSettings';
import { readJson } from '../validation';

/** The site's settings (issue 32): administrators only, checked before anything is read. */
export const siteSettingsRoutes = new Hono<AppEnv>()
  .use('/admin/settings', requireUser, async (c, next) => {
    if (!canAdminister(c.var.user)) throw forbidden();
    await next();
  })
  .get('/admin/settings', async (c) => c.json({ data: await readSiteSettings(c.var.deps) }))
  .put('/admin/settings', async (c) => {
    const body = await readJson(c, saveSiteSettingsBody);
    return c.json({ data: await saveSiteSettings(c.var.deps, c.var.user!, body) });
  });
