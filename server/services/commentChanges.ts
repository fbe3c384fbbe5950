import { and, eq, isNull } from 'drizzle-orm';
import type { CommentBody, NewThreadBody } from '../../contract/comments';
import type { AuditAction } from '../../contract/audit';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { commentEdits, comments, commentThreads, type CommentThread } from '../db/commentsSchema';
import { users, type User } from '../db/schema';
import { conflict } from '../errors';
import { enqueueMail } from '../mail/mailQueue';
import type { SummaryRow } from '../presenters/pages';
import { recordAudit } from './auditLog';
import { placeAnchor } from './commentAnchoring';
import { commentMail } from './commentMail';
import { mayComment, mentionedPeople, ownComment, pageForComments, refuseInTrash, threadOf, threadsOf } from './comments';
import { activePeople, notify } from './notifications';

/** The start of a comment, as a notification's note. */
const noteOf = (body: string) => (body.length > 280 ? `${body.slice(0, 279)}…` : body);

interface Told {
  mentioned: User[];
  /** Those in the thread who are told of a reply (not mentioned in it). */
  replied: number[];
}

/**
 * In the change's transaction: a notification and an e-mail to each person mentioned, and to each other person in the
 * thread (who wrote in it or was mentioned there) when it is a reply; never to the author, only to those who may still
 * see the comments.
 */
async function tell(deps: AppDeps, tx: Db, page: SummaryRow, actor: User, thread: CommentThread, body: string, told: Told) {
  const now = deps.clock();
  const note = noteOf(body);
  const base = { pageId: page.id, actorId: actor.id, note };
  const mentionIds = told.mentioned.map((person) => person.id);
  const repliedIds = told.replied.filter((id) => !mentionIds.includes(id));
  const replied: User[] = [];
  for (const person of await activePeople(tx, repliedIds)) {
    const [full] = await tx.select().from(users).where(eq(users.id, person.id));
    if (full && (await mayComment(tx, page, full))) replied.push(full);
  }
  const groups: Array<[User[], 'comment_mention' | 'comment_reply']> = [
    [told.mentioned, 'comment_mention'],
    [replied, 'comment_reply'],
  ];
  for (const [people, kind] of groups) {
    const to = await notify(
      tx,
      people.map((person) => person.id),
      { kind, ...base, commentUid: thread.uid },
      now,
    );
    for (const person of people.filter((each) => to.includes(each.id))) {
      await enqueueMail(
        deps,
        tx,
        commentMail(deps, actor, page, person, { threadUid: thread.uid, body, mention: kind === 'comment_mention' }),
        now,
      );
    }
  }
}

async function audit(tx: Db, deps: AppDeps, action: AuditAction, actor: User, page: SummaryRow, thread: CommentThread) {
  await recordAudit(tx, deps, { action, actor, page, changes: { thread: { from: null, to: thread.uid } } });
}

async function answerThread(deps: AppDeps, page: SummaryRow, user: User, uid: string) {
  const [thread] = await threadsOf(deps.database.db, page.id, user, uid);
  return { data: thread ?? null };
}

const THREAD_EXISTS = 'A comment thread with this id exists already.';

/** Thread ids are unique across pages. */
async function threadExists(db: Db, uid: string) {
  const [row] = await db.select({ id: commentThreads.id }).from(commentThreads).where(eq(commentThreads.uid, uid)).limit(1);
  return Boolean(row);
}

/**
 * POST /api/pages/{id}/comments: a thread anchored to `quote` with its first comment; with `anchor`, the server first
 * marks that text in the page and saves it as the caller (commentAnchoring.ts).
 */
export async function createThread(deps: AppDeps, user: User, idText: string, body: NewThreadBody) {
  const page = await pageForComments(deps, user, idText);
  refuseInTrash(page);
  const mentioned = await mentionedPeople(deps.database.db, page, body);
  if (body.anchor) {
    // The mark goes into the page only for a thread that can then be made.
    if (await threadExists(deps.database.db, body.id)) throw conflict(THREAD_EXISTS);
    await placeAnchor(deps, user, page.id, body.anchor, body.id);
  }
  const quote = body.anchor?.quote ?? body.quote;
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(commentThreads)
      .values({ uid: body.id, pageId: page.id, quote, createdBy: user.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!thread) throw conflict(THREAD_EXISTS);
    await tx
      .insert(comments)
      .values({ threadId: thread.id, authorId: user.id, body: body.body, mentionIds: mentioned.map((p) => p.id), createdAt: now });
    await tell(deps, tx, page, user, thread, body.body, { mentioned, replied: [] });
    await audit(tx, deps, 'comment.create', user, page, thread);
  });
  deps.wakeJobs?.();
  return answerThread(deps, page, user, body.id);
}

