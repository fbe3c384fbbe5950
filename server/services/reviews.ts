import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ROLES } from '../../contract/resources';
import { roleMay } from '../../contract/roles';
import type { ReviewResource, ReviewState, ReviewStep, SubmitReviewBody } from '../../contract/reviews';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pageRevisions } from '../db/revisionsSchema';
import { pageReviews, type PageReview } from '../db/reviewSchema';
import { pages, users, type User } from '../db/schema';
import { auditLog } from '../db/auditSchema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { enqueueMail } from '../mail/mailQueue';
import { canPublishPage } from '../policies/pages';
import type { SummaryRow } from '../presenters/pages';
import { refuseUnlessEditable } from './pageAccess';
import { parsePageId, summaryWhere } from './pages';
import { recordRevision } from './revisionRecording';
import type { AuditChanges } from '../../contract/audit';
import { changesOf, recordAudit } from './auditLog';
import { activePeople, notify } from './notifications';
import { changesRequestedMail, reviewRequestMail } from './reviewMail';

/** States in which a reviewer acts on the page: publishing it then closes the review. */
const OPEN: ReviewState[] = ['in_review', 'scheduled'];
const REVIEWER_ROLES = ROLES.filter((role) => roleMay(role, 'publishAnyPage'));

async function pageToReview(deps: AppDeps, user: User, idText: string) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessEditable(deps, user, page);
  if (page.collection === 'memo') throw badRequest('Memos are not reviewed: share a memo to ask for comments.');
  return page;
}

const reviewOf = async (db: Db, pageId: number) => (await db.select().from(pageReviews).where(eq(pageReviews.pageId, pageId)))[0] ?? null;

/** The page's review step in its history: a revision of the page as it is, marked with the step and its note. */
async function recordStep(tx: Db, pageId: number, actorId: number | null, step: ReviewStep, note: string | null, now: Date) {
  // Publishing records its own revision (event 'publish'); that one is marked instead of making another.
  if (step !== 'published') await recordRevision(tx, pageId, actorId, 'review', now);
  const [latest] = await tx
    .select({ id: pageRevisions.id })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.id))
    .limit(1);
  if (latest) await tx.update(pageRevisions).set({ reviewStep: step, note }).where(eq(pageRevisions.id, latest.id));
}

const person = async (db: Db, id: number | null) =>
  id === null ? null : ((await db.select({ uid: users.uid, name: users.name }).from(users).where(eq(users.id, id)))[0] ?? null);

/** GET /api/pages/{id}/review: where the page's review stands, for those who may edit it. */
export async function readReview(deps: AppDeps, user: User, idText: string): Promise<ReviewResource> {
  const page = await pageToReview(deps, user, idText);
  const { db } = deps.database;
  const review = await reviewOf(db, page.id);
  const reviewers = review?.reviewerIds.length
    ? await db.select({ uid: users.uid, name: users.name }).from(users).where(inArray(users.id, review.reviewerIds))
    : [];
  return {
    state: review?.state ?? null,
    note: review?.note ?? '',
    reason: review?.reason ?? '',
    submitted_by: await person(db, review?.submittedBy ?? null),
    decided_by: await person(db, review?.decidedBy ?? null),
    reviewers,
    submitted_at: review?.submittedAt.toISOString() ?? null,
    updated_at: review?.updatedAt.toISOString() ?? null,
    may_review: canPublishPage(user, page),
  };
}

/** The reviewers chosen, each of whom must be able to publish the page; none chosen: every active editor and administrator. */
async function reviewersFor(db: Db, page: SummaryRow, uids: string[]) {
  if (!uids.length) {
    return db
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(and(inArray(users.role, REVIEWER_ROLES), isNull(users.deactivatedAt)));
  }
  const chosen = await db
    .select({ id: users.id, uid: users.uid, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.uid, uids), isNull(users.deactivatedAt)));
  const unable = uids.filter((uid) => {
    const found = chosen.find((each) => each.uid === uid);
    return !found || !canPublishPage({ ...found, id: found.id } as User, page);
  });
  if (unable.length) throw badRequest('Choose reviewers who may publish this page.', { fields: { reviewer_uids: unable } });
  return chosen;
}

