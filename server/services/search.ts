import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchHitAttributes,
  type SearchQuery,
  type SnippetSegment,
} from '../../contract/search';
import { LOCALES, type Collection, type Locale } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { pageSearch } from '../db/searchSchema';
import { rowsOf } from './revisionDocuments';
import { SNIPPET_WINDOW, lexemesOf, stretchesOf } from './searchWindows';
import { canCreatePage, canEditPage, canReadSitePage, isEditor } from '../policies/pages';
import { publicRouteOf } from '../presenters/pages';
import { latinTsqueryOf, pairsOf, parseSearch, tsqueryOf, type ParsedSearch } from './searchQuery';
import {
  HEADLINE_OPTIONS,
  MARK_END,
  MARK_START,
  clipSegments,
  markRuns,
  segmentsOfHeadline,
  windowAround,
  withLeadIn,
} from './searchSnippet';

/** How much of a page's text the index reads, and so how much a snippet may come from. */
const INDEXED_CHARACTERS = 30_000;

/**
 * Which pages the caller's search reaches, mirroring policies/pages.ts in SQL: everyone finds the pages readers see
 * (published, not in the trash, not memos); an editor who asks for drafts also finds the pages they may edit that are
 * not in the trash (every site page, and their own memos), as canEditPage allows.
 */
function searchable(user: User | null, includeDrafts: boolean): SQL {
  const notTrashed = isNull(pageSearch.trashedAt);
  const readerSees = and(eq(pageSearch.published, true), notTrashed, ne(pageSearch.collection, 'memo'))!;
  if (!includeDrafts || !user || !canCreatePage(user)) return readerSees;
  // Authors and contributors find their own pages besides what readers see; editors every site page.
  if (!isEditor(user)) return or(readerSees, and(notTrashed, eq(pageSearch.ownerId, user.id)))!;
  return and(notTrashed, or(ne(pageSearch.collection, 'memo'), eq(pageSearch.ownerId, user.id)))!;
}

