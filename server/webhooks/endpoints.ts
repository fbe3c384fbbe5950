import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookAttemptResource,
  WebhookDeliveryResource,
  WebhookEndpointResource,
} from '../../contract/webhooks';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import type { User } from '../db/schema';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookEndpoint } from '../db/webhooksSchema';
import { badRequest, notFound } from '../errors';
import { changesOf, recordAudit } from '../services/auditLog';
import { parsePageId } from '../services/pageIds';
import { refusedUrl } from './addresses';
import { enqueueDelivery, newMessageId } from './events';

/** A signing secret in the Standard Webhooks form: `whsec_` and the base64 of 32 random bytes. */
export function newSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`;
}

function present(row: WebhookEndpoint): WebhookEndpointResource {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    site_build: row.siteBuild,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    secret_hint: row.secret.slice(-4),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What an endpoint's audit entries keep: never its secret. */
const audited = (row: Pick<WebhookEndpoint, 'url' | 'events' | 'enabled' | 'siteBuild' | 'description'>) => ({
  url: row.url,
  events: row.events.join(', '),
  enabled: row.enabled,
  site_build: row.siteBuild,
  description: row.description,
});

function checkedUrl(deps: AppDeps, url: string): string {
  const refusal = refusedUrl(url, deps.config.webhooks);
  if (refusal) throw badRequest(refusal);
  return url;
}

async function endpointOf(db: Db, idText: string, lock = false) {
  const id = parsePageId(idText);
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id ?? 0));
  const [row] = id ? await (lock ? query.for('update') : query) : [];
  if (!row) throw notFound('Webhook endpoint not found.');
  return row;
}

export async function listEndpoints(deps: AppDeps) {
  const rows = await deps.database.db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
  return { data: rows.map(present) };
}

/** POST /api/admin/webhooks: the answer holds the signing secret, the only time it is shown. */
export async function createEndpoint(deps: AppDeps, admin: User, body: CreateWebhookBody) {
  const url = checkedUrl(deps, body.url);
  const secret = newSecret();
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(webhookEndpoints)
      .values({
        url,
        description: body.description,
        events: body.events,
        siteBuild: body.site_build,
        secret,
        createdBy: admin.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const before = { url: null, events: null, enabled: null, site_build: null, description: null };
    await recordAudit(tx, deps, {
      action: 'webhook.create',
      actor: admin,
      changes: { webhook: { from: null, to: made.id }, ...changesOf(before, audited(made)) },
    });
    return made;
  });
  return { data: { ...present(row), secret } };
}

/** PATCH /api/admin/webhooks/{id}: its address, description, events, "site build", on or off. Switching it on clears the server's reason. */
export async function updateEndpoint(deps: AppDeps, admin: User, idText: string, body: UpdateWebhookBody) {
  const url = body.url === undefined ? undefined : checkedUrl(deps, body.url);
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await endpointOf(tx, idText, true);
    const switchedOn = body.enabled === true && !before.enabled;
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        url,
        description: body.description,
        events: body.events,
        siteBuild: body.site_build,
        enabled: body.enabled,
        ...(switchedOn || body.enabled === false ? { disabledReason: null, disabledAt: body.enabled === false ? now : null } : {}),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    const changes = changesOf(audited(before), audited(after));
    if (changes)
      await recordAudit(tx, deps, {
        action: 'webhook.update',
        actor: admin,
        changes: { webhook: { from: before.id, to: before.id }, ...changes },
      });
    return after;
  });
  return { data: present(row) };
}

/** POST /api/admin/webhooks/{id}/secret: a new signing secret, in force at once, shown in this answer only. */
export async function rotateSecret(deps: AppDeps, admin: User, idText: string) {
  const secret = newSecret();
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await endpointOf(tx, idText, true);
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ secret, updatedAt: deps.clock() })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    await recordAudit(tx, deps, {
      action: 'webhook.rotate_secret',
      actor: admin,
      changes: { webhook: { from: before.id, to: before.id }, secret_hint: { from: before.secret.slice(-4), to: secret.slice(-4) } },
    });
    return after;
  });
  return { data: { ...present(row), secret } };
}

/** DELETE /api/admin/webhooks/{id}: the endpoint and its delivery log. */
export async function deleteEndpoint(deps: AppDeps, admin: User, idText: string) {
  await deps.database.db.transaction(async (tx) => {
    const before = await endpointOf(tx, idText, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, before.id));
    await recordAudit(tx, deps, {
      action: 'webhook.delete',
      actor: admin,
      changes: { webhook: { from: before.id, to: null }, url: { from: before.url, to: null } },
    });
  });
}

const DELIVERY_PAGE = 30;

/** GET /api/admin/webhooks/{id}/deliveries?before=: the endpoint's delivery log, newest first, with each attempt. */
export async function listDeliveries(deps: AppDeps, idText: string, before?: number) {
  const { db } = deps.database;
  const endpoint = await endpointOf(db, idText);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpoint.id), before ? lt(webhookDeliveries.id, before) : undefined))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_PAGE);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(webhookAttempts.number)
    : [];
  const data: WebhookDeliveryResource[] = rows.map((row) => {
    const log: WebhookAttemptResource[] = attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        number: attempt.number,
        outcome: attempt.outcome,
        started_at: attempt.startedAt.toISOString(),
        finished_at: attempt.finishedAt?.toISOString() ?? null,
        address: attempt.address,
        response_status: attempt.responseStatus,
        response_body: attempt.responseBody,
        error: attempt.error,
      }));
    const latest = attempts.filter((attempt) => attempt.deliveryId === row.id).at(-1);
    return {
      id: row.id,
      message_id: row.messageId,
      event: row.event,
      status: row.status,
      attempts: row.attempts,
      next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      request: { body: JSON.stringify(row.payload), headers: latest?.requestHeaders ?? null },
      attempt_log: log,
    };
  });
  return { data, meta: { next: rows.length === DELIVERY_PAGE ? String(rows[rows.length - 1].id) : null } };
}

/**
 * POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend: "Send again": a new delivery of the same body, with
 * an id of its own (so a receiver that dropped repeats still takes it), due at once.
 */
export async function resendDelivery(deps: AppDeps, admin: User, idText: string, deliveryText: string) {
  const now = deps.clock();
  const id = await deps.database.db.transaction(async (tx) => {
    const endpoint = await endpointOf(tx, idText);
    if (!endpoint.enabled) throw badRequest('Switch the endpoint on before sending again.');
    const deliveryId = parsePageId(deliveryText);
    const [original] = deliveryId
      ? await tx
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
      : [];
    if (!original) throw notFound('Delivery not found.');
    const [made] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        messageId: newMessageId(),
        event: original.event,
        payload: original.payload,
        status: 'pending',
        nextAttemptAt: now,
        resentFrom: original.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: webhookDeliveries.id });
    await enqueueDelivery(tx, { id: made.id, endpointId: endpoint.id }, now, now);
    await recordAudit(tx, deps, {
      action: 'webhook.resend',
      actor: admin,
      changes: { webhook: { from: endpoint.id, to: endpoint.id }, delivery: { from: original.id, to: made.id } },
    });
    return made.id;
  });
  deps.wakeJobs?.();
  return { data: { id } };
}
