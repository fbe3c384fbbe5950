import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { minutesOf, type CreateProgrammeDayBody, type Period, type UpdateProgrammeDayBody } from '../../contract/events';
import { noteStaticChange } from '../static/staticChanges';
import type { AppDeps } from '../deps';
import { periodTypes, programmeDays, type ProgrammeDay } from '../db/eventsSchema';
import { pages, type User } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { canEditProgramme } from '../policies/events';
import { canReadSitePage } from '../policies/pages';
import { presentPeriodType, presentProgramme, presentProgrammeDay } from '../presenters/events';
import { isSlug, pagesChanged } from './pages';
import { changesOf, recordAudit } from './auditLog';

type EventPage = Pick<typeof pages.$inferSelect, 'id' | 'slug' | 'title' | 'collection' | 'ownerId' | 'published' | 'trashedAt'>;

const UNIQUE_VIOLATION = '23505';

async function eventPageOf(deps: AppDeps, user: User | null, slug: string): Promise<EventPage> {
  if (!isSlug(slug)) throw notFound('Event not found.');
  const [page] = await deps.database.db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      collection: pages.collection,
      ownerId: pages.ownerId,
      published: pages.published,
      trashedAt: pages.trashedAt,
    })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.collection, 'events')))
    .limit(1);
  if (!page || !canReadSitePage(user, page)) throw notFound('Event not found.');
  return page;
}

/** Only editors change a programme; readers who may not see the event get 404 first. */
async function editableEventPage(deps: AppDeps, user: User, slug: string): Promise<EventPage> {
  const page = await eventPageOf(deps, user, slug);
  if (!canEditProgramme(user, page)) throw forbidden('Only editors may change the programme.');
  if (page.trashedAt) throw conflict('This event is in the trash. Restore it before changing its programme.');
  return page;
}

function dayResource(row: ProgrammeDay, page: EventPage, user: User | null) {
  return presentProgrammeDay(row, page.slug, canEditProgramme(user, page));
}

async function refuseUnknownPeriodTypes(deps: AppDeps, periods: Period[] | undefined) {
  const wanted = [...new Set((periods ?? []).map((period) => period.type))];
  if (!wanted.length) return;
  const known = await deps.database.db.select({ slug: periodTypes.slug }).from(periodTypes).where(inArray(periodTypes.slug, wanted));
  const missing = wanted.filter((slug) => !known.some((row) => row.slug === slug));
  if (missing.length) throw badRequest(`Unknown period type: ${missing.join(', ')}.`);
}

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

const DUPLICATE_DAY = 'This event already has a day on that date or with that slug.';

export async function createProgrammeDay(deps: AppDeps, user: User, eventSlug: string, body: CreateProgrammeDayBody) {
  const page = await editableEventPage(deps, user, eventSlug);
  await refuseUnknownPeriodTypes(deps, body.day.periods);
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(programmeDays)
      .values({
        eventPageId: page.id,
        slug: body.day.slug ?? body.day.date,
        title: body.day.title,
        date: body.day.date,
        startMinutes: minutesOf(body.day.start_time),
        periods: body.day.periods,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await noteStaticChange(tx, { pageId: page.id });
      await recordAudit(tx, deps, {
        action: 'programme.day_create',
        actor: user,
        page,
        changes: {
          day: { from: null, to: created.slug },
          date: { from: null, to: created.date },
          title: { from: null, to: created.title },
        },
      });
    }
    return created;
  });
  if (!row) throw conflict(DUPLICATE_DAY);
  pagesChanged(deps);
  return dayResource(row, page, user);
}

/** Saves a day when the caller's version is current: one conditional UPDATE; a stale version gets 409. */
export async function updateProgrammeDay(deps: AppDeps, user: User, eventSlug: string, daySlug: string, body: UpdateProgrammeDayBody) {
  const page = await editableEventPage(deps, user, eventSlug);
  await refuseUnknownPeriodTypes(deps, body.day.periods);
  const { db } = deps.database;
  const change = body.day;
  const whereDay = and(eq(programmeDays.eventPageId, page.id), eq(programmeDays.slug, daySlug));
  let saved: ProgrammeDay | undefined;
  try {
    saved = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(programmeDays).where(whereDay);
      const [updated] = await tx
        .update(programmeDays)
        .set({
          version: sql`${programmeDays.version} + 1`,
          updatedAt: deps.clock(),
          ...(change.date !== undefined ? { date: change.date } : {}),
          ...(change.start_time !== undefined ? { startMinutes: minutesOf(change.start_time) } : {}),
          ...(change.title !== undefined ? { title: change.title } : {}),
          ...(change.periods !== undefined ? { periods: change.periods } : {}),
        })
        .where(and(whereDay, eq(programmeDays.version, change.version)))
        .returning();
      if (updated) {
        await noteStaticChange(tx, { pageId: page.id });
        const fields = (day: ProgrammeDay) => ({
          date: day.date,
          title: day.title,
          start_minutes: day.startMinutes,
          periods: day.periods.length,
          version: day.version,
        });
        await recordAudit(tx, deps, {
          action: 'programme.day_save',
          actor: user,
          page,
          changes: { day: { from: daySlug, to: daySlug }, ...changesOf(fields(before), fields(updated)) },
        });
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_DAY);
    throw error;
  }
  if (!saved) {
    const [current] = await db.select({ version: programmeDays.version }).from(programmeDays).where(whereDay);
    if (!current) throw notFound('Programme day not found.');
    throw conflict('This day was changed by someone else since you opened it.', { current_version: current.version });
  }
  pagesChanged(deps);
  return dayResource(saved, page, user);
}

export async function readProgrammeDay(deps: AppDeps, user: User | null, eventSlug: string, daySlug: string) {
  const page = await eventPageOf(deps, user, eventSlug);
  const [row] = await deps.database.db
    .select()
    .from(programmeDays)
    .where(and(eq(programmeDays.eventPageId, page.id), eq(programmeDays.slug, daySlug)))
    .limit(1);
  if (!row) throw notFound('Programme day not found.');
  return dayResource(row, page, user);
}

export async function readProgramme(deps: AppDeps, user: User | null, eventSlug: string) {
  const page = await eventPageOf(deps, user, eventSlug);
  const rows = await deps.database.db
    .select()
    .from(programmeDays)
    .where(eq(programmeDays.eventPageId, page.id))
    .orderBy(asc(programmeDays.date), asc(programmeDays.startMinutes));
  return presentProgramme(page, rows, canEditProgramme(user, page));
}

export async function listPeriodTypes(deps: AppDeps) {
  const rows = await deps.database.db.select().from(periodTypes).orderBy(asc(periodTypes.position), asc(periodTypes.id));
  return {
    data: rows.map(presentPeriodType),
    meta: { total: rows.length },
  };
}
