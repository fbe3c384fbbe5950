import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../tests/apiHarness';
import { editorsCopy } from '../../tests/draftFixtures';
import { addUser, documentWith, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { bodyOf, appsMailingToSink, subjectOf } from '../../tests/smtpSink';
import { eq } from 'drizzle-orm';
import { pages, type User } from '../db/schema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';

/**
 * Issue 35: a site page's Commenter. An editor invites a colleague who may not edit the page; they read its draft in
 * the commenting view, start threads, reply and resolve, and learn nothing else of it; removing them takes effect at once.
 */
let t: TestApp;
const sink = appsMailingToSink((app) => {
  t = app;
});

let editor: User;
let reader: User;
let editorToken: string;
let readerToken: string;
let pageId: number;
const SENTENCE = 'Zqferry timetables change in winter. Zqferry fares do not.';

beforeEach(async () => {
  editor = await userByEmail(t, 'editor@example.org');
  reader = await userByEmail(t, 'reader@example.org');
  editorToken = await tokenFor(t, editor);
  readerToken = await tokenFor(t, reader);
  const made = await t.json('POST', '/api/pages', {
    token: editorToken,
    body: { page: { title: 'Zqferry winter draft', page_collection_slug: 'stories', locale: 'en' } },
  });
  pageId = made.body.data.attributes.page_id;
  const saved = await t.json('PUT', `/api/pages/${pageId}`, {
    token: editorToken,
    body: { page: { version: made.body.data.attributes.version, lexical_body: documentWith(SENTENCE) } },
  });
  expect(saved.status).toBe(200);
});

const inviteReader = (body: Record<string, unknown> = {}) =>
  t.json('POST', '/api/page-invitations', {
    token: editorToken,
    body: {
      page_invitation: { page_id: pageId, message: 'Please check the fares' },
      user_identifiers: [reader.uid],
      permission: 'commenter',
      ...body,
    },
  });

describe('a site page Commenter', () => {
  it('is invited by an editor, told in the product and by e-mail, reads the draft and starts a thread the server anchors', async () => {
    const invited = await inviteReader();
    expect(invited.status).toBe(201);
    expect(invited.body.data).toHaveLength(1);
    expect(invited.body.data[0].attributes.permission).toBe('commenter');

    const told = await t.json('GET', '/api/notifications', { token: readerToken });
    expect(told.body.data[0]).toMatchObject({ kind: 'shared', path: `/en/account/comments/${pageId}` });
    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(sink.received.map((mail) => mail.to)).toEqual([[reader.email]]);
    expect(subjectOf(sink.received[0])).toBe(`${editor.name} invited you to comment on "Zqferry winter draft"`);
    expect(bodyOf(sink.received[0])).toContain(`https://www.example.org/en/account/comments/${pageId}`);

    const view = await t.json('GET', `/api/pages/${pageId}/comments/document`, { token: readerToken });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ page_id: pageId, title: 'Zqferry winter draft', published: false, may_edit: false });
    expect(JSON.stringify(view.body.data.lexical_body)).toContain(SENTENCE);

    const started = await t.json('POST', `/api/pages/${pageId}/comments`, {
      token: readerToken,
      body: {
        id: 'site-commenter-1',
        quote: 'fares',
        anchor: { quote: 'fares', prefix: 'winter. Zqferry ' },
        body: 'Which fares?',
        mention_uids: [editor.uid],
      },
    });
    expect(started.status).toBe(201);
    const saved = JSON.stringify((await editorsCopy(t, pageId))!.body);
    expect(saved).toContain('"ids":["site-commenter-1"]');
    expect(saved).toContain('"text":"fares"');
    const mention = await t.json('GET', '/api/notifications', { token: editorToken });
    expect(mention.body.data[0]).toMatchObject({ kind: 'comment_mention' });
    expect(mention.body.data[0].path).toContain('/en/page-templates/stories/');
    expect(mention.body.data[0].path.endsWith('?comment=site-commenter-1')).toBe(true);

    const reply = await t.json('POST', `/api/pages/${pageId}/comments/site-commenter-1/replies`, {
      token: editorToken,
      body: { body: 'The winter ones.' },
    });
    expect(reply.status).toBe(201);
    const replyNote = await t.json('GET', '/api/notifications', { token: readerToken });
    expect(replyNote.body.data[0]).toMatchObject({
      kind: 'comment_reply',
      path: `/en/account/comments/${pageId}?comment=site-commenter-1`,
    });
    expect((await t.json('POST', `/api/pages/${pageId}/comments/site-commenter-1/resolve`, { token: readerToken })).status).toBe(200);
  });

  it('learns nothing else of the page and may not edit or publish it', async () => {
    await inviteReader();
    expect((await t.request('GET', `/api/pages/${pageId}`, { token: readerToken })).status).toBe(404);
    const current = (await editorsCopy(t, pageId))!;
    const put = await t.request('PUT', `/api/pages/${pageId}`, {
      token: readerToken,
      body: { page: { version: current.version, lexical_body: documentWith('Changed by the commenter') } },
    });
    expect(put.status).toBe(404);
    expect((await t.request('POST', `/api/pages/${pageId}/publish?version=${current.version}`, { token: readerToken })).status).toBe(404);
    for (const path of ['/api/search?q=Zqferry', '/en/stories', '/en/feed.xml']) {
      expect(await (await t.request('GET', path, { token: readerToken })).text(), path).not.toContain('Zqferry');
    }
    // The dashboard lists it only among the pages to comment on, by its title, opened in the commenting view.
    const { data } = (await t.json('GET', '/api/dashboard', { token: readerToken })).body;
    expect(Object.entries(data).flatMap(([group, list]) => (JSON.stringify(list).includes('Zqferry') ? [group] : []))).toEqual([
      'to_comment',
    ]);
    expect(data.to_comment.items).toEqual([expect.objectContaining({ id: pageId, title: 'Zqferry winter draft', state: 'draft' })]);
    expect(JSON.stringify(data.to_comment)).not.toContain('timetables');
    expect((await editorsCopy(t, pageId))!.body).toEqual(current.body);
  });

  it('loses every comment right at once when the invitation is removed, and the invitation notice with it', async () => {
    const invited = await inviteReader();
    const toComment = async () =>
      (await t.json('GET', '/api/dashboard?group=to_comment', { token: readerToken })).body.data.to_comment.items;
    expect(await toComment()).toHaveLength(1);
    const removed = await t.request('DELETE', `/api/page-invitations/${invited.body.data[0].id}?page_id=${pageId}`, { token: editorToken });
    expect(removed.status).toBe(204);
    for (const path of ['', '/document', '/people?q=e']) {
      expect((await t.request('GET', `/api/pages/${pageId}/comments${path}`, { token: readerToken })).status).toBe(404);
    }
    const started = await t.request('POST', `/api/pages/${pageId}/comments`, {
      token: readerToken,
      body: { id: 'site-commenter-2', quote: 'fares', anchor: { quote: 'fares' }, body: 'Still here?' },
    });
    expect(started.status).toBe(404);
    expect((await t.json('GET', '/api/notifications', { token: readerToken })).body.data).toEqual([]);
    expect(await toComment()).toEqual([]);
  });

  it('is invited only as a Commenter, only with an account, only by those who may edit the page', async () => {
    expect((await inviteReader({ permission: 'viewer' })).body.error).toBe('People are invited to a site page as Commenters only.');
    const noAccount = await inviteReader({ user_identifiers: ['nobody.yet@example.org'] });
    expect(noAccount.status).toBe(400);
    const contributor = await addUser(t, 'contributor');
    const theirs = await t.json('POST', '/api/page-invitations', {
      token: await tokenFor(t, contributor),
      body: { page_invitation: { page_id: pageId }, user_identifiers: [reader.uid], permission: 'commenter' },
    });
    expect(theirs.status).toBe(404);
    // Not an existing invitation to change to Viewer either.
    const invited = await inviteReader();
    const toViewer = await t.json('PUT', `/api/page-invitations/${invited.body.data[0].id}?page_id=${pageId}`, {
      token: editorToken,
      body: { permission: 'viewer' },
    });
    expect(toViewer.status).toBe(400);
    expect((await t.json('GET', `/api/pages/${pageId}/comments/document`, { token: readerToken })).status).toBe(200);
  });

  it('may not comment on the page in the trash, which is then not found', async () => {
    await inviteReader();
    expect((await t.json('GET', '/api/dashboard?group=to_comment', { token: readerToken })).body.data.to_comment.items).toHaveLength(1);
    await t.deps.database.db
      .update(pages)
      .set({ trashedAt: new Date('2026-11-21T11:00:00Z') })
      .where(eq(pages.id, pageId));
    expect((await t.request('GET', `/api/pages/${pageId}/comments/document`, { token: readerToken })).status).toBe(404);
    expect((await t.json('GET', '/api/dashboard?group=to_comment', { token: readerToken })).body.data.to_comment.items).toEqual([]);
  });
});
