import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { userForToken } from '../services/auth';
import { isAccessTokenSecret } from '../services/accessTokens';
import { accessTokenRequest } from './accessToken';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Sets `user` from a bearer token, or null; a malformed or unknown session token is simply anonymous. An access
 * token (issue 36, its `mhat_` prefix) is never a session: middleware/accessToken.ts checks it and what it calls.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  if (match && isAccessTokenSecret(match[1])) return accessTokenRequest(c, next, match[1]);
  c.set('token', match ? match[1] : null);
  c.set('user', match ? await userForToken(c.var.deps, match[1]) : null);
  await next();
};
