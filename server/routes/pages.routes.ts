import { Hono } from 'hono';
import { pageSettingsBody } from '../../contract/pageSettings';
import { createPageBody, restoreRevisionBody, revisionListPage, savePageBody } from '../../contract/resources';
import { asOfInstant } from '../../contract/instants';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { createPage } from '../services/pageCreation';
import { updatePageSettings } from '../services/pageSettings';
import { readPageForEditing, savePage } from '../services/pages';
import { beatPresence, leavePresence } from '../services/presence';
import { listRevisions, readPageAsOf, readRevision, restoreRevision } from '../services/revisions';
import { parseWith, readJson } from '../validation';

export const pagesRoutes = new Hono<AppEnv>()
  .post('/pages', requireUser, async (c) => {
    const body = await readJson(c, createPageBody);
    return c.json({ data: await createPage(c.var.deps, c.var.user, body) }, 201);
  })
  .get('/pages/:slug', requireUser, async (c) => {
    const asOf = c.req.query('as_of');
    if (asOf !== undefined)
      return c.json({ data: await readPageAsOf(c.var.deps, c.var.user, c.req.param('slug'), parseWith(asOfInstant, asOf)) });
    return c.json({ data: await readPageForEditing(c.var.deps, c.var.user, c.req.param('slug')) });
  })
  .get('/pages/:id/revisions', requireUser, async (c) =>
    c.json(await listRevisions(c.var.deps, c.var.user, c.req.param('id'), parseWith(revisionListPage, c.req.query('page')))),
  )
  .get('/pages/:id/revisions/:revisionId', requireUser, async (c) =>
    c.json({ data: await readRevision(c.var.deps, c.var.user, c.req.param('id'), c.req.param('revisionId')) }),
  )
  .post('/pages/:id/revisions/:revisionId/restore', requireUser, async (c) => {
    const body = await readJson(c, restoreRevisionBody);
    return c.json({ data: await restoreRevision(c.var.deps, c.var.user, c.req.param('id'), c.req.param('revisionId'), body.version) });
  })
  .put('/pages/:id', requireUser, async (c) => {
    const body = await readJson(c, savePageBody);
    return c.json({ data: await savePage(c.var.deps, c.var.user, c.req.param('id'), body) });
  })
  .put('/pages/:id/presence', requireUser, async (c) => c.json(await beatPresence(c.var.deps, c.var.user, c.req.param('id'))))
  .delete('/pages/:id/presence', requireUser, async (c) => {
    await leavePresence(c.var.deps, c.var.user, c.req.param('id'));
    return c.body(null, 204);
  })
  .put('/pages/:id/settings', requireUser, async (c) => {
    const body = await readJson(c, pageSettingsBody);
    return c.json({ data: await updatePageSettings(c.var.deps, c.var.user, c.req.param('id'), body) });
  });
