import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { pages, users } from './schema';

/** bytea as bytes: node-postgres wants a Buffer (a bare Uint8Array would be sent as JSON), PGlite takes either. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

const pageId = () =>
  integer('page_id')
    .notNull()
    .references(() => pages.id, { onDelete: 'cascade' });

/** A page with live state (migration 0037): its last update's sequence, its snapshot and the version it was saved as. */
export const livePages = pgTable('live_pages', {
  pageId: pageId().primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
  snapshot: bytes('snapshot'),
  snapshotSeq: integer('snapshot_seq').notNull().default(0),
  savedVersion: integer('saved_version'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The update log: one Yjs update per row, numbered per page. */
export const liveUpdates = pgTable(
  'live_updates',
  {
    pageId: pageId(),
    seq: integer('seq').notNull(),
    update: bytes('update').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.seq] })],
);

/** Single-use WebSocket tickets (hashed), bound to a person, a page and a session. */
export const liveTickets = pgTable(
  'live_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: pageId(),
    sessionHash: text('session_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('live_tickets_expires_idx').on(table.expiresAt)],
);
