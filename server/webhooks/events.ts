import { and, arrayContains, desc, eq, gt, sql } from 'drizzle-orm';
import { pagePathOf } from '../../contract/pagePaths';
import { SITE_BUILD_EVENT, type WebhookEvent } from '../../contract/webhooks';
import type { AuditAction } from '../../contract/audit';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { media } from '../db/mediaSchema';
import { pages } from '../db/schema';
import { webhookDeliveries, webhookEndpoints } from '../db/webhooksSchema';
import { enqueueJob } from '../jobs/queue';
import { presentMedia } from '../presenters/media';
import type { AuditEntry } from '../services/auditLog';
import { randomUid } from '../services/tokens';

/** The job kind that sends one delivery (server/webhooks/delivery.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
export const deliveryJobKey = (deliveryId: number) => `webhook:${deliveryId}`;
/** How long a "site build" endpoint's delivery gathers further events before its first attempt. */
export const SITE_BUILD_GATHER_MS = 5_000;

/** The job queue's group of an endpoint's deliveries: one at a time per endpoint, in order; endpoints side by side. */
export const deliveryGroupOf = (endpointId: number) => `webhook-endpoint:${endpointId}`;

/** Puts a delivery's next attempt on the job queue at `runAt`. */
export const enqueueDelivery = (tx: Db, delivery: { id: number; endpointId: number }, runAt: Date, now: Date) =>
  enqueueJob(tx, {
    kind: WEBHOOK_DELIVERY_JOB,
    key: deliveryJobKey(delivery.id),
    payload: { deliveryId: delivery.id, group: deliveryGroupOf(delivery.endpointId) },
    runAt,
    now,
  });

export const newMessageId = () => `msg_${randomUid()}`;

/**
 * Tells every switched-on endpoint that listens for `event`, in the transaction `tx` of the change (so a delivery
 * exists exactly when the change does): one delivery each, due at once; a "site build" endpoint's joins its delivery
 * still gathering (made at most SITE_BUILD_GATHER_MS ago), else starts one due when gathering ends. Comments call
 * this with 'comment.added' and `{ comment, page }`.
 */
export async function emitWebhookEvent(tx: Db, deps: AppDeps, event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, siteBuild: webhookEndpoints.siteBuild })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event])));
  if (!endpoints.length) return;
  const now = deps.clock();
  const timestamp = now.toISOString();
  for (const endpoint of endpoints) {
    if (endpoint.siteBuild) {
      const entry = { type: event, timestamp, data };
      const [gathering] = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpoint.id),
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookDeliveries.attempts, 0),
            gt(webhookDeliveries.gatheringUntil, now),
          ),
        )
        .orderBy(desc(webhookDeliveries.id))
        .limit(1)
        .for('update');
      if (gathering) {
        // The delivery's first attempt locks the row before it signs, so the event is either in it or starts the next one.
        await tx
          .update(webhookDeliveries)
          .set({
            payload: sql`jsonb_set(${webhookDeliveries.payload}, '{data,events}', (${webhookDeliveries.payload}->'data'->'events') || ${JSON.stringify([entry])}::jsonb)`,
            updatedAt: now,
          })
          .where(eq(webhookDeliveries.id, gathering.id));
        continue;
      }
      const until = new Date(now.getTime() + SITE_BUILD_GATHER_MS);
      const [made] = await tx
        .insert(webhookDeliveries)
        .values({
          endpointId: endpoint.id,
          messageId: newMessageId(),
          event: SITE_BUILD_EVENT,
          payload: { type: SITE_BUILD_EVENT, timestamp, data: { events: [entry] } },
          status: 'pending',
          gatheringUntil: until,
          nextAttemptAt: until,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: webhookDeliveries.id });
      await enqueueDelivery(tx, { id: made.id, endpointId: endpoint.id }, until, now);
      continue;
    }
    const [made] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        messageId: newMessageId(),
        event,
        payload: { type: event, timestamp, data },
        status: 'pending',
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: webhookDeliveries.id });
    await enqueueDelivery(tx, { id: made.id, endpointId: endpoint.id }, now, now);
  }
}

/** The audit actions that are webhook events. */
const EVENT_OF_ACTION: Partial<Record<AuditAction, WebhookEvent>> = {
  'page.publish': 'page.published',
  'page.publish_changes': 'page.updated',
  'page.unpublish': 'page.unpublished',
  'page.schedule': 'page.scheduled',
  'page.trash': 'page.trashed',
  'page.delete': 'page.deleted',
  'media.upload': 'media.uploaded',
  'comment.create': 'comment.added',
  'comment.reply': 'comment.added',
};

/**
 * Called by recordAudit for every entry, in its transaction: the changes that are webhook events become deliveries.
 * Memos are private notes and never leave through a webhook.
 */
export async function webhookEventsOfAudit(tx: Db, deps: AppDeps, entry: AuditEntry): Promise<void> {
  const event = EVENT_OF_ACTION[entry.action];
  if (!event) return;
  if (event === 'media.uploaded') {
    const id = Number(entry.changes?.media?.to);
    const [row] = Number.isInteger(id) ? await tx.select().from(media).where(eq(media.id, id)) : [];
    if (row) await emitWebhookEvent(tx, deps, event, { media: presentMedia(row) });
    return;
  }
  if (!entry.page) return;
  const [page] = await tx
    .select({
      id: pages.id,
      uid: pages.uid,
      title: pages.title,
      slug: pages.slug,
      locale: pages.locale,
      collection: pages.collection,
      published: pages.published,
      publishAt: pages.publishAt,
    })
    .from(pages)
    .where(eq(pages.id, entry.page.id));
  if (page?.collection === 'memo') return;
  if (!page) {
    // Deleted: only what the audit entry kept.
    if (event === 'page.deleted') await emitWebhookEvent(tx, deps, event, { page: { id: entry.page.id, title: entry.page.title } });
    return;
  }
  // A comment: which thread, and who wrote it (the text stays in the product: GET /api/pages/{id}/comments).
  const comment =
    event === 'comment.added'
      ? {
          comment: {
            thread: entry.changes?.thread?.to ?? null,
            reply: entry.action === 'comment.reply',
            author: entry.actor?.name ?? null,
          },
        }
      : {};
  await emitWebhookEvent(tx, deps, event, {
    ...comment,
    page: {
      id: page.id,
      uid: page.uid,
      title: page.title,
      locale: page.locale,
      collection: page.collection,
      slug: page.slug,
      url: new URL(pagePathOf(page), deps.config.publicUrl).toString(),
      published: page.published,
      publish_at: page.publishAt?.toISOString() ?? null,
    },
  });
}
