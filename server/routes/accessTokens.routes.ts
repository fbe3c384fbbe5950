import { Hono } from 'hono';
import { createTokenBody } from '../../contract/accessTokens';
import type { AppEnv } from '../env';
import { forbidden } from '../errors';
import { requireUser } from '../middleware/requireUser';
import { canAdminister } from '../policies/admin';
import { createToken, listTokens, revokeToken } from '../services/accessTokens';
import { readJson } from '../validation';

/** Access tokens (issue 36): administrators only, with a session (a token never reaches here: 403 before this). */
export const accessTokensRoutes = new Hono<AppEnv>()
  .use('/admin/tokens/*', requireUser, async (c, next) => {
    if (!canAdminister(c.var.user)) throw forbidden('Only administrators manage access tokens.');
    await next();
  })
  .use('/admin/tokens', requireUser, async (c, next) => {
    if (!canAdminister(c.var.user)) throw forbidden('Only administrators manage access tokens.');
    await next();
  })
  .get('/admin/tokens', async (c) => c.json(await listTokens(c.var.deps)))
  .post('/admin/tokens', async (c) => c.json(await createToken(c.var.deps, c.var.user!, await readJson(c, createTokenBody)), 201))
  .delete('/admin/tokens/:id', async (c) => {
    await revokeToken(c.var.deps, c.var.user!, c.req.param('id'));
    return c.body(null, 204);
  });
