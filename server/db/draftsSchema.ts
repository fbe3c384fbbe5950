import { integer, json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SavedDocument } from '../../contract/document';
import { pages, users } from './schema';

/** The working copy of a published site page with changes not yet published (0035_page_drafts.sql). */
export const pageDrafts = pgTable('page_drafts', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  precis: text('precis').notNull().default(''),
  body: json('body').$type<SavedDocument>().notNull(),
  /** The page's version when the draft began: the live copy's. */
  liveVersion: integer('live_version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
export type PageDraft = typeof pageDrafts.$inferSelect;
