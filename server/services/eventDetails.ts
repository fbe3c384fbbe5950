import { and, eq, sql } from 'drizzle-orm';
import type { EventDetails } from '../../contract/resources';
import type { SaveEventDetailsBody } from '../../contract/eventDetails';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { hasEventDetails } from '../policies/events';
import { refuseUnlessEditable } from './pageAccess';
import { presentPageSummary } from '../presenters/pages';
import { pagesChanged, parsePageId, refuseStaleVersion, summaryWhere } from './pages';
import { changesOf, recordAudit } from './auditLog';

/**
 * PUT /api/pages/{id}/event: an event page's date, times, place and time zone, stored in the shape the readers, the
 * upcoming events and the spec read (`pages.event`); the page's programme periods are kept as they were.
 */
export async function saveEventDetails(deps: AppDeps, user: User, idText: string, body: SaveEventDetailsBody) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessEditable(deps, user, page);
  if (!hasEventDetails(page)) throw badRequest('Only event pages have a date, time and place.');
  if (page.trashedAt) throw conflict('This page is in the trash. Restore it before editing.', { current_version: page.version });
  const input = body.event;
  const timeZone = input.time_zone ?? page.event?.time_zone;
  const event: EventDetails = {
    date: input.date,
    start_time: input.start_time,
    end_time: input.end_time,
    periods: Array.isArray(page.event?.periods) ? page.event.periods : [],
    place: { name: input.place.name },
    ...(timeZone ? { time_zone: timeZone } : {}),
  };
  const changed = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pages)
      .set({ event, version: sql`${pages.version} + 1`, updatedAt: deps.clock() })
      .where(and(eq(pages.id, page.id), eq(pages.version, body.version)))
      .returning();
    if (row) {
      const fields = (details: EventDetails | null) => ({
        date: details?.date,
        start_time: details?.start_time,
        end_time: details?.end_time,
        place: details?.place?.name,
        time_zone: details?.time_zone,
      });
      await recordAudit(tx, deps, { action: 'page.event', actor: user, page, changes: changesOf(fields(page.event), fields(event)) });
    }
    return row;
  });
  if (!changed) return refuseStaleVersion(deps.database.db, page);
  pagesChanged(deps);
  return presentPageSummary({ ...page, ...changed }, user);
}
