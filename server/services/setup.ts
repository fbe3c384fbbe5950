import { recordAudit } from './auditLog';
import { sql } from 'drizzle-orm';
import type { SetupBody } from '../../contract/siteSettings';
import type { Db } from '../db/database';
import type { AppDeps } from '../deps';
import { users } from '../db/schema';
import { conflict } from '../errors';
import { presentUser } from '../presenters/users';
import { hashPassword } from './passwords';
import { randomUid } from './tokens';

/** The one lock first-administrator requests take, so two at once cannot both find the site without accounts. */
const SETUP_LOCK = 0x73657475;
const DONE = 'This site already has an administrator. Sign in instead.';

async function hasAnyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return Boolean(row);
}

/** GET /api/setup: whether the site still waits for its first administrator (an empty site started with DEMO=0). */
export async function setupNeeded(deps: AppDeps): Promise<boolean> {
  return !(await hasAnyUser(deps.database.db));
}

/** Refuses with 409 once any account exists: called before the body is read, and again under the lock. */
export async function refuseWhenSetUp(db: Db): Promise<void> {
  if (await hasAnyUser(db)) throw conflict(DONE);
}

/**
 * POST /api/setup: makes the first administrator, only while there is no account at all. Requests at once wait for
 * one lock in their transaction and look again under it, so exactly one of them makes an account; the others get 409.
 */
export async function createFirstAdministrator(deps: AppDeps, body: SetupBody) {
  const passwordHash = await hashPassword(body.password, deps.config.passwordIterations);
  const user = await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SETUP_LOCK))})`);
    await refuseWhenSetUp(tx);
    const [created] = await tx
      .insert(users)
      .values({ uid: randomUid(), email: body.email, name: body.name, role: 'admin', passwordHash, createdAt: deps.clock() })
      .returning();
    await recordAudit(tx, deps, { action: 'setup.first_admin', actor: created, person: created });
    return created;
  });
  return presentUser(user);
}
