import type { User } from '../db/schema';
import { canEditPage, type EditedState } from './pages';

/** What the comment rules read of the caller and a page: whether an invitation lets them comment (issue 35). */
export interface CommentGrant {
  /** Invited to the page (a memo, or a site page from its editor) as a Commenter. */
  commenter: boolean;
}

/**
 * Who sees and writes a page's comments: whoever may edit it, and its invitees with the Commenter permission (a
 * memo's, or a site page's: staff who read its draft as its editors have it, to comment) while it is not in the
 * trash. Readers (a memo's viewers, its share link, readers of the site) never see them.
 */
export function canCommentOnPage(user: User | null, page: EditedState & { trashedAt: Date | null }, grant: CommentGrant): boolean {
  if (!user) return false;
  if (canEditPage(user, page)) return true;
  return grant.commenter && page.trashedAt === null;
}

/** Only a comment's author edits or deletes it; a thread is resolved and reopened by anyone who may comment. */
export function canChangeComment(user: User, comment: { authorId: number | null }): boolean {
  return comment.authorId !== null && comment.authorId === user.id;
}
