import * as v from 'valibot';
import { positiveInt32 } from './numbers';
import { savedDocumentSchema, type SavedDocument } from './document';
import type { PageSummary, Resource } from './resources';
import { MINUTES_PER_DAY, minutesOf, type ClockTime } from './clockTimes';

export { clockOf, MINUTES_PER_DAY, minutesOf, type ClockTime } from './clockTimes';
export { SITE_CONFIG_PATH } from './staticData';

/** Title options of spec 3.6; the programme offers them for speakers. */
export const SPEAKER_TITLES = ['Mr', 'Mrs', 'Ms', 'Mx', 'Dr', 'Professor'] as const;
export type SpeakerTitle = (typeof SPEAKER_TITLES)[number];

/** Each period's start and end, in minutes after midnight, from the day's start and the durations (spec 7.6). */
export function periodSchedule(start: ClockTime, periods: Array<{ duration: number }>): Array<{ start: number; end: number }> {
  let at = minutesOf(start);
  return periods.map(({ duration }) => {
    const slot = { start: at, end: at + duration };
    at = slot.end;
    return slot;
  });
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const clockTimeSchema = v.object({
  hour: v.pipe(
    v.number('Hour must be a number.'),
    v.integer(),
    v.minValue(0, 'Hour must be 0 to 23.'),
    v.maxValue(23, 'Hour must be 0 to 23.'),
  ),
  minute: v.pipe(
    v.number('Minute must be a number.'),
    v.integer(),
    v.minValue(0, 'Minute must be 0 to 59.'),
    v.maxValue(59, 'Minute must be 0 to 59.'),
  ),
});

export const speakerSchema = v.object({
  title: v.optional(v.nullable(v.picklist(SPEAKER_TITLES, 'Choose Mr, Mrs, Ms, Mx, Dr or Professor.')), null),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Speaker name is required.'), v.maxLength(200)),
});
export type Speaker = v.InferOutput<typeof speakerSchema>;

/** One period of a programme day: a talk, a break, a panel. Its times follow from the day's start and the durations. */
export const periodSchema = v.object({
  /** The period type's slug (GET /api/period_types). */
  type: v.pipe(v.string(), v.regex(SLUG, 'Choose a period type.')),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
  duration: v.pipe(
    v.number('Duration must be a number of minutes.'),
    v.integer('Duration must be a whole number of minutes.'),
    v.minValue(1, 'Duration must be at least 1 minute.'),
    v.maxValue(MINUTES_PER_DAY, 'Duration must be at most 1440 minutes.'),
  ),
  speakers: v.optional(v.pipe(v.array(speakerSchema), v.maxLength(30, 'A period has at most 30 speakers.')), []),
});
export type Period = v.InferOutput<typeof periodSchema>;

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const dayDate = v.pipe(v.string(), v.check(isCalendarDate, 'Date must be a real date written YYYY-MM-DD.'));
const dayPeriods = v.pipe(v.array(periodSchema), v.maxLength(100, 'A day has at most 100 periods.'));
const dayTitle = v.pipe(v.string(), v.trim(), v.maxLength(200));

/** POST /api/publications/{event-slug}/days. The slug defaults to the date. */
export const createProgrammeDayBody = v.object({
  day: v.object({
    date: dayDate,
    start_time: clockTimeSchema,
    title: v.optional(dayTitle, ''),
    slug: v.optional(v.pipe(v.string(), v.regex(SLUG, 'A slug is lower-case letters, digits and hyphens.'))),
    periods: v.optional(dayPeriods, []),
  }),
});
export type CreateProgrammeDayBody = v.InferOutput<typeof createProgrammeDayBody>;

/** PUT /api/publications/{event-slug}/days/{slug}: the fields to change, with the version they were made on. */
export const updateProgrammeDayBody = v.object({
  day: v.object({
    version: positiveInt32(),
    date: v.optional(dayDate),
    start_time: v.optional(clockTimeSchema),
    title: v.optional(dayTitle),
    periods: v.optional(dayPeriods),
  }),
});
export type UpdateProgrammeDayBody = v.InferOutput<typeof updateProgrammeDayBody>;

export interface ProgrammePeriod extends Period {
  start_time: ClockTime;
  end_time: ClockTime;
}

export interface ProgrammeDayAttributes {
  slug: string;
  event_slug: string;
  title: string;
  date: string;
  start_time: ClockTime;
  /** The end of the last period; the start when the day has no periods. */
  end_time: ClockTime;
  periods: ProgrammePeriod[];
  version: number;
  updated_at: string;
  editable: boolean;
}
export type ProgrammeDayResource = Resource<ProgrammeDayAttributes, 'programme_day'>;

/** GET /api/publications/{event-slug}/programme: the event's days, earliest first. */
export interface ProgrammeAttributes {
  event_slug: string;
  event_title: string;
  days: ProgrammeDayAttributes[];
  editable: boolean;
}

/** GET /api/period_types: `{data: Resource<PeriodTypeAttributes,'period_type'>[], meta:{total}}`. */
export interface PeriodTypeAttributes {
  slug: string;
  name: string;
}

export const WHATS_ON_SLUG = 'what-s-on';
export const MAX_FEATURED_EVENTS = 12;

/** GET /api/section_pages/what-s-on. Readers get only the featured events they may read. */
export interface SectionPageAttributes {
  slug: string;
  title: string;
  intro: SavedDocument;
  featured_event_ids: number[];
  featured_events: Array<Resource<PageSummary, 'page'>>;
  version: number;
  updated_at: string;
  editable: boolean;
}

/** PUT /api/section_pages/what-s-on: the fields to change, with the version they were made on (409 when stale). */
export const saveSectionPageBody = v.object({
  section_page: v.object({
    version: positiveInt32(),
    title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Title is required.'), v.maxLength(200))),
    intro: v.optional(savedDocumentSchema),
    featured_event_ids: v.optional(
      v.pipe(
        v.array(positiveInt32()),
        v.maxLength(MAX_FEATURED_EVENTS, `Feature at most ${MAX_FEATURED_EVENTS} events.`),
        v.check((ids) => new Set(ids).size === ids.length, 'An event is featured twice.'),
      ),
    ),
  }),
});
export type SaveSectionPageBody = v.InferOutput<typeof saveSectionPageBody>;

/** GET /api/upcoming_events?limit=: published events dated today or later, soonest first. */
export const upcomingEventsQuery = v.object({
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
});

/** GET /api/fetch_event?url=: a published page of this site, found from its link (spec 3.6). */
export interface FetchedEventAttributes {
  image_url: string | null;
  title: string;
  precis: string;
}

export const fetchEventQuery = v.object({
  url: v.pipe(v.string('A link is required.'), v.trim(), v.minLength(1, 'A link is required.'), v.maxLength(2000)),
});

/** GET /api/site_config: what the browser needs of the server's configuration. */
export interface SiteConfigAttributes {
  /** The site's name in each locale (the header, documents' titles); set by administrators (issue 32). */
  site_name?: { en: string; hk: string };
  /** Hosts of the organisation's own sites; card links there are filled in by GET /api/fetch_event. */
  site_domains: string[];
  /** The one themed series the promotional banner links to (spec 2.1, 2.2). */
  themed_series: { slug: string; title: string | null; page_id: number | null };
  /** The home page's announcement box; null when none is configured. */
  announcement: { title: string; subtitle: string; second_title: string; link: string } | null;
  /** The box /hk readers see: its Chinese text, or the English one when none is set (issue 32 leftovers); null: none. */
  announcement_hk?: { title: string; subtitle: string; second_title: string; link: string } | null;
  /** Whether the server sends e-mail: invitations are e-mailed and "Forgot password" is offered only then. */
  email: boolean;
  /** The site's time zone (IANA): events that name none are read in it, and a new event is offered it. */
  time_zone?: string;
  /** Single sign-on (issue 32): the sign-in page offers "Sign in with {name}"; null when it is off. */
  sso?: { name: string } | null;
  /** False: the sign-in page offers no password form (single sign-on only). */
  password_sign_in?: boolean;
}
