import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { pages, users, type User } from '../db/schema';
import { notFound } from '../errors';
import { canReadSitePage } from '../policies/pages';
import { readerVisible } from './pageAccess';
import { presentPageSummary, type SummaryRow } from '../presenters/pages';
import { isSlug, ownerColumns, summaryColumns } from './pages';
import { withCardPictures } from './imageDerivatives';

/** GET /api/content/series/{slug}/stories: a series' published stories, in the order they were published. */
export async function seriesStories(deps: AppDeps, user: User | null, slug: string) {
  const { db } = deps.database;
  if (!isSlug(slug)) throw notFound('Series not found.');
  const [series] = await db
    .select({ id: pages.id, collection: pages.collection, ownerId: pages.ownerId, published: pages.published, trashedAt: pages.trashedAt })
    .from(pages)
    .where(and(eq(pages.collection, 'series'), eq(pages.slug, slug)))
    .limit(1);
  if (!series || !canReadSitePage(user, series)) throw notFound('Series not found.');
  const rows = (await db
    .select({ ...summaryColumns, ...ownerColumns })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.ownerId))
    .where(and(eq(pages.parentId, series.id), eq(pages.collection, 'stories'), readerVisible()))
    .orderBy(asc(pages.publishedAt), asc(pages.id))) as SummaryRow[];
  const data = await withCardPictures(
    deps,
    rows.map((row) => presentPageSummary(row, user)),
  );
  return { data, meta: { total: data.length } };
}
