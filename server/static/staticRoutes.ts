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
}

const siteConfig = apiPathOf(readerQueries.siteConfig());

/** The home page, collection lists, What's on and search of a locale: the screens that are not one page's. */
export function localeRoutes(locale: Locale): StaticRoute[] {
  return [
    { path: `/${locale}`, served: [apiPathOf(readerQueries.home(locale)), siteConfig], later: [] },
    ...PAGE_COLLECTIONS.map((collection) => ({ path: `/${locale}/${collection}`, served: [apiPathOf(readerQueries.list(collection, locale)), siteConfig], later: [] })),
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
        ? [apiPathOf(readerQueries.programme(page.slug)), apiPathOf(readerQueries.periodTypes())]
        : [];
  return { path: pagePathOf(page), served: [apiPathOf(readerQueries.page(collection, page.slug)), siteConfig], later, page: { collection, slug: page.slug } };
}

/** Every page anonymous readers may read, as the reader API would answer them (readerVisible). */
export async function readablePages(db: Db) {
  return db.select({ id: pages.id, locale: pages.locale, collection: pages.collection, slug: pages.slug }).from(pages).where(readerVisible()).orderBy(pages.id);
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

export const ALL_LOCALES = LOCALES;
