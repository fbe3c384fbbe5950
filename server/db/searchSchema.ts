import { boolean, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pages } from './schema';

/** A tsvector as its text; only ever read inside SQL (`@@`), never selected. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search reads (migration 0019): each page's vectors beside copies of the columns search filters and orders by,
 * kept in step with `pages` by a trigger. Narrow rows, so a vector under about 2 kB stays in its row.
 */
export const pageSearch = pgTable('page_search', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  collection: text('collection').notNull(),
  locale: text('locale').$type<'en' | 'hk'>().notNull(),
  ownerId: integer('owner_id'),
  published: boolean('published').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  trashedAt: timestamp('trashed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The title's vector alone: title matches come first. */
  titleVector: tsvector('title_vector').notNull(),
  /** Title, precis and text (GIN-indexed). */
  vector: tsvector('vector').notNull(),
});
