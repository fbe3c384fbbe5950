import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { pageDrafts } from '../db/draftsSchema';
import { pages, type User } from '../db/schema';
import { conflict, notFound } from '../errors';
import { publishJobKey } from '../jobs/jobs';
import { cancelJob } from '../jobs/queue';
import { presentPageSummary } from '../presenters/pages';
import { changesOf, recordAudit } from './auditLog';
import { recordVersionBase } from './mergeBases';
import { refuseUnlessEditable } from './pageAccess';
import { draftAttributes } from './pageDrafts';
import { pagesChanged, parsePageId, summaryWhere } from './pages';
import { printDocument } from './revisionDocuments';

const STALE = 'This page was changed by someone else since you opened it.';

/**
 * PUT /api/pages/{id}/discard-changes (`?version=` when known): the page's draft goes and its editors are back at
 * the live copy, as a new version (so a copy of the draft still open elsewhere merges its next save against the live
 * one); a publish of the changes scheduled for later goes too. Readers see no change. Whoever may edit the page may
 * discard (for a published site page, the same people who may publish it: contract/roles.ts). The draft's revisions
 * stay in the history, for its editors to restore.
 */
export async function discardChanges(deps: AppDeps, user: User, idText: string, version: number | undefined) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessEditable(deps, user, page);
  const now = deps.clock();
  const discarded = await deps.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(pages)
      .set({ version: sql`${pages.version} + 1`, publishAt: null })
      .where(
        and(
          eq(pages.id, page.id),
          version === undefined ? undefined : eq(pages.version, version),
          sql`exists (select 1 from ${pageDrafts} where ${pageDrafts.pageId} = ${pages.id})`,
        ),
      )
      .returning({ version: pages.version, title: pages.title, precis: pages.precis, body: pages.body, publishAt: pages.publishAt });
    if (!changed) return null;
    const [draft] = await tx.delete(pageDrafts).where(eq(pageDrafts.pageId, page.id)).returning();
    await cancelJob(tx, publishJobKey(page.id));
    await recordVersionBase(tx, page.id, changed.version, { ...changed, prints: printDocument(changed.body).prints }, now);
    await recordAudit(tx, deps, {
      action: 'page.discard_changes',
      actor: user,
      page: { id: page.id, title: changed.title },
      changes: changesOf({ title: draft.title, version: version ?? null }, { title: changed.title, version: changed.version }),
    });
    return changed;
  });
  if (!discarded) {
    const [current] = await deps.database.db.select({ version: pages.version }).from(pages).where(eq(pages.id, page.id));
    const stale = version !== undefined && current && current.version !== version;
    throw conflict(stale ? STALE : 'This page has no unpublished changes.', { current_version: current?.version ?? page.version });
  }
  pagesChanged(deps);
  const summary = presentPageSummary({ ...page, version: discarded.version, publishAt: null }, user);
  return { ...summary, attributes: { ...summary.attributes, ...draftAttributes({ ...page, version: discarded.version }, null) } };
}
