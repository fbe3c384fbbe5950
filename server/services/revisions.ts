import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { pageTextColumns } from './pageText';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pageRevisions } from '../db/revisionsSchema';
import { pages, users, type User } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { presentPage } from '../presenters/pages';
import { presentRevision, presentRevisionSummary } from '../presenters/revisions';
import { grantFor } from './pageAccess';
import { isSlug, pageWhere, pagesChanged, parsePageId, refuseStaleVersion, summaryWhere } from './pages';
import { documentOf } from './revisionDocuments';
import { recordRevision } from './revisionRecording';
import { documentForEditor, documentForReader } from './subpageBlocks';
import { changesOf, recordAudit } from './auditLog';
import { keepsDrafts, writeDraft } from './pageDrafts';

/** Revisions made on a draft (issue 33) are for those who may edit the page: readers of its history never see them. */
const seenBy = (grant: { edit: boolean }) => (grant.edit ? undefined : eq(pageRevisions.draft, false));

export const REVISIONS_PER_PAGE = 50;

/** The page behind /pages/{id}/revisions, and what the caller may do with it: who may read it may read its history. */
async function pageForHistory(deps: AppDeps, user: User, idText: string) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  const grant = await grantFor(deps, user, page);
  if (!grant.read) throw notFound('Page not found.');
  return { page, grant };
}

const revisionColumns = {
  id: pageRevisions.id,
  event: pageRevisions.event,
  createdAt: pageRevisions.createdAt,
  updatedAt: pageRevisions.updatedAt,
  blocksAdded: pageRevisions.blocksAdded,
  blocksRemoved: pageRevisions.blocksRemoved,
  blocksChanged: pageRevisions.blocksChanged,
  damaged: pageRevisions.damaged,
  reviewStep: pageRevisions.reviewStep,
  note: pageRevisions.note,
  draft: pageRevisions.draft,
  authorUid: users.uid,
  authorName: users.name,
};

/** GET /api/pages/{id}/revisions?page=n: newest first, 50 a page, without their documents. */
export async function listRevisions(deps: AppDeps, user: User, idText: string, pageNumber: number) {
  const { page, grant } = await pageForHistory(deps, user, idText);
  const { db } = deps.database;
  const seen = and(eq(pageRevisions.pageId, page.id), seenBy(grant));
  const rows = await db
    .select(revisionColumns)
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.authorId))
    .where(seen)
    .orderBy(desc(pageRevisions.id))
    .limit(REVISIONS_PER_PAGE)
    .offset((pageNumber - 1) * REVISIONS_PER_PAGE);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pageRevisions)
    .where(seen);
  return { data: rows.map(presentRevisionSummary), meta: { page: pageNumber, per_page: REVISIONS_PER_PAGE, total } };
}

const documentColumns = {
  body: pageRevisions.body,
  bodyRoot: pageRevisions.bodyRoot,
  blockPrints: pageRevisions.blockPrints,
  blockHashes: pageRevisions.blockHashes,
  blockTypes: pageRevisions.blockTypes,
  printVersion: pageRevisions.printVersion,
};

async function revisionRow(db: Db, pageId: number, revisionIdText: string, grant: { edit: boolean }) {
  const revisionId = parsePageId(revisionIdText);
  const [row] = revisionId
    ? await db
        .select({ ...revisionColumns, title: pageRevisions.title, precis: pageRevisions.precis, ...documentColumns })
        .from(pageRevisions)
        .leftJoin(users, eq(users.id, pageRevisions.authorId))
        .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.id, revisionId), seenBy(grant)))
    : [];
  if (!row) throw notFound('Revision not found.');
  return { ...row, body: await documentOf(db, pageId, row) };
}

/** GET /api/pages/{id}/revisions/{revision_id}: the revision with its document, as the caller may see it. */
export async function readRevision(deps: AppDeps, user: User, idText: string, revisionIdText: string) {
  const { page, grant } = await pageForHistory(deps, user, idText);
  const row = await revisionRow(deps.database.db, page.id, revisionIdText, grant);
  const body = await (grant.edit ? documentForEditor(deps, user, row.body) : documentForReader(deps, user, row.body));
  return presentRevision({ ...row, body });
}

