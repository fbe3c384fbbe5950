import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pageRedirects, pages, type Page } from '../db/schema';
import { MovedPermanently } from '../errors';

/**
 * The page that had `slug` before, or null. Each old slug points at the page, not at the next slug, so a page renamed
 * several times answers every old address with one 301 to its current one. Callers answer the 301 only to those who
 * may read the page, so an old address never reveals a new one to anyone else.
 */
export async function pageRenamedFrom(deps: AppDeps, slug: string, collection?: string): Promise<Page | null> {
  const [row] = await deps.database.db
    .select({ page: pages })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .where(and(eq(pageRedirects.oldSlug, slug), collection ? eq(pages.collection, collection) : undefined))
    .limit(1);
  return row?.page ?? null;
}

export function movedTo(location: string): MovedPermanently {
  return new MovedPermanently(location);
}

/** Inside the transaction that renames a page: its old slug points at it from now on, and its new one at nothing else. */
export async function recordRename(tx: Db, pageId: number, oldSlug: string, newSlug: string, now: Date): Promise<void> {
  await tx.delete(pageRedirects).where(eq(pageRedirects.oldSlug, newSlug));
  await tx
    .insert(pageRedirects)
    .values({ oldSlug, pageId, createdAt: now })
    .onConflictDoUpdate({ target: pageRedirects.oldSlug, set: { pageId, createdAt: now } });
}
