import { Hono, type MiddlewareHandler } from 'hono';
import { auditQuery } from '../../contract/auditQuery';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { auditCsv, listAudit, refuseUnlessAdministrator } from '../services/auditSearch';
import { readQuery } from '../validation';
import type { SignedInEnv } from '../middleware/requireUser';

/** 403 for a signed-in caller who is not an administrator, before the query is read. */
const requireAdministrator: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  refuseUnlessAdministrator(c.var.user);
  await next();
};

/** The audit log for administrators (issue 32): read and export only; no route changes or deletes an entry. */
export const auditRoutes = new Hono<AppEnv>()
  .use('/admin/audit', requireUser, requireAdministrator)
  .use('/admin/audit.csv', requireUser, requireAdministrator)
  .get('/admin/audit', async (c) => c.json(await listAudit(c.var.deps, c.var.user, readQuery(c, auditQuery))))
  .get('/admin/audit.csv', async (c) => {
    const query = readQuery(c, auditQuery);
    const day = c.var.deps.clock().toISOString().slice(0, 10);
    return c.body(auditCsv(c.var.deps, c.var.user, query), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
