import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { isReadableByUid } from '../services/pageAccess';

const UID = /^[0-9a-f]{32}$/;

/**
 * The link access check of spec 7.1: may the caller open the page with this 32-hex uid? Unknown and unreadable
 * pages get the same answer, so the check does not reveal which uids exist.
 */
export const linkAccessRoutes = new Hono<AppEnv>().get('/link-access/:uid', async (c) => {
  const uid = c.req.param('uid').toLowerCase();
  if (!UID.test(uid) || !(await isReadableByUid(c.var.deps, c.var.user, uid)))
    return c.json({ access: false, status: 404, error: 'Page not found.' }, 404);
  return c.json({ access: true, status: 200 });
});
