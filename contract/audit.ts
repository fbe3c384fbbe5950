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
  'page.publish_changes',
  'page.discard_changes',
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
  'settings.save',
  'setup.first_admin',
  'person.invite',
  'person.role',
  'person.deactivate',
  'person.reactivate',
  'person.password_link',
  'auth.session_end',
  'auth.password_change',
  'page.review_submit',
  'page.review_request_changes',
  'page.review_withdraw',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.rotate_secret',
  'webhook.resend',
  'webhook.disable',
  'token.create',
  'token.revoke',
  'comment.create',
  'comment.reply',
  'comment.edit',
  'comment.delete',
  'comment.resolve',
  'comment.reopen',
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
