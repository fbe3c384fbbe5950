import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  key: text('key').notNull().unique(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type Job = typeof jobs.$inferSelect;