/** GET /api/pages/{id}/reviewers: whom the caller may choose as reviewers of the page (those who may publish it), by name. */
export async function listReviewers(deps: AppDeps, user: User, idText: string) {
  const page = await pageToReview(deps, user, idText);
  const people = await deps.database.db
    .select({ id: users.id, uid: users.uid, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, REVIEWER_ROLES), isNull(users.deactivatedAt)))
    .orderBy(users.name);
  return {
    data: people
      .filter((each) => each.id !== user.id && canPublishPage({ ...each } as User, page))
      .map((each) => ({ uid: each.uid, name: each.name })),
  };
}

/**
 * POST /api/pages/{id}/review: whoever may edit the page hands it over with a note. The reviewers get a notification
 * and an e-mail (through the mail queue); the step is in the page's history and the audit log.
 */
export async function submitForReview(deps: AppDeps, user: User, idText: string, body: SubmitReviewBody) {
  const page = await pageToReview(deps, user, idText);
  if (page.trashedAt) throw conflict('This page is in the trash. Restore it before submitting it.', { current_version: page.version });
  const { db } = deps.database;
  const reviewers = (await reviewersFor(db, page, body.reviewer_uids)).filter((each) => each.id !== user.id);
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(pageReviews).where(eq(pageReviews.pageId, page.id)).for('update');
    if (before?.state === 'in_review') throw conflict('This page is already in review.');
    const fields = {
      state: 'in_review' as const,
      submittedBy: user.id,
      note: body.note,
      reviewerIds: body.reviewer_uids.length ? reviewers.map((each) => each.id) : [],
      decidedBy: null,
      reason: '',
      submittedAt: now,
      updatedAt: now,
    };
    await tx
      .insert(pageReviews)
      .values({ pageId: page.id, ...fields })
      .onConflictDoUpdate({ target: pageReviews.pageId, set: fields });
    await recordStep(tx, page.id, user.id, 'submitted', body.note, now);
    await notify(
      tx,
      reviewers.map((each) => each.id),
      { kind: 'review_requested', pageId: page.id, actorId: user.id, note: body.note },
      now,
    );
    for (const reviewer of reviewers) await enqueueMail(deps, tx, reviewRequestMail(deps, user, page, reviewer.email, body.note), now);
    await recordAudit(tx, deps, {
      action: 'page.review_submit',
      actor: user,
      page,
      changes: changesOf({ review: before?.state ?? null, reviewers: null }, { review: 'in_review', reviewers: reviewers.length }),
    });
  });
  deps.wakeJobs?.();
  return { data: await readReview(deps, user, idText) };
}

/** A step only a reviewer takes: whoever may publish the page (contract/roles.ts); 403 for everyone else who may edit it. */
async function pageAsReviewer(deps: AppDeps, user: User, idText: string) {
  const page = await pageToReview(deps, user, idText);
  if (!canPublishPage(user, page)) throw forbidden('Only a reviewer (someone who may publish this page) can do that.');
  return page;
}

async function openReview(tx: Db, pageId: number, states: ReviewState[]): Promise<PageReview> {
  const [review] = await tx.select().from(pageReviews).where(eq(pageReviews.pageId, pageId)).for('update');
  if (!review || !states.includes(review.state)) throw conflict('This page is not in review.');
  return review;
}

/** POST /api/pages/{id}/review/request-changes: a reviewer sends the page back with a reason; its author is told both ways. */
export async function requestChanges(deps: AppDeps, user: User, idText: string, reason: string) {
  const page = await pageAsReviewer(deps, user, idText);
  if (page.trashedAt) throw conflict('This page is in the trash.', { current_version: page.version });
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const review = await openReview(tx, page.id, ['in_review']);
    await tx
      .update(pageReviews)
      .set({ state: 'changes_requested', decidedBy: user.id, reason, updatedAt: now })
      .where(eq(pageReviews.pageId, page.id));
    await recordStep(tx, page.id, user.id, 'changes_requested', reason, now);
    const [author] = await activePeople(tx, review.submittedBy === null ? [] : [review.submittedBy]);
    if (author && author.id !== user.id) {
      await notify(tx, [author.id], { kind: 'changes_requested', pageId: page.id, actorId: user.id, note: reason }, now);
      await enqueueMail(deps, tx, changesRequestedMail(deps, user, page, author.email, reason), now);
    }
    await recordAudit(tx, deps, {
      action: 'page.review_request_changes',
      actor: user,
      page,
      changes: changesOf({ review: review.state }, { review: 'changes_requested' }),
    });
  });
  deps.wakeJobs?.();
  return { data: await readReview(deps, user, idText) };
}

