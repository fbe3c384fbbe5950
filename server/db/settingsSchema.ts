import { integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import type { StoredSiteSettings } from '../../contract/siteSettings';
import { users } from './schema';

/** The site's settings saved by an administrator (migration 0032); no row: the environment's (server/siteConfig.ts). */
export const siteSettings = pgTable('site_settings', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull(),
  settings: jsonb('settings').$type<StoredSiteSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
