import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, type TestApp } from '../../tests/apiHarness';
import { addUser, databaseDigest, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { bodyOf, appsMailingToSink, subjectOf } from '../../tests/smtpSink';
import { auditLog } from '../db/auditSchema';
import { pageReviews } from '../db/reviewSchema';
import { pages, type User } from '../db/schema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';

/**
 * Review (issue 33): a contributor submits with a note, the editors and administrators are told in the product and by
 * e-mail, a reviewer requests changes (the author is told both ways) or publishes; each step is in the page's history
 * and the audit log, and the server refuses each step to those it is not for.
 */

let t: TestApp;
const sink = appsMailingToSink((app) => {
  t = app;
});

let contributor: User;
let tokens: Record<'contributor' | 'editor' | 'colleague' | 'admin' | 'reader', string>;
beforeEach(async () => {
  contributor = await addUser(t, 'contributor');
  const byEmail = async (email: string) => tokenFor(t, await userByEmail(t, email));
  tokens = {
    contributor: await tokenFor(t, contributor),
    editor: await byEmail('editor@example.org'),
    colleague: await byEmail('colleague@example.org'),
    admin: await byEmail('admin@example.org'),
    reader: await byEmail('reader@example.org'),
  };
});

const stored = async (id: number) => (await t.deps.database.db.select().from(pages).where(eq(pages.id, id)))[0];
async function draftOf(token: string, title = 'Harbour ferries return') {
  const { status, body } = await t.json('POST', '/api/pages', { token, body: { page: { title, page_collection_slug: 'news' } } });
  expect(status).toBe(201);
  return body.data.attributes as { page_id: number; slug: string };
}
const submit = (token: string, id: number, body: unknown = { note: 'Ready for a look' }) =>
  t.json('POST', `/api/pages/${id}/review`, { token, body });
const requestChanges = (token: string, id: number, reason = 'Name the source of the timetable.') =>
  t.json('POST', `/api/pages/${id}/review/request-changes`, { token, body: { reason } });
const publish = async (token: string, id: number) =>
  t.json('PUT', `/api/pages/${id}/publish?version=${(await stored(id)).version}`, { token });
const notificationsOf = async (token: string) => (await t.json('GET', '/api/notifications', { token })).body;
const history = async (token: string, id: number) =>
  ((await t.json('GET', `/api/pages/${id}/revisions`, { token })).body.data as Array<{ attributes: Record<string, unknown> }>).map(
    (revision) => [revision.attributes.event, revision.attributes.review_step, revision.attributes.note],
  );
const auditActions = async (id: number) =>
  (await t.deps.database.db.select().from(auditLog).where(eq(auditLog.pageId, id)).orderBy(auditLog.id)).map((entry) => entry.action);

describe('review', () => {
  it('goes from submitted to changes requested to submitted again to published, telling each person both ways', async () => {
    const page = await draftOf(tokens.contributor);
    const submitted = await submit(tokens.contributor, page.page_id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ state: 'in_review', note: 'Ready for a look', may_review: false });

    // Every editor and administrator is told in the product and by e-mail, once the queue runs.
    for (const reviewer of ['editor', 'colleague', 'admin'] as const) {
      const { data, meta } = await notificationsOf(tokens[reviewer]);
      expect(meta.unread).toBe(1);
      expect(data[0]).toMatchObject({
        kind: 'review_requested',
        note: 'Ready for a look',
        page: { id: page.page_id, title: 'Harbour ferries return' },
        path: `/en/page-templates/news/${page.slug}`,
        actor: { name: contributor.name },
        read: false,
      });
    }
    expect((await notificationsOf(tokens.contributor)).data).toEqual([]);
    expect((await notificationsOf(tokens.reader)).data).toEqual([]);
    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual(['admin@example.org', 'colleague@example.org', 'editor@example.org']);
    const request = sink.received[0];
    expect(subjectOf(request)).toBe(`${contributor.name} asks you to review "Harbour ferries return"`);
    expect(bodyOf(request)).toContain('Ready for a look');
    expect(bodyOf(request)).toContain(`https://www.example.org/en/page-templates/news/${page.slug}`);

    // Submitting again while in review is refused; the editor sees "in review" and may review.
    expect((await submit(tokens.contributor, page.page_id)).status).toBe(409);
    expect((await t.json('GET', `/api/pages/${page.page_id}/review`, { token: tokens.editor })).body.data).toMatchObject({
      state: 'in_review',
      may_review: true,
      submitted_by: { name: contributor.name },
    });

    sink.received.length = 0;
    const changes = await requestChanges(tokens.editor, page.page_id);
    expect(changes.status).toBe(200);
    expect(changes.body.data).toMatchObject({ state: 'changes_requested', reason: 'Name the source of the timetable.' });
    const told = await notificationsOf(tokens.contributor);
    expect(told.meta.unread).toBe(1);
    expect(told.data[0]).toMatchObject({
      kind: 'changes_requested',
      note: 'Name the source of the timetable.',
      actor: { name: 'Alex Morgan' },
    });
    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(sink.received.map((mail) => [mail.to[0], subjectOf(mail)])).toEqual([
      [contributor.email, 'Alex Morgan requested changes to "Harbour ferries return"'],
    ]);
    expect(bodyOf(sink.received[0])).toContain('Name the source of the timetable.');

    // Fixed and submitted again; a reviewer publishes with the ordinary publish call, which closes the review.
    expect((await submit(tokens.contributor, page.page_id, { note: 'Source added' })).status).toBe(200);
    expect((await publish(tokens.colleague, page.page_id)).status).toBe(200);
    expect(await stored(page.page_id)).toMatchObject({ published: true });
    const [review] = await t.deps.database.db.select().from(pageReviews).where(eq(pageReviews.pageId, page.page_id));
    expect(review.state).toBe('published');
    expect((await notificationsOf(tokens.contributor)).data[0]).toMatchObject({
      kind: 'published',
      path: `/en/news/${page.slug}`,
      actor: { name: 'Sam Lee' },
    });
    expect(await history(tokens.editor, page.page_id)).toEqual([
      ['publish', 'published', null],
      ['review', 'submitted', 'Source added'],
      ['review', 'changes_requested', 'Name the source of the timetable.'],
      ['review', 'submitted', 'Ready for a look'],
      ['save', null, null],
    ]);
    expect(await auditActions(page.page_id)).toEqual([
      'page.create',
      'page.review_submit',
      'page.review_request_changes',
      'page.review_submit',
      'page.publish',
    ]);
    const [published] = await t.deps.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.pageId, page.page_id), eq(auditLog.action, 'page.publish')));
    expect(published.changes).toEqual({ published: { from: false, to: true }, review: { from: 'in_review', to: 'published' } });
  });

  it('refuses publishing to contributors, submitting to staff readers and reviewing to those who may not publish, changing nothing', async () => {
    const page = await draftOf(tokens.contributor);
    const editorsPage = await draftOf(tokens.editor, 'An editor writes');
    const published = await draftOf(tokens.editor, 'Published already');
    expect((await publish(tokens.editor, published.page_id)).status).toBe(200);
    expect((await submit(tokens.contributor, page.page_id)).status).toBe(200);
    const before = await databaseDigest(t);
    const refusals = [
      await publish(tokens.contributor, page.page_id),
      await t.json('PUT', `/api/pages/${page.page_id}/schedule`, {
        token: tokens.contributor,
        body: {
          version: (await stored(page.page_id)).version,
          publish_at: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
          unpublish_at: null,
        },
      }),
      await requestChanges(tokens.contributor, page.page_id),
      await submit(tokens.reader, published.page_id),
      await requestChanges(tokens.reader, published.page_id),
      await t.json('DELETE', `/api/pages/${published.page_id}/review`, { token: tokens.reader }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refusals.every((answer) => typeof answer.body.error === 'string')).toBe(true);
    // An editor's draft is not the contributor's to see; nor is a page that does not exist anyone's.
    expect((await submit(tokens.contributor, editorsPage.page_id)).status).toBe(404);
    expect((await submit(tokens.editor, 999_999)).status).toBe(404);
    expect((await t.json('POST', `/api/pages/${page.page_id}/review`, { token: null, body: {} })).status).toBe(401);
    // Bad input: a reason left out, a note too long, a reviewer who may not publish.
    expect(
      (await t.json('POST', `/api/pages/${page.page_id}/review/request-changes`, { token: tokens.editor, body: { reason: ' ' } })).status,
    ).toBe(400);
    expect((await submit(tokens.editor, editorsPage.page_id, { note: 'x'.repeat(2001) })).status).toBe(400);
    const reader = await userByEmail(t, 'reader@example.org');
    expect((await submit(tokens.editor, editorsPage.page_id, { reviewer_uids: [reader.uid] })).body.error).toBe(
      'Choose reviewers who may publish this page.',
    );
    // Nothing to request changes on when not in review.
    expect((await requestChanges(tokens.editor, editorsPage.page_id)).status).toBe(409);
    expect(await databaseDigest(t)).toBe(before);
  });

  it('tells only the reviewers chosen, lets the submitter withdraw, and closes a scheduled review when the queue publishes it', async () => {
    const page = await draftOf(tokens.contributor);
    const colleague = await userByEmail(t, 'colleague@example.org');
    // Those who may publish the page, by name, to choose from.
    const choices = await t.json('GET', `/api/pages/${page.page_id}/reviewers`, { token: tokens.contributor });
    expect(choices.body.data.map((each: { name: string }) => each.name)).toEqual(['Alex Morgan', 'Jordan Wong', 'Sam Lee']);
    expect(
      (await t.json('GET', `/api/pages/${page.page_id}/reviewers`, { token: tokens.editor })).body.data.map(
        (each: { name: string }) => each.name,
      ),
    ).toEqual(['Jordan Wong', 'Sam Lee']);
    expect((await submit(tokens.contributor, page.page_id, { note: 'Sam, please', reviewer_uids: [colleague.uid] })).status).toBe(200);
    expect((await notificationsOf(tokens.colleague)).meta.unread).toBe(1);
    expect((await notificationsOf(tokens.editor)).meta.unread).toBe(0);
    expect((await t.json('DELETE', `/api/pages/${page.page_id}/review`, { token: tokens.contributor })).body.data.state).toBe('withdrawn');
    expect((await submit(tokens.contributor, page.page_id, { note: 'Again' })).status).toBe(200);

    const at = new Date(TEST_NOW.getTime() + 3_600_000);
    const scheduled = await t.json('PUT', `/api/pages/${page.page_id}/schedule`, {
      token: tokens.editor,
      body: { version: (await stored(page.page_id)).version, publish_at: at.toISOString(), unpublish_at: null },
    });
    expect(scheduled.status).toBe(200);
    expect((await t.json('GET', `/api/pages/${page.page_id}/review`, { token: tokens.contributor })).body.data.state).toBe('scheduled');
    t.setNow(new Date(at.getTime() + 1_000));
    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(await stored(page.page_id)).toMatchObject({ published: true });
    expect((await t.json('GET', `/api/pages/${page.page_id}/review`, { token: tokens.editor })).body.data.state).toBe('published');
    // The contributor (owner and author) and the editor who scheduled it are told it was published on schedule.
    for (const token of [tokens.contributor, tokens.editor]) {
      expect((await notificationsOf(token)).data[0]).toMatchObject({
        kind: 'published_on_schedule',
        actor: null,
        path: `/en/news/${page.slug}`,
      });
    }
    expect((await history(tokens.editor, page.page_id)).map(([event, step]) => `${event}:${step}`)).toEqual([
      'publish:published',
      'review:scheduled',
      'review:submitted',
      'review:withdrawn',
      'review:submitted',
      'save:null',
    ]);
    const [entry] = await t.deps.database.db
      .select({ actor: auditLog.actorId, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.pageId, page.page_id), eq(auditLog.action, 'page.publish')))
      .orderBy(desc(auditLog.id));
    expect(entry).toEqual({
      actor: null,
      changes: { scheduled_at: { from: at.toISOString(), to: null }, review: { from: 'scheduled', to: 'published' } },
    });
  });
});

