import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { isPublishable } from '../services/publishChecks';
import type { Db } from '../db/database';
import { pages } from '../db/schema';
import { pagesChanged } from '../services/pages';
import { recordRevision, thinRevisions } from '../services/revisionRecording';
import { sweepPresence } from '../services/presence';
import { afterPurge, purgeDueTrash } from '../services/trashPurge';
import type { MailMessage } from '../mail/mailer';
import type { AuditChanges } from '../../contract/audit';
import { BODY_TEXT_JOB, bodyTextJobHandler, enqueueBodyTextBackfill } from '../services/bodyTextBackfill';
import { pruneVersionBases } from '../services/mergeBases';
import { enqueueStaticExport, staticJobHandlers } from '../static/staticSync';
import { MAIL_TIMEOUT_MS } from '../mail/mailer';
import { SEND_MAIL_JOB } from '../mail/mailQueue';
import { PASSWORD_RESET_JOB, passwordResetJobHandler } from '../services/passwordReset';
import { REVISION_REPRINT_JOB, enqueueRevisionReprint, revisionReprintJobHandler } from '../services/revisionReprint';
import { derivativesJobHandler, enqueueMissingDerivatives } from '../services/imageDerivatives';
import { ensureJob, startJobWorker, type JobHandlers } from './queue';
import { pruneAuditLog, recordAudit } from '../services/auditLog';
import { reviewOnPublish, scheduleFailed } from '../services/reviews';
import { COMPACT_JOB, compactLiveState } from '../collab/liveStore';
import { applyDraft } from '../services/pageDrafts';
import { WEBHOOK_DELIVERY_JOB } from '../webhooks/events';
import { purgeDeliveryLog, webhookDeliveryJob } from '../webhooks/delivery';

const HOUR = 3_600_000;

/** The keys of a page's scheduled changes on the queue: one pending publish and one pending unpublish per page. */
export const publishJobKey = (pageId: number) => `publish-page:${pageId}`;
export const unpublishJobKey = (pageId: number) => `unpublish-page:${pageId}`;
const PURGE_KEY = 'trash-purge';

interface ScheduledChange {
  pageId: number;
  /** The time it was scheduled for, as stored on the page; a change of schedule since makes the job do nothing. */
  at: string;
}

function scheduledChange(payload: Record<string, unknown>): ScheduledChange {
  return { pageId: Number(payload.pageId), at: String(payload.at) };
}

/**
 * Publishes the page when its `publish_at` is still the job's time: the first publication date is kept, and a
 * published page's draft goes live (issue 33, "Publish changes on ..."). Answers whether it published, and whether it
 * was changes.
 */
