import { Hono } from 'hono';
import { dashboardQuery } from '../../contract/dashboard';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { readDashboard } from '../services/dashboard';
import { readQuery } from '../validation';

/** The staff dashboard (issue 33): anyone signed in, each seeing only the site pages they may read. */
export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard', requireUser, async (c) =>
  c.json(await readDashboard(c.var.deps, c.var.user, readQuery(c, dashboardQuery))),
);