/** POST /api/pages/{id}/comments/{thread}/replies. */
export async function reply(deps: AppDeps, user: User, idText: string, threadUid: string, body: CommentBody) {
  const page = await pageForComments(deps, user, idText);
  refuseInTrash(page);
  const { db } = deps.database;
  const thread = await threadOf(db, page, threadUid);
  const mentioned = await mentionedPeople(db, page, body);
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const earlier = await tx
      .select({ authorId: comments.authorId, mentionIds: comments.mentionIds })
      .from(comments)
      .where(and(eq(comments.threadId, thread.id), isNull(comments.deletedAt)));
    const inThread = new Set<number>();
    for (const row of earlier) {
      if (row.authorId !== null) inThread.add(row.authorId);
      for (const id of row.mentionIds) inThread.add(id);
    }
    await tx
      .insert(comments)
      .values({ threadId: thread.id, authorId: user.id, body: body.body, mentionIds: mentioned.map((p) => p.id), createdAt: now });
    await tell(deps, tx, page, user, thread, body.body, { mentioned, replied: [...inThread] });
    await audit(tx, deps, 'comment.reply', user, page, thread);
  });
  deps.wakeJobs?.();
  return answerThread(deps, page, user, thread.uid);
}

/** PUT /api/pages/{id}/comments/{thread}/replies/{comment}: its author changes it; the text before is kept. */
export async function editComment(deps: AppDeps, user: User, idText: string, threadUid: string, commentId: string, body: CommentBody) {
  const page = await pageForComments(deps, user, idText);
  refuseInTrash(page);
  const { db } = deps.database;
  const thread = await threadOf(db, page, threadUid);
  const comment = await ownComment(db, thread, commentId, user);
  const mentioned = await mentionedPeople(db, page, body);
  const now = deps.clock();
  await db.transaction(async (tx) => {
    await tx.insert(commentEdits).values({ commentId: comment.id, body: comment.body, editedAt: now });
    await tx
      .update(comments)
      .set({ body: body.body, mentionIds: mentioned.map((p) => p.id), editedAt: now })
      .where(eq(comments.id, comment.id));
    // Only people newly mentioned are told: the others were when the comment was written.
    const newly = mentioned.filter((person) => !comment.mentionIds.includes(person.id));
    await tell(deps, tx, page, user, thread, body.body, { mentioned: newly, replied: [] });
    await audit(tx, deps, 'comment.edit', user, page, thread);
  });
  deps.wakeJobs?.();
  return answerThread(deps, page, user, thread.uid);
}

/** DELETE /api/pages/{id}/comments/{thread}/replies/{comment}: its author deletes it (its row and history are kept). */
export async function deleteComment(deps: AppDeps, user: User, idText: string, threadUid: string, commentId: string) {
  const page = await pageForComments(deps, user, idText);
  refuseInTrash(page);
  const { db } = deps.database;
  const thread = await threadOf(db, page, threadUid);
  const comment = await ownComment(db, thread, commentId, user);
  await db.transaction(async (tx) => {
    await tx.update(comments).set({ deletedAt: deps.clock() }).where(eq(comments.id, comment.id));
    await audit(tx, deps, 'comment.delete', user, page, thread);
  });
}

/** POST .../resolve and .../reopen: anyone who may comment; doing it again changes nothing. */
export async function setResolved(deps: AppDeps, user: User, idText: string, threadUid: string, resolved: boolean) {
  const page = await pageForComments(deps, user, idText);
  refuseInTrash(page);
  const { db } = deps.database;
  const thread = await threadOf(db, page, threadUid);
  if ((thread.resolvedAt !== null) !== resolved) {
    await db.transaction(async (tx) => {
      await tx
        .update(commentThreads)
        .set(resolved ? { resolvedAt: deps.clock(), resolvedBy: user.id } : { resolvedAt: null, resolvedBy: null })
        .where(eq(commentThreads.id, thread.id));
      await audit(tx, deps, resolved ? 'comment.resolve' : 'comment.reopen', user, page, thread);
    });
  }
  return answerThread(deps, page, user, thread.uid);
}
