import { aliasedTable, and, asc, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_GROUPS,
  type DashboardAnswer,
  type DashboardGroup,
  type DashboardQuery,
  type DashboardRow,
  type DashboardState,
} from '../../contract/dashboard';
import type { Collection } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { pages, users, type User } from '../db/schema';
import { pageRevisions } from '../db/revisionsSchema';
import { publicRouteOf } from '../presenters/pages';
import { invitedToCommentSql, outerPageId, readableSitePages } from './pageAccess';
import { pageReviews } from '../db/reviewSchema';
import { pageDrafts } from '../db/draftsSchema';
import { roleMay } from '../../contract/roles';
import type { ReviewState } from '../../contract/reviews';

/**
 * The staff dashboard (issue 33): the caller's drafts, what is scheduled, what was published, and what others changed
 * last, among the site pages they may read (policies/pages.ts canReadSitePage, in SQL: readableSitePages), filtered
 * alike, each group a keyset page (its sort time, then id).
 */

const DEFAULT_LIMIT = 10;
const owner = aliasedTable(users, 'dashboard_owner');
const changer = aliasedTable(users, 'dashboard_changer');
/** Who saved the page's latest revision (page_revisions_page_idx makes it one index step a page). */
const lastAuthor = sql<
  number | null
>`(select ${pageRevisions.authorId} from ${pageRevisions} where ${pageRevisions.pageId} = ${outerPageId} order by ${pageRevisions.id} desc limit 1)`;

const STATES: Record<DashboardState, SQL> = {
  draft: and(eq(pages.published, false), isNull(pages.publishAt))!,
  scheduled: and(eq(pages.published, false), isNotNull(pages.publishAt))!,
  published: eq(pages.published, true),
};

interface GroupPlan {
  where: (user: User) => SQL;
  /** The time the group is sorted by, and whether the soonest comes first. */
  time: SQL<Date>;
  ascending?: boolean;
  /** The pages it may list, when not those the caller may read (policies/pages.ts canReadSitePage). */
  listable?: (user: User) => SQL;
}

/** The page's review (issue 33), its state and time, as the dashboard's review groups read it. */
const reviewOf = (column: SQL) => sql`(select ${column} from ${pageReviews} where ${pageReviews.pageId} = ${outerPageId})`;
const reviewState = reviewOf(sql`${pageReviews.state}`);
const reviewTime = reviewOf(sql`${pageReviews.updatedAt}`) as SQL<Date>;
/** When a published page's draft (its changes not yet published, issue 33) was last saved; null without one. */
const draftTime = sql<Date>`(select ${pageDrafts.updatedAt} from ${pageDrafts} where ${pageDrafts.pageId} = ${outerPageId})`;

/** Pages the caller may edit, in SQL: any for editors, their own for authors and contributors, none for staff readers. */
function editable(user: User): SQL {
  if (roleMay(user.role, 'editAnyPage')) return sql`true`;
  return roleMay(user.role, 'createPages') ? eq(pages.ownerId, user.id) : sql`false`;
}

/**
 * Pages in review waiting for the caller: those they may publish (any, or their own for an author), whose submitter
 * chose them or chose nobody (then every reviewer is asked). Contributors and staff readers review nothing.
 */
function waitingFor(user: User): SQL {
  const mayPublish = roleMay(user.role, 'publishAnyPage')
    ? sql`true`
    : roleMay(user.role, 'publishOwnPages')
      ? eq(pages.ownerId, user.id)
      : null;
  if (!mayPublish) return sql`false`;
  const chose = sql`exists (select 1 from ${pageReviews} where ${pageReviews.pageId} = ${outerPageId} and ${pageReviews.state} = 'in_review' and (cardinality(${pageReviews.reviewerIds}) = 0 or ${user.id} = any(${pageReviews.reviewerIds})))`;
  return and(mayPublish, chose)!;
}

const PLANS: Record<DashboardGroup, GroupPlan> = {
  to_review: { where: waitingFor, time: reviewTime },
  // A Commenter reads the page's draft in the commenting view (services/commenting.ts), whoever else may read it.
  to_comment: {
    where: invitedToCommentSql,
    time: sql`${pages.updatedAt}`,
    listable: () => and(ne(pages.collection, 'memo'), isNull(pages.trashedAt))!,
  },
  my_reviews: {
    where: (user) =>
      sql`exists (select 1 from ${pageReviews} where ${pageReviews.pageId} = ${outerPageId} and ${pageReviews.submittedBy} = ${user.id} and ${pageReviews.state} in ('in_review', 'changes_requested', 'scheduled'))`,
    time: reviewTime,
  },
  // Drafts and reviews are for those who may edit the page: others are not told a page has either.
  changes: { where: (user) => and(editable(user), STATES.published, sql`${draftTime} is not null`)!, time: draftTime },
  drafts: { where: (user) => and(eq(pages.ownerId, user.id), STATES.draft)!, time: sql`${pages.updatedAt}` },
  scheduled: { where: () => STATES.scheduled, time: sql`${pages.publishAt}`, ascending: true },
  published: { where: () => STATES.published, time: sql`coalesce(${pages.publishedAt}, ${pages.updatedAt})` },
  changed: { where: (user) => sql`${lastAuthor} <> ${user.id}`, time: sql`${pages.updatedAt}` },
};

