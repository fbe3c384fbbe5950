import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Collection, Locale } from '../../contract/resources';
import { readerEn } from '../../src/i18n/reader.en';
import { readerZhHK } from '../../src/i18n/reader.zh-HK';
import { fillPlaceholders } from '../../src/i18n/translate';
import type { AppDeps } from '../deps';
import { pages } from '../db/schema';
import { publicRouteOf } from '../presenters/pages';
import { xmlText } from '../xmlText';
import { readerVisible } from './pageAccess';
import { siteConfigOf } from './siteSettings';
import { isSlug } from './pages';
import { HREFLANG } from './sitemap';

/** As the pages' titles name the site (src/routes/useDocumentMeta.ts SITE_NAME; a test keeps the two equal). */
export const SITE_NAME = 'Masthead';
/** A feed carries the latest entries only: readers poll it, and older pages are in the sitemap. */
export const FEED_MAX_ENTRIES = 50;
/** The collections with a feed: every site collection (memos are never read by readers). */
export const FEED_COLLECTIONS: readonly Collection[] = ['stories', 'series', 'news', 'projects', 'events', 'dataroom', 'pages'];

const MESSAGES = { en: readerEn, hk: readerZhHK } as const;

/** A feed's address: its page's, then `/feed.xml` (`/en/stories/feed.xml`, `/en/series/city-of-water/feed.xml`). */
export function feedPathOf(pagePath: string): string {
  // Trailing slashes dropped by a scan, not /\/+$/, which retries at every slash of a long run (regexSafety).
  let end = pagePath.length;
  while (end > 0 && pagePath[end - 1] === '/') end--;
  return `${pagePath.slice(0, end)}/feed.xml`;
}

/** The site's description in a locale, naming the site as its settings do (issue 32). */
function siteDescriptionOf(locale: Locale, siteName: string): string {
  return fillPlaceholders(MESSAGES[locale]['site.description'], { site: siteName });
}

export function collectionFeedTitle(collection: Collection, locale: Locale, siteName = SITE_NAME): string {
  return `${MESSAGES[locale][`collection.${collection}`]} — ${siteName}`;
}

const entryColumns = {
  uid: pages.uid,
  slug: pages.slug,
  title: pages.title,
  collection: pages.collection,
  locale: pages.locale,
  precis: pages.precis,
  seoDescription: pages.seoDescription,
  publishedAt: pages.publishedAt,
  updatedAt: pages.updatedAt,
};

/** The latest published pages matching `where`: one query, newest publication first. */
async function latestEntries(deps: AppDeps, where: SQL | undefined) {
  return (
    deps.database.db
      .select(entryColumns)
      .from(pages)
      .where(and(readerVisible(), where))
      // Published pages always have publishedAt: plain `desc` walks pages_collection_idx backwards.
      .orderBy(desc(pages.publishedAt), desc(pages.id))
      .limit(FEED_MAX_ENTRIES)
  );
}

type EntryRow = Awaited<ReturnType<typeof latestEntries>>[number];

interface FeedHead {
  locale: Locale;
  title: string;
  subtitle: string;
  /** The page the feed follows, and the feed's own path. */
  pagePath: string;
  /** When nothing is in the feed yet: the last change of the page it follows, or the server clock's now. */
  emptyUpdated: Date;
  /** The site's name in the feed's locale (its settings', issue 32): the feed's author. */
  siteName: string;
}

function entryXml(origin: string, host: string, row: EntryRow): string {
  const summary = (row.seoDescription.trim() || row.precis.trim()).slice(0, 1000);
  return [
    `<entry xml:lang="${HREFLANG[row.locale]}">`,
    // The uid never changes, where a renamed page's address does: feed readers keep one entry per page.
    `<id>tag:${xmlText(host)},2026:page:${xmlText(row.uid)}</id>`,
    `<title type="text">${xmlText(row.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${xmlText(origin + publicRouteOf(row))}"/>`,
    row.publishedAt ? `<published>${row.publishedAt.toISOString()}</published>` : '',
    `<updated>${row.updatedAt.toISOString()}</updated>`,
    summary ? `<summary type="text">${xmlText(summary)}</summary>` : '',
    '</entry>',
  ].join('');
}

/**
 * An Atom 1.0 feed (RFC 4287). Its author, the site, stands in for every entry's: readers' pages name no editor, so
 * their feeds do not either.
 */
function atomXml(deps: AppDeps, head: FeedHead, rows: EntryRow[]): string {
  const { origin, host } = new URL(deps.config.publicUrl);
  const self = origin + feedPathOf(head.pagePath);
  let updated = rows.length ? rows[0].updatedAt : head.emptyUpdated;
  for (const row of rows) if (row.updatedAt > updated) updated = row.updatedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${HREFLANG[head.locale]}">`,
    `<id>${xmlText(self)}</id>`,
    `<title type="text">${xmlText(head.title)}</title>`,
    `<subtitle type="text">${xmlText(head.subtitle)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(origin + head.pagePath)}"/>`,
    `<updated>${updated.toISOString()}</updated>`,
    `<author><name>${xmlText(head.siteName)}</name></author>`,
    ...rows.map((row) => entryXml(origin, host, row)),
    '</feed>',
    '',
  ].join('\n');
}

/** GET /{locale}/{collection}/feed.xml: the collection's latest published pages in that locale; null for no such feed. */
export async function collectionFeedXml(deps: AppDeps, locale: Locale, collection: string): Promise<string | null> {
  const known = FEED_COLLECTIONS.find((each) => each === collection);
  if (!known) return null;
  const rows = await latestEntries(deps, and(eq(pages.collection, known), eq(pages.locale, locale)));
  const siteName = (await siteConfigOf(deps)).siteName[locale];
  const title = collectionFeedTitle(known, locale, siteName);
  const subtitle = siteDescriptionOf(locale, siteName);
  return atomXml(deps, { locale, title, subtitle, pagePath: `/${locale}/${known}`, emptyUpdated: deps.clock(), siteName }, rows);
}

/**
 * GET /{locale}/series/{slug}/feed.xml: the series' latest published stories, at the series' own address only (its
 * locale's); null when readers may not read the series.
 */
export async function seriesFeedXml(deps: AppDeps, locale: Locale, slug: string): Promise<string | null> {
  if (!isSlug(slug)) return null;
  const [series] = await deps.database.db
    .select({
      id: pages.id,
      title: pages.title,
      slug: pages.slug,
      collection: pages.collection,
      locale: pages.locale,
      precis: pages.precis,
      seoDescription: pages.seoDescription,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(readerVisible(), eq(pages.collection, 'series'), eq(pages.slug, slug), eq(pages.locale, locale)))
    .limit(1);
  if (!series) return null;
  const rows = await latestEntries(deps, and(eq(pages.parentId, series.id), eq(pages.collection, 'stories')));
  const siteName = (await siteConfigOf(deps)).siteName[locale];
  const subtitle = series.seoDescription.trim() || series.precis.trim() || siteDescriptionOf(locale, siteName);
  return atomXml(
    deps,
    { locale, title: `${series.title} — ${siteName}`, subtitle, pagePath: publicRouteOf(series), emptyUpdated: series.updatedAt, siteName },
    rows,
  );
}
