import {
  TRASH_RETENTION_DAYS,
  type FavouriteAttributes,
  type FavouriteSummary,
  type MemoAttributes,
  type MemoSummary,
  type SubpageItem,
  type TrashTiming,
} from '../../contract/memo';
import type { Page, User } from '../db/schema';
import type { PageGrant } from '../policies/pages';
import { presentSummary, type SummaryRow } from './pages';

const DAY = 86_400_000;

/** A memo's summary row with whether the caller keeps it as a favourite. */
export type MemoRow = SummaryRow & { isFavourite: boolean };
export type FullMemoRow = MemoRow & Pick<Page, 'body'>;

export function presentMemoSummary(row: MemoRow, user: User | null): MemoSummary {
  return { ...presentSummary(row, user), is_favourite: row.isFavourite, is_public_access: row.isPublic, public: row.isPublic };
}

/** A memo in the memo list. */
export function presentMemoListItem(row: MemoRow, user: User) {
  return { id: String(row.id), type: 'memo' as const, attributes: presentMemoSummary(row, user) };
}

export function trashTimingOf(trashedAt: Date, now: Date): TrashTiming {
  const purgeAt = trashedAt.getTime() + TRASH_RETENTION_DAYS * DAY;
  return { purge_at: new Date(purgeAt).toISOString(), days_left: Math.max(0, Math.ceil((purgeAt - now.getTime()) / DAY)) };
}

/** The share token only for those who may edit the memo, while it is anyone-with-link; `access` says how the caller reads it. */
export function presentMemo(row: FullMemoRow, user: User | null, grant: PageGrant, subpages: SubpageItem[], canComment = false) {
  const attributes: MemoAttributes = {
    ...presentMemoSummary(row, user),
    lexical_body: row.body,
    share_token: grant.edit && row.isPublic ? row.shareToken : null,
    access: grant.access!,
    can_comment: canComment,
    subpages,
  };
  return { id: String(row.id), type: 'memo' as const, attributes };
}

/** A trashed memo for its owner, with when it will be purged. */
export function presentTrashedMemo(row: FullMemoRow, user: User, subpages: SubpageItem[], now: Date) {
  const memo = presentMemo(row, user, { read: true, edit: true, access: 'owner' }, subpages);
  return { ...memo, attributes: { ...memo.attributes, ...trashTimingOf(row.trashedAt!, now) } };
}

/** A page in the trash list, with when it will be purged. */
export function presentTrashEntry(row: MemoRow, user: User, now: Date) {
  return { id: String(row.id), type: 'page' as const, attributes: { ...presentSummary(row, user), ...trashTimingOf(row.trashedAt!, now) } };
}

export function presentFavourite(pageId: number, favourite: boolean) {
  const attributes: FavouriteAttributes = { page_id: pageId, is_favourite: favourite };
  return { id: String(pageId), type: 'favourite' as const, attributes };
}

export function presentFavouriteSummary(row: MemoRow & { favouritedAt: Date }, user: User) {
  const attributes: FavouriteSummary = { ...presentMemoSummary(row, user), favourited_at: row.favouritedAt.toISOString() };
  return { id: String(row.id), type: 'memo' as const, attributes };
}
