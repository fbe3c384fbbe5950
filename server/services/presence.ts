import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pagePresence } from '../db/presenceSchema';
import { pages, users, type User } from '../db/schema';
import { notFound } from '../errors';
import { grantFor } from './pageAccess';
import { parsePageId, summaryWhere } from './pages';

/**
 * The editor beats every 5 seconds, and hears the page's version with it, so an open editor takes a colleague's save in
 * within seconds (issue 28); someone not heard from for 30 seconds has left (closed the tab, lost the network).
 */
export const PRESENCE_HEARTBEAT_MS = 5_000;
export const PRESENCE_STALE_MS = 30_000;

/** The page behind /pages/{id}/presence: who may read it may say they have it open and see who else has. */
async function pageForPresence(deps: AppDeps, user: User, idText: string) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page || !(await grantFor(deps, user, page)).read) throw notFound('Page not found.');
  return page;
}

/**
 * PUT /api/pages/{id}/presence: the caller has the page open now; answers the others who have it open (heard from in
 * the last 30 seconds), by name, by uid and name only, and the page's version now.
 */
export async function beatPresence(deps: AppDeps, user: User, idText: string) {
  const page = await pageForPresence(deps, user, idText);
  const { db } = deps.database;
  const now = deps.clock();
  await db
    .insert(pagePresence)
    .values({ pageId: page.id, userId: user.id, seenAt: now })
    .onConflictDoUpdate({ target: [pagePresence.pageId, pagePresence.userId], set: { seenAt: now } });
  const others = await db
    .select({ uid: users.uid, name: users.name })
    .from(pagePresence)
    .innerJoin(users, eq(users.id, pagePresence.userId))
    .where(
      and(
        eq(pagePresence.pageId, page.id),
        ne(pagePresence.userId, user.id),
        gte(pagePresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS)),
      ),
    )
    .orderBy(asc(users.name), asc(users.uid));
  return { data: others, meta: { heartbeat_seconds: PRESENCE_HEARTBEAT_MS / 1000, version: page.version } };
}

/** DELETE /api/pages/{id}/presence: the caller closed the page. */
export async function leavePresence(deps: AppDeps, user: User, idText: string) {
  const page = await pageForPresence(deps, user, idText);
  await deps.database.db.delete(pagePresence).where(and(eq(pagePresence.pageId, page.id), eq(pagePresence.userId, user.id)));
}

/** The purge job's sweep of heartbeats nobody has sent for 30 seconds. */
export async function sweepPresence(tx: Db, now: Date) {
  await tx.delete(pagePresence).where(lt(pagePresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS)));
}
