import * as v from 'valibot';
import { MAX_INT32 } from './numbers';
import { COLLECTIONS, LOCALES, type Collection, type Locale } from './resources';

/**
 * The staff dashboard (issue 33), `GET /api/dashboard`: docs/api.md, "Dashboard". Its groups, each newest first
 * (scheduled: soonest first). Extension point: "in review" (review) and "changes not yet published" (drafts of live
 * pages) join here as groups and as `state` values once those parts exist on main. `to_comment`: the site pages the
 * caller was invited to as a Commenter (issue 35), each opened in its commenting view (`commentingPathOf`).
 */
export const DASHBOARD_GROUPS = [
  'to_review',
  'my_reviews',
  'to_comment',
  'drafts',
  'changes',
  'scheduled',
  'published',
  'changed',
] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];
export const DASHBOARD_STATES = ['draft', 'scheduled', 'published'] as const;
export type DashboardState = (typeof DASHBOARD_STATES)[number];
export const DASHBOARD_LIMIT_MAX = 50;

/** The site's sections the dashboard lists (memos are their owners' own, on the memo screens). */
export const DASHBOARD_COLLECTIONS = COLLECTIONS.filter((collection) => collection !== 'memo');

export const dashboardQuery = v.object({
  collection: v.optional(v.picklist(DASHBOARD_COLLECTIONS, 'Unknown section.')),
  locale: v.optional(v.picklist(LOCALES, 'The locale is en or hk.')),
  /** The uid of the pages' owner. */
  author: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'The author is a person’s uid.'))),
  state: v.optional(v.picklist(DASHBOARD_STATES, 'The state is draft, scheduled or published.')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'The search is too long.'))),
  /** Only this group, for its next page (`cursor`, its previous answer's `next_cursor`). */
  group: v.optional(v.picklist(DASHBOARD_GROUPS, 'Unknown group.')),
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z~[1-9]\d{0,9}$/, 'Unknown cursor.'),
      // A real instant and an id the database can hold: a forged one is a 400, not a failed query.
      v.check((cursor) => isCursor(cursor), 'Unknown cursor.'),
    ),
  ),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,3}$/), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(DASHBOARD_LIMIT_MAX))),
});
export type DashboardQuery = v.InferOutput<typeof dashboardQuery>;

export interface DashboardPerson {
  uid: string;
  name: string;
}

export interface DashboardRow {
  id: number;
  title: string;
  collection: Collection;
  locale: Locale;
  slug: string;
  public_route: string;
  state: DashboardState;
  owner: DashboardPerson | null;
  /** Who saved its latest revision. */
  changed_by: DashboardPerson | null;
  updated_at: string;
  published_at: string | null;
  /** When it is scheduled to be published. */
  publish_at: string | null;
  /** Where its review stands while one is open (issue 33). */
  review_state: 'in_review' | 'changes_requested' | null;
  /** A published page with saved changes readers do not see yet (issue 33). */
  has_unpublished_changes: boolean;
}

export interface DashboardList {
  items: DashboardRow[];
  /** Pass as `cursor` with `group` for the next page; null at the end. */
  next_cursor: string | null;
}

export interface DashboardAnswer {
  data: Partial<Record<DashboardGroup, DashboardList>>;
  /** The owners of pages the caller may read, for the author filter (not with `group`). */
  authors?: DashboardPerson[];
}

/** Whether a cursor's time is a real instant and its id one the database can hold. */
function isCursor(cursor: string): boolean {
  const [time, id] = cursor.split('~');
  return !Number.isNaN(new Date(time).getTime()) && Number(id) <= MAX_INT32;
}
