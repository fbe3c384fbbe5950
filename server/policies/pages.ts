import type { MemoAccess } from '../../contract/memo';
import { roleMay } from '../../contract/roles';
import type { Page, User } from '../db/schema';

/** What the rules read of a page. */
export type PageState = Pick<Page, 'collection' | 'ownerId' | 'published' | 'trashedAt'>;
export type MemoState = PageState & Pick<Page, 'isPublic'>;

/** Who changes a tree of pages: a signed-in user, or the server itself (the trash purge). */
export type Actor = User | 'server';

/** Editors (and administrators) make and change any page; staff members read (contract/roles.ts). */
export function isEditor(user: User | null): boolean {
  return roleMay(user?.role, 'editAnyPage');
}

/** What the editing rules read of a page: whose it is and whether readers see it. */
export type EditedState = Pick<Page, 'collection' | 'ownerId' | 'published'>;

const owns = (user: User, page: Pick<Page, 'ownerId'>) => page.ownerId !== null && page.ownerId === user.id;

/**
 * Who edits a page (contract/roles.ts): a memo only its owner, of a role that may create pages; a site page every
 * editor, an author their own, a contributor their own while it is a draft (as in Ghost: once published it is the
 * editors'). Staff readers edit nothing.
 */
export function canEditPage(user: User | null, page: EditedState): boolean {
  if (!user || !roleMay(user.role, 'createPages')) return false;
  if (page.collection === 'memo') return owns(user, page);
  if (roleMay(user.role, 'editAnyPage')) return true;
  return owns(user, page) && (roleMay(user.role, 'publishOwnPages') || !page.published);
}

/**
 * Who publishes, schedules and unpublishes a page: whoever may edit it, when they may publish it: editors any site
 * page, authors their own, contributors none (they submit drafts for review). A memo is its owner's to open to its link.
 */
export function canPublishPage(user: User | null, page: EditedState): boolean {
  if (!user || !canEditPage(user, page)) return false;
  if (page.collection === 'memo') return true;
  return roleMay(user.role, 'publishAnyPage') || (roleMay(user.role, 'publishOwnPages') && owns(user, page));
}

/** A change to a tree of pages reaches the pages the actor may edit; the server's own changes reach every page. */
export function canChangePage(actor: Actor, page: EditedState): boolean {
  return actor === 'server' || canEditPage(actor, page);
}

/** Editors, authors and contributors create pages; whoever creates a page owns it. */
export function canCreatePage(user: User | null): boolean {
  return roleMay(user?.role, 'createPages');
}

/** Readers see published pages that are not in the trash; those who may edit also see drafts. Never a memo. */
export function canReadSitePage(user: User | null, page: PageState): boolean {
  if (canEditPage(user, page)) return true;
  return page.published && !page.trashedAt && page.collection !== 'memo';
}

/** What the database knows of the caller and a memo: whether they are invited, whether they came with its share link. */
export interface MemoGrant {
  invited: boolean;
  viaLink: boolean;
}

/**
 * A memo is read by those who may edit it (its owner) in any state; by its invitees in any state but the trash (a draft
 * shared for review is the common case); through its share link, when general access is anyone-with-link, once
 * published and while not in the trash.
 */
export function canReadMemo(user: User | null, page: MemoState, grant: MemoGrant): boolean {
  if (canEditPage(user, page)) return true;
  if (page.trashedAt) return false;
  return (grant.invited && user !== null) || (grant.viaLink && page.isPublic && page.published);
}

/** What the caller may do with a page, and for a memo the way they read it (owner first, then invitee, then link). */
export interface PageGrant {
  read: boolean;
  edit: boolean;
  access: MemoAccess | null;
}

/** The caller's grant on any page: the reader rules for site pages, the memo rules for memos. */
export function pageGrantOf(user: User | null, page: MemoState, grant: MemoGrant): PageGrant {
  const edit = canEditPage(user, page);
  if (page.collection !== 'memo') return { read: canReadSitePage(user, page), edit, access: null };
  if (edit) return { read: true, edit, access: 'owner' };
  if (canReadMemo(user, page, { invited: grant.invited, viaLink: false })) return { read: true, edit, access: 'invitee' };
  if (canReadMemo(user, page, { invited: false, viaLink: grant.viaLink })) return { read: true, edit, access: 'link' };
  return { read: false, edit, access: null };
}