/** DELETE /api/pages/{id}/review: whoever may edit the page takes it back out of review. */
export async function withdrawReview(deps: AppDeps, user: User, idText: string) {
  const page = await pageToReview(deps, user, idText);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const review = await openReview(tx, page.id, OPEN);
    await tx.update(pageReviews).set({ state: 'withdrawn', updatedAt: now }).where(eq(pageReviews.pageId, page.id));
    await recordStep(tx, page.id, user.id, 'withdrawn', null, now);
    await recordAudit(tx, deps, {
      action: 'page.review_withdraw',
      actor: user,
      page,
      changes: changesOf({ review: review.state }, { review: 'withdrawn' }),
    });
  });
  return { data: await readReview(deps, user, idText) };
}

/** Who scheduled the page's publishing last, from the audit log (the page keeps only the time). */
async function schedulerOf(tx: Db, pageId: number): Promise<number | null> {
  const [entry] = await tx
    .select({ actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.pageId, pageId), eq(auditLog.action, 'page.schedule')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry?.actorId ?? null;
}

/**
 * In the transaction that publishes the page, after its revision: a review in progress is closed as published (the
 * publish revision marked) and its author told; answers the change for the publish's audit entry. `actor` null: the
 * queue published it on schedule, and the page's owner and whoever scheduled it are told too.
 */
export async function reviewOnPublish(tx: Db, pageId: number, actor: User | null, now: Date): Promise<AuditChanges | null> {
  const [review] = await tx
    .select()
    .from(pageReviews)
    .where(and(eq(pageReviews.pageId, pageId), inArray(pageReviews.state, OPEN)))
    .for('update');
  if (review) {
    await tx
      .update(pageReviews)
      .set({ state: 'published', decidedBy: actor?.id ?? review.decidedBy, updatedAt: now })
      .where(eq(pageReviews.pageId, pageId));
    await recordStep(tx, pageId, actor?.id ?? null, 'published', null, now);
  }
  if (actor) await notify(tx, [review?.submittedBy], { kind: 'published', pageId, actorId: actor.id }, now);
  else await tellOfSchedule(tx, pageId, 'published_on_schedule', [review?.submittedBy], now);
  return review ? changesOf({ review: review.state }, { review: 'published' }) : null;
}

/**
 * In the transaction where the queue found a scheduled publish blocked by the checklist (issue 33) and dropped it: the
 * page's owner and whoever scheduled it are told, to see to it and schedule again.
 */
export async function scheduleFailed(tx: Db, pageId: number, now: Date): Promise<void> {
  await tellOfSchedule(tx, pageId, 'schedule_failed', [], now);
}

/**
 * What the queue did with a scheduled publish, told to the page's owner, whoever scheduled it and `others`, among
 * those still active who may write pages.
 */
async function tellOfSchedule(
  tx: Db,
  pageId: number,
  kind: 'published_on_schedule' | 'schedule_failed',
  others: Array<number | null | undefined>,
  now: Date,
): Promise<void> {
  const [owner] = await tx.select({ ownerId: pages.ownerId }).from(pages).where(eq(pages.id, pageId));
  const ids = [owner?.ownerId, ...others, await schedulerOf(tx, pageId)].filter((id): id is number => id != null);
  const told = (await activePeople(tx, ids)).filter((each) => roleMay(each.role, 'createPages')).map((each) => each.id);
  await notify(tx, told, { kind, pageId, actorId: null }, now);
}

/**
 * In the transaction that schedules the page: a page in review waits for its time (a step in its history), or is back
 * in review when its time is taken away; answers the change for the schedule's audit entry.
 */
export async function reviewOnSchedule(
  tx: Db,
  pageId: number,
  actor: User,
  publishAt: Date | null,
  now: Date,
): Promise<AuditChanges | null> {
  const [review] = await tx
    .select()
    .from(pageReviews)
    .where(and(eq(pageReviews.pageId, pageId), eq(pageReviews.state, publishAt ? 'in_review' : 'scheduled')))
    .for('update');
  if (!review) return null;
  const state = publishAt ? 'scheduled' : 'in_review';
  await tx.update(pageReviews).set({ state, decidedBy: actor.id, updatedAt: now }).where(eq(pageReviews.pageId, pageId));
  if (publishAt) await recordStep(tx, pageId, actor.id, 'scheduled', publishAt.toISOString(), now);
  return changesOf({ review: review.state }, { review: state });
}
