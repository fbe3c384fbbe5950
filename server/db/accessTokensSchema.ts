import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccessScope } from '../../contract/accessTokens';
import type { Collection, Locale } from '../../contract/resources';
import { users } from './schema';

/** Access tokens (migration 0039, issue 36): only the secret's hash and its last four characters are kept. */
export const accessTokens = pgTable('access_tokens', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  lastFour: text('last_four').notNull(),
  scopes: text('scopes').array().$type<AccessScope[]>().notNull(),
  /** Empty: every section (site collection); memos are never a token's. */
  sections: text('sections').array().$type<Collection[]>().notNull(),
  /** Empty: both locales. */
  locales: text('locales').array().$type<Locale[]>().notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export type AccessTokenRow = typeof accessTokens.$inferSelect;
