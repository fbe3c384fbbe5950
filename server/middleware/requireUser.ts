import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { unauthorized } from '../errors';

/** Routes that need a signed-in caller refuse everyone else with 401 before they read a parameter or the body. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
};
