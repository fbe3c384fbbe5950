import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { base64Of, pngOf, VIDEO_SAMPLES } from '../../tests/mediaSamples';
import { tokenFor, userByEmail } from '../../tests/memoFixtures';
import { auditLog } from '../db/auditSchema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { passwordResets, pages } from '../db/schema';
import { randomToken, sha256Hex } from '../services/tokens';

/**
 * Issue 32: every state-changing route, driven once as a person would, leaves exactly one audit entry naming the
 * action, who, the page or person, when (the server's clock) and from where; reading changes nothing.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({}, { mailer: { description: 'test', send: async () => undefined } });
});
afterEach(() => t.close());

const ADDRESS = '198.51.100.7';
let seen = 0;

async function lastId() {
  const [row] = await t.deps.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

/** The entries written since the last look. */
async function newEntries() {
  const rows = await t.deps.database.db.select().from(auditLog).where(gt(auditLog.id, seen)).orderBy(auditLog.id);
  if (rows.length) seen = rows[rows.length - 1].id;
  return rows;
}

interface Expected {
  action: string;
  actor?: string | null;
  pageId?: number;
}

/** One call, whose answer must be `status`, and exactly one new entry as expected. */
async function drive(method: string, path: string, options: { token?: string | null; body?: unknown }, status: number, expected: Expected) {
  const response = await t.request(method, path, { ...options, headers: { 'x-test-address': ADDRESS } });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
  const entries = await newEntries();
  expect(
    entries.map((entry) => entry.action),
    `${method} ${path}`,
  ).toEqual([expected.action]);
  const [entry] = entries;
  expect(entry.at.toISOString()).toBe(t.deps.clock().toISOString());
  expect(entry.address).toBe(ADDRESS);
  if (expected.actor !== undefined) expect(entry.actorName).toBe(expected.actor);
  if (expected.pageId !== undefined) expect(entry.pageId).toBe(expected.pageId);
  return { response, entry, json: response.status === 204 ? null : await response.json() };
}

async function versionOf(id: number) {
  const [page] = await t.deps.database.db.select({ version: pages.version }).from(pages).where(eq(pages.id, id));
  return page.version;
}

