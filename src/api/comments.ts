import type { CommentingPage, CommentPerson, CommentThreadResource, NewThreadBody } from '../../contract/comments';
import { api } from './client';

type ThreadAnswer = { data: CommentThreadResource };
const base = (pageId: number) => `pages/${pageId}/comments`;

/** GET /api/pages/{id}/comments: the page's threads (issue 35), for those who may comment on it. */
export async function listThreads(pageId: number, { signal }: { signal?: AbortSignal } = {}): Promise<CommentThreadResource[]> {
  return (await api.get(base(pageId), { signal }).json<{ data: CommentThreadResource[] }>()).data;
}

/** POST /api/pages/{id}/comments: a thread anchored to `quote` by the browser's editor, or to `anchor` by the server. */
export async function createThread(pageId: number, thread: NewThreadBody) {
  return (await api.post(base(pageId), { json: thread }).json<ThreadAnswer>()).data;
}

export async function replyTo(pageId: number, threadId: string, comment: { body: string; mention_uids: string[] }) {
  return (await api.post(`${base(pageId)}/${threadId}/replies`, { json: comment }).json<ThreadAnswer>()).data;
}

export async function editComment(pageId: number, threadId: string, commentId: number, comment: { body: string; mention_uids: string[] }) {
  return (await api.put(`${base(pageId)}/${threadId}/replies/${commentId}`, { json: comment }).json<ThreadAnswer>()).data;
}

export async function deleteComment(pageId: number, threadId: string, commentId: number): Promise<void> {
  await api.delete(`${base(pageId)}/${threadId}/replies/${commentId}`);
}

export async function setResolved(pageId: number, threadId: string, resolved: boolean) {
  return (await api.post(`${base(pageId)}/${threadId}/${resolved ? 'resolve' : 'reopen'}`).json<ThreadAnswer>()).data;
}

/** GET /api/pages/{id}/comments/document: the page as its editors have it, for a Commenter's reading view. */
export async function readCommentingPage(pageId: number, { signal }: { signal?: AbortSignal } = {}): Promise<CommentingPage> {
  return (await api.get(`${base(pageId)}/document`, { signal }).json<{ data: CommentingPage }>()).data;
}

/** GET /api/pages/{id}/comments/people?q=: whom a comment may mention. */
export async function mentionable(pageId: number, q: string): Promise<CommentPerson[]> {
  return (await api.get(`${base(pageId)}/people`, { searchParams: { q } }).json<{ data: CommentPerson[] }>()).data;
}
