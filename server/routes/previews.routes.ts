import { Hono } from 'hono';
import { createPreviewBody } from '../../contract/resources';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { createPreview, listPreviews, readPreview, revokePreview } from '../services/pagePreviews';
import { readJson } from '../validation';

/** Draft preview links: editors make and revoke them; whoever holds one reads the draft. */
export const previewsRoutes = new Hono<AppEnv>()
  .post('/pages/:id/previews', requireUser, async (c) => {
    const body = await readJson(c, createPreviewBody, { optional: true });
    return c.json({ data: await createPreview(c.var.deps, c.var.user, c.req.param('id'), body.days) }, 201);
  })
  .get('/pages/:id/previews', requireUser, async (c) => c.json(await listPreviews(c.var.deps, c.var.user, c.req.param('id'))))
  .delete('/pages/:id/previews/:preview', requireUser, async (c) => {
    await revokePreview(c.var.deps, c.var.user, c.req.param('id'), c.req.param('preview'));
    return c.body(null, 204);
  })
  .get('/previews/:token', async (c) => {
    // A draft is for the eyes of whoever holds the link: no search engine indexes it, no cache keeps it.
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readPreview(c.var.deps, c.req.param('token')) });
  });
