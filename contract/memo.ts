import * as v from 'valibot';
import type { SavedDocument } from './document';
import type { PageSummary } from './resources';
import { MAX_INT32 } from './numbers';

/** Days a page stays in the trash before the purge deletes it with its subpages (spec 9.1). */
export const TRASH_RETENTION_DAYS = 30;

/** Sort options of spec 3.6, used by the memo list. */
export const MEMO_SORTS = ['relevance', 'oldest', 'newest'] as const;
export type MemoSort = (typeof MEMO_SORTS)[number];

/** How the caller may read a memo: as its owner, as an invitee, or through an anyone-with-link share link. */
export type MemoAccess = 'owner' | 'invitee' | 'link';

/** A memo in a list: the page summary plus the caller's favourite flag and the memo's general access. */
export interface MemoSummary extends PageSummary {
  is_favourite: boolean;
  /** True when general access is "anyone with the link". */
  is_public_access: boolean;
  /** The same as `is_public_access`; the spec's memo attributes carry both names. */
  public: boolean;
}

/** A subpage as the subpage lookup of spec 3.3 describes it. */
export type SubpageItem = import('./subpages').SubpageAttributes;

/** One memo (GET /api/memo/{slug}, GET /api/memo/trash/{slug}). */
export interface MemoAttributes extends MemoSummary {
  lexical_body: SavedDocument;
  /** Set only for those who may edit the memo, and only once a share link exists. */
  share_token: string | null;
  access: MemoAccess;
  /** Whether the caller sees and writes the memo's comments (issue 35): those who may edit it and its Commenters. */
  can_comment: boolean;
  /** Direct subpages the caller may read; trashed ones only on the trashed-memo call. */
  subpages: SubpageItem[];
}

/** When a trashed page will be deleted; `days_left` counts whole days, rounded up, never below 0. */
export interface TrashTiming {
  purge_at: string;
  days_left: number;
}

export type TrashedMemoSummary = PageSummary & TrashTiming;
export type TrashedMemoAttributes = MemoAttributes & TrashTiming;

/** GET /api/memo/check-public-memo/{slug}: 200 with `access: true`, or 401/404 with `access: false`. */
export interface PublicMemoCheck {
  access: boolean;
}

export interface FavouriteAttributes {
  page_id: number;
  is_favourite: boolean;
}

export type FavouriteSummary = MemoSummary & { favourited_at: string };

export const MEMO_SCOPES = ['all', 'mine', 'shared'] as const;
export type MemoScope = (typeof MEMO_SCOPES)[number];

/** Query of GET /api/page_collections/memo/pages. */
export const memoListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'The search is too long.'))),
  sort: v.optional(v.picklist(MEMO_SORTS, 'Sort by relevance, oldest or newest.')),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,3}$/), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100))),
  /** `mine`: memos the caller owns; `shared`: memos others shared with the caller ("Shared with me"); all when left out. */
  scope: v.optional(v.picklist(MEMO_SCOPES, 'Show all, mine or shared memos.')),
  /** Only memos of this owner (a user's uid). */
  owner: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'The owner is a user id.'))),
});
export type MemoListQuery = v.InferOutput<typeof memoListQuery>;

/**
 * The version a lifecycle call (publish, unpublish, move to trash, restore, destroy) was made on may travel as
 * `?version=`; the spec fixes their bodies (publish's is empty), so it cannot go in the body. When given it must be
 * current (409 otherwise); the spec's calls without it act on the page as it is. Our browser always sends it.
 */
export const lifecycleQuery = v.object({
  version: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,9}$/, 'The version must be a whole number.'),
      v.toNumber(),
      v.maxValue(MAX_INT32, 'The version must be a whole number.'),
    ),
  ),
});
export type LifecycleQuery = v.InferOutput<typeof lifecycleQuery>;
