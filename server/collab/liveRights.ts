// Who may stay in a live session: the same rights as a save of the page (PUT /api/pages/{id}), checked when a socket
// opens, again at most every rights-check interval while it is used, and at once after an audited change that may
// take them away (issue 34).
import type { AuditAction } from '../../contract/audit';
import type { User } from '../db/schema';
import type { AppDeps } from '../deps';
import { accessPageOf, grantFor } from '../services/pageAccess';
import { CLOSE_GONE, CLOSE_FORBIDDEN, CLOSE_SESSION_ENDED } from './liveProtocol';
import { sessionUser } from './liveStore';

/** Audited changes after which someone may no longer edit a page they have open. */
export const ACCESS_ACTIONS = new Set<AuditAction>([
  'auth.sign_out',
  'auth.session_end',
  'auth.password_change',
  'auth.password_reset',
  'person.role',
  'person.deactivate',
  'page.share',
  'page.invitation_change',
  'page.invitation_remove',
  'page.trash',
  'page.delete',
  'page.settings',
  'page.publish',
  'page.unpublish',
]);

/** A close code when the person may not edit the page (anymore), or null when they may. */
export async function refusalOf(deps: AppDeps, sessionHash: string, pageId: number): Promise<{ code: number; user: User | null }> {
  const user = await sessionUser(deps, sessionHash);
  if (!user) return { code: CLOSE_SESSION_ENDED, user };
  const page = await accessPageOf(deps.database.db, pageId);
  if (!page || page.trashedAt) return { code: CLOSE_GONE, user };
  const grant = await grantFor(deps, user, page);
  return { code: grant.edit ? 0 : CLOSE_FORBIDDEN, user };
}

/** The words a socket is closed with for a refusal's code. */
export function refusalReason(code: number): string {
  if (code === CLOSE_SESSION_ENDED) return 'Your session ended.';
  if (code === CLOSE_GONE) return 'The page is gone.';
  return 'You may no longer edit this page.';
}
