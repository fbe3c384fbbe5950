import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { PageSettingsBody } from '../../contract/pageSettings';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pages, type User } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { grantFor, refuseUnlessEditable } from './pageAccess';
import { recordRename } from './pageRedirects';
import { presentPageSummary, type SummaryRow } from '../presenters/pages';
import { pagesChanged, parsePageId, refuseStaleVersion, summaryWhere } from './pages';
import { changesOf, recordAudit } from './auditLog';

/** The counterpart a site page may have: another site page, in the other locale, that the caller may edit. */
async function counterpartFor(deps: AppDeps, user: User, page: SummaryRow, counterpartId: number): Promise<SummaryRow> {
  const counterpart = await summaryWhere(deps.database.db, eq(pages.id, counterpartId));
  if (!counterpart || !(await grantFor(deps, user, counterpart)).edit)
    throw badRequest('There is no such page to link to.', { fields: { counterpart_page_id: 'There is no such page.' } });
  if (page.collection === 'memo' || counterpart.collection === 'memo')
    throw badRequest('Only site pages have a counterpart on the other site.');
  if (counterpart.id === page.id || counterpart.locale === page.locale) {
    throw badRequest('The counterpart must be a page of the other language.', {
      fields: { counterpart_page_id: 'Choose a page of the other language.' },
    });
  }
  return counterpart;
}

/** Links two pages as each other's counterpart, unlinking whatever either was linked to before. */
async function linkCounterparts(tx: Db, pageId: number, counterpartId: number | null) {
  const involved = counterpartId === null ? [pageId] : [pageId, counterpartId];
  await tx
    .update(pages)
    .set({ counterpartId: null })
    .where(or(inArray(pages.id, involved), inArray(pages.counterpartId, involved)));
  if (counterpartId === null) return;
  await tx.update(pages).set({ counterpartId }).where(eq(pages.id, pageId));
  await tx.update(pages).set({ counterpartId: pageId }).where(eq(pages.id, counterpartId));
}

/**
 * PUT /api/pages/{id}/settings: the page's slug (its old address then answers 301 to the new one), SEO description,
 * social image, and for site pages its counterpart in the other locale (both pages point at each other).
 */
export async function updatePageSettings(deps: AppDeps, user: User, idText: string, body: PageSettingsBody) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessEditable(deps, user, page);
  const input = body.page;
  if (page.trashedAt)
    throw conflict('This page is in the trash. Restore it before changing its settings.', { current_version: page.version });
  const renamed = input.slug !== undefined && input.slug !== page.slug ? input.slug : null;
  if (renamed) {
    const [taken] = await deps.database.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.slug, renamed), ne(pages.id, page.id)))
      .limit(1);
    if (taken)
      throw conflict('Another page has this address. Choose another one.', {
        current_version: page.version,
        fields: { slug: 'Another page has this address.' },
      });
  }
  const counterpart = input.counterpart_page_id ? await counterpartFor(deps, user, page, input.counterpart_page_id) : null;
  const now = deps.clock();
  const changed = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pages)
      .set({
        version: sql`${pages.version} + 1`,
        updatedAt: now,
        ...(renamed ? { slug: renamed } : {}),
        ...(input.seo_description !== undefined ? { seoDescription: input.seo_description } : {}),
        ...(input.social_image !== undefined ? { socialImage: input.social_image || null } : {}),
      })
      .where(and(eq(pages.id, page.id), eq(pages.version, input.version)))
      .returning();
    if (!row) return null;
    if (renamed) await recordRename(tx, page.id, page.slug, renamed, now);
    if (input.counterpart_page_id !== undefined) await linkCounterparts(tx, page.id, counterpart?.id ?? null);
    const [stored] = await tx.select().from(pages).where(eq(pages.id, page.id));
    const changes = changesOf(
      { slug: page.slug, seo_description: page.seoDescription, social_image: page.socialImage, counterpart_id: page.counterpartId },
      { slug: stored.slug, seo_description: stored.seoDescription, social_image: stored.socialImage, counterpart_id: stored.counterpartId },
    );
    await recordAudit(tx, deps, { action: 'page.settings', actor: user, page: stored, changes });
    return stored;
  });
  if (!changed) {
    return refuseStaleVersion(deps.database.db, page);
  }
  pagesChanged(deps);
  return presentPageSummary({ ...page, ...changed }, user);
}
