import * as v from 'valibot';
import { MAX_INT32 } from './numbers';

/** Share permissions of spec 6; invitations are `viewer` or (issue 35) `commenter`, `owner` rows are never listed or removed. */
export const SHARE_PERMISSIONS = ['owner', 'viewer', 'commenter'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

/** What an invitation grants: reading the memo, or reading and commenting on it (issue 35). */
const invitedAs = v.picklist(['viewer', 'commenter'], 'Access is Viewer or Commenter.');

/** Spec 5.4: non-space text, then `@`, then a domain containing a dot. */
export function isValidEmail(text: string): boolean {
  // The domain's first character, then up to its first dot: the same addresses as /^[^\s@]+@[^\s@]+\.[^\s@]+$/ in linear time.
  return /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/.test(text.trim());
}

/** Spec 5.4 and 9.1: user search needs this many characters. */
export const USER_SEARCH_MIN_LENGTH = 2;

/** GET /api/ex/users/suggest: one person (spec 3.5). `emails` is comma-separated; our accounts have one. */
export interface UserSuggestion {
  emails: string;
  name: string;
  uid: string;
  image: string | null;
}

/** GET /api/page-invitations: one person with access; `id` of the resource is the invitation id. */
export interface SharedUserAttributes {
  email: string;
  user_name: string | null;
  profile_image: string | null;
  /** Null for an email invitation whose address has no account yet. */
  user_uid: string | null;
  permission: SharePermission;
}

/** GET and PUT /api/pages/{id}/share, and toggle_share_access: the page's general access and its share-link token. */
export interface PageShareAttributes {
  page_id: number;
  is_public: boolean;
  /** Set only while general access is anyone-with-link; switching back to restricted revokes it. */
  share_token: string | null;
}

const pageId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.toNumber())], 'page_id must be a page id.'),
  v.integer('page_id must be a page id.'),
  v.minValue(1, 'page_id must be a page id.'),
  v.maxValue(MAX_INT32, 'page_id must be a page id.'),
);

const pageIdText = v.pipe(
  v.string('page_id is required.'),
  v.regex(/^[1-9][0-9]{0,9}$/, 'page_id must be a page id.'),
  v.toNumber(),
  v.maxValue(MAX_INT32, 'page_id must be a page id.'),
);

export const suggestQuery = v.object({
  q: v.pipe(
    v.string('Type at least 2 characters to search.'),
    v.trim(),
    v.minLength(USER_SEARCH_MIN_LENGTH, 'Type at least 2 characters to search.'),
    v.maxLength(200, 'The search is too long.'),
  ),
});

export const sharedUsersQuery = v.object({ page_id: pageIdText }, 'page_id is required.');

export const removeInvitationQuery = v.object(
  { page_id: pageIdText, user_uid: v.optional(v.pipe(v.string(), v.maxLength(64))) },
  'page_id is required.',
);

export const permissionQuery = v.object({ page_id: v.optional(pageIdText) });

/** POST /api/page-invitations (spec 7.7); each identifier is a user's uid or an email address. */
export const inviteBody = v.object({
  page_invitation: v.object({
    page_id: pageId,
    message: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, 'The message is too long.')))),
  }),
  user_identifiers: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1, 'An identifier is empty.'), v.maxLength(320))),
    v.minLength(1, 'No users provided for invitation'),
    v.maxLength(50, 'At most 50 people at a time.'),
  ),
  // A memo's default is `viewer`; a site page's invitations are `commenter` only (issue 35).
  permission: v.optional(invitedAs),
});
export type InviteBody = v.InferInput<typeof inviteBody>;

/** PUT /api/page-invitations/{id}: an invitation reads (`viewer`) or reads and comments (`commenter`). */
export const permissionBody = v.object({ permission: invitedAs });

export const pageShareBody = v.object({ page: v.object({ is_public: v.boolean('is_public must be true or false.') }) });
export type PageShareBody = v.InferInput<typeof pageShareBody>;

export const toggleShareQuery = v.object(
  {
    public: v.pipe(
      v.picklist(['true', 'false'], 'public must be true or false.'),
      v.transform((text) => text === 'true'),
    ),
    /** With public=true: open again with the link the memo had before it was restricted (undoing that change). */
    restore: v.optional(
      v.pipe(
        v.picklist(['true', 'false'], 'restore must be true or false.'),
        v.transform((text) => text === 'true'),
      ),
      'false',
    ),
  },
  'public must be true or false.',
);
