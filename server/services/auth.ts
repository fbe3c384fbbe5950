import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { sessions, users, type User } from '../db/schema';
import { unauthorized } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import { forgiveAttempt, takeAttempt } from './signInThrottle';
import { randomToken, sha256Hex } from './tokens';

const WRONG_CREDENTIALS = 'Email or password is incorrect.';

let dummyHash: Promise<string> | null = null;

/**
 * Signs in with email and password. Each attempt is first taken from the throttles of the caller's address and of
 * the account (a growing delay after repeated failures, 429 meanwhile), so an attacker gains nothing by guessing
 * faster or in parallel, and the account's owner waits at most a minute.
 */
export async function signIn(deps: AppDeps, email: string, password: string, address: string) {
  const { db } = deps.database;
  const now = deps.clock();
  const keys = { account: `account:${email.toLowerCase()}`, address: `address:${address}` };
  await takeAttempt(deps, 'address', keys.address, now);
  await takeAttempt(deps, 'account', keys.account, now);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // A missing account costs the same work as a wrong password, so timing does not reveal which emails exist.
  dummyHash ??= hashPassword('masthead-dummy-password', deps.config.passwordIterations);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) throw unauthorized(WRONG_CREDENTIALS);
  await forgiveAttempt(deps, keys);

  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlDays * 86_400_000);
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId: user.id, createdAt: now, expiresAt });
  return { token, expiresAt, user };
}

export async function signOut(deps: AppDeps, token: string) {
  await deps.database.db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
}

export async function userForToken(deps: AppDeps, token: string): Promise<User | null> {
  const [row] = await deps.database.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), gt(sessions.expiresAt, deps.clock())))
    .limit(1);
  return row?.user ?? null;
}
