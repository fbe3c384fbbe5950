import { Hono } from 'hono';
import { signInBody } from '../../contract/resources';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { unauthorized } from '../errors';
import { presentUser, signIn, signOut } from '../services/auth';
import { readJson } from '../validation';

export const authRoutes = new Hono<AppEnv>()
  .post('/auth/sign_in', async (c) => {
    const body = await readJson(c, signInBody);
    const address = c.var.deps.clientAddress?.(c) ?? 'unknown';
    const session = await signIn(c.var.deps, body.email, body.password, address);
    return c.json({ token: session.token, expires_at: session.expiresAt.toISOString(), user: presentUser(session.user) });
  })
  .delete('/auth/sign_out', requireUser, async (c) => {
    if (!c.var.token || !c.var.user) throw unauthorized();
    await signOut(c.var.deps, c.var.token);
    return c.body(null, 204);
  })
  .get('/me', requireUser, (c) => {
    if (!c.var.user) throw unauthorized();
    return c.json({ data: presentUser(c.var.user) });
  });
