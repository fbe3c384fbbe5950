import { and, eq, sql } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { unsafeLinksIn } from '../../contract/documentLinks';
import { WHATS_ON_SLUG, type SaveSectionPageBody } from '../../contract/events';
import type { AppDeps } from '../deps';
import { sectionPages, type SectionPage } from '../db/eventsSchema';
import type { User } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { canEditSectionPage } from '../policies/events';
import { presentSectionPage } from '../presenters/events';
import { noteStaticChange } from '../static/staticChanges';
import { pagesChanged } from './pages';
import { eventsByIds } from './upcomingEvents';
import { withCardPictures } from './imageDerivatives';
import { changesOf, recordAudit } from './auditLog';

const SECTION_SLUGS = new Set([WHATS_ON_SLUG]);

async function sectionRow(deps: AppDeps, slug: string): Promise<SectionPage> {
  if (!SECTION_SLUGS.has(slug)) throw notFound('Section page not found.');
  const [row] = await deps.database.db.select().from(sectionPages).where(eq(sectionPages.slug, slug)).limit(1);
  if (!row) throw notFound('Section page not found.');
  return row;
}

async function present(deps: AppDeps, user: User | null, row: SectionPage) {
  const editable = canEditSectionPage(user);
  // Readers are shown only published events; editors see every featured event.
  return presentSectionPage(row, await withCardPictures(deps, await eventsByIds(deps, user, row.featuredEventIds, !editable)), editable);
}

export async function readSectionPage(deps: AppDeps, user: User | null, slug: string) {
  return present(deps, user, await sectionRow(deps, slug));
}

/** Saves a section page when the caller's version is current (one conditional UPDATE); only editors may. */
export async function saveSectionPage(deps: AppDeps, user: User, slug: string, body: SaveSectionPageBody) {
  const row = await sectionRow(deps, slug);
  if (!canEditSectionPage(user)) throw forbidden('Only editors may change section pages.');
  const change = body.section_page;
  const intro = change.intro as SavedDocument | undefined;
  if (intro) {
    const unsafe = unsafeLinksIn(intro);
    if (unsafe.length) throw badRequest('The document contains a link that is not allowed.', { links: unsafe.slice(0, 5) });
  }
  if (change.featured_event_ids) {
    const found = await eventsByIds(deps, user, change.featured_event_ids, false);
    const unknown = change.featured_event_ids.filter((id) => !found.some((event) => event.attributes.page_id === id));
    if (unknown.length) throw badRequest(`Not an event: ${unknown.join(', ')}.`);
  }
  const saved = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sectionPages)
      .set({
        version: sql`${sectionPages.version} + 1`,
        updatedAt: deps.clock(),
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(intro ? { intro } : {}),
        ...(change.featured_event_ids ? { featuredEventIds: change.featured_event_ids } : {}),
      })
      .where(and(eq(sectionPages.id, row.id), eq(sectionPages.version, change.version)))
      .returning();
    if (updated && slug === WHATS_ON_SLUG) await noteStaticChange(tx, { scope: 'whats-on' });
    if (updated) {
      const fields = (section: typeof row) => ({
        title: section.title,
        featured_event_ids: section.featuredEventIds,
        version: section.version,
      });
      await recordAudit(tx, deps, {
        action: 'section.save',
        actor: user,
        changes: { section: { from: slug, to: slug }, ...changesOf(fields(row), fields(updated)) },
      });
    }
    return updated;
  });
  if (!saved) {
    const [current] = await deps.database.db
      .select({ version: sectionPages.version })
      .from(sectionPages)
      .where(eq(sectionPages.id, row.id));
    throw conflict('This page was changed by someone else since you opened it.', { current_version: current?.version ?? row.version });
  }
  pagesChanged(deps);
  return present(deps, user, saved);
}
