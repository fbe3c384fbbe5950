import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { pages } from '../db/schema';
import { grantFor } from '../services/memoAccess';

const UID = /^[0-9a-f]{32}$/;

/**
 * The link access check of spec 7.1: may the caller open the page with this 32-hex uid? Unknown and unreadable
 * pages get the same answer, so the check does not reveal which uids exist.
 */
export const linkAccessRoutes = new Hono<AppEnv>().get('/link-access/:uid', async (c) => {
  const uid = c.req.param('uid').toLowerCase();
  const [page] = UID.test(uid)
    ? await c.var.deps.database.db
        .select({ id: pages.id, collection: pages.collection, ownerId: pages.ownerId, published: pages.published, trashedAt: pages.trashedAt, isPublic: pages.isPublic })
        .from(pages)
        .where(eq(pages.uid, uid))
        .limit(1)
    : [];
  if (!page || !(await grantFor(c.var.deps, c.var.user, page)).read) return c.json({ access: false, status: 404, error: 'Page not found.' }, 404);
  return c.json({ access: true, status: 200 });
});
