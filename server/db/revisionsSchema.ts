import { index, integer, json, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SavedDocument } from '../../contract/document';
import { pages, users } from './schema';

/** What made a revision (issue 19). */
export const REVISION_EVENTS = ['save', 'publish', 'unpublish', 'trash', 'restore', 'restore_revision'] as const;
export type RevisionEvent = (typeof REVISION_EVENTS)[number];

export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').$type<RevisionEvent>().notNull(),
    title: text('title').notNull(),
    precis: text('precis').notNull(),
    body: json('body').$type<SavedDocument>().notNull(),
    blockPrints: json('block_prints').$type<string[]>().notNull(),
    blocksAdded: integer('blocks_added').notNull().default(0),
    blocksRemoved: integer('blocks_removed').notNull().default(0),
    blocksChanged: integer('blocks_changed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('page_revisions_page_idx').on(table.pageId, table.id), index('page_revisions_page_time_idx').on(table.pageId, table.createdAt)],
);
export type PageRevision = typeof pageRevisions.$inferSelect;
