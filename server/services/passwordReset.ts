import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '../../contract/resources';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { siteConfigOf } from './siteSettings';
import { passwordResets, sessions, signInFailures, users } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import { enqueueMail } from '../mail/mailQueue';
import { presentPasswordReset } from '../presenters/users';
import { hashPassword } from './passwords';
import { failed, forgiveAttempt, takeAttempt } from './signInThrottle';
import { forgetDevices } from './signInDevices';
import { enqueueJob, type TransactionJob } from '../jobs/queue';
import { randomToken, randomUid, sha256Hex } from './tokens';
import { recordAudit } from './auditLog';

const HOUR = 3_600_000;
const NOT_WORKING = 'This link does not work any more. Ask for a new one.';

/**
 * POST /api/auth/password_reset: e-mails a link to set a new password (256 random bits, one use, one hour) when the
 * address has an account. The request only puts the address on the queue (the 'password-reset' job looks the account
 * up and sends), so it does the same work and takes the same time whether the account exists or not, and the answer
 * is the same: it reveals no account. Requests are slowed down per address and per e-mail like sign-ins. Without a
 * mail server there is no way to send it (503).
 */
export async function requestPasswordReset(deps: AppDeps, email: string, locale: Locale, address: string) {
  if (!deps.mailer) throw new ApiError(503, 'Password resets need e-mail, which this server does not send.');
  const now = deps.clock();
  const keys = [`reset-address:${address}`, `reset-account:${email}`];
  await takeAttempt(deps, 'address', keys[0], now);
  await takeAttempt(deps, 'account', keys[1], now);
  // A request is never forgiven as a sign-in is: each keeps the count from being forgotten for the quiet minutes.
  await failed(deps, keys, now);
  await deps.database.db.transaction(async (tx) => {
    await enqueueJob(tx, { kind: PASSWORD_RESET_JOB, key: `password-reset:${randomUid()}`, payload: { email, locale }, runAt: now, now });
    // The address asked for, whether or not it has an account (the job looks that up).
    await recordAudit(tx, deps, { action: 'auth.password_reset_request', actor: null, changes: { email: { from: null, to: email } } });
  });
  return { data: presentPasswordReset({ sent_if_known: true }) };
}

export const PASSWORD_RESET_JOB = 'password-reset';

/**
 * A new single-use link to set the account's password, open for `validMs` (an hour for a reset, seven days for an
 * invitation: issue 32); only its SHA-256 is stored. Answers the link's address.
 */
export async function newPasswordLink(deps: AppDeps, tx: Db, userId: number, locale: Locale, now: Date, validMs: number): Promise<string> {
  const token = randomToken(32);
  await tx
    .insert(passwordResets)
    .values({ tokenHash: await sha256Hex(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + validMs) });
  return `${deps.config.publicUrl}/${locale}/reset-password/${token}`;
}

/** The 'password-reset' job: when the address has an account, a new link, and its e-mail on the queue, in one transaction. */
export function passwordResetJobHandler(deps: AppDeps): TransactionJob {
  return async (tx, job, now) => {
    const email = String(job.payload.email);
    const locale = job.payload.locale === 'hk' ? 'hk' : 'en';
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deactivatedAt)))
      .limit(1);
    if (!user) return;
    const link = await newPasswordLink(deps, tx, user.id, locale, now, HOUR);
    const site = (await siteConfigOf(deps, tx)).siteName.en;
    await enqueueMail(
      deps,
      tx,
      {
        to: user.email,
        subject: `Reset your ${site} password`,
        text: `Someone asked to reset the password of your ${site} account (${user.email}).\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
      },
      now,
    );
  };
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/auth/password_reset/{token}: sets the new password if the link is open, and closes it (one conditional
 * update, so two tabs cannot both use it). Attempts are slowed down per address and per link like sign-ins, and the
 * link is looked up before the new password is hashed, so a wrong link costs no hashing. A reset ends every session
 * of the account, every other reset link of it, and every browser trusted for it: whoever knew the old password, or
 * an older link, is out.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string, address: string) {
  if (!TOKEN.test(token)) throw badRequest(NOT_WORKING);
  const now = deps.clock();
  const tokenHash = await sha256Hex(token);
  const keys = { address: `reset-use-address:${address}`, account: `reset-token:${tokenHash}` };
  await takeAttempt(deps, 'address', keys.address, now);
  await takeAttempt(deps, 'account', keys.account, now);
  const open = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  const [link] = await deps.database.db.select({ userId: passwordResets.userId }).from(passwordResets).where(open).limit(1);
  if (!link) {
    await failed(deps, Object.values(keys), now);
    throw badRequest(NOT_WORKING);
  }
  const passwordHash = await hashPassword(password, deps.config.passwordIterations);
  const userId = await deps.database.db.transaction(async (tx) => {
    const [used] = await tx.update(passwordResets).set({ usedAt: now }).where(open).returning({ userId: passwordResets.userId });
    if (!used) return null;
    const [account] = await tx
      .update(users)
      .set({ passwordHash, invitedAt: null })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, email: users.email, name: users.name });
    await recordAudit(tx, deps, { action: 'auth.password_reset', actor: null, person: account });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    await forgetDevices(tx, [used.userId]);
    await tx.delete(signInFailures).where(eq(signInFailures.key, `account:${account.email}`));
    return used.userId;
  });
  if (userId === null) throw badRequest(NOT_WORKING);
  await forgiveAttempt(deps, keys);
  return { data: presentPasswordReset({ reset: true }) };
}
