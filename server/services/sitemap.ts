import { and, asc, count, eq, isNull, max, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { pages } from '../db/schema';
import { publicRouteOf } from '../presenters/pages';
import { xmlText } from '../xmlText';
import { readerVisible } from './pageAccess';

/** The collections readers browse (the site's navigation), each with a page in both locales. */
export const BROWSED_COLLECTIONS = ['stories', 'series', 'news', 'projects', 'events'] as const;

/** The hreflang of each locale, as the pages' own heads write it (src/routes/useDocumentMeta.ts htmlLangOf). */
export const HREFLANG: Record<Locale, string> = { en: 'en', hk: 'zh-Hant-HK' };

interface SitemapUrl {
  path: string;
  lastmod: Date | null;
  /** Each locale's address of the same page, this one included; empty when the page is in one locale only. */
  alternates: Array<{ locale: Locale; path: string }>;
}

const counterparts = alias(pages, 'counterpart');

/**
 * The published reader pages in the order they were made (ids only grow, so an edit moves no page from one file of a
 * sitemap index to another), with their counterpart when readers may read it too: one query. A counterpart in the
 * same locale (which settings refuse) is no translation and is left out.
 */
async function publishedPages(deps: AppDeps, offset: number, limit: number) {
  const visibleCounterpart = and(
    eq(counterparts.id, pages.counterpartId),
    eq(counterparts.published, true),
    isNull(counterparts.trashedAt),
    ne(counterparts.collection, 'memo'),
    ne(counterparts.locale, pages.locale),
  );
  return deps.database.db
    .select({
      slug: pages.slug,
      collection: pages.collection,
      locale: pages.locale,
      updatedAt: pages.updatedAt,
      counterpartSlug: counterparts.slug,
      counterpartCollection: counterparts.collection,
      counterpartLocale: counterparts.locale,
    })
    .from(pages)
    .leftJoin(counterparts, visibleCounterpart)
    .where(readerVisible())
    .orderBy(asc(pages.id))
    .offset(offset)
    .limit(limit);
}

/** Each collection's latest change among readers' pages, and the whole site's: the sections' dates. */
async function latestChanges(deps: AppDeps): Promise<Map<string | null, Date>> {
  const rows = await deps.database.db
    .select({ collection: pages.collection, latest: max(pages.updatedAt) })
    .from(pages)
    .where(readerVisible())
    .groupBy(pages.collection);
  const latest = new Map<string | null, Date>();
  for (const row of rows) {
    if (!row.latest) continue;
    latest.set(row.collection, row.latest);
    if (!latest.has(null) || row.latest > latest.get(null)!) latest.set(null, row.latest);
  }
  return latest;
}

function bothLocales(path: string): Array<{ locale: Locale; path: string }> {
  return LOCALES.map((locale) => ({ locale, path: `/${locale}${path}` }));
}

function urlXml(origin: string, { path, lastmod, alternates }: SitemapUrl): string {
  const links = alternates.length
    ? [
        ...alternates.map(
          ({ locale, path: alternate }) =>
            `<xhtml:link rel="alternate" hreflang="${HREFLANG[locale]}" href="${xmlText(origin + alternate)}"/>`,
        ),
        // Searchers from elsewhere get the English page, as the pages' heads say.
        `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlText(origin + (alternates.find((each) => each.locale === 'en') ?? alternates[0]).path)}"/>`,
      ]
    : [];
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${xmlText(origin + path)}</loc>${modified}${links.join('')}</url>`;
}

const SECTIONS = ['', '/whats-on', ...BROWSED_COLLECTIONS.map((collection) => `/${collection}`)];
const SECTION_URLS = SECTIONS.length * LOCALES.length;

function urlsetXml(origin: string, urls: SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map((url) => urlXml(origin, url)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * One file's addresses: the first also has each locale's home, What's on and browsed collections; then published reader
 * pages in the order they were made, each at its own address with its counterpart in the other locale as an hreflang pair.
 */
async function sitemapUrls(deps: AppDeps, part: number): Promise<SitemapUrl[]> {
  const perFile = deps.config.sitemapUrlsPerFile;
  const firstPages = perFile - SECTION_URLS;
  const rows = await publishedPages(deps, part === 1 ? 0 : firstPages + (part - 2) * perFile, part === 1 ? firstPages : perFile);
  const latest = part === 1 ? await latestChanges(deps) : new Map<string | null, Date>();
  const urls: SitemapUrl[] =
    part === 1
      ? SECTIONS.flatMap((section) => {
          const collection = section === '' ? null : section === '/whats-on' ? 'events' : section.slice(1);
          const alternates = bothLocales(section);
          return alternates.map(({ path }) => ({ path, lastmod: latest.get(collection) ?? null, alternates }));
        })
      : [];
  for (const row of rows) {
    const path = publicRouteOf(row);
    const counterpart =
      row.counterpartSlug && row.counterpartCollection && row.counterpartLocale
        ? {
            locale: row.counterpartLocale,
            path: publicRouteOf({ slug: row.counterpartSlug, collection: row.counterpartCollection, locale: row.counterpartLocale }),
          }
        : null;
    urls.push({ path, lastmod: row.updatedAt, alternates: counterpart ? [{ locale: row.locale, path }, counterpart] : [] });
  }
  return urls;
}

/** How many files the site's addresses take at config.sitemapUrlsPerFile each. */
async function sitemapFiles(deps: AppDeps): Promise<number> {
  const [{ published }] = await deps.database.db.select({ published: count() }).from(pages).where(readerVisible());
  return Math.max(1, Math.ceil((SECTION_URLS + published) / deps.config.sitemapUrlsPerFile));
}

/**
 * GET /sitemap.xml: while the site's addresses fit one file (config.sitemapUrlsPerFile, the protocol's 50,000), the
 * sitemap itself; beyond that a sitemap index naming /sitemap-1.xml, /sitemap-2.xml and so on. Absolute addresses from
 * the configured public URL. Drafts, scheduled pages, memos and the trash are never read (readerVisible); preview
 * links are no pages.
 */
export async function sitemapXml(deps: AppDeps): Promise<string> {
  if (deps.config.sitemapUrlsPerFile <= SECTION_URLS) throw new Error(`sitemapUrlsPerFile must be over ${SECTION_URLS}`);
  const origin = new URL(deps.config.publicUrl).origin;
  const files = await sitemapFiles(deps);
  if (files === 1) return urlsetXml(origin, await sitemapUrls(deps, 1));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from({ length: files }, (_, index) => `<sitemap><loc>${xmlText(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** GET /sitemap-{part}.xml, a file of the sitemap index; null (404) when the site has no such file. */
export async function sitemapPartXml(deps: AppDeps, part: number): Promise<string | null> {
  if (!Number.isSafeInteger(part) || part < 1 || part > (await sitemapFiles(deps))) return null;
  return urlsetXml(new URL(deps.config.publicUrl).origin, await sitemapUrls(deps, part));
}
