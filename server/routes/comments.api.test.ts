import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../tests/apiHarness';
import { addMemo, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { appsMailingToSink, bodyOf, subjectOf } from '../../tests/smtpSink';
import { auditLog } from '../db/auditSchema';
import { commentEdits } from '../db/commentsSchema';
import { pageInvitations, pages, type Page, type User } from '../db/schema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';

/** Issue 35: comment threads on a page, who may see and write them, mentions, notifications and their e-mail. */

let t: TestApp;
const sink = appsMailingToSink((app) => {
  t = app;
});

let editor: User;
let colleague: User;
let reader: User;
let page: Page;
beforeEach(async () => {
  editor = await userByEmail(t, 'editor@example.org');
  colleague = await userByEmail(t, 'colleague@example.org');
  reader = await userByEmail(t, 'reader@example.org');
  [page] = await t.deps.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.published, true), ne(pages.collection, 'memo'), eq(pages.locale, 'en')))
    .limit(1);
});

const thread = (id: string, body: string, mention_uids: string[] = []) => ({ id, quote: 'the quoted words', body, mention_uids });

describe('comment threads', () => {
  it('an editor starts a thread mentioning a colleague, who is told in the product and by e-mail with a link to it, and replies', async () => {
    const token = await tokenFor(t, editor);
    const created = await t.json('POST', `/api/pages/${page.id}/comments`, {
      token,
      body: thread('thread-one-1', 'Is this figure right, @Colleague?', [colleague.uid]),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      id: 'thread-one-1',
      quote: 'the quoted words',
      resolved: false,
      comments: [{ body: 'Is this figure right, @Colleague?', mentions: [{ uid: colleague.uid }], mine: true }],
    });

    const theirs = await tokenFor(t, colleague);
    const told = await t.json('GET', '/api/notifications', { token: theirs });
    expect(told.body.data[0]).toMatchObject({ kind: 'comment_mention', note: 'Is this figure right, @Colleague?' });
    expect(told.body.data[0].path).toContain('/page-templates/');
    expect(told.body.data[0].path.endsWith('?comment=thread-one-1')).toBe(true);

    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(sink.received.map((mail) => mail.to)).toEqual([[colleague.email]]);
    expect(subjectOf(sink.received[0])).toContain('mentioned you in a comment');
    expect(bodyOf(sink.received[0])).toContain(`https://www.example.org${told.body.data[0].path}`);

    const replied = await t.json('POST', `/api/pages/${page.id}/comments/thread-one-1/replies`, {
      token: theirs,
      body: { body: 'Yes, checked.' },
    });
    expect(replied.status).toBe(201);
    expect(replied.body.data.comments.map((each: { body: string }) => each.body)).toEqual([
      'Is this figure right, @Colleague?',
      'Yes, checked.',
    ]);
    const back = await t.json('GET', '/api/notifications', { token });
    expect(back.body.data[0]).toMatchObject({ kind: 'comment_reply', note: 'Yes, checked.' });

    const list = await t.json('GET', `/api/pages/${page.id}/comments`, { token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].comments.map((each: { mine: boolean }) => each.mine)).toEqual([true, false]);
    const actions = await t.deps.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.pageId, page.id));
    expect(actions.map((row) => row.action)).toEqual(['comment.create', 'comment.reply']);
  });

  it('refuses a mention of someone who may not see the comments, naming only them, and creates nothing', async () => {
    const token = await tokenFor(t, editor);
    const refused = await t.json('POST', `/api/pages/${page.id}/comments`, {
      token,
      body: thread('thread-two-2', 'See @Reader', [reader.uid]),
    });
    expect(refused).toEqual({
      status: 400,
      body: { error: 'You can only mention people who may comment on this page.', fields: { mention_uids: [reader.uid] } },
    });
    expect((await t.json('GET', `/api/pages/${page.id}/comments`, { token })).body.data).toEqual([]);
    const people = await t.json('GET', `/api/pages/${page.id}/comments/people?q=e`, { token });
    expect(people.body.data.map((person: { uid: string }) => person.uid)).toContain(colleague.uid);
    expect(people.body.data.map((person: { uid: string }) => person.uid)).not.toContain(reader.uid);
  });

  it('lets authors alone edit (keeping the text before) and delete their comments; anyone who may comment resolves and reopens', async () => {
    const token = await tokenFor(t, editor);
    const theirs = await tokenFor(t, colleague);
    const created = await t.json('POST', `/api/pages/${page.id}/comments`, { token, body: thread('thread-three', 'First words') });
    const commentId = created.body.data.comments[0].id;
    const path = `/api/pages/${page.id}/comments/thread-three/replies/${commentId}`;
    expect((await t.json('PUT', path, { token: theirs, body: { body: 'Not mine' } })).status).toBe(403);
    const edited = await t.json('PUT', path, { token, body: { body: 'Better words' } });
    expect(edited.body.data.comments[0]).toMatchObject({ body: 'Better words', edited_at: expect.any(String) });
    expect(await t.deps.database.db.select({ body: commentEdits.body }).from(commentEdits)).toEqual([{ body: 'First words' }]);

    const resolved = await t.json('POST', `/api/pages/${page.id}/comments/thread-three/resolve`, { token: theirs });
    expect(resolved.body.data).toMatchObject({ resolved: true, resolved_by: { uid: colleague.uid } });
    const reopened = await t.json('POST', `/api/pages/${page.id}/comments/thread-three/reopen`, { token });
    expect(reopened.body.data).toMatchObject({ resolved: false, resolved_by: null });

    expect((await t.request('DELETE', path, { token: theirs })).status).toBe(403);
    expect((await t.request('DELETE', path, { token })).status).toBe(204);
    expect((await t.json('GET', `/api/pages/${page.id}/comments`, { token })).body.data).toEqual([]);
  });

  it('keeps a page’s threads while it is in the trash, read only', async () => {
    const token = await tokenFor(t, editor);
    await t.json('POST', `/api/pages/${page.id}/comments`, { token, body: thread('thread-trash', 'Kept') });
    await t.deps.database.db.update(pages).set({ trashedAt: t.deps.clock(), trashRootId: page.id }).where(eq(pages.id, page.id));
    expect((await t.json('GET', `/api/pages/${page.id}/comments`, { token })).body.data).toHaveLength(1);
    const refused = await t.json('POST', `/api/pages/${page.id}/comments/thread-trash/replies`, { token, body: { body: 'More' } });
    expect(refused).toEqual({ status: 409, body: { error: 'This page is in the trash. Restore it before commenting.' } });
  });
});

