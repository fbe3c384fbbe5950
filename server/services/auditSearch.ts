import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntryResource } from '../../contract/audit';
import type { AuditQuery } from '../../contract/auditQuery';
import type { AppDeps } from '../deps';
import type { User } from '../db/schema';
import { auditLog, type AuditRow } from '../db/auditSchema';
import { forbidden } from '../errors';
import { canAdminister } from '../policies/admin';
import { searchPattern } from './memo';

const ID = /^[0-9]{1,9}$/;

/** The entries a query asks for: every filter must hold. */
function conditionOf(query: AuditQuery): SQL | undefined {
  const person = query.person;
  const page = query.page;
  const text = query.q ? searchPattern(query.q) : null;
  return and(
    person
      ? ID.test(person)
        ? or(eq(auditLog.actorId, Number(person)), eq(auditLog.personId, Number(person)))
        : or(ilike(auditLog.actorName, searchPattern(person)), ilike(auditLog.personName, searchPattern(person)))
      : undefined,
    page ? (ID.test(page) ? eq(auditLog.pageId, Number(page)) : ilike(auditLog.pageTitle, searchPattern(page))) : undefined,
    // An action, or its subject alone (`page` finds every `page.*`).
    query.action
      ? query.action.includes('.')
        ? eq(auditLog.action, query.action)
        : ilike(auditLog.action, `${query.action}.%`)
      : undefined,
    query.from ? gte(auditLog.at, query.from) : undefined,
    query.to ? lt(auditLog.at, query.to) : undefined,
    text
      ? or(
          ilike(auditLog.action, text),
          ilike(auditLog.actorName, text),
          ilike(auditLog.pageTitle, text),
          ilike(auditLog.personName, text),
          ilike(auditLog.address, text),
          ilike(sql`${auditLog.changes}::text`, text),
        )
      : undefined,
  );
}

export function presentAuditEntry(row: AuditRow): AuditEntryResource {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    action: row.action,
    actor: row.actorId !== null ? { id: row.actorId, name: row.actorName ?? '' } : null,
    page: row.pageId !== null ? { id: row.pageId, title: row.pageTitle ?? '' } : null,
    person: row.personId !== null ? { id: row.personId, name: row.personName ?? '' } : null,
    address: row.address,
    changes: row.changes,
  };
}

/** Newest first, below the entry `before` (keyset: each page costs the same however deep). */
async function entriesPage(deps: AppDeps, query: AuditQuery, before: number | null, limit: number) {
  return deps.database.db
    .select()
    .from(auditLog)
    .where(and(conditionOf(query), before === null ? undefined : lt(auditLog.id, before)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export function refuseUnlessAdministrator(user: User) {
  if (!canAdminister(user)) throw forbidden('Only administrators may read the audit log.');
}

/** GET /api/admin/audit: a page of entries, newest first; `meta.next` is the `before` of the next page, or null. */
export async function listAudit(deps: AppDeps, user: User, query: AuditQuery) {
  refuseUnlessAdministrator(user);
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const rows = await entriesPage(deps, query, query.before ? Number(query.before) : null, limit + 1);
  const shown = rows.slice(0, limit);
  return { data: shown.map(presentAuditEntry), meta: { next: rows.length > limit ? String(shown[shown.length - 1].id) : null } };
}

/**
 * A CSV cell: quoted when it holds a comma, quote or line break (quotes doubled), and a text a spreadsheet would run as
 * a formula (starting with = + - @, a tab or a carriage return) prefixed with a quote, so it stays text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'action',
  'actor_id',
  'actor_name',
  'page_id',
  'page_title',
  'person_id',
  'person_name',
  'address',
  'changes',
];

const csvRow = (row: AuditRow) =>
  [
    row.id,
    row.at.toISOString(),
    row.action,
    row.actorId,
    row.actorName,
    row.pageId,
    row.pageTitle,
    row.personId,
    row.personName,
    row.address,
    row.changes,
  ]
    .map(csvCell)
    .join(',') + '\r\n';

/** Entries read per query while the CSV streams. */
const CSV_BATCH = 500;

/**
 * GET /api/admin/audit.csv: every entry the filters find (not only one page), newest first, streamed in batches read
 * by keyset, so an export of any size holds one batch in memory.
 */
export function auditCsv(deps: AppDeps, user: User, query: AuditQuery): ReadableStream<Uint8Array> {
  refuseUnlessAdministrator(user);
  const encoder = new TextEncoder();
  let before: number | null = query.before ? Number(query.before) : null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(AUDIT_CSV_COLUMNS.join(',') + '\r\n'));
        return;
      }
      const rows = await entriesPage(deps, query, before, CSV_BATCH);
      if (rows.length) controller.enqueue(encoder.encode(rows.map(csvRow).join('')));
      if (rows.length < CSV_BATCH) controller.close();
      else before = rows[rows.length - 1].id;
    },
  });
}
