import type { Page, User } from '../db/schema';
import { canEditPage, canReadMemo, type MemoGrant, type MemoState } from './pages';

/** Favourites are kept on memos the caller reads as owner or invitee; a share link does not count. */
export function canFavouriteMemo(user: User | null, page: MemoState, grant: Pick<MemoGrant, 'invited'>): boolean {
  return page.collection === 'memo' && canReadMemo(user, page, { invited: grant.invited, viaLink: false });
}

/** The trash view of a memo is for whoever may edit it, and only while it is in the trash. */
export function canReadTrashedMemo(user: User | null, page: Pick<Page, 'collection' | 'ownerId' | 'published' | 'trashedAt'>): boolean {
  return page.collection === 'memo' && page.trashedAt !== null && canEditPage(user, page);
}

/** The owner stays on their memo: an invitation with the owner permission, or the owner's own, is never changed. */
export function canChangeInvitation(
  page: Pick<Page, 'ownerId'>,
  invitation: { permission: 'viewer' | 'commenter' | 'owner'; accountId: number | null },
): boolean {
  return invitation.permission !== 'owner' && (page.ownerId === null || invitation.accountId !== page.ownerId);
}

/** The same rule for a person named by uid: whoever is not the memo's owner may be removed from it. */
export function canRemovePerson(page: { ownerUid: string | null }, personUid: string): boolean {
  return personUid !== page.ownerUid;
}
