import type { Page, User } from '../db/schema';

/** Editors edit site pages; a memo is edited only by its owner. */
export function canEdit(user: User | null, page: Pick<Page, 'collection' | 'ownerId'>): boolean {
  if (!user || user.role !== 'editor') return false;
  if (page.collection === 'memo') return page.ownerId === user.id;
  return true;
}

/** Readers see published pages that are not in the trash; those who may edit also see drafts. */
export function canReadSitePage(user: User | null, page: Pick<Page, 'collection' | 'ownerId' | 'published' | 'trashedAt'>) {
  if (canEdit(user, page)) return true;
  return page.published && !page.trashedAt && page.collection !== 'memo';
}

export interface MemoGrant {
  invited: boolean;
  viaLink: boolean;
}

/**
 * A memo is read by those who may edit it (its owner) in any state; by its invitees in any state but the trash (a draft
 * shared for review is the common case); through its share link, when general access is anyone-with-link, once
 * published and while not in the trash.
 */
export function canReadMemo(
  user: User | null,
  page: Pick<Page, 'collection' | 'ownerId' | 'published' | 'trashedAt' | 'isPublic'>,
  grant: MemoGrant,
): boolean {
  if (canEdit(user, page)) return true;
  if (page.trashedAt) return false;
  return (grant.invited && user !== null) || (grant.viaLink && page.isPublic && page.published);
}