describe('the audit log records every state-changing call once', () => {
  it('signs in, edits, publishes, shares, uploads and signs out, each call leaving exactly one entry', async () => {
    seen = await lastId();
    const { json: session } = await drive(
      'POST',
      '/api/auth/sign_in',
      { body: { email: 'editor@example.org', password: 'demo-editor' } },
      200,
      { action: 'auth.sign_in' },
    );
    const token = session.token as string;
    const editorName = (await userByEmail(t, 'editor@example.org')).name;
    const as = { token };
    const { entry: failure } = await drive('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org', password: 'wrong' } }, 401, {
      action: 'auth.sign_in_failed',
      actor: null,
    });
    expect(failure.personName).toBe(editorName);
    expect(JSON.stringify(failure.changes ?? {})).not.toContain('wrong');

    // A page's life.
    const { json: created } = await drive(
      'POST',
      '/api/pages',
      { ...as, body: { page: { title: 'Audit story', page_collection_slug: 'news' } } },
      201,
      { action: 'page.create', actor: editorName },
    );
    const id = Number(created.data.id);
    const save = await drive(
      'PUT',
      `/api/pages/${id}`,
      { ...as, body: { page: { version: await versionOf(id), title: 'Audit story, revised' } } },
      200,
      { action: 'page.save', pageId: id },
    );
    expect(save.entry.pageTitle).toBe('Audit story, revised');
    expect(save.entry.changes?.title).toEqual({ from: 'Audit story', to: 'Audit story, revised' });
    await drive(
      'PUT',
      `/api/pages/${id}/settings`,
      { ...as, body: { page: { version: await versionOf(id), slug: 'audit-story-renamed' } } },
      200,
      { action: 'page.settings', pageId: id },
    );
    await drive('PUT', `/api/pages/${id}/publish?version=${await versionOf(id)}`, as, 200, { action: 'page.publish', pageId: id });
    // Saves of a published page are its draft's (issue 33): publishing them, and discarding them, are entries of their own.
    const draftSave = { ...as, body: { page: { version: await versionOf(id), title: 'Audit story, draft' } } };
    await drive('PUT', `/api/pages/${id}`, draftSave, 200, { action: 'page.save', pageId: id });
    const { entry: published } = await drive('PUT', `/api/pages/${id}/publish?version=${await versionOf(id)}`, as, 200, {
      action: 'page.publish_changes',
      pageId: id,
    });
    expect(published.changes?.title).toEqual({ from: 'Audit story, revised', to: 'Audit story, draft' });
    await drive('PUT', `/api/pages/${id}`, { ...as, body: { page: { version: await versionOf(id), title: 'Not to be' } } }, 200, {
      action: 'page.save',
      pageId: id,
    });
    const { entry: discarded } = await drive('PUT', `/api/pages/${id}/discard-changes?version=${await versionOf(id)}`, as, 200, {
      action: 'page.discard_changes',
      pageId: id,
    });
    expect(discarded.changes?.title).toEqual({ from: 'Not to be', to: 'Audit story, draft' });
    await drive('PUT', `/api/pages/${id}/unpublish?version=${await versionOf(id)}`, as, 200, { action: 'page.unpublish', pageId: id });
    // Review (issue 33): submitted, sent back, submitted again and withdrawn, one entry each.
    await drive('POST', `/api/pages/${id}/review`, { ...as, body: { note: 'Please check' } }, 200, {
      action: 'page.review_submit',
      pageId: id,
    });
    await drive('POST', `/api/pages/${id}/review/request-changes`, { ...as, body: { reason: 'Shorter' } }, 200, {
      action: 'page.review_request_changes',
      pageId: id,
    });
    await drive('POST', `/api/pages/${id}/review`, { ...as, body: {} }, 200, { action: 'page.review_submit', pageId: id });
    await drive('DELETE', `/api/pages/${id}/review`, as, 200, { action: 'page.review_withdraw', pageId: id });
    // Comments (issue 35): a thread, a reply, an edit, resolve, reopen and a deletion, one entry each.
    const comments = `/api/pages/${id}/comments`;
    const { json: made } = await drive('POST', comments, { ...as, body: { id: 'audit-thread', body: 'Check this' } }, 201, {
      action: 'comment.create',
      pageId: id,
    });
    await drive('POST', `${comments}/audit-thread/replies`, { ...as, body: { body: 'And this' } }, 201, {
      action: 'comment.reply',
      pageId: id,
    });
    const commentPath = `${comments}/audit-thread/replies/${made.data.comments[0].id}`;
    await drive('PUT', commentPath, { ...as, body: { body: 'Check this again' } }, 200, { action: 'comment.edit', pageId: id });
    await drive('POST', `${comments}/audit-thread/resolve`, as, 200, { action: 'comment.resolve', pageId: id });
    await drive('POST', `${comments}/audit-thread/reopen`, as, 200, { action: 'comment.reopen', pageId: id });
    await drive('DELETE', commentPath, as, 204, { action: 'comment.delete', pageId: id });
    const later = new Date(TEST_NOW.getTime() + 86_400_000).toISOString();
    await drive(
      'PUT',
      `/api/pages/${id}/schedule`,
      { ...as, body: { version: await versionOf(id), publish_at: later, unpublish_at: null } },
      200,
      { action: 'page.schedule', pageId: id },
    );
    const { json: preview } = await drive('POST', `/api/pages/${id}/previews`, as, 201, { action: 'page.preview_create', pageId: id });
    await drive('DELETE', `/api/pages/${id}/previews/${preview.data.id}`, as, 204, { action: 'page.preview_revoke', pageId: id });
    const revisions = await t.json('GET', `/api/pages/${id}/revisions`, as);
    const first = revisions.body.data.at(-1).id;
    await drive('POST', `/api/pages/${id}/revisions/${first}/restore`, { ...as, body: { version: await versionOf(id) } }, 200, {
      action: 'page.revision_restore',
      pageId: id,
    });
    const { json: child } = await drive(
      'POST',
      '/api/pages',
      { ...as, body: { page: { title: 'Audit child', page_collection_slug: 'news', parent_sub_page_id: id } } },
      201,
      { action: 'page.create' },
    );
    await drive('DELETE', `/api/pages/${id}/delete_sub_pages?page_ids=${child.data.id}`, as, 200, {
      action: 'page.subpages_delete',
      pageId: id,
    });
    await drive('PATCH', `/api/pages/${id}/move-to-trash?version=${await versionOf(id)}`, as, 200, { action: 'page.trash', pageId: id });
    await drive('PATCH', `/api/pages/${id}/restore-from-trash?version=${await versionOf(id)}`, as, 200, {
      action: 'page.restore',
      pageId: id,
    });
    await drive('PATCH', `/api/pages/${id}/move-to-trash?version=${await versionOf(id)}`, as, 200, { action: 'page.trash', pageId: id });
    await drive('DELETE', `/api/pages/${id}/destroy-permanently?version=${await versionOf(id)}`, as, 204, {
      action: 'page.delete',
      pageId: id,
    });
    await drive('POST', '/api/ex/content_pages', { ...as, body: { content_page: { title: 'Board papers' } } }, 201, {
      action: 'page.create',
    });

    // A memo's sharing.
    const { json: memo } = await drive(
      'POST',
      '/api/pages',
      { ...as, body: { page: { title: 'Audit memo', page_collection_slug: 'memo' } } },
      201,
      { action: 'page.create' },
    );
    const memoId = Number(memo.data.id);
    await drive('PUT', `/api/pages/${memoId}/share`, { ...as, body: { page: { is_public: true } } }, 200, {
      action: 'page.share',
      pageId: memoId,
    });
    await drive('POST', `/api/publications/${memoId}/toggle_share_access?public=false`, as, 200, { action: 'page.share', pageId: memoId });
    const colleague = await userByEmail(t, 'colleague@example.org');
    const invited = await drive(
      'POST',
      '/api/page-invitations',
      { ...as, body: { page_invitation: { page_id: memoId, message: 'A private note' }, user_identifiers: [colleague.uid] } },
      201,
      { action: 'page.invite', pageId: memoId },
    );
    expect(JSON.stringify(invited.entry.changes)).not.toContain('A private note');
    const invitationId = invited.json.data[0].id;
    await drive('PUT', `/api/page-invitations/${invitationId}?page_id=${memoId}`, { ...as, body: { permission: 'viewer' } }, 200, {
      action: 'page.invitation_change',
      pageId: memoId,
    });
    const removed = await drive('DELETE', `/api/page-invitations/${invitationId}?page_id=${memoId}`, as, 204, {
      action: 'page.invitation_remove',
      pageId: memoId,
    });
    expect(removed.entry.personName).toBe(colleague.name);
    const memoSlug = memo.data.attributes.slug;
    await drive('PATCH', `/api/pages/${memoId}/move-to-trash?version=${await versionOf(memoId)}`, as, 200, { action: 'page.trash' });
    await drive('PATCH', `/api/memo/trash/${memoSlug}/restore?version=${await versionOf(memoId)}`, as, 200, {
      action: 'page.restore',
      pageId: memoId,
    });

    // What's on: an event's details, its programme, the section page.
    const [event] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'cities-and-water-symposium'));
    await drive(
      'PUT',
      `/api/pages/${event.id}/event`,
      { ...as, body: { version: event.version, event: { date: '2027-05-06', place: { name: 'Hall B' } } } },
      200,
      { action: 'page.event', pageId: event.id },
    );
    await drive(
      'POST',
      `/api/publications/${event.slug}/days`,
      { ...as, body: { day: { date: '2027-05-07', start_time: { hour: 9, minute: 0 } } } },
      201,
      { action: 'programme.day_create', pageId: event.id },
    );
    await drive(
      'PUT',
      `/api/publications/${event.slug}/days/2027-05-07`,
      { ...as, body: { day: { version: 1, title: 'Second day' } } },
      200,
      { action: 'programme.day_save', pageId: event.id },
    );
    const whatsOn = await t.json('GET', '/api/section_pages/what-s-on');
    await drive(
      'PUT',
      '/api/section_pages/what-s-on',
      { ...as, body: { section_page: { version: whatsOn.body.data.attributes.version, title: "What's on now" } } },
      200,
      { action: 'section.save' },
    );

    // Media.
    const png = (width: number) => ({ image: { image_name: 'audit.png', image_data: base64Of(pngOf(width, 1)) } });
    const { json: image } = await drive('POST', '/api/images', { ...as, body: png(3) }, 201, { action: 'media.upload' });
    await drive('POST', '/api/ex/images', { ...as, body: png(4) }, 201, { action: 'media.upload' });
    await drive(
      'POST',
      '/api/videos',
      { ...as, body: { video: { video_name: VIDEO_SAMPLES[0][1], video_data: base64Of(VIDEO_SAMPLES[0][2]) } } },
      201,
      { action: 'media.upload' },
    );
    const deleted = await drive('DELETE', `/api/images/${image.data.id}`, as, 204, { action: 'media.delete' });
    expect(deleted.entry.changes?.media).toEqual({ from: Number(image.data.id), to: null });

    // Passwords: a request (whether or not the address has an account) and a reset by link.
    await drive('POST', '/api/auth/password_reset', { body: { email: 'reader@example.org', locale: 'en' } }, 202, {
      action: 'auth.password_reset_request',
      actor: null,
    });
    const resetToken = randomToken(32);
    const reader = await userByEmail(t, 'reader@example.org');
    await t.deps.database.db.insert(passwordResets).values({
      tokenHash: await sha256Hex(resetToken),
      userId: reader.id,
      createdAt: TEST_NOW,
      expiresAt: new Date(TEST_NOW.getTime() + 3_600_000),
    });
    seen = await lastId();
    const reset = await drive('POST', `/api/auth/password_reset/${resetToken}`, { body: { password: 'a new long passphrase' } }, 200, {
      action: 'auth.password_reset',
      actor: null,
    });
    expect(reset.entry.personName).toBe(reader.name);
    expect(JSON.stringify(reset.entry)).not.toContain('passphrase');

    // Favourites and presence change nothing shared: no entry (docs/architecture.md).
    for (const [method, path] of [
      ['POST', `/api/publications/${memoId}/favourite`],
      ['DELETE', `/api/publications/${memoId}/unfavourite`],
      ['PUT', `/api/pages/${memoId}/presence`],
      ['GET', '/api/me'],
    ]) {
      expect((await t.request(method, path, as)).status).toBeLessThan(300);
    }
    expect(await newEntries()).toEqual([]);

    await drive('DELETE', '/api/auth/sign_out', as, 204, { action: 'auth.sign_out', actor: editorName });
  });

  it('records a scheduled publication when the queue makes it, without an actor', async () => {
    const editor = await userByEmail(t, 'editor@example.org');
    const token = await tokenFor(t, editor);
    const [draft] = await t.deps.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.collection, 'news'), eq(pages.published, false), isNull(pages.trashedAt)))
      .limit(1);
    const at = new Date(TEST_NOW.getTime() + 3_600_000);
    expect(
      (
        await t.request('PUT', `/api/pages/${draft.id}/schedule`, {
          token,
          body: { version: draft.version, publish_at: at.toISOString(), unpublish_at: null },
        })
      ).status,
    ).toBe(200);
    seen = await lastId();
    t.setNow(new Date(at.getTime() + 1000));
    await runDueJobs(t.deps, jobHandlers(t.deps));
    const entries = await newEntries();
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.pageId])).toEqual([['page.publish', null, draft.id]]);
    expect(entries[0].changes).toEqual({ scheduled_at: { from: at.toISOString(), to: null } });
    expect(entries[0].at.toISOString()).toBe(new Date(at.getTime() + 1000).toISOString());
  });

  it('writes no entry when the change fails, even after its entry was written in the transaction', async () => {
    const editor = await userByEmail(t, 'editor@example.org');
    const token = await tokenFor(t, editor);
    seen = await lastId();
    // A stale version: refused before anything is written.
    const [story] = await t.deps.database.db.select().from(pages).where(eq(pages.collection, 'stories')).limit(1);
    expect((await t.request('PUT', `/api/pages/${story.id}/publish?version=${story.version + 5}`, { token })).status).toBe(409);
    // The storage fails after the upload's row and entry were written: the transaction takes both back.
    t.deps.storage!.put = async () => {
      throw new Error('disk full');
    };
    const response = await t.request('POST', '/api/images', {
      token,
      body: { image: { image_name: 'lost.png', image_data: base64Of(pngOf(7, 1)) } },
    });
    expect(response.status).toBe(503);
    expect(await newEntries()).toEqual([]);
  });
});
