import { bigserial, boolean, integer, jsonb, pgTable, serial, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import type { WebhookEvent } from '../../contract/webhooks';

/** Issue 36 (migration 0040): administrators' webhook endpoints. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  siteBuild: boolean('site_build').notNull().default(false),
  disabledReason: text('disabled_reason'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  endpointId: integer('endpoint_id').notNull(),
  messageId: text('message_id').notNull().unique(),
  event: text('event').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<DeliveryStatus>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  gatheringUntil: timestamp('gathering_until', { withTimezone: true }),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  resentFrom: bigint('resent_from', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

export type AttemptOutcome = 'sending' | 'succeeded' | 'failed' | 'refused' | 'interrupted';

export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
  number: integer('number').notNull(),
  outcome: text('outcome').$type<AttemptOutcome>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
  address: text('address'),
  responseStatus: integer('response_status'),
  responseBody: text('response_body'),
  error: text('error'),
});
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