/**
 * POST /api/pages/{id}/revisions/{revision_id}/restore with the caller's version: the page becomes that revision
 * (title, stand first, document) as a new version, recorded as a revision of its own; 409 when the version is stale.
 */
export async function restoreRevision(deps: AppDeps, user: User, idText: string, revisionIdText: string, version: number) {
  const { page, grant } = await pageForHistory(deps, user, idText);
  if (!grant.edit) throw forbidden('You may not edit this page.');
  if (page.trashedAt) throw conflict('This page is in the trash. Restore it before editing.', { current_version: page.version });
  const row = await revisionRow(deps.database.db, page.id, revisionIdText, grant);
  const now = deps.clock();
  const restored = await deps.database.db.transaction(async (tx) => {
    // A published site page's restore goes into its draft (issue 33), for its editors to publish.
    if (keepsDrafts(page)) {
      const drafted = await writeDraft(
        tx,
        user,
        page.id,
        { version, title: row.title, precis: row.precis, document: row.body },
        'restore_revision',
        now,
      );
      if (drafted) {
        const changes = changesOf({ title: page.title, version }, { title: row.title, version: drafted.version });
        await recordAudit(tx, deps, { action: 'page.revision_restore', actor: user, page: { id: page.id, title: row.title }, changes });
      }
      return drafted && { version: drafted.version, draft: true };
    }
    const [changed] = await tx
      .update(pages)
      .set({
        title: row.title,
        precis: row.precis,
        body: row.body,
        ...pageTextColumns(row.body),
        version: sql`${pages.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(pages.id, page.id), eq(pages.version, version)))
      .returning({ version: pages.version });
    if (changed) {
      await recordRevision(tx, page.id, user.id, 'restore_revision', now, { ...row, version: changed.version });
      const changes = changesOf({ title: page.title, version }, { title: row.title, version: changed.version });
      await recordAudit(tx, deps, { action: 'page.revision_restore', actor: user, page: { id: page.id, title: row.title }, changes });
    }
    return changed;
  });
  if (!restored) {
    return refuseStaleVersion(deps.database.db, page);
  }
  pagesChanged(deps);
  return { version: restored.version, has_unpublished_changes: 'draft' in restored };
}

/** The page's revision in force at `instant` (the last one made by then), or null when the page had none yet. */
export async function revisionAsOf(db: Db, pageId: number, instant: Date, grant: { edit: boolean } = { edit: true }) {
  const [row] = await db
    .select({
      title: pageRevisions.title,
      precis: pageRevisions.precis,
      createdAt: pageRevisions.createdAt,
      damaged: pageRevisions.damaged,
      ...documentColumns,
    })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), lte(pageRevisions.createdAt, instant), seenBy(grant)))
    .orderBy(desc(pageRevisions.createdAt), desc(pageRevisions.id))
    .limit(1);
  return row
    ? { title: row.title, precis: row.precis, createdAt: row.createdAt, damaged: row.damaged, body: await documentOf(db, pageId, row) }
    : null;
}

/**
 * GET /api/pages/{slug}?as_of=<instant>: the page as it was then, from the last revision made by that instant (its
 * title, stand first and document over the page's other fields), for whoever may read the page; 404 before its first.
 */
export async function readPageAsOf(deps: AppDeps, user: User, slugOrId: string, instant: Date) {
  if (!isSlug(slugOrId)) throw notFound('Page not found.');
  const { db } = deps.database;
  const id = parsePageId(slugOrId);
  const page = (await pageWhere(db, eq(pages.slug, slugOrId))) ?? (id ? await pageWhere(db, eq(pages.id, id)) : null);
  if (!page) throw notFound('Page not found.');
  const grant = await grantFor(deps, user, page);
  if (!grant.read) throw notFound('Page not found.');
  const then = await revisionAsOf(db, page.id, instant, grant);
  if (!then) throw notFound('This page has no revision from that time.');
  const body = await (grant.edit ? documentForEditor(deps, user, then.body) : documentForReader(deps, user, then.body));
  const answer = presentPage({ ...page, title: then.title, precis: then.precis, body }, user);
  return {
    ...answer,
    attributes: {
      ...answer.attributes,
      as_of: instant.toISOString(),
      revision_created_at: then.createdAt.toISOString(),
      revision_damaged: then.damaged,
    },
  };
}
