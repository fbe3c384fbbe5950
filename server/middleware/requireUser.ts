import type { MiddlewareHandler } from 'hono';
import type { User } from '../db/schema';
import { unauthorized } from '../errors';

/** What handlers behind requireUser see: the signed-in user and their session's token, never null. */
export interface SignedInEnv {
  Variables: {
    user: User;
    token: string;
  };
}

/** Routes that need a signed-in caller refuse everyone else with 401 before they read a parameter or the body. */
export const requireUser: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  // The session middleware sets null for anonymous callers; the type above holds only past this line.
  if (!c.var.user) throw unauthorized();
  await next();
};
