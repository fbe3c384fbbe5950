import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind, ReviewState } from '../../contract/reviews';
import { pages, users } from './schema';

/** Where a page's latest hand-over for review stands (migration 0036, issue 33): one row per page. */
export const pageReviews = pgTable('page_reviews', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  state: text('state').$type<ReviewState>().notNull(),
  submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  /** The reviewers the submitter chose; empty: every editor and administrator. */
  reviewerIds: integer('reviewer_ids').array().notNull().default([]),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull().default(''),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type PageReview = typeof pageReviews.$inferSelect;

/** Each person's notifications in the product (the header's notification centre), read state per person. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** Null for a notification about no page (migration 0043): an endpoint switched off names `webhookId` instead. */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Migration 0038 (issue 35): the comment thread a comment's notification leads to. */
    commentUid: text('comment_uid'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Migration 0043 (issue 36): the webhook endpoint a `webhook_disabled` notification is about. */
    webhookId: integer('webhook_id'),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.id)],
);
