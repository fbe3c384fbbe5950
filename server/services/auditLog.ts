import { lt, sql } from 'drizzle-orm';
import type { AuditAction, AuditChanges } from '../../contract/audit';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { auditLog } from '../db/auditSchema';
import { webhookEventsOfAudit } from '../webhooks/events';

/** Who, or what page, an entry names: copied with the name or title it had at the time. */
interface Named {
  id: number;
  name: string;
}
interface Titled {
  id: number;
  title: string;
}

export interface AuditEntry {
  action: AuditAction;
  /** Who made the change; null for someone not signed in (a failed sign-in, a password reset by link). */
  actor: Named | null;
  page?: Titled | null;
  /** The person the change is about, when not a page (an invitee, the account of a sign-in). */
  person?: Named | null;
  /** Small fields only (title, slug, role, times, flags), never a document body, password or token. */
  changes?: AuditChanges | null;
}

/** Longest text kept of a changed value: an entry stays small whatever a field holds. */
const MAX_VALUE = 300;

const small = (value: unknown): unknown =>
  typeof value === 'string' && value.length > MAX_VALUE
    ? `${value.slice(0, MAX_VALUE)}…`
    : value instanceof Date
      ? value.toISOString()
      : value;

/** The fields of `after` whose value differs from `before`, as { field: { from, to } }; null when none did. */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(small(from)) !== JSON.stringify(small(to))) changes[field] = { from: small(from) ?? null, to: small(to) ?? null };
  }
  return Object.keys(changes).length ? changes : null;
}

/**
 * Writes one audit log entry, in the transaction `tx` of the change it records, so the entry exists exactly when the
 * change does. The time is the server's clock (deps.clock), the address the request's (deps.caller, set per request
 * by createApp; none for the job queue's changes).
 */
export async function recordAudit(tx: Db, deps: AppDeps, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at: deps.clock(),
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    pageId: entry.page?.id ?? null,
    pageTitle: entry.page?.title ?? null,
    personId: entry.person?.id ?? null,
    personName: entry.person?.name ?? null,
    address: deps.caller?.address ?? null,
    changes: entry.changes ?? null,
  });
  // Changes that are webhook events (issue 36) become deliveries in the same transaction.
  await webhookEventsOfAudit(tx, deps, entry);
  // A change of who may edit what (a session ended, a person deactivated, an invitation removed...) reaches the open
  // live sessions, here and on other servers, when it commits (issue 34).
  await deps.live?.accessMayChange(tx, entry.action);
}

/**
 * In the hourly maintenance job's transaction: deletes the entries older than the retention (AUDIT_RETENTION_DAYS).
 * The table's trigger refuses any other deletion; this one says so with a transaction-local setting.
 */
export async function pruneAuditLog(tx: Db, now: Date, retentionDays: number): Promise<number> {
  await tx.execute(sql`select set_config('masthead.audit_retention', 'on', true)`);
  const gone = await tx
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(now.getTime() - retentionDays * 86_400_000)))
    .returning({ id: auditLog.id });
  await tx.execute(sql`select set_config('masthead.audit_retention', 'off', true)`);
  return gone.length;
}
