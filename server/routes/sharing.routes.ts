import { Hono } from 'hono';
import {
  inviteBody,
  pageShareBody,
  permissionBody,
  permissionQuery,
  removeInvitationQuery,
  sharedUsersQuery,
  suggestQuery,
} from '../../contract/sharing';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { invite, listSharedUsers, removeInvitation, updatePermission } from '../services/invitations';
import { readPageShare, setGeneralAccess } from '../services/sharing';
import { suggestUsers } from '../services/userSuggestions';
import { readJson, readQuery } from '../validation';

/** Sharing and invitations (spec 7.7); toggle_share_access lives with the publications. */
export const sharingRoutes = new Hono<AppEnv>()
  // Every handler below is under one of these paths, so each may take the user as signed in, as the types say.
  .use('/ex/users/*', requireUser)
  .use('/page-invitations', requireUser)
  .use('/page-invitations/*', requireUser)
  .use('/pages/:id/share', requireUser)
  .get('/ex/users/suggest', async (c) => c.json(await suggestUsers(c.var.deps, c.var.user, readQuery(c, suggestQuery).q)))
  .get('/page-invitations', async (c) => c.json(await listSharedUsers(c.var.deps, c.var.user, readQuery(c, sharedUsersQuery).page_id)))
  .post('/page-invitations', async (c) => c.json(await invite(c.var.deps, c.var.user, await readJson(c, inviteBody)), 201))
  .delete('/page-invitations/:id', async (c) => {
    await removeInvitation(c.var.deps, c.var.user, c.req.param('id'), readQuery(c, removeInvitationQuery));
    return c.body(null, 204);
  })
  .put('/page-invitations/:id', async (c) => {
    const { page_id } = readQuery(c, permissionQuery);
    const { permission } = await readJson(c, permissionBody);
    return c.json({ data: await updatePermission(c.var.deps, c.var.user, c.req.param('id'), page_id, permission) });
  })
  .get('/pages/:id/share', async (c) => c.json({ data: await readPageShare(c.var.deps, c.var.user, c.req.param('id')) }))
  .put('/pages/:id/share', async (c) => {
    const { page } = await readJson(c, pageShareBody);
    return c.json({ data: await setGeneralAccess(c.var.deps, c.var.user, c.req.param('id'), page.is_public) });
  });
