import { pagePathOf } from '../../contract/pagePaths';
import { shownMediaSource } from '../../contract/links';
import type { Collection, PageAttributes, PageSummary } from '../../contract/resources';
import type { SubpageAttributes } from '../../contract/subpages';
import type { Page, User } from '../db/schema';
import { canEditPage, canPublishPage } from '../policies/pages';

/**
 * A page with its owner's uid and name, as the page queries select it, and the live copy's version (`liveVersion`):
 * a published page's draft saves raise `version`, which only those who may edit it are shown (issue 33).
 */
export type PageWithOwner = Page & { ownerUid: string | null; ownerName: string | null; liveVersion: number };
export type SummaryRow = Omit<PageWithOwner, 'body' | 'plainText' | 'bodyText' | 'bodyTextVersion'>;

/** A page's public address: contract/pagePaths.ts's rule. */
export const publicRouteOf = (page: Pick<Page, 'locale' | 'collection' | 'slug'>) => pagePathOf(page);

export function presentSummary(page: SummaryRow, user: User | null): PageSummary {
  return {
    page_id: page.id,
    uid: page.uid,
    slug: page.slug,
    title: page.title,
    collection: page.collection as Collection,
    system: page.system,
    locale: page.locale,
    parent_id: page.parentId,
    // Staff see who owns a page; readers do not (no screen of theirs shows it, and a name is not theirs to collect).
    owner: user && page.ownerUid ? { uid: page.ownerUid, name: page.ownerName ?? '' } : null,
    // Readers see the live copy's version: a draft's saves (which raise the page's) are no reader's business.
    version: canEditPage(user, page) ? page.version : page.liveVersion,
    published: page.published,
    published_at: page.publishedAt?.toISOString() ?? null,
    publish_at: page.publishAt?.toISOString() ?? null,
    unpublish_at: page.unpublishAt?.toISOString() ?? null,
    trashed_at: page.trashedAt?.toISOString() ?? null,
    updated_at: page.updatedAt.toISOString(),
    created_at: page.createdAt.toISOString(),
    precis: page.precis,
    seo_description: page.seoDescription,
    social_image: page.socialImage,
    counterpart_page_id: page.counterpartId,
    // The card's picture: the page's lead image, else the one given on import (0018_lead_image_cards.sql). A lead image
    // stored by an older writer that readers would not be shown is no card picture either.
    image_url: shownMediaSource(page.leadImageUrl) || page.imageUrl,
    event: page.event ?? null,
    public_route: publicRouteOf(page),
    edit_url: `/api/pages/${page.id}`,
    editable: canEditPage(user, page),
    publishable: canPublishPage(user, page),
  };
}

/** A page without its document: lists, and the answers of calls that change a page. */
export function presentPageSummary(page: SummaryRow, user: User | null) {
  return { id: String(page.id), type: 'page' as const, attributes: presentSummary(page, user) };
}

export function presentPage(page: PageWithOwner, user: User | null) {
  const attributes: PageAttributes = { ...presentSummary(page, user), lexical_body: page.body };
  return { id: String(page.id), type: 'page' as const, attributes };
}

/** POST /api/pages answers with the spec's `name` beside the title. */
export function presentCreatedPage(page: SummaryRow, user: User) {
  const summary = presentSummary(page, user);
  return { id: String(page.id), type: 'page' as const, attributes: { ...summary, name: summary.title } };
}

export function presentSubpage(row: Pick<Page, 'id' | 'title' | 'slug' | 'published' | 'trashedAt' | 'locale' | 'collection'>) {
  const attributes: SubpageAttributes = {
    page_id: row.id,
    title: row.title,
    slug: row.slug,
    published: row.published,
    trashed_at: row.trashedAt?.toISOString() ?? null,
    public_route: publicRouteOf(row),
  };
  return { id: String(row.id), type: 'page' as const, attributes };
}