/** The same rule for one row, checked again after the query so a mistake in the SQL could hide a page, never show one. */
function mayFind(
  user: User | null,
  includeDrafts: boolean,
  row: Pick<typeof pages.$inferSelect, 'collection' | 'ownerId' | 'published' | 'trashedAt'>,
) {
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
  const empty: SearchAnswer = { data: [], meta: { total: 0, page: query.page, per_page: SEARCH_PAGE_SIZE, pages: 0 } };
  if (!tsquery) return empty;
  const { db } = deps.database;
  const titleMatch = sql<boolean>`${pageSearch.titleVector} @@ (${tsquery})`;
  const matching = (locale: Locale | undefined) =>
    and(
      searchable(user, includeDrafts),
      locale ? eq(pageSearch.locale, locale) : undefined,
      query.collection ? eq(pageSearch.collection, query.collection) : undefined,
      sql`${pageSearch.vector} @@ (${tsquery})`,
    );
  const where = matching(query.locale);
  // One pass over the matches gives the page of ids and the number of matches (a window count over these narrow rows
  // costs next to nothing; counting in a query of its own checked every match twice). The rest of each row comes with
  // its snippet, for these ten only.
  const order = [desc(titleMatch), sql`${pageSearch.publishedAt} desc nulls last`, desc(pageSearch.updatedAt), desc(pageSearch.pageId)];
  const ranked = await db
    .select({ id: pageSearch.pageId, titleMatch, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(pageSearch)
    .where(where)
    .orderBy(...order)
    .limit(SEARCH_PAGE_SIZE)
    .offset((query.page - 1) * SEARCH_PAGE_SIZE);
  // Past the last page no row carries the count, so it is asked for on its own.
  const total = ranked.length
    ? ranked[0].total
    : query.page > 1
      ? (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(pageSearch)
            .where(where)
        )[0].total
      : 0;
  const details = await detailsOf(
    deps,
    ranked.map((row) => row.id),
    parsed,
  );
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
  const meta: SearchAnswer['meta'] = { total, page: query.page, per_page: SEARCH_PAGE_SIZE, pages: Math.ceil(total / SEARCH_PAGE_SIZE) };
  // The same search on the other locale's site: how many it finds there, so the screen can lead to them.
  const other = LOCALES.find((locale) => query.locale && locale !== query.locale);
  if (other)
    meta.other_locale = {
      locale: other,
      total: (
        await db
          .select({ total: sql<number>`count(*)::int` })
          .from(pageSearch)
          .where(matching(other))
      )[0].total,
    };
  return { data, meta };
}

/**
 * The found pages' columns and snippets, the snippet from their precis and text: ts_headline picks and marks the English matches
 * (in a stretch of a long text, see searchWindows.ts); for a query of Chinese only, the text around the first place its
 * runs appear. Either way the Chinese runs are marked.
 */
async function detailsOf(deps: AppDeps, ids: number[], parsed: ParsedSearch): Promise<Map<number, FoundPage>> {
  const found = new Map<number, FoundPage>();
  if (!ids.length) return found;
  const { db } = deps.database;
  const latin = latinTsqueryOf(parsed);
  const text = sql<string>`left(concat_ws(E'\\n', nullif(${pages.precis}, ''), ${pages.bodyText}), ${INDEXED_CHARACTERS})`;
  // A short text's headline comes with it; a long one's from the stretches headlinesOf picks. Short by its bytes, which
  // PostgreSQL knows without reading the text out of TOAST (a character is at least a byte).
  const short = sql`octet_length(${pages.precis}) + octet_length(${pages.bodyText}) < ${SNIPPET_WINDOW}`;
  const shortHeadline = latin ? sql<string | null>`CASE WHEN ${short} THEN ${headline(text, latin)} END` : null;
  const rows = await db
    .select({
      ...foundColumns,
      text,
      query: latin ? sql<string>`(${latin})::text` : sql<string>`''`,
      headline: shortHeadline ?? sql<string | null>`''`,
    })
    .from(pages)
    .where(inArray(pages.id, ids));
  // The text without the private marks of ts_headline's answer, whose own input is without them too.
  const sources = rows.map((row) => row.text.replaceAll(MARK_START, '').replaceAll(MARK_END, ''));
  const long = rows.flatMap((row, index) => (row.headline === null ? [index] : []));
  if (latin && long.length) {
    const headlines = await headlinesOf(
      deps,
      long.map((index) => sources[index]),
      lexemesOf(rows[0].query),
      latin,
    );
    long.forEach((index, place) => (rows[index].headline = headlines[place]));
  }
  const pairs = parsed.runs.flatMap(pairsOf);
  rows.forEach(({ text: _text, query: _query, headline: marked, ...row }, index) => {
    found.set(row.id, { ...row, snippet: snippetOf(sources[index], marked ?? '', parsed, pairs) });
  });
  return found;
}

/** ts_headline of a text, the private marks removed from what it reads. */
function headline(text: SQL, latin: SQL): SQL<string> {
  return sql<string>`ts_headline('pg_catalog.english', replace(replace(${text}, ${MARK_START}, ''), ${MARK_END}, ''), ${latin}, ${HEADLINE_OPTIONS})`;
}

/**
 * Each text's ts_headline: of the first of its stretches that holds a match, else of its last, the text's first
 * stretch (ts_headline then answers its first words, unmarked). One query a round, each round reading the next
 * stretch of the texts still without a match; most texts are done in the first.
 */
async function headlinesOf(deps: AppDeps, sources: string[], lexemes: string[], latin: SQL): Promise<string[]> {
  const stretches = sources.map((source) => stretchesOf(source, lexemes));
  const headlines: Array<string | null> = sources.map(() => null);
  for (let round = 0; headlines.includes(null); round++) {
    const open = headlines.flatMap((found, index) => (found === null ? [index] : []));
    const answered = rowsOf<{ headline: string }>(
      await deps.database.db.execute(sql`
        SELECT ${headline(sql`stretch`, latin)} AS headline
          FROM unnest(${sql.param(open.map((index) => stretches[index][round]))}::text[]) WITH ORDINALITY AS t(stretch, place)
         ORDER BY place`),
    );
    open.forEach((index, place) => {
      const answer = answered[place]?.headline ?? '';
      if (answer.includes(MARK_START) || round === stretches[index].length - 1) headlines[index] = answer;
    });
  }
  return headlines as string[];
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
