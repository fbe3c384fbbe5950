import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../services/signInDevices';
import { passwordChangeBody, passwordResetBody, passwordResetRequestBody, signInBody } from '../../contract/resources';
import { changePassword, endOtherSessions, endSession, listSessions } from '../services/sessions';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { presentUser } from '../presenters/users';
import { signIn, signOut } from '../services/auth';
import { requestPasswordReset, resetPassword } from '../services/passwordReset';
import { readJson } from '../validation';

/** The caller's network address, for throttling (the Node entry reads the socket). */
const addressOf = (c: Context<AppEnv>) => c.var.deps.clientAddress?.(c) ?? 'unknown';

export const authRoutes = new Hono<AppEnv>()
  .post('/auth/sign_in', async (c) => {
    const body = await readJson(c, signInBody);
    const session = await signIn(
      c.var.deps,
      body.email,
      body.password,
      addressOf(c),
      getCookie(c, DEVICE_COOKIE),
      c.req.header('user-agent'),
    );
    // Sent with sign-ins only (its path), never readable by scripts; it names a browser, not a session.
    setCookie(c, DEVICE_COOKIE, session.deviceToken, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      secure: c.var.deps.config.publicUrl.startsWith('https:'),
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
    return c.json({ token: session.token, expires_at: session.expiresAt.toISOString(), user: presentUser(session.user) });
  })
  .delete('/auth/sign_out', requireUser, async (c) => {
    await signOut(c.var.deps, c.var.user, c.var.token);
    return c.body(null, 204);
  })
  .get('/me', requireUser, (c) => c.json({ data: presentUser(c.var.user) }))
  .get('/auth/sessions', requireUser, async (c) => c.json(await listSessions(c.var.deps, c.var.user, c.var.token)))
  .delete('/auth/sessions/others', requireUser, async (c) => {
    await endOtherSessions(c.var.deps, c.var.user, c.var.token);
    return c.body(null, 204);
  })
  .delete('/auth/sessions/:id', requireUser, async (c) => {
    await endSession(c.var.deps, c.var.user, c.req.param('id'));
    return c.body(null, 204);
  })
  .put('/auth/password', requireUser, async (c) => {
    await changePassword(c.var.deps, c.var.user, c.var.token, await readJson(c, passwordChangeBody));
    return c.body(null, 204);
  })
  .post('/auth/password_reset', async (c) => {
    const body = await readJson(c, passwordResetRequestBody);
    return c.json(await requestPasswordReset(c.var.deps, body.email, body.locale, addressOf(c)), 202);
  })
  .post('/auth/password_reset/:token', async (c) => {
    const { password } = await readJson(c, passwordResetBody);
    return c.json(await resetPassword(c.var.deps, c.req.param('token'), password, addressOf(c)));
  });
