import { Hono, type MiddlewareHandler } from 'hono';
import { changeRoleBody, invitePersonBody, personLinkBody } from '../../contract/people';
import type { AppEnv } from '../env';
import { forbidden } from '../errors';
import { requireUser, type SignedInEnv } from '../middleware/requireUser';
import { canAdminister } from '../policies/admin';
import { changeRole, deactivatePerson, invitePerson, listPeople, reactivatePerson, sendPasswordReset } from '../services/people';
import { readJson } from '../validation';

/** Administrators only: 401 signed out (requireUser), 403 for anyone else, before a parameter or the body is read. */
export const requireAdministrator: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (!canAdminister(c.var.user)) throw forbidden('Only administrators manage people.');
  await next();
};

/** The People screen's API (issue 32): docs/api.md, "People". */
export const peopleRoutes = new Hono<AppEnv>()
  .get('/admin/people', requireUser, requireAdministrator, async (c) => c.json(await listPeople(c.var.deps)))
  .post('/admin/people', requireUser, requireAdministrator, async (c) =>
    c.json(await invitePerson(c.var.deps, c.var.user, await readJson(c, invitePersonBody)), 201),
  )
  .put('/admin/people/:uid/role', requireUser, requireAdministrator, async (c) =>
    c.json(await changeRole(c.var.deps, c.var.user, c.req.param('uid'), await readJson(c, changeRoleBody))),
  )
  .put('/admin/people/:uid/deactivate', requireUser, requireAdministrator, async (c) =>
    c.json(await deactivatePerson(c.var.deps, c.var.user, c.req.param('uid'))),
  )
  .put('/admin/people/:uid/reactivate', requireUser, requireAdministrator, async (c) =>
    c.json(await reactivatePerson(c.var.deps, c.var.user, c.req.param('uid'))),
  )
  .post('/admin/people/:uid/password_reset', requireUser, requireAdministrator, async (c) => {
    const { locale } = await readJson(c, personLinkBody, { optional: true });
    return c.json(await sendPasswordReset(c.var.deps, c.var.user, c.req.param('uid'), locale));
  });
