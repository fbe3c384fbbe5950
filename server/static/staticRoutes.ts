import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { pagePathOf, PAGE_COLLECTIONS } from '../../contract/pagePaths';
import { apiPathOf, readerQueries } from '../../contract/readerQueries';
import { LOCALES, type Collection, type Locale } from '../../contract/resources';
import { WHATS_ON_SLUG } from '../../contract/events';
import type { Db } from '../db/database';
import { pageRedirects, pages } from '../db/schema';
import { readerVisible } from '../services/pageAccess';

/**
 * A reader's address on the static site: its path, the API answers its screen is rendered from (served to the
 * renderer and written as files), and answers its screen asks for only once in the browser (written as files).
 */
export interface StaticRoute {
  path: string;
  served: string[];
  later: string[];
  /** A screen the app renders in the browser only (as the Node server answers it with the app's shell). */
  shell?: true;
  /** A page's own answer, for the head the server adds (feeds, link previews): the first served answer. */
  page?: { collection: Collection; slug: string };
  /** The answer without which the screen is not there (its files are removed instead): a page's own, a memo's. */
  requires?: string;
}

const siteConfig = apiPathOf(readerQueries.siteConfig());
const periodTypes = apiPathOf(readerQueries.periodTypes());
/** Answers many screens read, which stay when one page goes. */
export const isSharedAnswer = (apiPath: string) => apiPath === siteConfig || apiPath === periodTypes;

/** The home page, collection lists, What's on and search of a locale: the screens that are not one page's. */
export function localeRoutes(locale: Locale): StaticRoute[] {
  return [
    { path: `/${locale}`, served: [apiPathOf(readerQueries.home(locale)), siteConfig], later: [] },
    ...PAGE_COLLECTIONS.map((collection) => ({
      path: `/${locale}/${collection}`,
      served: [apiPathOf(readerQueries.list(collection, locale)), siteConfig],
      later: [],
    })),
    {
      path: `/${locale}/whats-on`,
      served: [siteConfig],
      later: [apiPathOf(readerQueries.sectionPage(WHATS_ON_SLUG)), apiPathOf(readerQueries.upcomingEvents())],
      shell: true,
    },
    { path: `/${locale}/search`, served: [siteConfig], later: [], shell: true },
  ];
}

/** A page's address and what its screen reads: a series lists its stories, an event shows its programme. */
export function pageRoute(page: { locale: string; collection: string; slug: string }): StaticRoute {
  const collection = page.collection as Collection;
  const later =
    collection === 'series'
      ? [apiPathOf(readerQueries.seriesStories(page.slug))]
      : collection === 'events'
        ? [apiPathOf(readerQueries.programme(page.slug)), periodTypes]
        : [];
  const own = apiPathOf(readerQueries.page(collection, page.slug));
  return { path: pagePathOf(page), served: [own, siteConfig], later, page: { collection, slug: page.slug }, requires: own };
}

/**
 * A memo's link (`/memo/{slug}-{share_token}`, without a locale) at its addresses in each locale: the app's shell, as
 * the Node server answers it, with the two answers the memo's screen reads signed out (src/store/memos.ts). The link
 * is the memo's secret on the static site as on the server: no list, sitemap or index names it.
 */
export function memoLinkRoutes(link: string): StaticRoute[] {
  const reference = encodeURIComponent(link.slice('/memo/'.length));
  const memo = `/api/memo/${reference}`;
  return LOCALES.map((locale) => ({
    path: `/${locale}${link}`,
    served: [],
    later: [memo, `/api/memo/check-public-memo/${reference}`],
    shell: true,
    requires: memo,
  }));
}

/** The link of a memo anyone with it may read (what the trigger of migration 0028 notes), or null. */
export const memoLinkOf = (memo: { slug: string; shareToken: string | null }) =>
  memo.shareToken ? `/memo/${memo.slug}-${memo.shareToken}` : null;

/** The links of memos anyone with them may read: published, not in the trash, general access anyone-with-link. */
export async function publicMemoLinks(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: pages.slug, shareToken: pages.shareToken })
    .from(pages)
    .where(
      and(
        eq(pages.collection, 'memo'),
        eq(pages.published, true),
        isNull(pages.trashedAt),
        eq(pages.isPublic, true),
        isNotNull(pages.shareToken),
      ),
    )
    .orderBy(pages.id);
  return rows.flatMap((row) => memoLinkOf(row) ?? []);
}

/** Every page anonymous readers may read, as the reader API would answer them (readerVisible). */
export async function readablePages(db: Db) {
  return db
    .select({ id: pages.id, locale: pages.locale, collection: pages.collection, slug: pages.slug })
    .from(pages)
    .where(readerVisible())
    .orderBy(pages.id);
}

/** The old addresses of readable renamed pages, each with where it leads now. */
export async function renamedAddresses(db: Db): Promise<Array<{ from: string; to: string }>> {
  const rows = await db
    .select({ oldSlug: pageRedirects.oldSlug, locale: pages.locale, collection: pages.collection, slug: pages.slug })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .where(and(readerVisible(), isNull(pages.trashedAt), isNotNull(pages.slug)));
  return rows.map((row) => ({ from: pagePathOf({ ...row, slug: row.oldSlug }), to: pagePathOf(row) }));
}

/** The old links of renamed memos anyone with their link may read, each with the link it leads to now (same token). */
export async function renamedMemoLinks(db: Db): Promise<Array<{ from: string; to: string }>> {
  const rows = await db
    .select({ oldSlug: pageRedirects.oldSlug, slug: pages.slug, shareToken: pages.shareToken })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .where(
      and(
        eq(pages.collection, 'memo'),
        eq(pages.published, true),
        isNull(pages.trashedAt),
        eq(pages.isPublic, true),
        isNotNull(pages.shareToken),
      ),
    );
  return rows.flatMap((row) => {
    const from = memoLinkOf({ slug: row.oldSlug, shareToken: row.shareToken });
    const to = memoLinkOf(row);
    return from && to ? LOCALES.map((locale) => ({ from: `/${locale}${from}`, to: `/${locale}${to}` })) : [];
  });
}

export const ALL_LOCALES = LOCALES;
