import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { passwordResets, sessions, signInFailures, users } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import { enqueueMail } from '../jobs/jobs';
import { presentPasswordReset } from '../presenters/users';
import { hashPassword } from './passwords';
import { takeAttempt } from './signInThrottle';
import { randomToken, sha256Hex } from './tokens';

const HOUR = 3_600_000;
const NOT_WORKING = 'This link does not work any more. Ask for a new one.';

/**
 * POST /api/auth/password_reset: e-mails a link to set a new password (256 random bits, one use, one hour) when the
 * address has an account. The answer is the same either way, so it reveals no account; requests are slowed down per
 * address and per e-mail like sign-ins. Without a mail server there is no way to send it (503).
 */
export async function requestPasswordReset(deps: AppDeps, email: string, locale: Locale, address: string) {
  if (!deps.mailer) throw new ApiError(503, 'Password resets need e-mail, which this server does not send.');
  const now = deps.clock();
  await takeAttempt(deps, 'address', `reset-address:${address}`, now);
  await takeAttempt(deps, 'account', `reset-account:${email}`, now);
  const [user] = await deps.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user) {
    const token = randomToken(32);
    await deps.database.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({ tokenHash: await sha256Hex(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + HOUR) });
      const link = `${deps.config.publicUrl}/${locale}/reset-password/${token}`;
      await enqueueMail(
        deps,
        tx,
        {
          to: user.email,
          subject: 'Reset your Masthead password',
          text: `Someone asked to reset the password of your Masthead account (${user.email}).\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
        },
        now,
      );
    });
  }
  return { data: presentPasswordReset({ sent_if_known: true }) };
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/auth/password_reset/{token}: sets the new password if the link is open, and closes it (one conditional
 * update, so two tabs cannot both use it). Every session of the account ends: whoever knew the old password is out.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string) {
  if (!TOKEN.test(token)) throw badRequest(NOT_WORKING);
  const now = deps.clock();
  const passwordHash = await hashPassword(password, deps.config.passwordIterations);
  const userId = await deps.database.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!used) return null;
    const [account] = await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId)).returning({ email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await tx.delete(signInFailures).where(eq(signInFailures.key, `account:${account.email}`));
    return used.userId;
  });
  if (userId === null) throw badRequest(NOT_WORKING);
  return { data: presentPasswordReset({ reset: true }) };
}
