import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { pages, users, type User } from '../db/schema';
import { readerVisible } from './pageAccess';
import { presentPageSummary, type SummaryRow } from '../presenters/pages';
import { ownerColumns, summaryColumns } from './pages';
import { withCardPictures } from './imageDerivatives';

export const publishedEvents = () => and(eq(pages.collection, 'events'), readerVisible());

const eventDate = sql<string>`(${pages.event}->>'date')`;
const startHour = sql`((${pages.event}->'start_time'->>'hour')::int)`;
const startMinute = sql`((${pages.event}->'start_time'->>'minute')::int)`;

export async function eventSummaries(deps: AppDeps, user: User | null, where: SQL | undefined, limit?: number) {
  const query = deps.database.db
    .select({ ...summaryColumns, ...ownerColumns })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.ownerId))
    .where(where)
    .orderBy(asc(eventDate), asc(startHour), asc(startMinute), asc(pages.id));
  const rows = (await (limit ? query.limit(limit) : query)) as SummaryRow[];
  return rows.map((row) => presentPageSummary(row, user));
}

/** Published events dated today or later (by the server's clock, UTC), soonest first. */
export async function listUpcomingEvents(deps: AppDeps, user: User | null, limit: number) {
  const today = deps.clock().toISOString().slice(0, 10);
  const where = and(publishedEvents(), gte(eventDate, today));
  const [data, [{ total }]] = await Promise.all([
    eventSummaries(deps, user, where, limit).then((summaries) => withCardPictures(deps, summaries)),
    deps.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(pages)
      .where(where),
  ]);
  return { data, meta: { total } };
}

/** Summaries of the given event pages in the given order; readers get only the published ones. */
export async function eventsByIds(deps: AppDeps, user: User | null, ids: number[], publishedOnly: boolean) {
  if (!ids.length) return [];
  const where = publishedOnly
    ? and(publishedEvents(), inArray(pages.id, ids))
    : and(eq(pages.collection, 'events'), inArray(pages.id, ids));
  const found = await eventSummaries(deps, user, where);
  return ids.flatMap((id) => found.filter((event) => event.attributes.page_id === id));
}
