import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MediaKind } from '../../contract/media';
import { users } from './schema';

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    caption: text('caption').notNull().default(''),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [index('media_hash_idx').on(table.hash), index('media_created_at_idx').on(table.createdAt)],
);

export const mediaDeletions = pgTable('media_deletions', {
  key: text('key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});

export type Media = typeof media.$inferSelect;
