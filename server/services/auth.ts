import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { sessions, users, type User } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import { failed, forgiveAttempt, takeAttempt } from './signInThrottle';
import { rememberDevice, trustedDeviceFor } from './signInDevices';
import { randomToken, sha256Hex } from './tokens';
import { recordAudit } from './auditLog';
import type { AuditChanges } from '../../contract/audit';
import { PASSWORD_SIGN_IN_OFF } from '../../contract/sso';
import type { Db } from '../db/database';
import { ssoSettingsOf } from './ssoSettings';

const WRONG_CREDENTIALS = 'Email or password is incorrect.';

let dummyHash: Promise<string> | null = null;

/**
 * Signs in with email and password. Each attempt is first taken from the throttles of the caller's address and of
 * the account (a growing delay after repeated failures, 429 meanwhile), so an attacker gains nothing by guessing
 * faster or in parallel, and the account's owner waits at most a minute. A browser that signed in to the account
 * before (its device cookie, `deviceToken`) skips the address's throttle and has a count of its own instead of the
 * account's, so guesses from a shared address (an office behind one NAT) or at the account hold up none of its
 * owner's browsers. Answers the session and the device cookie's token.
 */
export async function signIn(deps: AppDeps, email: string, password: string, address: string, deviceToken?: string, userAgent?: string) {
  const { db } = deps.database;
  const now = deps.clock();
  // Switched off (issue 32): refused before any password is checked, except administrators' under ADMIN_PASSWORD_SIGN_IN=1.
  const passwordsOn = (await ssoSettingsOf(deps)).password_sign_in;
  if (!passwordsOn && !deps.config.adminPasswordSignIn) throw forbidden(PASSWORD_SIGN_IN_OFF);
  const device = await trustedDeviceFor(deps, deviceToken, email);
  const keys = device ? { account: `device:${device}` } : { account: `account:${email.toLowerCase()}`, address: `address:${address}` };
  if (keys.address) await takeAttempt(deps, 'address', keys.address, now);
  await takeAttempt(deps, 'account', keys.account, now);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // A missing account costs the same work as a wrong password, so timing does not reveal which emails exist.
  dummyHash ??= hashPassword('masthead-dummy-password', deps.config.passwordIterations);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  // A deactivated person (issue 32) is refused as a wrong password is: the answer tells nothing of the account.
  if (!user || !valid || user.deactivatedAt) {
    await failed(deps, Object.values(keys), now);
    // The address typed, so administrators see guesses at accounts that do not exist too (never the password).
    await recordAudit(db, deps, {
      action: 'auth.sign_in_failed',
      actor: null,
      person: user ?? null,
      changes: user ? null : { email: { from: null, to: email } },
    });
    throw unauthorized(WRONG_CREDENTIALS);
  }
  await forgiveAttempt(deps, keys);
  if (!passwordsOn && user.role !== 'admin') {
    await recordAudit(db, deps, {
      action: 'auth.sign_in_failed',
      actor: null,
      person: user,
      changes: { reason: { from: null, to: 'password sign-in off' } },
    });
    throw forbidden(PASSWORD_SIGN_IN_OFF);
  }

  const { token, expiresAt } = await openSession(deps, user, userAgent);
  const device_token = await rememberDevice(deps, user.id, device && deviceToken ? { token: deviceToken, hash: device } : null, now);
  return { token, expiresAt, user, deviceToken: device_token };
}

/**
 * Makes a session for `user` (a password sign-in, or one through the OpenID provider: services/ssoAccounts.ts): the session
 * row, the last sign-in time and the 'auth.sign_in' entry, in one transaction; `changes` says how, for the audit log.
 */
export async function openSession(deps: AppDeps, user: User, userAgent?: string, changes?: AuditChanges, tx?: Db) {
  const now = deps.clock();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlDays * 86_400_000);
  const write = async (db: Db) => {
    await db.insert(sessions).values({
      tokenHash: await sha256Hex(token),
      userId: user.id,
      createdAt: now,
      expiresAt,
      userAgent: userAgent?.slice(0, 300) || null,
    });
    await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
    await recordAudit(db, deps, { action: 'auth.sign_in', actor: user, changes: changes ?? null });
  };
  if (tx) await write(tx);
  else await deps.database.db.transaction(write);
  return { token, expiresAt };
}

export async function signOut(deps: AppDeps, user: User, token: string) {
  const tokenHash = await sha256Hex(token);
  await deps.database.db.transaction(async (tx) => {
    const ended = await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId });
    if (ended.length) await recordAudit(tx, deps, { action: 'auth.sign_out', actor: user });
  });
}

/** How stale a session's "last used" may be: its request writes it at most once in this time. */
export const LAST_USED_STEP_MS = 60_000;

/**
 * The signed-in person of a session token, or null. A request whose session was last marked used a minute or more ago
 * marks it again (one small UPDATE a minute per browser, none on the other requests), for the Sessions screen.
 */
export async function userForToken(deps: AppDeps, token: string): Promise<User | null> {
  const now = deps.clock();
  const tokenHash = await sha256Hex(token);
  const [row] = await deps.database.db
    .select({ user: users, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - (row.lastUsedAt ?? row.createdAt).getTime() >= LAST_USED_STEP_MS)
    await deps.database.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  return row.user;
}
