import { mayComment } from './comments';
import { and, asc, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MemoListQuery, PublicMemoCheck } from '../../contract/memo';
import type { Collection } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { documentForEditor, documentForReader } from './subpageBlocks';
import { movedTo, pageRenamedFrom } from './pageRedirects';
import { subpagesOf } from './subpages';
import type { Db } from '../db/database';
import { favourites, pages, users, type User } from '../db/schema';
import { notFound, unauthorized } from '../errors';
import { canCreatePage, canEditPage } from '../policies/pages';
import { canReadTrashedMemo } from '../policies/memos';
import { grantFor, outerPageId, readableMemos } from './pageAccess';
import { presentMemo, presentMemoListItem, presentTrashEntry, presentTrashedMemo, type FullMemoRow } from '../presenters/memos';
import { isSlug, ownerColumns, summaryColumns } from './pages';
import { SHARE_TOKEN_LENGTH } from './tokens';

function favouriteFlag(user: User | null) {
  if (!user) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${favourites} where ${favourites.pageId} = ${outerPageId} and ${favourites.userId} = ${user.id})`;
}

export function memoRows(db: Db, user: User | null) {
  return db
    .select({ ...summaryColumns, ...ownerColumns, isFavourite: favouriteFlag(user) })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.ownerId));
}

async function memoWhere(db: Db, user: User | null, condition: SQL): Promise<FullMemoRow | null> {
  const [row] = await db
    .select({ ...summaryColumns, ...ownerColumns, body: pages.body, isFavourite: favouriteFlag(user) })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.ownerId))
    .where(condition)
    .limit(1);
  return (row as FullMemoRow | undefined) ?? null;
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** `{slug}-{share_token}`: the token has a fixed length, so the split is unambiguous even though slugs contain hyphens. */
export function splitShareLink(text: string): { slug: string; token: string } | null {
  const cut = text.length - SHARE_TOKEN_LENGTH - 1;
  if (cut < 1 || text[cut] !== '-') return null;
  const slug = text.slice(0, cut);
  const token = text.slice(cut + 1);
  return isSlug(slug) && /^[A-Za-z0-9_-]+$/.test(token) ? { slug, token } : null;
}

const memoWithSlug = (slug: string) => and(eq(pages.slug, slug), eq(pages.collection, 'memo'))!;

/** A memo by its slug, or by `{slug}-{share_token}`, which counts as coming with the share link only when the token matches. */
async function findMemo(deps: AppDeps, user: User | null, text: string) {
  const { db } = deps.database;
  const exact = isSlug(text) ? await memoWhere(db, user, memoWithSlug(text)) : null;
  if (exact) return { row: exact, viaLink: false };
  const link = splitShareLink(text);
  const row = link ? await memoWhere(db, user, memoWithSlug(link.slug)) : null;
  if (!link || !row?.shareToken || !sameText(row.shareToken, link.token)) return null;
  return { row, viaLink: true };
}

/**
 * A memo asked for by a slug it had before (alone, or with its share token): a 301 to its current address for those
 * who may read it that way; nothing for anyone else, so an old address reveals no new one.
 */
async function redirectRenamedMemo(deps: AppDeps, user: User | null, text: string): Promise<void> {
  const plain = isSlug(text) ? await pageRenamedFrom(deps, text, 'memo') : null;
  if (plain && (await grantFor(deps, user, plain)).read) throw movedTo(`/api/memo/${plain.slug}`);
  const link = splitShareLink(text);
  const moved = link ? await pageRenamedFrom(deps, link.slug, 'memo') : null;
  if (!link || !moved?.shareToken || !sameText(moved.shareToken, link.token)) return;
  if ((await grantFor(deps, user, moved, true)).read) throw movedTo(`/api/memo/${moved.slug}-${link.token}`);
}

const refusal = (user: User | null) => (user ? notFound('Memo not found.') : unauthorized('Please sign in to read this memo.'));

/** GET api/memo/{slug}: the memo outside edit mode, for its owner, its invitees, and share-link holders. */
export async function readMemo(deps: AppDeps, user: User | null, text: string) {
  const found = await findMemo(deps, user, text);
  if (!found) {
    await redirectRenamedMemo(deps, user, text);
    throw refusal(user);
  }
  const grant = await grantFor(deps, user, found.row, found.viaLink);
  if (!grant.read) throw refusal(user);
  // A memo's Commenters (issue 35) get the comment marks their threads are anchored to; its other readers do not.
  const canComment = user !== null && (await mayComment(deps.database.db, found.row, user));
  const body = await (grant.edit
    ? documentForEditor(deps, user!, found.row.body)
    : documentForReader(deps, user, found.row.body, { keepCommentMarks: canComment }));
  return presentMemo({ ...found.row, body }, user, grant, await subpagesOf(deps, user, found.row.id), canComment);
}

/** GET api/memo/check-public-memo/{slug}: whether the caller may read the memo, without its content. */
export async function checkMemoAccess(deps: AppDeps, user: User | null, text: string) {
  const found = await findMemo(deps, user, text);
  const readable = found ? (await grantFor(deps, user, found.row, found.viaLink)).read : false;
  if (readable) return { status: 200 as const, body: { access: true } satisfies PublicMemoCheck };
  return { status: user ? (404 as const) : (401 as const), body: { access: false, error: refusal(user).message } };
}

/** GET api/memo/trash/{slug}: a trashed memo for whoever may edit it, with all its subpages, trashed ones too. */
export async function readTrashedMemo(deps: AppDeps, user: User, slug: string) {
  const row = isSlug(slug) ? await memoWhere(deps.database.db, user, memoWithSlug(slug)) : null;
  if (!row || !canReadTrashedMemo(user, row)) throw notFound('Memo not found in the trash.');
  const body = await documentForEditor(deps, user, row.body);
  return presentTrashedMemo({ ...row, body }, user, await subpagesOf(deps, user, row.id, { includeTrashed: true }), deps.clock());
}

export function searchPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The memo list: memos the user may read, not in the trash, searched in title, precis and text, sorted by spec 3.6. */
export async function listMemos(deps: AppDeps, user: User, query: MemoListQuery) {
  const { db } = deps.database;
  const pattern = query.q ? searchPattern(query.q) : null;
  const scope = query.scope ?? 'all';
  const where = and(
    readableMemos(user),
    isNull(pages.trashedAt),
    scope === 'mine' ? eq(pages.ownerId, user.id) : scope === 'shared' ? ne(pages.ownerId, user.id) : undefined,
    query.owner ? eq(users.uid, query.owner) : undefined,
    pattern ? or(ilike(pages.title, pattern), ilike(pages.precis, pattern), ilike(pages.plainText, pattern)) : undefined,
  );
  const sort = query.sort ?? 'relevance';
  const order =
    sort === 'oldest'
      ? [asc(pages.updatedAt), asc(pages.id)]
      : [...(sort === 'relevance' && pattern ? [sql`(${pages.title} ilike ${pattern}) desc`] : []), desc(pages.updatedAt), desc(pages.id)];
  const rows = await memoRows(db, user)
    .where(where)
    .orderBy(...order)
    .limit(query.limit ?? 100);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.ownerId))
    .where(where);
  return { data: rows.map((row) => presentMemoListItem(row, user)), meta: { total } };
}

/** GET api/page_collections/{collection}/trashes: pages the user trashed and may edit, with when each will be purged. */
export async function listTrash(deps: AppDeps, user: User, collection: Collection) {
  // Staff readers may edit no page, so nothing in the trash is theirs to see.
  if (!canCreatePage(user)) return { data: [], meta: { total: 0 } };
  const now = deps.clock();
  const rows = await memoRows(deps.database.db, user)
    .where(
      and(
        eq(pages.collection, collection),
        isNotNull(pages.trashedAt),
        eq(pages.trashRootId, pages.id),
        // Mirrors canEditPage for memos, which the filter below applies to every row.
        collection === 'memo' ? eq(pages.ownerId, user.id) : undefined,
      ),
    )
    .orderBy(desc(pages.trashedAt), desc(pages.id));
  const data = rows.filter((row) => canEditPage(user, row)).map((row) => presentTrashEntry(row, user, now));
  return { data, meta: { total: data.length } };
}
