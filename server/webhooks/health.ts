import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { roleMay } from '../../contract/roles';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/webhooksSchema';
import { enqueueMail } from '../mail/mailQueue';
import { recordAudit } from '../services/auditLog';
import { notify } from '../services/notifications';

const DAY = 86_400_000;
/** The failures' span that counts as "failing for 24 hours": the retries of one delivery end 24 hours after its first attempt. */
const FAILING_SPAN_MS = 23 * 3_600_000;
const MIN_FAILURES = 3;

/**
 * After a failed attempt, in its transaction: an endpoint whose finished attempts of the past 24 hours mostly failed
 * (more than half, at least MIN_FAILURES), and have done so for about a day (the oldest of them at least 23 hours ago),
 * is switched off; each active administrator is told by e-mail and in the notification centre (a `webhook_disabled`
 * notification leading to the endpoint), and the audit log says the server did it.
 */
export async function checkEndpointHealth(tx: Db, deps: AppDeps, deliveryId: number, now: Date): Promise<boolean> {
  const [delivery] = await tx
    .select({ endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!delivery) return false;
  const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId)).for('update');
  if (!endpoint?.enabled) return false;
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) filter (where ${webhookAttempts.outcome} in ('failed', 'refused'))::int`,
      // Milliseconds since the epoch, a plain number on PGlite and PostgreSQL alike.
      oldest: sql<number | null>`(extract(epoch from min(${webhookAttempts.startedAt})) * 1000)::float8`,
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        gte(webhookAttempts.startedAt, new Date(now.getTime() - DAY)),
        isNotNull(webhookAttempts.finishedAt),
        inArray(webhookAttempts.outcome, ['succeeded', 'failed', 'refused']),
      ),
    );
  const oldest = counts.oldest === null ? now.getTime() : Number(counts.oldest);
  if (counts.failed < MIN_FAILURES || counts.failed * 2 <= counts.total || now.getTime() - oldest < FAILING_SPAN_MS) return false;
  const reason = `${counts.failed} of ${counts.total} attempts in the past 24 hours failed.`;
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, disabledAt: now, updatedAt: now })
    .where(eq(webhookEndpoints.id, endpoint.id));
  await recordAudit(tx, deps, {
    action: 'webhook.disable',
    actor: null,
    changes: {
      webhook: { from: endpoint.id, to: endpoint.id },
      url: { from: endpoint.url, to: endpoint.url },
      enabled: { from: true, to: false },
    },
  });
  const administrators = (
    await tx.select({ id: users.id, email: users.email, role: users.role, deactivatedAt: users.deactivatedAt }).from(users)
  ).filter((person) => roleMay(person.role, 'administer') && !person.deactivatedAt);
  await notify(
    tx,
    administrators.map((person) => person.id),
    { kind: 'webhook_disabled', pageId: null, webhookId: endpoint.id, actorId: null },
    now,
  );
  const link = `${deps.config.publicUrl}/en/admin/webhooks`;
  for (const person of administrators) {
    await enqueueMail(
      deps,
      tx,
      {
        to: person.email,
        subject: `A webhook endpoint was switched off: ${endpoint.url}`,
        text: `Masthead switched off the webhook endpoint ${endpoint.url} because it kept failing: ${reason}\n\nCheck the receiver, then switch the endpoint on again here: ${link}\n`,
      },
      now,
    );
  }
  return true;
}
