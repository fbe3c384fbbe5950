import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { trustedDevices, users } from '../db/schema';
import { randomToken, sha256Hex } from './tokens';

/** The device cookie: a browser that signed in to an account before (OWASP's device cookies), sent to /api/auth only. */
export const DEVICE_COOKIE = 'masthead_device';
export const DEVICE_COOKIE_DAYS = 365;
/** Browsers remembered per account; the least recently used go first. */
const DEVICES_PER_ACCOUNT = 20;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device the cookie names, when it signed in to this account before (by email); its token's hash. */
export async function trustedDeviceFor(deps: AppDeps, token: string | undefined, email: string): Promise<string | null> {
  if (!token || !TOKEN.test(token)) return null;
  const hash = await sha256Hex(token);
  const [row] = await deps.database.db
    .select({ hash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(and(eq(trustedDevices.tokenHash, hash), eq(users.email, email)))
    .limit(1);
  return row?.hash ?? null;
}

/**
 * After a successful sign-in: the browser is remembered for the account (a new token, or its own one used again);
 * answers the cookie's token. An account keeps its 20 most recently used browsers.
 */
export async function rememberDevice(
  deps: AppDeps,
  userId: number,
  known: { token: string; hash: string } | null,
  now: Date,
): Promise<string> {
  const { db } = deps.database;
  if (known) {
    await db.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.tokenHash, known.hash));
    return known.token;
  }
  const token = randomToken(32);
  await db.insert(trustedDevices).values({ tokenHash: await sha256Hex(token), userId, createdAt: now, lastUsedAt: now });
  const kept = db
    .select({ hash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, userId))
    .orderBy(desc(trustedDevices.lastUsedAt))
    .limit(DEVICES_PER_ACCOUNT);
  await db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), notInArray(trustedDevices.tokenHash, kept)));
  return token;
}

/** A new password: no browser is trusted for the account any more. */
export async function forgetDevices(tx: Db, userIds: number[]): Promise<void> {
  if (userIds.length) await tx.delete(trustedDevices).where(inArray(trustedDevices.userId, userIds));
}
