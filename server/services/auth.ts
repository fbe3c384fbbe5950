import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { sessions, signInFailures, users, type User } from '../db/schema';
import { ApiError, unauthorized } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import { randomToken, sha256Hex } from './tokens';

const WRONG_CREDENTIALS = 'Email or password is incorrect.';
const THROTTLED = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

let dummyHash: Promise<string> | null = null;

export async function signIn(deps: AppDeps, email: string, password: string, address: string) {
  const { db } = deps.database;
  const now = deps.clock();
  const keys = { account: `account:${email}`, address: `address:${address}` };
  await refuseWhenThrottled(deps, keys, now);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // A missing account costs the same work as a wrong password, so timing does not reveal which emails exist.
  dummyHash ??= hashPassword('masthead-dummy-password', deps.config.passwordIterations);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) {
    await recordFailure(deps, keys.account, now);
    await recordFailure(deps, keys.address, now);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  await db.delete(signInFailures).where(eq(signInFailures.key, keys.account));

  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlDays * 86_400_000);
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId: user.id, createdAt: now, expiresAt });
  return { token, expiresAt, user };
}

async function refuseWhenThrottled(deps: AppDeps, keys: { account: string; address: string }, now: Date) {
  const { perAccount, perAddress, windowMinutes } = deps.config.signInFailureLimit;
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const rows = await deps.database.db
    .select()
    .from(signInFailures)
    .where(and(sql`${signInFailures.key} in (${keys.account}, ${keys.address})`, gt(signInFailures.windowStart, since)));
  for (const row of rows) {
    const limit = row.key === keys.account ? perAccount : perAddress;
    if (row.count >= limit) {
      const retryAfter = Math.ceil((row.windowStart.getTime() + windowMinutes * 60_000 - now.getTime()) / 1000);
      throw new ApiError(429, THROTTLED, { retry_after: Math.max(retryAfter, 1) });
    }
  }
}

async function recordFailure(deps: AppDeps, key: string, now: Date) {
  const windowStart = new Date(now.getTime() - deps.config.signInFailureLimit.windowMinutes * 60_000).toISOString();
  const nowText = now.toISOString();
  await deps.database.db
    .insert(signInFailures)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        count: sql`case when ${signInFailures.windowStart} > ${windowStart}::timestamptz then ${signInFailures.count} + 1 else 1 end`,
        windowStart: sql`case when ${signInFailures.windowStart} > ${windowStart}::timestamptz then ${signInFailures.windowStart} else ${nowText}::timestamptz end`,
      },
    });
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

export function presentUser(user: User) {
  return {
    id: user.uid,
    type: 'user' as const,
    attributes: { uid: user.uid, email: user.email, name: user.name, role: user.role, image: user.image },
  };
}
