import type { Collection, Locale } from '../../contract';
import * as content from '../api/content';
import { useRemote } from '../routes/useRemote';

export type { HomeContent, PageResource, PageSummaryResource } from '../api/content';

/*
 * What readers read: the home page, a collection's list, a page, a series' stories. Each hook loads again when its
 * arguments change; the home page and a page start from the answer index.html's early request or the server's render
 * brought, when it has arrived. A reader store: it loads no staff code (README, "What a reader's browser loads").
 */

export function useHomeContent(locale: Locale) {
  return useRemote(
    `home:${locale}`,
    (signal) => content.home(locale, { signal }),
    () => content.arrivedHome(locale),
  );
}

/** A collection's newest pages in `locale` (its own first), at most `limit`. */
export function useCollectionPages(collection: Collection, locale: Locale, limit: number) {
  return useRemote(
    `${collection}:${locale}:${limit}`,
    (signal) => content.list(collection, { locale, limit, signal }),
    () => content.arrivedList(collection, locale, limit),
  );
}

export function useSitePage(collection: Collection, slug: string) {
  return useRemote(
    `${collection}/${slug}`,
    (signal) => content.page(collection, slug, { signal }),
    () => content.arrivedPage(collection, slug),
  );
}

/** A series' published stories, in the order they were published. */
export function useSeriesStories(seriesSlug: string) {
  return useRemote(`series-stories:${seriesSlug}`, (signal) => content.seriesStories(seriesSlug, { signal }));
}
