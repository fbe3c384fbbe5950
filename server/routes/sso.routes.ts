import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { unauthorized } from '../errors';
import { presentUser } from '../presenters/users';
import { userForToken } from '../services/auth';
import { errorPathOf, finishSsoSignIn, landingPathOf, SSO_REQUEST_SECONDS, startSsoSignIn } from '../services/ssoFlow';
import { sha256Hex } from '../services/tokens';
import { sessions } from '../db/schema';
import { eq } from 'drizzle-orm';

/** The sign-in under way at the provider: its request's id, sent only to these routes, never readable by scripts. */
const REQUEST_COOKIE = 'masthead_sso';
/** The session the callback made, until the sign-in page takes it (POST /api/auth/sso/session), two minutes at most. */
const SESSION_COOKIE = 'masthead_sso_session';
const HANDOFF_SECONDS = 120;

/**
 * Lax, so the provider's redirect back (a top-level GET from its site) carries it; path-scoped to these routes.
 * `Secure` when the site is served over https.
 */
function cookieOptions(c: Context<AppEnv>, maxAge: number) {
  return {
    path: '/api/auth/sso',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: c.var.deps.config.publicUrl.startsWith('https:'),
    maxAge,
  };
}

/** Single sign-on (issue 32): everyone may ask, since signing in is what they come to do; services/ssoFlow.ts checks the rest. */
export const ssoRoutes = new Hono<AppEnv>()
  .get('/auth/sso/start', async (c) => {
    const locale = c.req.query('locale') === 'hk' ? 'hk' : 'en';
    const started = await startSsoSignIn(c.var.deps, locale, c.req.query('next'));
    if (started.requestId) setCookie(c, REQUEST_COOKIE, started.requestId, cookieOptions(c, SSO_REQUEST_SECONDS));
    return c.redirect(started.location, 302);
  })
  .get('/auth/sso/callback', async (c) => {
    const requestId = getCookie(c, REQUEST_COOKIE);
    deleteCookie(c, REQUEST_COOKIE, { path: '/api/auth/sso' });
    const query = new URL(c.req.url).searchParams;
    let finished: Awaited<ReturnType<typeof finishSsoSignIn>>;
    try {
      finished = await finishSsoSignIn(c.var.deps, requestId, query, c.req.header('user-agent'));
    } catch {
      // Never a 5xx page at the end of a provider's redirect: the sign-in page says it did not work.
      return c.redirect(errorPathOf('en', 'failed'), 302);
    }
    if (!finished.ok) return c.redirect(finished.location, 302);
    setCookie(c, SESSION_COOKIE, finished.token, cookieOptions(c, HANDOFF_SECONDS));
    return c.redirect(landingPathOf(finished.locale, finished.next), 302);
  })
  .post('/auth/sso/session', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    deleteCookie(c, SESSION_COOKIE, { path: '/api/auth/sso' });
    const user = token && token.length <= 100 ? await userForToken(c.var.deps, token) : null;
    if (!token || !user) throw unauthorized('The sign-in through your organisation did not finish: please try again.');
    const [session] = await c.var.deps.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, await sha256Hex(token)))
      .limit(1);
    return c.json({ token, expires_at: session.expiresAt.toISOString(), user: presentUser(user) });
  });
