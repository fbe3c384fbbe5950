import * as v from 'valibot';

/**
 * Issue 36: the events an endpoint may hear. `comment.added` is sent once comments exist: their service calls
 * `emitWebhookEvent(tx, deps, 'comment.added', data)` (server/webhooks/events.ts) in the transaction adding one.
 */
export const WEBHOOK_EVENTS = [
  'page.published',
  'page.unpublished',
  'page.scheduled',
  'page.updated',
  'page.trashed',
  'page.deleted',
  'media.uploaded',
  'comment.added',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The body a "site build" endpoint receives: the events gathered in its few seconds, oldest first. */
export const SITE_BUILD_EVENT = 'site.build';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

const events = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENTS, 'Choose events from the list.')),
  v.minLength(1, 'Choose at least one event.'),
  v.transform((list) => [...new Set(list)]),
);
const url = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter the endpoint’s address.'),
  v.maxLength(WEBHOOK_URL_MAX, 'The address is too long.'),
);
const description = v.pipe(v.string(), v.trim(), v.maxLength(WEBHOOK_DESCRIPTION_MAX, 'The description is too long.'));

/** POST /api/admin/webhooks */
export const createWebhookBody = v.object({
  url,
  description: v.optional(description, ''),
  events,
  site_build: v.optional(v.boolean(), false),
});
export type CreateWebhookBody = v.InferOutput<typeof createWebhookBody>;

/** PATCH /api/admin/webhooks/{id}: the fields to change. */
export const updateWebhookBody = v.object({
  url: v.optional(url),
  description: v.optional(description),
  events: v.optional(events),
  site_build: v.optional(v.boolean()),
  enabled: v.optional(v.boolean()),
});
export type UpdateWebhookBody = v.InferOutput<typeof updateWebhookBody>;

export interface WebhookEndpointResource {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  site_build: boolean;
  enabled: boolean;
  /** Why the server switched it off; null when on or switched off by a person. */
  disabled_reason: string | null;
  disabled_at: string | null;
  /** The secret's last four characters: the whole secret is only in the answer that makes it. */
  secret_hint: string;
  created_at: string;
  updated_at: string;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';
export type WebhookAttemptOutcome = 'sending' | 'succeeded' | 'failed' | 'refused' | 'interrupted';

export interface WebhookAttemptResource {
  number: number;
  outcome: WebhookAttemptOutcome;
  started_at: string;
  finished_at: string | null;
  address: string | null;
  response_status: number | null;
  /** The response's first 1 kB. */
  response_body: string | null;
  error: string | null;
}

export interface WebhookDeliveryResource {
  id: number;
  message_id: string;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  /** The request: its JSON body and (from the latest attempt) its headers. */
  request: { body: string; headers: Record<string, string> | null };
  attempt_log: WebhookAttemptResource[];
}
