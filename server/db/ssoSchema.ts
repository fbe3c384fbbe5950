import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A sign-in under way at the OpenID provider (migration 0033): single use, expiring, bound to the browser's cookie. */
export const ssoRequests = pgTable('sso_requests', {
  idHash: text('id_hash').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  locale: text('locale').notNull(),
  nextPath: text('next_path'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
