import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { readChecklist } from '../services/checklist';

/** The checklist before publishing (issue 33): whoever may edit the page reads it; the publish calls enforce it. */
export const checklistRoutes = new Hono<AppEnv>().get('/pages/:id/checklist', requireUser, async (c) =>
  c.json({ data: await readChecklist(c.var.deps, c.var.user, c.req.param('id')) }),
);
