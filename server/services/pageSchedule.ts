import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SchedulePageBody } from '../../contract/instants';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { publishJobKey, unpublishJobKey } from '../jobs/jobs';
import { cancelJob, enqueueJob } from '../jobs/queue';
import { refuseUnlessPublishable } from './pageAccess';
import { refuseUnpublishable } from './publishChecks';
import { changedColumns } from './memoLifecycle';
import { presentPageSummary } from '../presenters/pages';
import { pagesChanged, parsePageId, summaryWhere } from './pages';
import { changesOf, recordAudit } from './auditLog';
import { reviewOnSchedule } from './reviews';
import { draftOf, keepsDrafts } from './pageDrafts';

/**
 * PUT /api/pages/{id}/schedule: when the server publishes and unpublishes the page, each an instant in the future or
 * null. The schedule and its jobs on the queue change in one transaction with the page's version, so a job made for an
 * older schedule finds the page's times changed and does nothing.
 */
export async function schedulePage(deps: AppDeps, user: User, idText: string, body: SchedulePageBody) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessPublishable(deps, user, page);
  const now = deps.clock();
  const publishAt = body.publish_at === null ? null : new Date(body.publish_at);
  const unpublishAt = body.unpublish_at === null ? null : new Date(body.unpublish_at);
  if (publishAt && publishAt <= now)
    throw badRequest('Choose a publishing time in the future.', { fields: { publish_at: 'Choose a time in the future.' } });
  if (unpublishAt && unpublishAt <= now)
    throw badRequest('Choose an unpublishing time in the future.', { fields: { unpublish_at: 'Choose a time in the future.' } });
  if (publishAt && unpublishAt && unpublishAt <= publishAt) {
    throw badRequest('The page must be unpublished after it is published.', {
      fields: { unpublish_at: 'Choose a time after the publishing time.' },
    });
  }
  // A published page's publish time is when its draft's changes go live (issue 33); without a draft there is nothing to publish.
  if (publishAt && page.published && !(keepsDrafts(page) && (await draftOf(deps.database.db, page.id))))
    throw conflict('This page is already published.', { current_version: page.version });
  if (publishAt) await refuseUnpublishable(deps.database.db, page.id, deps.config.publicUrl);
  const scheduled = await deps.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(pages)
      .set({ publishAt, unpublishAt, version: sql`${pages.version} + 1`, updatedAt: now })
      .where(and(eq(pages.id, page.id), eq(pages.version, body.version), isNull(pages.trashedAt)))
      .returning(changedColumns);
    if (!changed) return null;
    const jobs = [
      { kind: 'publish-page', key: publishJobKey(page.id), at: publishAt },
      { kind: 'unpublish-page', key: unpublishJobKey(page.id), at: unpublishAt },
    ];
    for (const job of jobs) {
      if (job.at)
        await enqueueJob(tx, { kind: job.kind, key: job.key, payload: { pageId: page.id, at: job.at.toISOString() }, runAt: job.at, now });
      else await cancelJob(tx, job.key);
    }
    const changes = changesOf(
      { publish_at: page.publishAt, unpublish_at: page.unpublishAt },
      { publish_at: publishAt, unpublish_at: unpublishAt },
    );
    const review = await reviewOnSchedule(tx, page.id, user, publishAt, now);
    await recordAudit(tx, deps, { action: 'page.schedule', actor: user, page, changes: review ? { ...changes, ...review } : changes });
    return changed;
  });
  if (!scheduled) {
    const [current] = await deps.database.db
      .select({ version: pages.version, trashedAt: pages.trashedAt })
      .from(pages)
      .where(eq(pages.id, page.id));
    if (current?.trashedAt)
      throw conflict('This page is in the trash. Restore it before scheduling it.', { current_version: current.version });
    throw conflict('This page was changed by someone else since you opened it.', { current_version: current?.version ?? page.version });
  }
  pagesChanged(deps);
  return presentPageSummary({ ...page, ...scheduled }, user);
}
