import { and, eq, lt } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type AttemptOutcome } from '../db/webhooksSchema';
import type { OutsideJob } from '../jobs/queue';
import { RefusedAddressError, WEBHOOK_TIMEOUT_MS, postWebhook, type Resolver } from './send';
import { checkEndpointHealth } from './health';

/**
 * The waits after each failed attempt: 8 more attempts after the first, 24 hours in all (1 min, 4 min, 25 min,
 * 1.5 h, 3 h, 5 h, 6 h, 8 h).
 */
export const RETRY_DELAYS_MS = [1, 4, 25, 90, 180, 300, 360, 480].map((minutes) => minutes * 60_000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const INTERRUPTED = 'The server stopped during this attempt; whether the endpoint received it is unknown.';

/** The Standard Webhooks headers of one attempt: the delivery's id (the same on every attempt), the time and the signature. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
}

/** What the attempt's claim found: nothing to do, or the request to send. */
type Claim =
  { send: false } | { send: true; attemptId: number; number: number; url: string; headers: Record<string, string>; body: string };

/**
 * Claims the next attempt of a delivery in a transaction that commits before anything is sent: an attempt left
 * 'sending' by a server that stopped is marked 'interrupted' (it may or may not have arrived), and a new attempt is
 * written with its number and signed headers. A delivery no longer pending, or whose endpoint is switched off or
 * gone, sends nothing (switched off: 'cancelled').
 */
async function claimAttempt(deps: AppDeps, deliveryId: number): Promise<Claim> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock();
    const [delivery] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)).for('update');
    if (!delivery || delivery.status !== 'pending') return { send: false };
    await tx
      .update(webhookAttempts)
      .set({ outcome: 'interrupted', finishedAt: now, error: INTERRUPTED })
      .where(and(eq(webhookAttempts.deliveryId, deliveryId), eq(webhookAttempts.outcome, 'sending')));
    const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
    if (!endpoint?.enabled) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'cancelled', nextAttemptAt: null, updatedAt: now })
        .where(eq(webhookDeliveries.id, deliveryId));
      return { send: false };
    }
    if (delivery.attempts >= MAX_ATTEMPTS) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null, updatedAt: now })
        .where(eq(webhookDeliveries.id, deliveryId));
      return { send: false };
    }
    const number = delivery.attempts + 1;
    const body = JSON.stringify(delivery.payload);
    const headers = signedHeaders(endpoint.secret, delivery.messageId, now, body);
    const [attempt] = await tx
      .insert(webhookAttempts)
      .values({ deliveryId, number, outcome: 'sending', startedAt: now, requestHeaders: headers })
      .returning({ id: webhookAttempts.id });
    await tx
      .update(webhookDeliveries)
      .set({ attempts: number, gatheringUntil: null, nextAttemptAt: null, updatedAt: now })
      .where(eq(webhookDeliveries.id, deliveryId));
    return { send: true, attemptId: attempt.id, number, url: endpoint.url, headers, body };
  });
}

interface Result {
  outcome: AttemptOutcome;
  status: number | null;
  body: string | null;
  address: string | null;
  error: string | null;
}

async function send(deps: AppDeps, claim: Extract<Claim, { send: true }>, signal: AbortSignal, resolve?: Resolver): Promise<Result> {
  try {
    const response = await postWebhook(claim.url, claim.headers, claim.body, { rules: deps.config.webhooks, signal, resolve });
    const ok = response.status >= 200 && response.status < 300;
    const error = ok
      ? null
      : response.status >= 300 && response.status < 400
        ? `Redirects are not followed (${response.status}).`
        : `The endpoint answered ${response.status}.`;
    return { outcome: ok ? 'succeeded' : 'failed', status: response.status, body: response.body, address: response.address, error };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      outcome: error instanceof RefusedAddressError ? 'refused' : 'failed',
      status: null,
      body: null,
      address: null,
      error: message,
    };
  }
}

/**
 * The job that sends a delivery's attempts (one job per delivery, key `webhook:<id>`), outside any transaction:
 * claim (committed), send, then record the outcome and, after a failure, come back at the next retry time.
 */
export function webhookDeliveryJob(deps: AppDeps, options: { resolve?: Resolver } = {}): OutsideJob {
  return {
    timeoutMs: WEBHOOK_TIMEOUT_MS + 5_000,
    async outside(job, _now, signal) {
      const deliveryId = Number(job.payload.deliveryId);
      const claim = await claimAttempt(deps, deliveryId);
      if (!claim.send) return;
      const result = await send(deps, claim, signal, options.resolve);
      if (result.outcome === 'refused') console.warn(`Webhook delivery ${deliveryId} refused: ${result.error}`);
      return deps.database.db.transaction(async (tx) => {
        const now = deps.clock();
        await tx
          .update(webhookAttempts)
          .set({
            outcome: result.outcome,
            finishedAt: now,
            address: result.address,
            responseStatus: result.status,
            responseBody: result.body,
            error: result.error?.slice(0, 1000) ?? null,
          })
          .where(eq(webhookAttempts.id, claim.attemptId));
        const done = result.outcome === 'succeeded';
        const again = !done && claim.number < MAX_ATTEMPTS ? new Date(now.getTime() + RETRY_DELAYS_MS[claim.number - 1]) : null;
        await tx
          .update(webhookDeliveries)
          .set({ status: done ? 'succeeded' : again ? 'pending' : 'failed', nextAttemptAt: again, updatedAt: now })
          .where(eq(webhookDeliveries.id, deliveryId));
        if (!done) await checkEndpointHealth(tx, deps, deliveryId, now);
        return again ? { again } : undefined;
      });
    },
  };
}

/** The delivery log keeps 7 days: the hourly maintenance job deletes older deliveries (their attempts go with them). */
export const DELIVERY_LOG_DAYS = 7;

export async function purgeDeliveryLog(tx: Db, now: Date) {
  const before = new Date(now.getTime() - DELIVERY_LOG_DAYS * 86_400_000);
  return (await tx.delete(webhookDeliveries).where(lt(webhookDeliveries.updatedAt, before)).returning({ id: webhookDeliveries.id })).length;
}
