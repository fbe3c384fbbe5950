import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, addUser, databaseDigest, pageById, pageBySlug, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { favourites, pages, type User } from '../db/schema';

let t: TestApp;
let editor: User;
let colleague: User;
let reader: User;
const tokens: Record<string, string> = {};

beforeEach(async () => {
  t = await createTestApp();
  editor = await userByEmail(t, 'editor@example.org');
  colleague = await userByEmail(t, 'colleague@example.org');
  reader = await userByEmail(t, 'reader@example.org');
  for (const user of [editor, colleague, reader]) tokens[user.email] = await tokenFor(t, user);
});
afterEach(() => t.close());

const as = (user: User) => ({ token: tokens[user.email] });
const slugsOf = (body: { data: Array<{ attributes: { slug: string } }> }) => body.data.map((item) => item.attributes.slug);

describe('the memo list', () => {
  it('shows each user the memos they may read, with owner, updated date, state and favourite', async () => {
    const own = await t.json('GET', '/api/page_collections/memo/pages', as(editor));
    expect(own.status).toBe(200);
    expect(slugsOf(own.body).sort()).toEqual([
      'city-of-water-planning',
      'editorial-calendar-2027',
      'editorial-calendar-january',
      'house-style-notes',
      'speaker-visit-information',
    ]);
    expect(own.body.meta.total).toBe(5);
    const draft = own.body.data.find((item: { attributes: { slug: string } }) => item.attributes.slug === 'house-style-notes').attributes;
    expect(draft).toMatchObject({
      title: 'House style notes',
      published: false,
      is_favourite: false,
      editable: true,
      owner: { name: 'Alex Morgan' },
    });
    expect(draft.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(draft.lexical_body).toBeUndefined();

    const shared = await t.json('GET', '/api/page_collections/memo/pages', as(colleague));
    expect(slugsOf(shared.body).sort()).toEqual(['city-of-water-planning', 'tai-o-fieldwork-notes']);
    const invited = shared.body.data.find((item: { attributes: { slug: string } }) => item.attributes.slug === 'city-of-water-planning');
    expect(invited.attributes.editable).toBe(false);

    expect(slugsOf((await t.json('GET', '/api/page_collections/memo/pages', as(reader))).body)).toEqual(['speaker-visit-information']);
    expect((await t.json('GET', '/api/page_collections/memo/pages')).status).toBe(401);
  });

  it('searches titles and text, ranks title matches first for relevance, and sorts by date', async () => {
    const inTitle = await addMemo(t, { owner: editor, title: 'Ferry timetable', text: 'Boats.' });
    const inText = await addMemo(t, { owner: editor, title: 'Harbour notes', text: 'The ferry leaves at nine.' });
    await t.deps.database.db
      .update(pages)
      .set({ updatedAt: new Date('2026-11-22T00:00:00Z') })
      .where(eq(pages.id, inText.id));
    const search = (query: string) => t.json('GET', `/api/page_collections/memo/pages?${query}`, as(editor));
    expect(slugsOf((await search('q=ferry')).body)).toEqual([inTitle.slug, inText.slug]);
    expect(slugsOf((await search('q=FERRY&sort=relevance')).body)).toEqual([inTitle.slug, inText.slug]);
    expect(slugsOf((await search('q=ferry&sort=newest')).body)).toEqual([inText.slug, inTitle.slug]);
    expect(slugsOf((await search('q=ferry&sort=oldest')).body)).toEqual([inTitle.slug, inText.slug]);
    expect(slugsOf((await search('q=%25')).body)).toEqual([]);
    expect(slugsOf((await search('q=大澳')).body)).toEqual([]);
    expect(slugsOf((await t.json('GET', '/api/page_collections/memo/pages?q=大澳', as(colleague))).body)).toEqual([
      'tai-o-fieldwork-notes',
    ]);
    const oldest = slugsOf((await search('sort=oldest')).body);
    expect(oldest.at(-1)).toBe(inText.slug);
    expect(slugsOf((await search('sort=newest')).body)).toEqual([...oldest].reverse());
    expect((await search('sort=alphabetical')).status).toBe(400);
    expect((await search('limit=0')).status).toBe(400);
  });
});

describe('the memo list, filtered', () => {
  it('shows mine, shared with me (drafts too) and one owner’s memos', async () => {
    const mine = await addMemo(t, { owner: colleague, title: 'Colleague own notes' });
    const sharedDraft = await addMemo(t, { owner: editor, state: 'draft', invite: [colleague], title: 'Draft for review' });
    const list = async (query: string) => slugsOf((await t.json('GET', `/api/page_collections/memo/pages?${query}`, as(colleague))).body);
    const all = await list('');
    expect(all).toEqual(expect.arrayContaining([mine.slug, sharedDraft.slug]));
    const own = await list('scope=mine');
    expect(own).toContain(mine.slug);
    expect(own).not.toContain(sharedDraft.slug);
    const shared = await list('scope=shared');
    expect(shared).toContain(sharedDraft.slug);
    expect(shared).not.toContain(mine.slug);
    const editorUid = (await t.json('GET', '/api/me', as(editor))).body.data.attributes.uid;
    const byEditor = await list(`owner=${editorUid}`);
    expect(byEditor).toContain(sharedDraft.slug);
    expect(byEditor).not.toContain(mine.slug);
    expect((await t.json('GET', `/api/page_collections/memo/pages?owner=${editorUid}`, as(colleague))).body.meta.total).toBe(
      byEditor.length,
    );
    expect((await t.json('GET', '/api/page_collections/memo/pages?scope=everything', as(colleague))).status).toBe(400);
    expect((await t.json('GET', '/api/page_collections/memo/pages?owner=nobody', as(colleague))).status).toBe(400);
  });
});

describe('reading one memo', () => {
  it('gives the owner the memo with its subpages, favourite flag and share token', async () => {
    const memo = await t.json('GET', '/api/memo/editorial-calendar-2027?preview=1', as(editor));
    expect(memo.status).toBe(200);
    expect(memo.body.data).toMatchObject({
      type: 'memo',
      attributes: { slug: 'editorial-calendar-2027', access: 'owner', editable: true },
    });
    expect(memo.body.data.attributes.lexical_body.root.children.length).toBeGreaterThan(0);
    expect(memo.body.data.attributes.subpages).toEqual([
      {
        page_id: expect.any(Number),
        title: 'January in detail',
        slug: 'editorial-calendar-january',
        published: true,
        trashed_at: null,
        public_route: '/en/memo/editorial-calendar-january',
      },
    ]);
    const shared = await t.json('GET', '/api/memo/speaker-visit-information', as(editor));
    expect(shared.body.data.attributes).toMatchObject({ is_public_access: true, public: true });
    expect(shared.body.data.attributes.share_token).toHaveLength(32);
  });

  it('gives invitees a published memo without the share token, and refuses everyone else', async () => {
    const invited = await t.json('GET', '/api/memo/city-of-water-planning', as(colleague));
    expect(invited.status).toBe(200);
    expect(invited.body.data.attributes).toMatchObject({ access: 'invitee', editable: false, share_token: null });
    expect((await t.json('GET', '/api/memo/city-of-water-planning', as(reader))).status).toBe(404);
    const anonymous = await t.json('GET', '/api/memo/city-of-water-planning');
    expect(anonymous.status).toBe(401);
    expect((await t.json('GET', '/api/memo/no-such-memo', as(reader))).status).toBe(404);
    expect((await t.json('GET', '/api/memo/the-long-view', as(editor))).status).toBe(404);
  });

  it('opens an anyone-with-link memo for whoever has {slug}-{share_token}, and only while it is shared that way', async () => {
    const speaker = await pageBySlug(t, 'speaker-visit-information');
    const link = `/api/memo/speaker-visit-information-${speaker.shareToken}`;
    for (const token of [undefined, tokens[colleague.email]]) {
      const response = await t.json('GET', link, { token });
      expect(response.status).toBe(200);
      expect(response.body.data.attributes).toMatchObject({ access: 'link', share_token: null, editable: false });
    }
    expect((await t.json('GET', '/api/memo/speaker-visit-information', as(colleague))).status).toBe(404);
    const wrong = `${speaker.shareToken!.slice(0, -1)}${speaker.shareToken!.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.json('GET', `/api/memo/speaker-visit-information-${wrong}`, as(colleague))).status).toBe(404);
    expect((await t.json('GET', `/api/memo/speaker-visit-information-${wrong}`)).status).toBe(401);
    await t.deps.database.db.update(pages).set({ isPublic: false }).where(eq(pages.id, speaker.id));
    expect((await t.json('GET', link, as(colleague))).status).toBe(404);
  });

  it('answers the public memo check with {access} and the status', async () => {
    const speaker = await pageBySlug(t, 'speaker-visit-information');
    const check = (slug: string, token?: string) => t.json('GET', `/api/memo/check-public-memo/${slug}`, { token });
    expect(await check(`speaker-visit-information-${speaker.shareToken}`)).toEqual({ status: 200, body: { access: true } });
    expect(await check('city-of-water-planning', tokens[colleague.email])).toEqual({ status: 200, body: { access: true } });
    expect(await check('city-of-water-planning', tokens[reader.email])).toMatchObject({ status: 404, body: { access: false } });
    expect(await check('city-of-water-planning')).toMatchObject({ status: 401, body: { access: false } });
    expect(await check('nothing-here')).toMatchObject({ status: 401, body: { access: false } });
  });
});

describe('the trash', () => {
  it('lists the memos the user trashed with the days left, to them only', async () => {
    const trash = await t.json('GET', '/api/page_collections/memo/trashes', as(editor));
    expect(trash.status).toBe(200);
    expect(trash.body.data).toHaveLength(1);
    expect(trash.body.data[0].attributes).toMatchObject({
      slug: 'summer-exhibition-plan-2025',
      trashed_at: '2026-11-16T10:00:00.000Z',
      purge_at: '2026-12-16T10:00:00.000Z',
      days_left: 25,
    });
    expect((await t.json('GET', '/api/page_collections/memo/trashes', as(colleague))).body.data).toEqual([]);
    expect((await t.json('GET', '/api/page_collections/memo/trashes', as(reader))).body.data).toEqual([]);
    expect((await t.json('GET', '/api/page_collections/memo/trashes')).status).toBe(401);
    expect((await t.json('GET', '/api/page_collections/poems/trashes', as(editor))).status).toBe(404);
    t.setNow(new Date('2026-12-16T09:00:00Z'));
    expect((await t.json('GET', '/api/page_collections/memo/trashes', as(editor))).body.data[0].attributes.days_left).toBe(1);
  });

  it('moves a memo with its subpages to the trash, shows them read-only there, and restores them together', async () => {
    const parent = await pageBySlug(t, 'editorial-calendar-2027');
    const child = await pageBySlug(t, 'editorial-calendar-january');
    const moved = await t.json('PATCH', `/api/pages/${parent.id}/move-to-trash?version=${parent.version}`, as(editor));
    expect(moved.status).toBe(200);
    expect(moved.body.data.attributes).toMatchObject({ version: parent.version + 1, trashed_at: '2026-11-21T10:00:00.000Z' });
    expect((await pageById(t, child.id))!.trashedAt).not.toBeNull();
    expect(slugsOf((await t.json('GET', '/api/page_collections/memo/pages', as(editor))).body)).not.toContain(child.slug);
    expect(slugsOf((await t.json('GET', '/api/page_collections/memo/trashes', as(editor))).body)).toEqual([
      parent.slug,
      'summer-exhibition-plan-2025',
    ]);

    const trashed = await t.json('GET', `/api/memo/trash/${parent.slug}`, as(editor));
    expect(trashed.status).toBe(200);
    expect(trashed.body.data.attributes).toMatchObject({ days_left: 30, access: 'owner' });
    expect(trashed.body.data.attributes.subpages).toEqual([
      expect.objectContaining({ slug: child.slug, trashed_at: '2026-11-21T10:00:00.000Z' }),
    ]);
    expect((await t.json('GET', `/api/memo/trash/${parent.slug}`, as(colleague))).status).toBe(404);
    expect((await t.json('GET', '/api/memo/trash/house-style-notes', as(editor))).status).toBe(404);
    const stillReadable = await t.json('GET', `/api/memo/${parent.slug}`, as(editor));
    expect(stillReadable.body.data.attributes.trashed_at).not.toBeNull();

    const childRestore = await t.json('PATCH', `/api/pages/${child.id}/restore-from-trash?version=${child.version + 1}`, as(editor));
    expect(childRestore.status).toBe(409);
    const restored = await t.json('PATCH', `/api/memo/trash/${parent.slug}/restore?version=${parent.version + 1}`, as(editor));
    expect(restored.status).toBe(200);
    expect(restored.body.data.attributes).toMatchObject({ trashed_at: null, version: parent.version + 2 });
    expect((await pageById(t, child.id))!.trashedAt).toBeNull();
  });

  it('keeps a subpage trashed on its own in the trash when its parent is restored', async () => {
    const parent = await addMemo(t, { owner: editor });
    const child = await addMemo(t, { owner: editor, parent, state: 'trashed', trashedAt: new Date('2026-11-20T00:00:00Z') });
    expect((await t.json('PATCH', `/api/pages/${parent.id}/move-to-trash?version=${parent.version}`, as(editor))).status).toBe(200);
    const early = await t.json('PATCH', `/api/pages/${child.id}/restore-from-trash?version=${child.version}`, as(editor));
    expect(early).toMatchObject({ status: 409, body: { error: 'The page above this one is in the trash; restore it first.' } });
    expect((await t.json('PATCH', `/api/pages/${parent.id}/restore-from-trash?version=${parent.version + 1}`, as(editor))).status).toBe(
      200,
    );
    expect((await pageById(t, child.id))!.trashedAt).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect((await t.json('PATCH', `/api/pages/${child.id}/restore-from-trash?version=${child.version}`, as(editor))).status).toBe(200);
  });

  it('destroys only from the trash, taking subpages, favourites and invitations along', async () => {
    const parent = await addMemo(t, { owner: editor, invite: [colleague] });
    const child = await addMemo(t, { owner: editor, parent });
    await t.json('POST', `/api/publications/${parent.id}/favourite`, as(colleague));
    const early = await t.json('DELETE', `/api/pages/${parent.id}/destroy-permanently?version=${parent.version}`, as(editor));
    expect(early).toMatchObject({
      status: 409,
      body: { error: 'Only pages in the trash can be deleted permanently.', current_version: parent.version },
    });
    await t.json('PATCH', `/api/pages/${parent.id}/move-to-trash?version=${parent.version}`, as(editor));
    const destroyed = await t.request('DELETE', `/api/pages/${parent.id}/destroy-permanently?version=${parent.version + 1}`, as(editor));
    expect(destroyed.status).toBe(204);
    expect(await pageById(t, parent.id)).toBeNull();
    expect(await pageById(t, child.id)).toBeNull();
    expect(await t.deps.database.db.select().from(favourites).where(eq(favourites.pageId, parent.id))).toEqual([]);
    expect((await t.json('DELETE', `/api/pages/${parent.id}/destroy-permanently?version=${parent.version + 1}`, as(editor))).status).toBe(
      404,
    );
  });
});

describe('publishing and versions', () => {
  it('publishes a draft, keeping the first publication date on a second publish', async () => {
    const draft = await pageBySlug(t, 'house-style-notes');
    const published = await t.json('PUT', `/api/pages/${draft.id}/publish?version=${draft.version}`, as(editor));
    expect(published.status).toBe(200);
    expect(published.body.data.attributes).toMatchObject({
      published: true,
      published_at: '2026-11-21T10:00:00.000Z',
      version: draft.version + 1,
    });
    t.setNow(new Date('2026-11-22T10:00:00Z'));
    const again = await t.json('PUT', `/api/pages/${draft.id}/publish?version=${draft.version + 1}`, as(editor));
    expect(again.body.data.attributes).toMatchObject({ published_at: '2026-11-21T10:00:00.000Z', version: draft.version + 2 });
  });

  it('refuses a lifecycle call with a malformed version (400) or a stale one (409 with the current version), and a signed-out one (401) first, changing nothing', async () => {
    const memo = await addMemo(t, { owner: editor, state: 'draft' });
    const before = await databaseDigest(t);
    for (const [method, path] of [
      ['PUT', `/api/pages/${memo.id}/publish`],
      ['PUT', `/api/pages/${memo.id}/unpublish`],
      ['PATCH', `/api/pages/${memo.id}/move-to-trash`],
      ['PATCH', `/api/pages/${memo.id}/restore-from-trash`],
      ['DELETE', `/api/pages/${memo.id}/destroy-permanently`],
      ['PATCH', `/api/memo/trash/${memo.slug}/restore`],
    ]) {
      expect((await t.json(method, `${path}?version=abc`, as(editor))).status).toBe(400);
      expect((await t.json(method, `${path}?version=abc`)).status).toBe(401);
      expect((await t.json(method, path)).status).toBe(401);
      const stale = await t.json(method, `${path}?version=${memo.version + 5}`, as(editor));
      expect(stale, `${method} ${path}`).toMatchObject({
        status: 409,
        body: { error: 'This page was changed by someone else since you opened it.', current_version: memo.version },
      });
    }
    expect(await databaseDigest(t)).toBe(before);
  });

  it('runs the calls as the spec writes them: publish, trash and restore with no body and no version', async () => {
    const memo = await addMemo(t, { owner: editor, state: 'draft' });
    const published = await t.json('PUT', `/api/pages/${memo.id}/publish`, as(editor));
    expect(published.body.data.attributes).toMatchObject({ published: true, version: memo.version + 1 });
    expect((await t.json('PUT', `/api/pages/${memo.id}/unpublish`, as(editor))).body.data.attributes.published).toBe(false);
    expect((await t.json('PATCH', `/api/pages/${memo.id}/move-to-trash`, as(editor))).body.data.attributes.trashed_at).not.toBeNull();
    expect((await t.json('PATCH', `/api/pages/${memo.id}/restore-from-trash`, as(editor))).body.data.attributes.trashed_at).toBeNull();
    expect((await t.json('PUT', `/api/pages/${memo.id}/unpublish`, as(editor))).status).toBe(409);
  });

  it('refuses saving and publishing a trashed memo, and trashing it twice', async () => {
    const memo = await addMemo(t, { owner: editor, state: 'trashed' });
    const body = { page: { version: memo.version, title: 'Changed' } };
    expect((await t.json('PUT', `/api/pages/${memo.id}`, { ...as(editor), body })).status).toBe(409);
    expect((await t.json('PUT', `/api/pages/${memo.id}/publish?version=${memo.version}`, as(editor))).body.error).toBe(
      'This page is in the trash. Restore it before publishing.',
    );
    expect((await t.json('PATCH', `/api/pages/${memo.id}/move-to-trash?version=${memo.version}`, as(editor))).body.error).toBe(
      'This page is already in the trash.',
    );
  });

  it('lets editors run the lifecycle on site pages too, and refuses staff readers', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    const staff = await addUser(t, 'staff');
    tokens[staff.email] = await tokenFor(t, staff);
    expect((await t.json('PATCH', `/api/pages/${story.id}/move-to-trash?version=${story.version}`, as(staff))).status).toBe(403);
    expect((await t.json('PATCH', `/api/pages/${story.id}/move-to-trash?version=${story.version}`, as(colleague))).status).toBe(200);
    expect((await t.json('GET', '/api/content/stories/the-long-view')).status).toBe(404);
    expect(slugsOf((await t.json('GET', '/api/page_collections/stories/trashes', as(editor))).body)).toEqual(['the-long-view']);
    expect((await t.json('PATCH', `/api/pages/${story.id}/restore-from-trash?version=${story.version + 1}`, as(editor))).status).toBe(200);
    expect((await t.json('GET', '/api/content/stories/the-long-view')).status).toBe(200);
  });
});
