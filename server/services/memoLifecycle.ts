import { and, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pages, type User } from '../db/schema';
import { conflict, notFound } from '../errors';
import { canChangePage } from '../policies/pages';
import { refuseUnlessEditable, refuseUnlessPublishable } from './pageAccess';
import { presentPageSummary, type SummaryRow } from '../presenters/pages';
import { isSlug, pagesChanged, parsePageId, summaryWhere } from './pages';
import { publishJobKey, unpublishJobKey } from '../jobs/jobs';
import { cancelJob } from '../jobs/queue';
import { refuseUnpublishable } from './publishChecks';
import { recordRevision } from './revisionRecording';
import { deletePageTrees, detachPages, splitSubtree } from './pageTree';
import { changesOf, recordAudit } from './auditLog';
import { reviewOnPublish } from './reviews';
import { applyDraft } from './pageDrafts';

const STALE = 'This page was changed by someone else since you opened it.';

async function pageToChange(deps: AppDeps, user: User, condition: SQL | null | undefined, refuse = refuseUnlessEditable) {
  const page = condition ? await summaryWhere(deps.database.db, condition) : null;
  if (!page) throw notFound('Page not found.');
  await refuse(deps, user, page);
  return page;
}

const byId = (text: string) => {
  const id = parsePageId(text);
  return id ? eq(pages.id, id) : null;
};

/** After a conditional write matched nothing: 409 with the current version, saying whether it was stale or in the wrong state. */
async function refuseChange(db: Db, pageId: number, version: number | undefined, stateMessage: string): Promise<never> {
  const [current] = await db.select({ version: pages.version }).from(pages).where(eq(pages.id, pageId));
  if (!current) throw notFound('Page not found.');
  throw conflict(version === undefined || current.version === version ? stateMessage : STALE, { current_version: current.version });
}

/** The version condition of a change: the caller's version must be current when they sent one (spec calls may not). */
const atVersion = (version: number | undefined) => (version === undefined ? undefined : eq(pages.version, version));

export const changedColumns = {
  version: pages.version,
  published: pages.published,
  publishedAt: pages.publishedAt,
  trashedAt: pages.trashedAt,
  trashRootId: pages.trashRootId,
  updatedAt: pages.updatedAt,
  publishAt: pages.publishAt,
  unpublishAt: pages.unpublishAt,
};

/**
 * PUT /api/pages/{id}/publish: publishes the page (the version the caller saw, when they sent one); the first
 * publication date is kept, and a publication scheduled for later is no longer needed.
 */
