import type { AuditEntryResource } from '../../contract/audit';
import { api } from './client';

/** The filters of the audit log as the server reads them (contract/audit.ts auditQuery); empty ones are left out. */
export interface AuditFilters {
  person?: string;
  action?: string;
  page?: string;
  from?: string;
  to?: string;
  q?: string;
  before?: string;
}

export interface AuditPage {
  entries: AuditEntryResource[];
  /** The `before` of the next (older) page, or null at the end. */
  next: string | null;
}

const paramsOf = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;

/** GET /api/admin/audit (administrators only). */
export async function listAudit(filters: AuditFilters, { signal }: { signal?: AbortSignal } = {}): Promise<AuditPage> {
  const body = await api
    .get('admin/audit', { searchParams: paramsOf(filters), signal })
    .json<{ data: AuditEntryResource[]; meta: { next: string | null } }>();
  return { entries: body.data, next: body.meta.next };
}

/** GET /api/admin/audit.csv: every entry the filters find, as a file (it needs the session's token, so not a plain link). */
export async function auditCsv(filters: AuditFilters): Promise<Blob> {
  const { before: _page, ...all } = filters;
  return api.get('admin/audit.csv', { searchParams: paramsOf(all), timeout: 120_000 }).blob();
}
