import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditChanges } from '../../contract/audit';

/** The audit log (migration 0031, issue 32): written only by recordAudit, never updated, deleted only by its retention. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  action: text('action').notNull(),
  actorId: integer('actor_id'),
  actorName: text('actor_name'),
  pageId: integer('page_id'),
  pageTitle: text('page_title'),
  personId: integer('person_id'),
  personName: text('person_name'),
  address: text('address'),
  changes: jsonb('changes').$type<AuditChanges | null>(),
});

export type AuditRow = typeof auditLog.$inferSelect;
