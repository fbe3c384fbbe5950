import { and, eq, gte, sql } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import type { Db } from '../db/database';
import { pageDrafts, type PageDraft } from '../db/draftsSchema';
import { pageRevisions } from '../db/revisionsSchema';
import { pages, type User } from '../db/schema';
import { pageTextColumns } from './pageText';
import type { PrintedDocument } from './revisionDocuments';
import { recordRevision } from './revisionRecording';
import { subpagesRemovedBySave } from './subpages';

/**
 * Changes stay drafts until published (issue 33): the `pages` row is what readers see, and a published site page's
 * saved changes are its working copy in `page_drafts` (0035_page_drafts.sql), which editors open, save, preview and
 * publish. Unpublished pages and memos are their own working copy, as before.
 */

/** Whether saves of the page go to a draft: a published site page (a memo's invitees read it in every state). */
export const keepsDrafts = (page: { published: boolean; collection: string }) => page.published && page.collection !== 'memo';

export async function draftOf(db: Db, pageId: number): Promise<PageDraft | null> {
  const [row] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId)).limit(1);
  return row ?? null;
}

/** What page answers for editors say of the draft: whether there is one, and the live copy's version. */
export function draftAttributes(page: { published: boolean; version: number }, draft: PageDraft | null) {
  return {
    has_unpublished_changes: draft !== null,
    live_version: draft ? draft.liveVersion : page.published ? page.version : null,
  };
}

/** The page as its editors work on it: the draft's title, stand first and document over the live ones, when it has one. */
export async function workingCopyOf<T extends { id: number; title: string; precis: string; body: SavedDocument; updatedAt: Date }>(
  db: Db,
  page: T,
): Promise<{ page: T; draft: PageDraft | null }> {
  const draft = await draftOf(db, page.id);
  if (!draft) return { page, draft };
  return { page: { ...page, title: draft.title, precis: draft.precis, body: draft.body, updatedAt: draft.updatedAt }, draft };
}

/** A change of the draft: the version it is made on, and any of the title, stand first and document. */
export interface DraftWrite {
  version: number;
  title?: string;
  precis?: string;
  document?: SavedDocument;
  printed?: PrintedDocument;
}

/**
 * Writes a change into the page's draft, in the caller's transaction: the page's version goes up on the condition
 * that it is still `write.version` (so two editors saving the same draft race as two saves of a page do, and the
 * loser's save is merged), and nothing readers see changes (not the title, document, texts or updated date). The
 * draft begins as the live copy; its revisions are marked as the draft's. Null when the version is stale.
 */
export async function writeDraft(
  tx: Db,
  user: User,
  pageId: number,
  write: DraftWrite,
  event: 'save' | 'restore_revision',
  now: Date,
  coalesceMs?: number,
) {
  const [changed] = await tx
    .update(pages)
    .set({ version: sql`${pages.version} + 1` })
    .where(and(eq(pages.id, pageId), eq(pages.version, write.version)))
    .returning({ version: pages.version, title: pages.title, precis: pages.precis, body: pages.body });
  if (!changed) return null;
  const draft = (await tx.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId)))[0] ?? null;
  const from = draft ?? changed;
  const copy = { title: write.title ?? from.title, precis: write.precis ?? from.precis, body: write.document ?? from.body };
  await tx
    .insert(pageDrafts)
    .values({ pageId, ...copy, liveVersion: write.version, createdAt: now, updatedAt: now, updatedBy: user.id })
    .onConflictDoUpdate({ target: pageDrafts.pageId, set: { ...copy, updatedAt: now, updatedBy: user.id } });
  // A new draft's first revision is its own, never one coalesced with the live copy's last.
  const snapshot = { ...copy, printed: write.document ? write.printed : undefined, version: changed.version };
  await recordRevision(tx, pageId, user.id, event, now, snapshot, draft ? coalesceMs : 0, true);
  return {
    version: changed.version,
    title: copy.title,
    precis: copy.precis,
    updatedAt: now,
    liveVersion: draft?.liveVersion ?? write.version,
  };
}

/**
 * Makes the draft the page's own copy, in the transaction that publishes or unpublishes the page: its title, stand
 * first, document and texts go into the row, the draft goes, and its revisions become the page's history. The
 * subpages whose blocks the draft took out go then, as a save's would (subpages.ts), as far as `user` may change
 * them; the queue's scheduled publish (no user) leaves them. The draft taken, or null when there was none.
 */
export async function applyDraft(tx: Db, pageId: number, user: User | null, now: Date): Promise<PageDraft | null> {
  const [draft] = await tx.delete(pageDrafts).where(eq(pageDrafts.pageId, pageId)).returning();
  if (!draft) return null;
  const [row] = await tx.select({ version: pages.version }).from(pages).where(eq(pages.id, pageId));
  const removeSubpages = user && row ? await subpagesRemovedBySave(tx, user, pageId, row.version, draft.body) : null;
  await tx
    .update(pages)
    .set({ title: draft.title, precis: draft.precis, body: draft.body, ...pageTextColumns(draft.body) })
    .where(eq(pages.id, pageId));
  await tx
    .update(pageRevisions)
    .set({ draft: false })
    .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.draft, true), gte(pageRevisions.createdAt, draft.createdAt)));
  await removeSubpages?.(now);
  return draft;
}
