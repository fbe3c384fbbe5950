import * as audit from '../api/audit';
import { useRemote } from '../routes/useRemote';

export type { AuditFilters, AuditPage } from '../api/audit';

/** A page of the audit log for these filters; loaded again when they change. */
export function useAuditPage(filters: audit.AuditFilters) {
  return useRemote(`audit:${JSON.stringify(filters)}`, (signal) => audit.listAudit(filters, { signal }));
}

/** Downloads the CSV of every entry the filters find, as the browser saves a file. */
export async function downloadAuditCsv(filters: audit.AuditFilters, fileName: string): Promise<void> {
  const blob = await audit.auditCsv(filters);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
