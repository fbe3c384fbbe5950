import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CommentBody, CommentPerson, CommentThreadResource, NewThreadBody } from '../../contract/comments';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { comments, commentThreads, type CommentThread } from '../db/commentsSchema';
import { pageInvitations, pages, users, type User } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { canCommentOnPage, canChangeComment } from '../policies/comments';
import type { SummaryRow } from '../presenters/pages';
import { grantFor } from './pageAccess';
import { parsePageId, summaryWhere } from './pages';

/** The people of one invitation query: by account, or by address while the invitation has no account linked. */
const invitedAsCommenter = (pageId: number, person: Pick<User, 'id' | 'email'>) =>
  and(
    eq(pageInvitations.pageId, pageId),
    eq(pageInvitations.permission, 'commenter'),
    or(
      eq(pageInvitations.userId, person.id),
      and(isNull(pageInvitations.userId), sql`lower(${pageInvitations.email}) = lower(${person.email})`),
    ),
  );

type CommentedPage = Pick<SummaryRow, 'id' | 'collection' | 'ownerId' | 'published' | 'trashedAt'>;

async function isCommenter(db: Db, page: CommentedPage, person: Pick<User, 'id' | 'email'>): Promise<boolean> {
  const [row] = await db.select({ id: pageInvitations.id }).from(pageInvitations).where(invitedAsCommenter(page.id, person)).limit(1);
  return Boolean(row);
}

/** Whether this person sees and writes the page's comments (policies/comments.ts). */
export async function mayComment(db: Db, page: CommentedPage, person: User): Promise<boolean> {
  return canCommentOnPage(person, page, { commenter: await isCommenter(db, page, person) });
}

/**
 * The page whose comments the caller asks for: 404 for those who may not read it (its existence stays hidden), 403
 * for its readers who may not comment.
 */
export async function pageForComments(deps: AppDeps, user: User, idText: string): Promise<SummaryRow> {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  if (await mayComment(deps.database.db, page, user)) return page;
  if (!(await grantFor(deps, user, page)).read) throw notFound('Page not found.');
  throw forbidden('You may not comment on this page.');
}

/** A page in the trash keeps its comments, read only: restoring it lets people comment again. */
export function refuseInTrash(page: SummaryRow) {
  if (page.trashedAt) throw conflict('This page is in the trash. Restore it before commenting.');
}

/** The thread `uid` of the page, or 404. */
export async function threadOf(db: Db, page: SummaryRow, uid: string): Promise<CommentThread> {
  const [thread] = await db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.uid, uid), eq(commentThreads.pageId, page.id)))
    .limit(1);
  if (!thread) throw notFound('Comment thread not found.');
  return thread;
}

/** A live (not deleted) comment of the thread that the caller wrote, or 404 / 403. */
export async function ownComment(db: Db, thread: CommentThread, idText: string, user: User) {
  const id = parsePageId(idText);
  const [comment] = id
    ? await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, id), eq(comments.threadId, thread.id), isNull(comments.deletedAt)))
        .limit(1)
    : [];
  if (!comment) throw notFound('Comment not found.');
  if (!canChangeComment(user, comment)) throw forbidden('You can only change your own comments.');
  return comment;
}

/**
 * The people a comment mentions, by uid: each must be active and allowed to see the page's comments. Anyone else is
 * refused as a whole, naming only the uids given back (nothing of the page reaches them: they are told nothing).
 */
export async function mentionedPeople(db: Db, page: SummaryRow, body: Pick<CommentBody, 'mention_uids'>): Promise<User[]> {
  const uids = [...new Set(body.mention_uids)];
  if (!uids.length) return [];
  const found = await db
    .select()
    .from(users)
    .where(and(inArray(users.uid, uids), isNull(users.deactivatedAt)));
  const allowed: User[] = [];
  for (const person of found) if (await mayComment(db, page, person)) allowed.push(person);
  const refused = uids.filter((uid) => !allowed.some((person) => person.uid === uid));
  if (refused.length) {
    throw badRequest('You can only mention people who may comment on this page.', { fields: { mention_uids: refused } });
  }
  return allowed;
}

/** GET /api/pages/{id}/comments/people?q=: whom the caller may mention on the page, by name or address. */
export async function mentionablePeople(deps: AppDeps, user: User, idText: string, q: string) {
  const page = await pageForComments(deps, user, idText);
  const { db } = deps.database;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const candidates = await db
    .select()
    .from(users)
    .where(and(isNull(users.deactivatedAt), q ? or(sql`${users.name} ilike ${like}`, sql`${users.email} ilike ${like}`) : undefined))
    .orderBy(asc(users.name))
    .limit(100);
  const data: CommentPerson[] = [];
  for (const person of candidates) {
    if (data.length >= 8) break;
    if (person.id !== user.id && (await mayComment(db, page, person))) data.push({ uid: person.uid, name: person.name });
  }
  return { data };
}

/** The page's threads with their live comments, oldest first; a thread whose comments are all deleted is gone. */
export async function threadsOf(db: Db, pageId: number, user: User, onlyUid?: string): Promise<CommentThreadResource[]> {
  const threads = await db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.pageId, pageId), onlyUid === undefined ? undefined : eq(commentThreads.uid, onlyUid)))
    .orderBy(asc(commentThreads.id));
  if (!threads.length) return [];
  const rows = await db
    .select()
    .from(comments)
    .where(
      and(
        inArray(
          comments.threadId,
          threads.map((thread) => thread.id),
        ),
        isNull(comments.deletedAt),
      ),
    )
    .orderBy(asc(comments.id));
  const personIds = new Set<number>();
  for (const row of rows) {
    if (row.authorId !== null) personIds.add(row.authorId);
    for (const id of row.mentionIds) personIds.add(id);
  }
  for (const thread of threads) if (thread.resolvedBy !== null) personIds.add(thread.resolvedBy);
  const people = new Map(
    personIds.size
      ? (
          await db
            .select({ id: users.id, uid: users.uid, name: users.name })
            .from(users)
            .where(inArray(users.id, [...personIds]))
        ).map((person) => [person.id, { uid: person.uid, name: person.name }])
      : [],
  );
  const personOf = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return threads
    .map((thread) => ({
      id: thread.uid,
      quote: thread.quote,
      created_at: thread.createdAt.toISOString(),
      resolved: thread.resolvedAt !== null,
      resolved_at: thread.resolvedAt?.toISOString() ?? null,
      resolved_by: personOf(thread.resolvedBy),
      comments: rows
        .filter((row) => row.threadId === thread.id)
        .map((row) => ({
          id: row.id,
          author: personOf(row.authorId),
          body: row.body,
          mentions: row.mentionIds.map(personOf).filter((person): person is CommentPerson => person !== null),
          created_at: row.createdAt.toISOString(),
          edited_at: row.editedAt?.toISOString() ?? null,
          mine: row.authorId === user.id,
        })),
    }))
    .filter((thread) => thread.comments.length > 0);
}

/** GET /api/pages/{id}/comments. */
export async function listThreads(deps: AppDeps, user: User, idText: string) {
  const page = await pageForComments(deps, user, idText);
  return { data: await threadsOf(deps.database.db, page.id, user), meta: { may_comment: true as const } };
}

export type { NewThreadBody };
