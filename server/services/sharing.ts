import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { refuseUnlessEditable } from './pageAccess';
import type { SummaryRow } from '../presenters/pages';
import { presentShare } from '../presenters/sharing';
import { pagesChanged, parsePageId, summaryWhere } from './pages';
import { newShareToken } from './tokens';
import { changesOf, recordAudit } from './auditLog';

/**
 * The page whose sharing the caller manages: only those who may edit it invite, remove or change access. A memo is
 * shared with Viewers, Commenters and its link; a site page (issue 35, `invitations`) only with Commenters, by its
 * editors: it has no share link.
 */
export async function pageToShare(deps: AppDeps, user: User, id: number | string, { invitations = false } = {}): Promise<SummaryRow> {
  const pageId = typeof id === 'number' ? id : parsePageId(id);
  const page = pageId ? await summaryWhere(deps.database.db, eq(pages.id, pageId)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessEditable(deps, user, page);
  if (page.collection !== 'memo' && !invitations) throw badRequest('Only memo pages can be shared.');
  return page;
}

/** A site page's invitations make Commenters only (issue 35): its readers read it once it is published. */
export function refuseViewerOfSitePage(page: SummaryRow, permission: 'viewer' | 'commenter') {
  if (page.collection !== 'memo' && permission !== 'commenter') throw badRequest(SITE_PAGE_COMMENTERS_ONLY);
}

export const SITE_PAGE_COMMENTERS_ONLY = 'People are invited to a site page as Commenters only.';

/** GET /api/pages/{id}/share. */
export async function readPageShare(deps: AppDeps, user: User, idText: string) {
  return presentShare(await pageToShare(deps, user, idText));
}

/**
 * PUT /api/pages/{id}/share and POST /api/publications/{id}/toggle_share_access. Switching to anyone-with-link makes a new
 * token and keeps it while the memo stays public. Restricted keeps the token, inert: no one reads through it and no one
 * is shown it, and opening again makes a new one, so an old link stays dead, unless `restoreLink` asks for the memo's
 * last link back (the share dialog's Cancel, undoing a switch to restricted it made).
 */
export async function setGeneralAccess(deps: AppDeps, user: User, idText: string, isPublic: boolean, { restoreLink = false } = {}) {
  const page = await pageToShare(deps, user, idText);
  const token = newShareToken();
  const opened = restoreLink
    ? sql`coalesce(${pages.shareToken}, ${token})`
    : sql`case when ${pages.isPublic} then coalesce(${pages.shareToken}, ${token}) else ${token} end`;
  const changed = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pages)
      .set(isPublic ? { isPublic, shareToken: opened } : { isPublic })
      .where(eq(pages.id, page.id))
      .returning({ id: pages.id, isPublic: pages.isPublic, shareToken: pages.shareToken });
    // The link's token is a secret: the entry says only whether a new link was made.
    if (row) {
      const changes = {
        ...changesOf({ is_public: page.isPublic }, { is_public: row.isPublic }),
        ...(row.shareToken !== page.shareToken ? { link: { from: null, to: 'new' } } : {}),
      };
      await recordAudit(tx, deps, { action: 'page.share', actor: user, page, changes: Object.keys(changes).length ? changes : null });
    }
    return row;
  });
  if (!changed) throw notFound('Page not found.');
  pagesChanged(deps);
  return presentShare(changed);
}
