import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { pages, users } from './schema';

/** A comment thread on a page (migration 0038, issue 35); `uid` is the id its mark carries in the document. */
export const commentThreads = pgTable(
  'comment_threads',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    quote: text('quote').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('comment_threads_page_idx').on(table.pageId, table.id)],
);
export type CommentThread = typeof commentThreads.$inferSelect;

/** One comment of a thread; a deleted one keeps its row and its history. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentionIds: integer('mention_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('comments_thread_idx').on(table.threadId, table.id)],
);

/** The text a comment had before each of its edits. */
export const commentEdits = pgTable('comment_edits', {
  id: serial('id').primaryKey(),
  commentId: integer('comment_id')
    .notNull()
    .references(() => comments.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
});
