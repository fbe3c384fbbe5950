import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { signInFailures } from '../db/schema';
import { ApiError } from '../errors';

export type ThrottleKind = 'account' | 'address';

/** Seconds an attempt must wait after `failures` failures: nothing for the free ones, then doubling up to the cap. */
export function delaySeconds(failures: number, free: number, first: number, max: number): number {
  if (failures <= free) return 0;
  return Math.min(max, first * 2 ** Math.min(failures - free - 1, 30));
}

function delaySql(failures: ReturnType<typeof sql>, free: number, first: number, max: number) {
  return sql`case when ${failures} <= ${free} then 0 else least(${max}::float8, ${first}::float8 * power(2::float8, least(${failures} - ${free} - 1, 30))) end`;
}

/**
 * Takes one sign-in attempt for this key, counting it as a failure until it succeeds (`forgive`): one conditional
 * upsert, so concurrent attempts are counted one by one and none slips past the delay. Answers 429 with Retry-After
 * while the key must wait. The count starts again once the key has had no failure (`failed`) for the quiet minutes,
 * however many attempts succeeded meanwhile.
 */
export async function takeAttempt(deps: AppDeps, kind: ThrottleKind, key: string, now: Date): Promise<void> {
  const { free, firstDelaySeconds, maxDelaySeconds, forgetAfterMinutes } = deps.config.signInThrottle;
  const forgetBefore = new Date(now.getTime() - forgetAfterMinutes * 60_000);
  const failures = sql`(case when ${signInFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end)`;
  const nowText = now.toISOString();
  const taken = await deps.database.db
    .insert(signInFailures)
    .values({
      key,
      failures: 1,
      lastFailureAt: now,
      nextAttemptAt: new Date(now.getTime() + delaySeconds(1, free[kind], firstDelaySeconds, maxDelaySeconds[kind]) * 1000),
    })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures,
        nextAttemptAt: sql`${nowText}::timestamptz + make_interval(secs => ${delaySql(failures, free[kind], firstDelaySeconds, maxDelaySeconds[kind])})`,
      },
      setWhere: sql`${signInFailures.nextAttemptAt} <= ${nowText}::timestamptz`,
    })
    .returning({ failures: signInFailures.failures });
  if (taken.length) return;
  const [row] = await deps.database.db
    .select({ nextAttemptAt: signInFailures.nextAttemptAt })
    .from(signInFailures)
    .where(eq(signInFailures.key, key));
  const retryAfter = Math.max(1, Math.ceil(((row?.nextAttemptAt.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  throw new ApiError(
    429,
    `Too many failed sign-in attempts. Please try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
    { retry_after: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/** After a failed attempt: the keys' failures are recent (the quiet minutes that forget them start again). */
export async function failed(deps: AppDeps, keys: string[], now: Date): Promise<void> {
  if (keys.length) await deps.database.db.update(signInFailures).set({ lastFailureAt: now }).where(inArray(signInFailures.key, keys));
}

/**
 * After a successful sign-in: the account starts afresh, and the address gets back the attempt it was charged (but
 * not an earlier delay, which one valid account would otherwise lift between guesses at others).
 */
export async function forgiveAttempt(deps: AppDeps, keys: { account: string; address?: string }): Promise<void> {
  const { db } = deps.database;
  await db.delete(signInFailures).where(eq(signInFailures.key, keys.account));
  if (!keys.address) return;
  await db
    .update(signInFailures)
    .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
    .where(eq(signInFailures.key, keys.address));
}