describe('notifications', () => {
  it('are each person’s own: listed by keyset, counted, read one by one or all at once; anyone else’s are not found', async () => {
    for (let index = 0; index < 3; index++) {
      const page = await draftOf(tokens.contributor, `Story ${index}`);
      await submit(tokens.contributor, page.page_id, { note: `Note ${index}` });
    }
    const first = await t.json('GET', '/api/notifications?limit=2', { token: tokens.editor });
    expect(first.body.data.map((each: { note: string }) => each.note)).toEqual(['Note 2', 'Note 1']);
    expect(first.body.meta).toEqual({ unread: 3, next: String(first.body.data[1].id) });
    const second = await t.json('GET', `/api/notifications?limit=2&before=${first.body.meta.next}`, { token: tokens.editor });
    expect(second.body.data.map((each: { note: string }) => each.note)).toEqual(['Note 0']);
    expect(second.body.meta.next).toBeNull();

    const id = first.body.data[0].id;
    // The colleague has their own notification of the same page; the editor's is not theirs to read.
    expect((await t.json('PUT', `/api/notifications/${id}/read`, { token: tokens.colleague })).status).toBe(404);
    expect((await t.json('PUT', `/api/notifications/${id}/read`, { token: tokens.editor })).body.data).toEqual({ unread: 2 });
    expect((await t.json('GET', '/api/notifications/unread', { token: tokens.editor })).body.data).toEqual({ unread: 2 });
    expect((await t.json('GET', '/api/notifications/unread', { token: tokens.colleague })).body.data).toEqual({ unread: 3 });
    expect((await t.json('PUT', '/api/notifications/read', { token: tokens.editor })).body.data).toEqual({ unread: 0 });
    expect((await t.json('GET', '/api/notifications?limit=1', { token: tokens.editor })).body.data[0].read).toBe(true);
    expect((await t.json('GET', '/api/notifications/unread', { token: tokens.colleague })).body.data).toEqual({ unread: 3 });
    expect((await t.json('GET', '/api/notifications?limit=0', { token: tokens.editor })).status).toBe(400);
    expect((await t.json('GET', '/api/notifications', { token: null })).status).toBe(401);
  });

  it('tell a person when someone shares a memo with them', async () => {
    const token = tokens.editor;
    const created = await t.json('POST', '/api/pages', { token, body: { page: { title: 'Budget notes', page_collection_slug: 'memo' } } });
    const memo = created.body.data.attributes;
    await t.json('POST', '/api/page-invitations', {
      token,
      body: { page_invitation: { page_id: memo.page_id, message: 'Have a look' }, user_identifiers: ['reader@example.org'] },
    });
    const { data } = await notificationsOf(tokens.reader);
    expect(data).toEqual([
      expect.objectContaining({ kind: 'shared', note: 'Have a look', path: `/en/memo/${memo.slug}`, actor: { name: 'Alex Morgan' } }),
    ]);
    expect((await t.json('GET', '/api/notifications/unread', { token: tokens.reader })).body.data).toEqual({ unread: 1 });

    // Taken off the memo, they are no longer told of it: neither listed nor counted in the bell.
    const [invitation] = (await t.json('GET', `/api/page-invitations?page_id=${memo.page_id}`, { token })).body.data;
    const removed = `/api/page-invitations/${invitation.id}?page_id=${memo.page_id}&user_uid=${invitation.attributes.user_uid}`;
    expect((await t.request('DELETE', removed, { token })).status).toBe(204);
    expect(await notificationsOf(tokens.reader)).toMatchObject({ data: [], meta: { unread: 0 } });
    expect((await t.json('GET', '/api/notifications/unread', { token: tokens.reader })).body.data).toEqual({ unread: 0 });
  });
});
