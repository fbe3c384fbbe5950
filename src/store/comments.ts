/*
 * A page's comment threads (issue 35), for the editor's comments panel: a staff store, used only by its lazy chunk.
 */
export type { CommentPerson, CommentResource, CommentThreadResource } from '../../contract/comments';
import { readCommentingPage } from '../api/comments';
import { useRemote } from '../routes/useRemote';

/** A page as its editors have it, with its comment marks, for a site page's Commenter (the commenting view). */
export function useCommentingPage(pageId: number) {
  return useRemote(`commenting:${pageId}`, (signal) => readCommentingPage(pageId, { signal }));
}

export { readCommentingPage };
export { createThread, deleteComment, editComment, listThreads, mentionable, replyTo, setResolved } from '../api/comments';
