import { and, desc, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { pagePreviews, pages, users, type User } from '../db/schema';
import { conflict, notFound } from '../errors';
import { canReadThroughPreview } from '../policies/previews';
import { refuseUnlessEditable } from './pageAccess';
import { presentCreatedPreview, presentPreview, presentPreviewedPage } from '../presenters/previews';
import { ownerColumns, parsePageId, summaryColumns, summaryWhere } from './pages';
import { documentForReader } from './subpageBlocks';
import { randomToken, sha256Hex } from './tokens';
import { recordAudit } from './auditLog';
import { workingCopyOf } from './pageDrafts';

const DAY = 86_400_000;
export const PREVIEW_DAYS = { default: 7, max: 30 };

async function editablePage(deps: AppDeps, user: User, idText: string) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessEditable(deps, user, page);
  return page;
}

/**
 * POST /api/pages/{id}/previews: a link that shows the page's current draft to whoever holds it, signed in or not,
 * for `days` days (7 unless said). The token (256 random bits) is in this answer only; the server keeps its SHA-256.
 */
export async function createPreview(deps: AppDeps, user: User, idText: string, days = PREVIEW_DAYS.default) {
  const page = await editablePage(deps, user, idText);
  if (page.trashedAt) throw conflict('This page is in the trash. Restore it before sharing a preview.', { current_version: page.version });
  const token = randomToken(32);
  const now = deps.clock();
  const tokenHash = await sha256Hex(token);
  const row = await deps.database.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(pagePreviews)
      .values({ tokenHash, pageId: page.id, createdBy: user.id, createdAt: now, expiresAt: new Date(now.getTime() + days * DAY) })
      .returning();
    await recordAudit(tx, deps, {
      action: 'page.preview_create',
      actor: user,
      page,
      changes: { preview: { from: null, to: made.id }, expires_at: { from: null, to: made.expiresAt.toISOString() } },
    });
    return made;
  });
  return presentCreatedPreview(row, user, page, token);
}

/** GET /api/pages/{id}/previews: the page's links still open, newest first (without their tokens). */
export async function listPreviews(deps: AppDeps, user: User, idText: string) {
  const page = await editablePage(deps, user, idText);
  const rows = await deps.database.db
    .select({ id: pagePreviews.id, createdAt: pagePreviews.createdAt, expiresAt: pagePreviews.expiresAt, creatorName: users.name })
    .from(pagePreviews)
    .leftJoin(users, eq(users.id, pagePreviews.createdBy))
    .where(and(eq(pagePreviews.pageId, page.id), isNull(pagePreviews.revokedAt), gt(pagePreviews.expiresAt, deps.clock())))
    .orderBy(desc(pagePreviews.createdAt), desc(pagePreviews.id));
  return { data: rows.map(presentPreview), meta: { total: rows.length } };
}

/** DELETE /api/pages/{id}/previews/{previewId}: the link stops working at once. */
export async function revokePreview(deps: AppDeps, user: User, idText: string, previewIdText: string) {
  const page = await editablePage(deps, user, idText);
  const previewId = parsePageId(previewIdText);
  const revoked = previewId
    ? await deps.database.db.transaction(async (tx) => {
        const rows = await tx
          .update(pagePreviews)
          .set({ revokedAt: deps.clock() })
          .where(and(eq(pagePreviews.id, previewId), eq(pagePreviews.pageId, page.id), isNull(pagePreviews.revokedAt)))
          .returning({ id: pagePreviews.id });
        if (rows.length)
          await recordAudit(tx, deps, {
            action: 'page.preview_revoke',
            actor: user,
            page,
            changes: { preview: { from: previewId, to: null } },
          });
        return rows;
      })
    : [];
  if (!revoked.length) throw notFound('Preview link not found.');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/previews/{token}: the page's current draft as a reader who is not signed in would see it published, for
 * whoever holds an open link; unknown, expired and revoked links, and pages in the trash, are all the same 404.
 */
export async function readPreview(deps: AppDeps, token: string) {
  if (!TOKEN.test(token)) throw notFound('This preview link does not work any more.');
  const [row] = await deps.database.db
    .select({
      ...getTableColumns(pages),
      liveVersion: summaryColumns.liveVersion,
      ...ownerColumns,
      preview: { revokedAt: pagePreviews.revokedAt, expiresAt: pagePreviews.expiresAt },
    })
    .from(pagePreviews)
    .innerJoin(pages, eq(pages.id, pagePreviews.pageId))
    .leftJoin(users, eq(users.id, pages.ownerId))
    .where(eq(pagePreviews.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!row || !canReadThroughPreview(row.preview, row, deps.clock())) throw notFound('This preview link does not work any more.');
  // The page as it will read: a published page's draft, when it has one (issue 33).
  const { page } = await workingCopyOf(deps.database.db, row);
  return presentPreviewedPage({ ...page, body: await documentForReader(deps, null, page.body) });
}