describe('who may comment', () => {
  it('answers 401 to no one, 403 to a reader of the page, 404 to one who may not read it', async () => {
    expect((await t.request('GET', `/api/pages/${page.id}/comments`)).status).toBe(401);
    const readerToken = await tokenFor(t, reader);
    expect(await t.json('GET', `/api/pages/${page.id}/comments`, { token: readerToken })).toEqual({
      status: 403,
      body: { error: 'You may not comment on this page.' },
    });
    const memo = await addMemo(t, { owner: editor, state: 'draft' });
    expect(await t.json('POST', `/api/pages/${memo.id}/comments`, { token: readerToken, body: thread('thread-hidden', 'x') })).toEqual({
      status: 404,
      body: { error: 'Page not found.' },
    });
  });

  it('lets a memo’s Commenter comment without editing, and its Viewer read it but not its comments', async () => {
    const memo = await addMemo(t, { owner: editor, invite: [colleague, reader] });
    await t.deps.database.db
      .update(pageInvitations)
      .set({ permission: 'commenter' })
      .where(and(eq(pageInvitations.pageId, memo.id), eq(pageInvitations.userId, colleague.id)));
    const theirs = await tokenFor(t, colleague);
    // The memo says who may comment, so the reading view asks for comments only then.
    const canComment = async (token: string) => (await t.json('GET', `/api/memo/${memo.slug}`, { token })).body.data.attributes.can_comment;
    expect(await canComment(theirs)).toBe(true);
    expect(await canComment(await tokenFor(t, reader))).toBe(false);
    expect((await t.json('POST', `/api/pages/${memo.id}/comments`, { token: theirs, body: thread('thread-memo', 'A note') })).status).toBe(
      201,
    );
    expect((await t.json('PUT', `/api/pages/${memo.id}`, { token: theirs, body: {} })).status).toBeGreaterThanOrEqual(400);
    const readerToken = await tokenFor(t, reader);
    expect((await t.json('GET', `/api/pages/${memo.id}/comments`, { token: readerToken })).status).toBe(403);
    // The owner may mention the Commenter, not the Viewer.
    const ownerToken = await tokenFor(t, editor);
    expect(
      (
        await t.json('POST', `/api/pages/${memo.id}/comments/thread-memo/replies`, {
          token: ownerToken,
          body: { body: 'ok', mention_uids: [colleague.uid] },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.json('POST', `/api/pages/${memo.id}/comments/thread-memo/replies`, {
          token: ownerToken,
          body: { body: 'ok', mention_uids: [reader.uid] },
        })
      ).status,
    ).toBe(400);
  });

  it('invites a person to a memo as a Commenter', async () => {
    const memo = await addMemo(t, { owner: editor });
    const token = await tokenFor(t, editor);
    const invited = await t.json('POST', '/api/page-invitations', {
      token,
      body: { page_invitation: { page_id: memo.id }, user_identifiers: [colleague.uid], permission: 'commenter' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data.map((row: { attributes: { permission: string } }) => row.attributes.permission)).toContain('commenter');
  });
});

describe('readers never see comments', () => {
  it('leaves no thread id in the reader API, its HTML source, feeds or search', async () => {
    const body = {
      root: {
        type: 'root' as const,
        version: 1,
        children: [
          {
            type: 'paragraph',
            version: 1,
            children: [
              { type: 'text', version: 1, text: 'Before ' },
              { type: 'mark', version: 1, ids: ['secret-thread-id'], children: [{ type: 'text', version: 1, text: 'marked words' }] },
            ],
          },
        ],
      },
    };
    await t.deps.database.db.update(pages).set({ body }).where(eq(pages.id, page.id));
    t.deps.readerCache?.clear();
    const answer = await t.request('GET', `/api/content/${page.collection}/${page.slug}`);
    const text = await answer.text();
    expect(answer.status).toBe(200);
    expect(text).toContain('marked words');
    expect(text).not.toContain('secret-thread-id');
    expect(text).not.toContain('"mark"');
    for (const path of [`/api/search?q=marked`, `/${page.locale}/feed.xml`]) {
      expect(await (await t.request('GET', path)).text()).not.toContain('secret-thread-id');
    }
  });
});
