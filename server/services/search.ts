import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, type SearchAnswer, type SearchHitAttributes, type SearchQuery, type SnippetSegment } from '../../contract/search';
import type { Collection } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { canEditPage, canReadSitePage, isEditor } from '../policies/pages';
import { publicRouteOf } from '../presenters/pages';
import { readerVisible } from './pageAccess';
import { latinTsqueryOf, pairsOf, parseSearch, tsqueryOf, type ParsedSearch } from './searchQuery';
import { HEADLINE_OPTIONS, MARK_END, MARK_START, clipSegments, markRuns, segmentsOfHeadline, windowAround, withLeadIn } from './searchSnippet';

/**
 * The generated columns of 0016_search.sql: the whole page's vector (GIN-indexed), and the title's alone. Not in the
 * Drizzle schema, so no other query reads or writes them; PostgreSQL computes them on every insert and update.
 */
const searchVector = sql.identifier('search_vector');
const searchTitle = sql.identifier('search_title');
/** How much of a page's text the index reads, and so how much a snippet may come from. */
const INDEXED_CHARACTERS = 30_000;

/**
 * Which pages the caller's search reaches, mirroring policies/pages.ts in SQL: everyone finds the pages readers see
 * (published, not in the trash, not memos); an editor who asks for drafts also finds the pages they may edit that are
 * not in the trash (every site page, and their own memos), as canEditPage allows.
 */
function searchable(user: User | null, includeDrafts: boolean): SQL {
  if (!includeDrafts || !user || !isEditor(user)) return readerVisible();
  return and(isNull(pages.trashedAt), or(ne(pages.collection, 'memo'), eq(pages.ownerId, user.id)))!;
}

/** The same rule for one row, checked again after the query so a mistake in the SQL could hide a page, never show one. */
function mayFind(user: User | null, includeDrafts: boolean, row: Pick<typeof pages.$inferSelect, 'collection' | 'ownerId' | 'published' | 'trashedAt'>) {
  if (row.trashedAt) return false;
  if (includeDrafts && canEditPage(user, row)) return true;
  return canReadSitePage(null, row);
}

/** What a result shows of a page, read for the ten found pages only. */
const foundColumns = {
  id: pages.id,
  uid: pages.uid,
  slug: pages.slug,
  title: pages.title,
  collection: pages.collection,
  locale: pages.locale,
  ownerId: pages.ownerId,
  published: pages.published,
  publishedAt: pages.publishedAt,
  trashedAt: pages.trashedAt,
};
type FoundPage = { [K in keyof typeof foundColumns]: (typeof pages.$inferSelect)[K] } & { snippet: SnippetSegment[] };

/** GET api/search: one page of the pages the caller may find, title matches first, then the most recently published. */
export async function searchPages(deps: AppDeps, user: User | null, query: SearchQuery): Promise<SearchAnswer> {
  const includeDrafts = query.include === 'drafts';
  const parsed = parseSearch(query.q);
  const tsquery = query.q ? tsqueryOf(parsed) : null;
  const empty = { data: [], meta: { total: 0, page: query.page, per_page: SEARCH_PAGE_SIZE, pages: 0 } };
  if (!tsquery) return empty;
  const { db } = deps.database;
  const titleMatch = sql<boolean>`${searchTitle} @@ (${tsquery})`;
  const where = and(
    searchable(user, includeDrafts),
    query.locale ? eq(pages.locale, query.locale) : undefined,
    query.collection ? eq(pages.collection, query.collection) : undefined,
    sql`${searchVector} @@ (${tsquery})`,
  );
  // One pass over the matches gives the page of ids and the number of matches (a window count over these narrow rows
  // costs next to nothing; counting in a query of its own checked every match twice). The rest of each row comes with
  // its snippet, for these ten only.
  const order = [desc(titleMatch), sql`${pages.publishedAt} desc nulls last`, desc(pages.updatedAt), desc(pages.id)];
  const ranked = await db
    .select({ id: pages.id, titleMatch, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(pages)
    .where(where)
    .orderBy(...order)
    .limit(SEARCH_PAGE_SIZE)
    .offset((query.page - 1) * SEARCH_PAGE_SIZE);
  // Past the last page no row carries the count, so it is asked for on its own.
  const total = ranked.length
    ? ranked[0].total
    : query.page > 1
      ? (await db.select({ total: sql<number>`count(*)::int` }).from(pages).where(where))[0].total
      : 0;
  const details = await detailsOf(deps, ranked.map((row) => row.id), parsed);
  const rows = ranked.flatMap((row) => {
    const detail = details.get(row.id);
    return detail ? [{ ...detail, titleMatch: row.titleMatch }] : [];
  });
  const found = rows.filter((row) => mayFind(user, includeDrafts, row));
  const data = found.map((row) => ({
    id: row.uid,
    type: 'search_result' as const,
    attributes: {
      page_id: row.id,
      uid: row.uid,
      slug: row.slug,
      title: row.title,
      collection: row.collection as Collection,
      locale: row.locale,
      route: publicRouteOf(row),
      published: row.published,
      published_at: row.publishedAt?.toISOString() ?? null,
      title_match: Boolean(row.titleMatch),
      snippet: row.snippet,
    } satisfies SearchHitAttributes,
  }));
  return { data, meta: { total, page: query.page, per_page: SEARCH_PAGE_SIZE, pages: Math.ceil(total / SEARCH_PAGE_SIZE) } };
}

/**
 * The found pages' columns and snippets, the snippet from their precis and text: ts_headline picks and marks the English matches;
 * for a query of Chinese only, the text around the first place its runs appear. Either way the Chinese runs are marked.
 */
async function detailsOf(deps: AppDeps, ids: number[], parsed: ParsedSearch): Promise<Map<number, FoundPage>> {
  const found = new Map<number, FoundPage>();
  if (!ids.length) return found;
  const source = sql<string>`left(translate(concat_ws(E'\\n', nullif(${pages.precis}, ''), ${pages.plainText}), ${MARK_START + MARK_END}, ''), ${INDEXED_CHARACTERS})`;
  const latin = latinTsqueryOf(parsed);
  const rows = await deps.database.db
    .select({
      ...foundColumns,
      text: source,
      headline: latin ? sql<string>`ts_headline('pg_catalog.english', ${source}, ${latin}, ${HEADLINE_OPTIONS})` : sql<string>`''`,
    })
    .from(pages)
    .where(inArray(pages.id, ids));
  const pairs = parsed.runs.flatMap(pairsOf);
  for (const { text: source, headline, ...row } of rows) found.set(row.id, { ...row, snippet: snippetOf(source, headline, parsed, pairs) });
  return found;
}

function snippetOf(source: string, headline: string, parsed: ParsedSearch, pairs: string[]): SnippetSegment[] {
  if (latinTsqueryOf(parsed)) {
    const { segments, cutBefore, cutAfter } = withLeadIn(source, segmentsOfHeadline(headline));
    return clipSegments(markRuns(segments, parsed.runs), cutBefore, cutAfter);
  }
  const { text, start } = windowAround(source, parsed.runs, pairs);
  const segments = markRuns([{ text, match: false }], parsed.runs);
  return clipSegments(segments, start > 0, start + text.length < source.length);
}
