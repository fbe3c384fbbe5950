import * as v from 'valibot';
import { parseInstant } from './instants';

// Apart from contract/audit.ts, so the audit screen's chunk does not carry valibot's and date-fns' code.
const INSTANT = 'Send an ISO date and time with its offset, such as 2026-12-01T00:00:00Z.';
const instant = v.pipe(
  v.string(),
  v.check((text) => parseInstant(text) !== null, INSTANT),
  v.transform((text) => parseInstant(text)!),
);
const searchText = (message: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, message)));

/**
 * GET /api/admin/audit and /api/admin/audit.csv: `person` and `page` are an id (digits) or part of a name or title;
 * `action` is an action or its subject (`page` finds every `page.*`); `from` (inclusive) and `to` (exclusive) are
 * instants; `q` searches names, titles, actions, addresses and changes; `before` is the id the next page starts below.
 */
export const auditQuery = v.object({
  person: searchText('The person is too long.'),
  page: searchText('The page is too long.'),
  action: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}(\.[a-z_]{1,40})?$/, 'The action is a name such as page.publish.'))),
  from: v.optional(instant),
  to: v.optional(instant),
  q: searchText('The search is too long.'),
  before: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'before is an entry id.'))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,3}$/), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(200))),
});
export type AuditQuery = v.InferOutput<typeof auditQuery>;
