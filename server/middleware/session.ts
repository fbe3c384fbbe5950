import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { userForToken } from '../services/auth';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Sets `user` from a bearer token, or null; a malformed or unknown token is simply anonymous. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  c.set('token', match ? match[1] : null);
  c.set('user', match ? await userForToken(c.var.deps, match[1]) : null);
  await next();
};
