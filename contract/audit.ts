import * as v from 'valibot';
import { parseInstant } from './instants';

/**
 * The audit log's actions (issue 32): a stable dotted name per kind of change, `subject.verb`. New state-changing
 * routes add theirs here (docs/architecture.md, "How to add a route"); a name once written is never renamed, since
 * old entries keep it.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_reset_request',
  'auth.password_reset',
  'page.create',
  'page.save',
  'page.settings',
  'page.revision_restore',
  'page.event',
  'page.publish',
  'page.unpublish',
  'page.schedule',
  'page.trash',
  'page.restore',
  'page.delete',
  'page.subpages_delete',
  'page.share',
  'page.invite',
  'page.invitation_change',
  'page.invitation_remove',
  'page.preview_create',
  'page.preview_revoke',
  'media.upload',
  'media.delete',
  'programme.day_create',
  'programme.day_save',
  'section.save',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A changed field's value before and after, for small fields only (never a document body, password or token). */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** One entry as GET /api/admin/audit answers it. */
export interface AuditEntryResource {
  id: string;
  at: string;
  action: string;
  actor: { id: number; name: string } | null;
  page: { id: number; title: string } | null;
  person: { id: number; name: string } | null;
  address: string | null;
  changes: AuditChanges | null;
}

export const AUDIT_PAGE_SIZE = 50;

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