/** What every group shares: readable by the caller, and the filters. */
function filtersOf(user: User, query: DashboardQuery, plan?: GroupPlan): SQL {
  const text = query.q ? `%${query.q.replace(/[\\%_]/g, (each) => `\\${each}`)}%` : null;
  return and(
    plan?.listable ? plan.listable(user) : readableSitePages(user),
    query.collection ? eq(pages.collection, query.collection) : undefined,
    query.locale ? eq(pages.locale, query.locale) : undefined,
    query.author ? sql`${pages.ownerId} = (select ${users.id} from ${users} where ${users.uid} = ${query.author})` : undefined,
    query.state ? STATES[query.state] : undefined,
    text ? sql`(${pages.title} ilike ${text} or ${pages.slug} ilike ${text})` : undefined,
  )!;
}

function stateOf(row: { published: boolean; publishAt: Date | null }): DashboardState {
  return row.published ? 'published' : row.publishAt ? 'scheduled' : 'draft';
}

const person = (uid: string | null, name: string | null) => (uid && name !== null ? { uid, name } : null);

/** An instant as ISO 8601 text in UTC, made by the database: the same on PGlite and PostgreSQL, exact to the ms. */
const isoText = (instant: SQL) => sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function listGroup(deps: AppDeps, user: User, query: DashboardQuery, group: DashboardGroup, cursor?: string) {
  const plan = PLANS[group];
  const limit = query.limit ?? DEFAULT_LIMIT;
  const [afterTime, afterId] = cursor ? cursor.split('~') : [];
  const after = cursor
    ? sql`(${plan.time}, ${pages.id}) ${sql.raw(plan.ascending ? '>' : '<')} (${new Date(afterTime)}, ${Number(afterId)})`
    : undefined;
  const order = plan.ascending ? asc : desc;
  const rows = await deps.database.db
    .select({
      id: pages.id,
      title: pages.title,
      collection: pages.collection,
      locale: pages.locale,
      slug: pages.slug,
      published: pages.published,
      publishAt: pages.publishAt,
      publishedAt: pages.publishedAt,
      // A published page's draft (issue 33) was changed when it was last saved, for those who may edit it.
      updatedAt: isoText(sql`coalesce(case when ${editable(user)} then ${draftTime} end, ${pages.updatedAt})`),
      time: isoText(plan.time),
      ownerUid: owner.uid,
      ownerName: owner.name,
      changerUid: changer.uid,
      changerName: changer.name,
      review: sql<ReviewState | null>`case when ${editable(user)} then ${reviewState} end`,
      hasChanges: sql<boolean>`(${editable(user)} and ${draftTime} is not null)`,
    })
    .from(pages)
    .leftJoin(owner, eq(owner.id, pages.ownerId))
    .leftJoin(changer, sql`${changer.id} = ${lastAuthor}`)
    .where(and(filtersOf(user, query, plan), plan.where(user), after))
    .orderBy(order(plan.time), order(pages.id))
    .limit(limit + 1);
  const items: DashboardRow[] = rows.slice(0, limit).map((row) => ({
    id: row.id,
    title: row.title,
    collection: row.collection as Collection,
    locale: row.locale,
    slug: row.slug,
    public_route: publicRouteOf(row),
    state: stateOf(row),
    owner: person(row.ownerUid, row.ownerName),
    changed_by: person(row.changerUid, row.changerName),
    updated_at: row.updatedAt,
    published_at: row.publishedAt?.toISOString() ?? null,
    publish_at: row.publishAt?.toISOString() ?? null,
    review_state: row.review === 'in_review' || row.review === 'changes_requested' ? row.review : null,
    has_unpublished_changes: Boolean(row.hasChanges),
  }));
  const last = rows.length > limit ? rows[limit - 1] : null;
  return { items, next_cursor: last ? `${last.time}~${last.id}` : null };
}

/** GET /api/dashboard: every group (and the authors to filter by), or one group's next page (`group`, `cursor`). */
export async function readDashboard(deps: AppDeps, user: User, query: DashboardQuery): Promise<DashboardAnswer> {
  if (query.group) return { data: { [query.group]: await listGroup(deps, user, query, query.group, query.cursor) } };
  const lists = await Promise.all(DASHBOARD_GROUPS.map((group) => listGroup(deps, user, query, group)));
  const authors = await deps.database.db
    .selectDistinct({ uid: owner.uid, name: owner.name })
    .from(pages)
    .innerJoin(owner, eq(owner.id, pages.ownerId))
    .where(readableSitePages(user))
    .orderBy(owner.name, owner.uid)
    .limit(200);
  return { data: Object.fromEntries(DASHBOARD_GROUPS.map((group, index) => [group, lists[index]])), authors };
}
