import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { favourites, pages, users, type User } from '../db/schema';
import { conflict, notFound } from '../errors';
import { canFavouriteMemo } from '../policies/memos';
import { memoGrantFor, readableMemos } from './pageAccess';
import { presentFavourite, presentFavouriteSummary } from '../presenters/memos';
import { ownerColumns, parsePageId, summaryColumns, summaryWhere } from './pages';

/** POST favourite / DELETE unfavourite: on memos the user may read as owner or invitee; both are idempotent. */
export async function setFavourite(deps: AppDeps, user: User, idText: string, favourite: boolean) {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page || !canFavouriteMemo(user, page, await memoGrantFor(deps, user, page))) throw notFound('Memo not found.');
  const { db } = deps.database;
  if (favourite) {
    if (page.trashedAt) throw conflict('This memo is in the trash.', { current_version: page.version });
    await db.insert(favourites).values({ userId: user.id, pageId: page.id, createdAt: deps.clock() }).onConflictDoNothing();
  } else {
    await db.delete(favourites).where(and(eq(favourites.userId, user.id), eq(favourites.pageId, page.id)));
  }
  return presentFavourite(page.id, favourite);
}

/** GET api/publications/favourites: the user's favourites that they may still read and that are not in the trash. */
export async function listFavourites(deps: AppDeps, user: User) {
  const rows = await deps.database.db
    .select({ ...summaryColumns, ...ownerColumns, isFavourite: sql<boolean>`true`, favouritedAt: favourites.createdAt })
    .from(pages)
    .innerJoin(favourites, and(eq(favourites.pageId, pages.id), eq(favourites.userId, user.id)))
    .leftJoin(users, eq(users.id, pages.ownerId))
    .where(and(readableMemos(user), isNull(pages.trashedAt)))
    .orderBy(desc(favourites.createdAt), desc(pages.id));
  const data = rows.map((row) => presentFavouriteSummary(row, user));
  return { data, meta: { total: data.length } };
}