export async function publishPage(deps: AppDeps, user: User, idText: string, version: number | undefined) {
  const page = await pageToChange(deps, user, byId(idText), refuseUnlessPublishable);
  await refuseUnpublishable(deps.database.db, page.id, deps.config.publicUrl);
  const now = deps.clock();
  const published = await deps.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(pages)
      .set({
        published: true,
        publishedAt: sql`coalesce(${pages.publishedAt}, ${now.toISOString()}::timestamptz)`,
        publishAt: null,
        version: sql`${pages.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(pages.id, page.id), atVersion(version), isNull(pages.trashedAt)))
      .returning(changedColumns);
    if (changed) {
      await cancelJob(tx, publishJobKey(page.id));
      // A published page's draft goes live with it (issue 33): "Publish changes".
      const draft = await applyDraft(tx, page.id, user, now);
      await recordRevision(tx, page.id, user.id, 'publish', now);
      const review = await reviewOnPublish(tx, page.id, user, now);
      await recordAudit(tx, deps, {
        action: draft ? 'page.publish_changes' : 'page.publish',
        actor: user,
        page: draft ? { id: page.id, title: draft.title } : page,
        changes: {
          ...(draft
            ? changesOf({ title: page.title, version: draft.liveVersion }, { title: draft.title, version: changed.version })
            : changesOf({ published: page.published }, { published: true })),
          ...review,
        },
      });
      return draft ? { ...changed, title: draft.title, precis: draft.precis } : changed;
    }
    return changed;
  });
  if (!published) return refuseChange(deps.database.db, page.id, version, 'This page is in the trash. Restore it before publishing.');
  pagesChanged(deps);
  return presentPageSummary({ ...page, ...published }, user);
}

/** PUT /api/pages/{id}/unpublish: readers no longer see the page; an unpublication scheduled for later is no longer needed. */
export async function unpublishPage(deps: AppDeps, user: User, idText: string, version: number | undefined) {
  const page = await pageToChange(deps, user, byId(idText), refuseUnlessPublishable);
  const now = deps.clock();
  const unpublished = await deps.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(pages)
      .set({ published: false, unpublishAt: null, version: sql`${pages.version} + 1`, updatedAt: now })
      .where(and(eq(pages.id, page.id), atVersion(version), isNull(pages.trashedAt), eq(pages.published, true)))
      .returning(changedColumns);
    if (changed) {
      await cancelJob(tx, unpublishJobKey(page.id));
      // An unpublished page is its own draft: its saved changes become the page's copy, which readers no longer see.
      await applyDraft(tx, page.id, user, now);
      await recordRevision(tx, page.id, user.id, 'unpublish', now);
      await recordAudit(tx, deps, {
        action: 'page.unpublish',
        actor: user,
        page,
        changes: changesOf({ published: true }, { published: false }),
      });
    }
    return changed;
  });
  if (!unpublished)
    return refuseChange(deps.database.db, page.id, version, page.trashedAt ? 'This page is in the trash.' : 'This page is not published.');
  pagesChanged(deps);
  return presentPageSummary({ ...page, ...unpublished }, user);
}

/**
 * PATCH /api/pages/{id}/move-to-trash: the page and its subpages not already in the trash go together, as far as the
 * caller may change them; subpages of other people are detached and stay out of the trash.
 */
export async function moveToTrash(deps: AppDeps, user: User, idText: string, version: number | undefined) {
  const page = await pageToChange(deps, user, byId(idText));
  const now = deps.clock();
  const trashed = await deps.database.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(pages)
      .set({ trashedAt: now, trashRootId: page.id, version: sql`${pages.version} + 1` })
      .where(and(eq(pages.id, page.id), atVersion(version), isNull(pages.trashedAt)))
      .returning(changedColumns);
    if (!moved) return null;
    // Already trashed pages below keep their own trash entry; other people's pages stay where they are, detached.
    const { along: below, detached } = await splitSubtree(tx, [page.id], (child) =>
      !canChangePage(user, child) ? 'detached' : child.trashedAt === null ? 'along' : 'kept',
    );
    await detachPages(tx, detached);
    if (below.length) {
      await tx
        .update(pages)
        .set({ trashedAt: now, trashRootId: page.id, version: sql`${pages.version} + 1` })
        .where(inArray(pages.id, below));
    }
    // Nothing in the trash is published or unpublished by the queue; restoring does not bring a schedule back.
    const gone = [page.id, ...below];
    await tx.update(pages).set({ publishAt: null, unpublishAt: null }).where(inArray(pages.id, gone));
    for (const id of gone) {
      await cancelJob(tx, publishJobKey(id));
      await cancelJob(tx, unpublishJobKey(id));
    }
    await recordRevision(tx, page.id, user.id, 'trash', now);
    await recordAudit(tx, deps, {
      action: 'page.trash',
      actor: user,
      page,
      changes: below.length ? { subpages: { from: null, to: below.length } } : null,
    });
    return { ...moved, publishAt: null, unpublishAt: null };
  });
  if (!trashed) return refuseChange(deps.database.db, page.id, version, 'This page is already in the trash.');
  pagesChanged(deps);
  return presentPageSummary({ ...page, ...trashed }, user);
}

async function restore(deps: AppDeps, user: User, page: SummaryRow, version: number | undefined) {
  if (page.trashedAt && page.trashRootId !== page.id) {
    throw conflict('This page went to the trash with the page above it; restore that page instead.', { current_version: page.version });
  }
  if (page.trashedAt && page.parentId) {
    const parent = await summaryWhere(deps.database.db, eq(pages.id, page.parentId));
    if (parent?.trashedAt) throw conflict('The page above this one is in the trash; restore it first.', { current_version: page.version });
  }
  const restored = await deps.database.db.transaction(async (tx) => {
    const [back] = await tx
      .update(pages)
      .set({ trashedAt: null, trashRootId: null, version: sql`${pages.version} + 1` })
      .where(and(eq(pages.id, page.id), atVersion(version), isNotNull(pages.trashedAt), eq(pages.trashRootId, page.id)))
      .returning(changedColumns);
    if (!back) return null;
    await tx
      .update(pages)
      .set({ trashedAt: null, trashRootId: null, version: sql`${pages.version} + 1` })
      .where(and(eq(pages.trashRootId, page.id), ne(pages.id, page.id)));
    await recordRevision(tx, page.id, user.id, 'restore', deps.clock());
    await recordAudit(tx, deps, { action: 'page.restore', actor: user, page });
    return back;
  });
  if (!restored) return refuseChange(deps.database.db, page.id, version, 'This page is not in the trash.');
  pagesChanged(deps);
  return presentPageSummary({ ...page, ...restored }, user);
}

/** PATCH api/pages/{id}/restore-from-trash: brings back the page and the subpages that went to the trash with it. */
export async function restoreFromTrash(deps: AppDeps, user: User, idText: string, version: number | undefined) {
  const page = await pageToChange(deps, user, byId(idText));
  return restore(deps, user, page, version);
}

/** PATCH api/memo/trash/{slug}/restore: the same, for a memo named by its slug. */
export async function restoreMemoBySlug(deps: AppDeps, user: User, slug: string, version: number | undefined) {
  const page = await pageToChange(deps, user, isSlug(slug) ? and(eq(pages.slug, slug), eq(pages.collection, 'memo')) : null);
  return restore(deps, user, page, version);
}

/**
 * DELETE api/pages/{id}/destroy-permanently: only from the trash; the page, its trashed subpages the caller may change
 * and the media only they use. Any other page below is detached and kept.
 */
export async function destroyPermanently(deps: AppDeps, user: User, idText: string, version: number | undefined) {
  const page = await pageToChange(deps, user, byId(idText));
  const deleted = await deps.database.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, page.id), atVersion(version), isNotNull(pages.trashedAt)))
      .for('update');
    if (!due) return null;
    const { deleted } = await deletePageTrees(tx, user, [due.id], deps.clock());
    await recordAudit(tx, deps, {
      action: 'page.delete',
      actor: user,
      page,
      changes: deleted.length > 1 ? { subpages: { from: null, to: deleted.length - 1 } } : null,
    });
    return deleted;
  });
  if (!deleted) return refuseChange(deps.database.db, page.id, version, 'Only pages in the trash can be deleted permanently.');
  pagesChanged(deps);
  return deleted;
}
