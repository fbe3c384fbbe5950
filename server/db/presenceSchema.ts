import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { pages, users } from './schema';

/** Who has a page open in the editor, by heartbeat (issue 19). */
export const pagePresence = pgTable(
  'page_presence',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.userId] }), index('page_presence_seen_idx').on(table.seenAt)],
);
