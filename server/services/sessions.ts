import { recordAudit } from './auditLog';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { sessions, users, type User } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import { failed, forgiveAttempt, takeAttempt } from './signInThrottle';
import { sha256Hex } from './tokens';

/**
 * The Sessions screen (issue 32): a person's signed-in browsers, and signing out of the others. Every call is about
 * the caller's own sessions only; a session is named by its number, never by its token or the token's hash.
 */

export async function listSessions(deps: AppDeps, user: User, token: string) {
  const current = await sha256Hex(token);
  const rows = await deps.database.db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, deps.clock())))
    .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`), desc(sessions.id));
  const data = rows.map((row) => ({
    id: String(row.id),
    type: 'session' as const,
    attributes: {
      user_agent: row.userAgent,
      signed_in_at: row.createdAt.toISOString(),
      last_used_at: (row.lastUsedAt ?? row.createdAt).toISOString(),
      current: row.tokenHash === current,
    },
  }));
  return { data };
}

/** DELETE /api/auth/sessions/others: every other browser of the caller is signed out at once. */
export async function endOtherSessions(deps: AppDeps, user: User, token: string) {
  const current = await sha256Hex(token);
  await deps.database.db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, current)))
      .returning({ id: sessions.id });
    if (ended.length)
      await recordAudit(tx, deps, { action: 'auth.session_end', actor: user, changes: { sessions: { from: ended.length, to: 0 } } });
  });
}

/** DELETE /api/auth/sessions/{id}: one of the caller's sessions; another person's is answered as absent. */
export async function endSession(deps: AppDeps, user: User, idText: string) {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  await deps.database.db.transaction(async (tx) => {
    const [ended] = id
      ? await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), eq(sessions.id, id)))
          .returning({ id: sessions.id })
      : [];
    if (!ended) throw notFound('This session does not exist.');
    await recordAudit(tx, deps, { action: 'auth.session_end', actor: user });
  });
}

/**
 * PUT /api/auth/password: the caller changes their password with their current one (slowed down after failures like a
 * sign-in); every other session of theirs ends, this one stays.
 */
export async function changePassword(deps: AppDeps, user: User, token: string, body: { current_password: string; password: string }) {
  const now = deps.clock();
  const keys = { account: `password-change:${user.id}` };
  await takeAttempt(deps, 'account', keys.account, now);
  if (!(await verifyPassword(body.current_password, user.passwordHash))) {
    await failed(deps, [keys.account], now);
    throw badRequest('Your current password is not right.', { fields: { current_password: 'Your current password is not right.' } });
  }
  await forgiveAttempt(deps, keys);
  const passwordHash = await hashPassword(body.password, deps.config.passwordIterations);
  const current = await sha256Hex(token);
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, current)));
    await recordAudit(tx, deps, { action: 'auth.password_change', actor: user });
  });
}
