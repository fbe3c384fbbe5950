import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, databaseDigest, pageBySlug, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pageInvitations, pages, type User } from '../db/schema';

let t: TestApp;
let editor: User;
let colleague: User;
const tokens: Record<string, string> = {};

beforeEach(async () => {
  t = await createTestApp();
  editor = await userByEmail(t, 'editor@example.org');
  colleague = await userByEmail(t, 'colleague@example.org');
  for (const user of [editor, colleague]) tokens[user.email] = await tokenFor(t, user);
});
afterEach(() => t.close());

const as = (user: User) => ({ token: tokens[user.email] });
const favouriteSlugs = async (user: User) =>
  (await t.json('GET', '/api/publications/favourites', as(user))).body.data.map(
    (item: { attributes: { slug: string } }) => item.attributes.slug,
  );

describe('favourites', () => {
  it('adds and removes a favourite, idempotently, and shows it in the lists and on the memo', async () => {
    const memo = await pageBySlug(t, 'house-style-notes');
    const added = await t.json('POST', `/api/publications/${memo.id}/favourite`, as(editor));
    expect(added).toEqual({
      status: 200,
      body: { data: { id: String(memo.id), type: 'favourite', attributes: { page_id: memo.id, is_favourite: true } } },
    });
    expect((await t.json('POST', `/api/publications/${memo.id}/favourite`, as(editor))).status).toBe(200);
    const list = await t.json('GET', '/api/publications/favourites', as(editor));
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id: String(memo.id),
      type: 'memo',
      attributes: { slug: memo.slug, is_favourite: true, favourited_at: '2026-11-21T10:00:00.000Z' },
    });
    const memoList = await t.json('GET', '/api/page_collections/memo/pages', as(editor));
    const flags = Object.fromEntries(
      memoList.body.data.map((item: { attributes: { slug: string; is_favourite: boolean } }) => [
        item.attributes.slug,
        item.attributes.is_favourite,
      ]),
    );
    expect(flags).toMatchObject({ 'house-style-notes': true, 'editorial-calendar-2027': false });
    expect((await t.json('GET', `/api/memo/${memo.slug}`, as(editor))).body.data.attributes.is_favourite).toBe(true);

    const removed = await t.json('DELETE', `/api/publications/${memo.id}/unfavourite`, as(editor));
    expect(removed.body.data.attributes).toEqual({ page_id: memo.id, is_favourite: false });
    expect((await t.json('DELETE', `/api/publications/${memo.id}/unfavourite`, as(editor))).status).toBe(200);
    expect(await favouriteSlugs(editor)).toEqual([]);
  });

  it('keeps favourites per user, newest first', async () => {
    const planning = await pageBySlug(t, 'city-of-water-planning');
    const fieldwork = await pageBySlug(t, 'tai-o-fieldwork-notes');
    await t.json('POST', `/api/publications/${planning.id}/favourite`, as(colleague));
    t.setNow(new Date('2026-11-21T11:00:00Z'));
    await t.json('POST', `/api/publications/${fieldwork.id}/favourite`, as(colleague));
    expect(await favouriteSlugs(colleague)).toEqual(['tai-o-fieldwork-notes', 'city-of-water-planning']);
    expect(await favouriteSlugs(editor)).toEqual([]);
  });

  it('hides a favourite once its memo is trashed or no longer shared, shows it again when restored, and keeps it while the memo is a draft', async () => {
    const memo = await addMemo(t, { owner: editor, invite: [colleague] });
    await t.json('POST', `/api/publications/${memo.id}/favourite`, as(colleague));
    await t.json('POST', `/api/publications/${memo.id}/favourite`, as(editor));
    expect(await favouriteSlugs(colleague)).toEqual([memo.slug]);

    await t.json('PATCH', `/api/pages/${memo.id}/move-to-trash?version=${memo.version}`, as(editor));
    expect(await favouriteSlugs(colleague)).toEqual([]);
    expect(await favouriteSlugs(editor)).toEqual([]);
    await t.json('PATCH', `/api/pages/${memo.id}/restore-from-trash?version=${memo.version + 1}`, as(editor));
    expect(await favouriteSlugs(colleague)).toEqual([memo.slug]);

    // Invitees read drafts too, so a favourite stays while its memo is unpublished.
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.id, memo.id));
    expect(await favouriteSlugs(colleague)).toEqual([memo.slug]);
    expect(await favouriteSlugs(editor)).toEqual([memo.slug]);
    await t.deps.database.db
      .delete(pageInvitations)
      .where(and(eq(pageInvitations.pageId, memo.id), eq(pageInvitations.userId, colleague.id)));
    expect(await favouriteSlugs(colleague)).toEqual([]);
  });

  it('refuses anonymous callers, unknown ids and pages that are not memos, changing nothing', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    const memo = await pageBySlug(t, 'house-style-notes');
    const before = await databaseDigest(t);
    expect((await t.json('POST', `/api/publications/${memo.id}/favourite`)).status).toBe(401);
    expect((await t.json('GET', '/api/publications/favourites')).status).toBe(401);
    expect((await t.json('POST', `/api/publications/${story.id}/favourite`, as(editor))).status).toBe(404);
    expect((await t.json('POST', '/api/publications/99999999/favourite', as(editor))).status).toBe(404);
    expect((await t.json('POST', '/api/publications/house-style-notes/favourite', as(editor))).status).toBe(404);
    expect((await t.json('DELETE', `/api/publications/${memo.id}/unfavourite`, as(colleague))).status).toBe(404);
    expect(await databaseDigest(t)).toBe(before);
  });
});
