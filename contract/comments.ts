import * as v from 'valibot';

/**
 * Comments on a page's text (issue 35). A thread is anchored in the document by a mark around its text, saved as
 * @lexical/mark's MarkNode (`{type: 'mark', ids: [thread ids], children: [texts]}`); the thread's `id` is the id in `ids`.
 */

/** The longest comment, in characters. */
export const MAX_COMMENT_LENGTH = 5000;
/** A thread id: made by the browser that anchors it, so the mark can be placed before the server answers. */
export const THREAD_ID = /^[A-Za-z0-9_-]{8,64}$/;

const BODY = `Write a comment of at most ${MAX_COMMENT_LENGTH} characters.`;
const commentText = v.pipe(v.string(BODY), v.trim(), v.minLength(1, BODY), v.maxLength(MAX_COMMENT_LENGTH, BODY));
const mentions = v.optional(
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(20, 'Mention at most 20 people in a comment.')),
  [],
);

const QUOTE = 'Select at most 1000 characters to comment on.';
const CONTEXT = 'The text around the selection is too long.';

/**
 * Text to anchor a thread to, for the server to mark (a Commenter's, who may not save the page): the selected words,
 * a line for each text block a selection across blocks runs through, and up to 100 characters of the first block's
 * text before them and the last's after them, which tell apart the same words elsewhere.
 */
export const commentAnchor = v.object({
  quote: v.pipe(v.string(QUOTE), v.minLength(1, QUOTE), v.maxLength(1000, QUOTE)),
  prefix: v.optional(v.pipe(v.string(CONTEXT), v.maxLength(100, CONTEXT)), ''),
  suffix: v.optional(v.pipe(v.string(CONTEXT), v.maxLength(100, CONTEXT)), ''),
});
export type CommentAnchor = v.InferOutput<typeof commentAnchor>;

/**
 * POST /api/pages/{id}/comments: a new thread on `quote` (the text it is anchored to), with its first comment. With
 * `anchor`, the server marks the text in the page (and `quote` is the anchor's); without it, the caller's editor did.
 */
export const newThreadBody = v.object({
  id: v.pipe(v.string('id must be a thread id.'), v.regex(THREAD_ID, 'id must be a thread id.')),
  quote: v.optional(v.pipe(v.string(), v.maxLength(1000, 'The quoted text is too long.')), ''),
  anchor: v.optional(commentAnchor),
  body: commentText,
  mention_uids: mentions,
});
export type NewThreadBody = v.InferOutput<typeof newThreadBody>;

/** POST .../replies and PUT .../replies/{comment}: a comment's text and the people it mentions. */
export const commentBody = v.object({ body: commentText, mention_uids: mentions });
export type CommentBody = v.InferOutput<typeof commentBody>;

/** GET /api/pages/{id}/comments/people?q=: whom a comment may mention. */
export const mentionQuery = v.object({ q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), '') });

export interface CommentPerson {
  uid: string;
  name: string;
}

export interface CommentResource {
  id: number;
  author: CommentPerson | null;
  body: string;
  mentions: CommentPerson[];
  created_at: string;
  /** When it was last edited; null: never. */
  edited_at: string | null;
  /** Whether the caller wrote it (only they edit or delete it). */
  mine: boolean;
}

export interface CommentThreadResource {
  id: string;
  quote: string;
  created_at: string;
  resolved: boolean;
  resolved_at: string | null;
  resolved_by: CommentPerson | null;
  comments: CommentResource[];
}

/** GET /api/pages/{id}/comments. */
export interface CommentThreadList {
  data: CommentThreadResource[];
  meta: { may_comment: true };
}

/**
 * GET /api/pages/{id}/comments/document (issue 35): a page as its editors have it (a published page's draft), with its
 * comment marks, for those who may comment on it: a site page's Commenters read it here, in the commenting view.
 */
export interface CommentingPage {
  page_id: number;
  title: string;
  precis: string;
  locale: import('./resources').Locale;
  collection: string;
  slug: string;
  published: boolean;
  updated_at: string;
  lexical_body: import('./document').SavedDocument;
  /** The caller may edit the page too: the view offers the editor. */
  may_edit: boolean;
}