async function publishScheduled(tx: Db, change: ScheduledChange, now: Date): Promise<false | 'page.publish' | 'page.publish_changes'> {
  const at = new Date(change.at);
  // An image added without alt text (or an event without its date) since the schedule was set: the page stays a draft
  // and its schedule is dropped.
  if (!(await isPublishable(tx, change.pageId))) {
    const dropped = await tx
      .update(pages)
      .set({ publishAt: null, version: sql`${pages.version} + 1`, updatedAt: now })
      .where(and(eq(pages.id, change.pageId), eq(pages.publishAt, at)))
      .returning({ id: pages.id });
    if (dropped.length) await scheduleFailed(tx, change.pageId, now);
    return false;
  }
  const changed = await tx
    .update(pages)
    .set({
      published: true,
      publishedAt: sql`coalesce(${pages.publishedAt}, ${at.toISOString()}::timestamptz)`,
      publishAt: null,
      version: sql`${pages.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(pages.id, change.pageId), eq(pages.publishAt, at), isNull(pages.trashedAt), lte(pages.publishAt, now)))
    .returning({ id: pages.id });
  if (!changed.length) return false;
  const draft = await applyDraft(tx, change.pageId, null, now);
  // A scheduled change is the queue's, so its revision has no author.
  await recordRevision(tx, change.pageId, null, 'publish', now);
  return draft ? 'page.publish_changes' : 'page.publish';
}

async function unpublishScheduled(tx: Db, change: ScheduledChange, now: Date): Promise<boolean> {
  const at = new Date(change.at);
  const changed = await tx
    .update(pages)
    .set({ published: false, unpublishAt: null, version: sql`${pages.version} + 1`, updatedAt: now })
    .where(and(eq(pages.id, change.pageId), eq(pages.unpublishAt, at), lte(pages.unpublishAt, now)))
    .returning({ id: pages.id });
  // An unpublished page is its own draft: its saved changes become the page's copy.
  if (changed.length) await applyDraft(tx, change.pageId, null, now);
  if (changed.length) await recordRevision(tx, change.pageId, null, 'unpublish', now);
  return changed.length > 0;
}

/** A scheduled change's audit entry: nobody made it at the time, so it has no actor, and says which schedule it kept. */
async function recordScheduledChange(
  tx: Db,
  deps: AppDeps,
  action: 'page.publish' | 'page.publish_changes' | 'page.unpublish',
  change: ScheduledChange,
  more: AuditChanges | null = null,
) {
  const [page] = await tx.select({ id: pages.id, title: pages.title }).from(pages).where(eq(pages.id, change.pageId));
  await recordAudit(tx, deps, { action, actor: null, page, changes: { scheduled_at: { from: change.at, to: null }, ...more } });
}

/** The server's kinds of jobs: the hourly trash purge (and thinning of old revisions), pages' scheduled publishing and unpublishing, and e-mail. */
export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    [BODY_TEXT_JOB]: bodyTextJobHandler(),
    [REVISION_REPRINT_JOB]: revisionReprintJobHandler(),
    [PASSWORD_RESET_JOB]: passwordResetJobHandler(deps),
    'trash-purge': async (tx, _job, now) => {
      const pageIds = await purgeDueTrash(tx, now);
      await thinRevisions(tx, now);
      await pruneVersionBases(tx, now);
      await sweepPresence(tx, now);
      await pruneAuditLog(tx, now, deps.config.auditRetentionDays);
      await purgeDeliveryLog(tx, now);
      return { afterCommit: () => afterPurge(deps, pageIds), again: new Date(now.getTime() + HOUR) };
    },
    'image-derivatives': derivativesJobHandler(deps),
    [WEBHOOK_DELIVERY_JOB]: webhookDeliveryJob(deps),
    // Folds a page's live update log into its snapshot (issue 34), queued by the log every COMPACT_AFTER updates.
    [COMPACT_JOB]: async (tx, job) => compactLiveState(tx, Number(job.payload.pageId)),
    ...staticJobHandlers(deps),
    'publish-page': async (tx, job, now) => {
      const change = scheduledChange(job.payload);
      const changed = await publishScheduled(tx, change, now);
      if (changed) {
        // A page in review closes it; its owner, whoever scheduled it and the review's author are told (issue 33).
        const review = await reviewOnPublish(tx, change.pageId, null, now);
        await recordScheduledChange(tx, deps, changed, change, review);
      }
      return { afterCommit: () => (changed ? pagesChanged(deps) : undefined) };
    },
    // Outside any transaction: a slow mail server holds up nobody (issue 29).
    [SEND_MAIL_JOB]: {
      timeoutMs: MAIL_TIMEOUT_MS,
      outside: async (job, _now, signal) => {
        // Without a mailer no mail job is made; one left from a run with SMTP waits for it to come back.
        if (!deps.mailer) throw new Error('No mail server is configured (SMTP_URL).');
        await deps.mailer.send(job.payload as unknown as MailMessage, signal);
      },
    },
    'unpublish-page': async (tx, job, now) => {
      const change = scheduledChange(job.payload);
      const changed = await unpublishScheduled(tx, change, now);
      if (changed) await recordScheduledChange(tx, deps, 'page.unpublish', change);
      return { afterCommit: () => (changed ? pagesChanged(deps) : undefined) };
    },
  };
}

/**
 * Starts the queue inside the server: the purge job is put on it when missing (due at once, so a start after downtime
 * catches up), and due jobs run at start and then every `intervalMs`.
 */
export async function startJobs(deps: AppDeps, options: { intervalMs?: number; log?: Pick<Console, 'info' | 'error'> } = {}) {
  const now = deps.clock();
  await ensureJob(deps.database.db, { kind: 'trash-purge', key: PURGE_KEY, runAt: now, now });
  await enqueueMissingDerivatives(deps, now);
  await enqueueBodyTextBackfill(deps, now);
  await enqueueRevisionReprint(deps, now);
  await enqueueStaticExport(deps, now);
  const worker = startJobWorker(deps, jobHandlers(deps), options);
  deps.wakeJobs = () => void worker.runNow();
  return worker;
}
