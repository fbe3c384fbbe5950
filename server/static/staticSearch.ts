import { and, desc, eq, gte, lt } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { pagePathOf } from '../../contract/pagePaths';
import { LOCALES, type Locale } from '../../contract/resources';
import {
  SEARCH_SEGMENT_PAGES,
  SEARCH_TEXT_CHARACTERS,
  searchManifestPathOf,
  searchSegmentPathOf,
  staticSearchOptions,
  type StaticSearchDocument,
  type StaticSearchManifest,
} from '../../contract/staticSearch';
import type { AppDeps } from '../deps';
import { pages } from '../db/schema';
import { readerVisible } from '../services/pageAccess';

type Write = (file: string, body: string) => Promise<void>;

async function documentsOf(deps: AppDeps, locale: Locale, segment?: number): Promise<StaticSearchDocument[]> {
  const range =
    segment === undefined
      ? undefined
      : and(gte(pages.id, segment * SEARCH_SEGMENT_PAGES), lt(pages.id, (segment + 1) * SEARCH_SEGMENT_PAGES));
  const rows = await deps.database.db
    .select({
      id: pages.id,
      title: pages.title,
      precis: pages.precis,
      text: pages.bodyText,
      collection: pages.collection,
      slug: pages.slug,
      locale: pages.locale,
      publishedAt: pages.publishedAt,
    })
    .from(pages)
    .where(and(readerVisible(), eq(pages.locale, locale), range))
    .orderBy(desc(pages.publishedAt), desc(pages.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    precis: row.precis,
    text: row.text.slice(0, SEARCH_TEXT_CHARACTERS),
    route: pagePathOf(row),
    collection: row.collection,
    date: row.publishedAt?.toISOString().slice(0, 10) ?? null,
  }));
}

function segmentJson(documents: StaticSearchDocument[]): string {
  const index = new MiniSearch<StaticSearchDocument>(staticSearchOptions);
  index.addAll(documents);
  return JSON.stringify(index);
}

/** The manifest of a locale's index: every segment that holds a page. */
async function writeManifest(deps: AppDeps, locale: Locale, write: Write): Promise<void> {
  const ids = await deps.database.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(readerVisible(), eq(pages.locale, locale)));
  const segments = [...new Set(ids.map(({ id }) => Math.floor(id / SEARCH_SEGMENT_PAGES)))].sort((a, b) => a - b);
  const manifest: StaticSearchManifest = { segments: segments.map((segment) => searchSegmentPathOf(locale, segment)), pages: ids.length };
  await write(searchManifestPathOf(locale), JSON.stringify(manifest));
}

/**
 * The static site's search index (issue 31): per locale, the readable pages' titles, stand firsts and the first 4,000
 * characters of their text, in MiniSearch's format, in segments of 500 page ids so that a publish writes one segment.
 */
export async function writeSearchIndex(deps: AppDeps, write: Write): Promise<void> {
  for (const locale of LOCALES) {
    const bySegment = new Map<number, StaticSearchDocument[]>();
    for (const document of await documentsOf(deps, locale)) {
      const segment = Math.floor(document.id / SEARCH_SEGMENT_PAGES);
      const list = bySegment.get(segment);
      if (list) list.push(document);
      else bySegment.set(segment, [document]);
    }
    for (const [segment, documents] of bySegment) await write(searchSegmentPathOf(locale, segment), segmentJson(documents));
    await writeManifest(deps, locale, write);
  }
}

/** After a change of one page: the segment that holds it, in each locale, and the manifests. */
export async function writeSearchSegmentOf(
  deps: AppDeps,
  pageId: number,
  write: Write,
  remove: (file: string) => Promise<void>,
): Promise<void> {
  const segment = Math.floor(pageId / SEARCH_SEGMENT_PAGES);
  for (const locale of LOCALES) {
    const documents = await documentsOf(deps, locale, segment);
    if (documents.length) await write(searchSegmentPathOf(locale, segment), segmentJson(documents));
    else await remove(searchSegmentPathOf(locale, segment));
    await writeManifest(deps, locale, write);
  }
}
