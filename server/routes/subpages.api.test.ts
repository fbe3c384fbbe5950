import { editorsCopy } from '../../tests/draftFixtures';
import { pageById } from '../../tests/memoFixtures';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pageInvitations, pages } from '../db/schema';

let t: TestApp;
let editor: string;
beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
});
afterEach(() => t.close());

async function createSubpage(parentId: number, title = 'New page', collection = 'news') {
  const { status, body } = await t.json('POST', '/api/pages', {
    token: editor,
    body: { page: { title, page_collection_slug: collection, subpage: true, parent_sub_page_id: parentId, lexical_flag: true } },
  });
  expect(status).toBe(201);
  return Number(body.data.id);
}

async function newsPage() {
  const [page] = await t.deps.database.db.select().from(pages).where(eq(pages.collection, 'news')).limit(1);
  return page;
}

describe('subpage lookup', () => {
  it('answers all ids in one call with page_id, title, slug, published and trashed_at', async () => {
    const parent = await newsPage();
    const first = await createSubpage(parent.id, 'First');
    const second = await createSubpage(parent.id, 'Second');
    const { status, body } = await t.json('GET', `/api/projects/lookup?page_ids=${first},${second}`, { token: editor });
    expect(status).toBe(200);
    expect(body.data.map((item: { attributes: { title: string } }) => item.attributes.title).sort()).toEqual(['First', 'Second']);
    expect(Object.keys(body.data[0].attributes).sort()).toEqual(['page_id', 'public_route', 'published', 'slug', 'title', 'trashed_at']);
    expect((await t.json('GET', `/api/projects/lookup?page_ids=[${first}]`, { token: editor })).body.data).toHaveLength(1);
    expect((await t.json('GET', `/api/csw/lookup?page_ids=${first}`, { token: editor })).body.data).toHaveLength(0);
  });

  it('shows readers only published subpages, and refuses malformed id lists', async () => {
    const parent = await newsPage();
    const draft = await createSubpage(parent.id);
    expect((await t.json('GET', `/api/projects/lookup?page_ids=${draft}`)).body.data).toEqual([]);
    await t.deps.database.db.update(pages).set({ published: true }).where(eq(pages.id, draft));
    expect((await t.json('GET', `/api/projects/lookup?page_ids=${draft}`)).body.data).toHaveLength(1);
    for (const bad of ['', 'abc', '1,,2', '0', `${'9'.repeat(12)}`]) {
      expect((await t.json('GET', `/api/projects/lookup?page_ids=${bad}`)).status).toBe(400);
    }
  });

  it('lists a memo only to those who may read it; the others are absent, like unknown ids', async () => {
    const memos = await t.deps.database.db.select().from(pages).where(eq(pages.collection, 'memo'));
    const published = memos.filter((memo) => memo.published && !memo.trashedAt);
    expect(published.length).toBeGreaterThan(3);
    const ids = [...memos.map((memo) => memo.id), 999_999].join(',');
    const titlesFor = async (token?: string) =>
      ((await t.json('GET', `/api/projects/lookup?page_ids=${ids}`, { token })).body.data as Array<{ attributes: { title: string } }>)
        .map((item) => item.attributes.title)
        .sort();
    const readableBy = async (email: string) => {
      const token = await t.signIn(email);
      const readable: string[] = [];
      for (const memo of memos) if ((await t.request('GET', `/api/memo/${memo.slug}`, { token })).status === 200) readable.push(memo.title);
      return { token, readable: readable.sort() };
    };
    expect(await titlesFor()).toEqual([]);
    for (const email of ['reader@example.org', 'colleague@example.org', 'editor@example.org']) {
      const { token, readable } = await readableBy(email);
      expect(await titlesFor(token)).toEqual(readable);
    }
    expect((await readableBy('reader@example.org')).readable.length).toBeLessThan(published.length);
  });

  it("lists only the subpages an invitee is invited to, whatever the invitations' ids", async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const colleague = await userByEmail(t, 'colleague@example.org');
    const memo = await addMemo(t, { owner, invite: [colleague] });
    const invited = await addMemo(t, { owner, parent: memo, title: 'Invited subpage' });
    await addMemo(t, { owner, parent: memo, title: 'Private subpage' });
    // An invitation whose own id equals its page's id once matched every page when the page's id went unqualified.
    await t.deps.database.db
      .insert(pageInvitations)
      .values({ id: invited.id, pageId: invited.id, userId: colleague.id, email: colleague.email, createdAt: TEST_NOW });
    const read = await t.json('GET', `/api/memo/${memo.slug}`, { token: await tokenFor(t, colleague) });
    expect(read.status).toBe(200);
    expect(read.body.data.attributes.subpages.map((item: { title: string }) => item.title)).toEqual(['Invited subpage']);
    const lookup = await t.json('GET', `/api/projects/lookup?page_ids=${invited.id + 1}`, { token: await tokenFor(t, colleague) });
    expect(lookup.body.data).toEqual([]);
  });

  it('looks up data room pages under /api/ex and creates them with POST /api/ex/content_pages', async () => {
    const created = await t.json('POST', '/api/ex/content_pages', { token: editor, body: { content_page: { title: 'Board papers' } } });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ title: 'Board papers', collection: 'dataroom', system: 'data' });
    const lookup = await t.json('GET', `/api/ex/data/lookup?page_ids=${created.body.data.id}`, { token: editor });
    expect(lookup.body.data[0].attributes.title).toBe('Board papers');
  });
});

describe('deleting subpages', () => {
  it('deletes the listed subpages and their own subpages in one go', async () => {
    const parent = await newsPage();
    const child = await createSubpage(parent.id, 'Child');
    const grandchild = await createSubpage(child, 'Grandchild');
    const greatGrandchild = await createSubpage(grandchild, 'Great-grandchild');
    const response = await t.json('DELETE', `/api/pages/${parent.id}/delete_sub_pages?page_ids=[${child}]`, { token: editor });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ deleted: [child, grandchild, greatGrandchild], detached: [] });
    for (const id of [child, grandchild, greatGrandchild]) {
      expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, id))).toEqual([]);
    }
    expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, parent.id))).toHaveLength(1);
  });

  it('deletes, in the save itself, the subpages whose blocks a save removes; not one made for a block not saved yet (issue 30)', async () => {
    const { db } = t.deps.database;
    const parent = await newsPage();
    const kept = await createSubpage(parent.id, 'Kept');
    const removed = await createSubpage(parent.id, 'Removed');
    const below = await createSubpage(removed, 'Below the removed one');
    const block = async (id: number) => {
      const [row] = await db.select().from(pages).where(eq(pages.id, id));
      return {
        type: 'subpage',
        version: 1,
        title: row.title,
        unique_slug: row.slug,
        system: row.system,
        editor_unique_slug: row.slug,
        public_route: '',
        editor_route: '',
        page_id: id,
      };
    };
    const save = async (children: unknown[]) => {
      const [page] = await db.select().from(pages).where(eq(pages.id, parent.id));
      return t.json('PUT', `/api/pages/${parent.id}`, {
        token: editor,
        body: { page: { version: page.version, lexical_body: { root: { type: 'root', version: 1, children } } } },
      });
    };
    expect((await save([await block(kept), await block(removed)])).status).toBe(200);
    // Made for a block the editor has not saved yet (spec 4.4): a save now must not take it.
    const unsaved = await createSubpage(parent.id, 'Not saved yet');
    expect((await save([await block(kept)])).status).toBe(200);
    const left = async (id: number) => (await db.select().from(pages).where(eq(pages.id, id))).length;
    expect([await left(kept), await left(removed), await left(below), await left(unsaved)]).toEqual([1, 0, 0, 1]);
  });

  it('refuses ids that are not subpages of that page and then deletes nothing', async () => {
    const parent = await newsPage();
    const child = await createSubpage(parent.id);
    const [stranger] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    const response = await t.json('DELETE', `/api/pages/${parent.id}/delete_sub_pages?page_ids=${child},${stranger.id}`, { token: editor });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(`Page ${stranger.id} is not a subpage of this page.`);
    expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, child))).toHaveLength(1);
  });

  it('lets only those who may edit the parent delete its subpages', async () => {
    const parent = await newsPage();
    await t.deps.database.db.update(pages).set({ published: true }).where(eq(pages.id, parent.id));
    const child = await createSubpage(parent.id);
    const path = `/api/pages/${parent.id}/delete_sub_pages?page_ids=${child}`;
    expect((await t.json('DELETE', path)).status).toBe(401);
    const reader = await t.signIn('reader@example.org');
    expect((await t.json('DELETE', path, { token: reader })).status).toBe(403);
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.id, parent.id));
    expect((await t.json('DELETE', path, { token: reader })).status).toBe(404);
    expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, child))).toHaveLength(1);
  });

  it("never deletes another person's memo placed under the page: it is detached and kept, with its own subpages", async () => {
    const parent = await newsPage();
    const sitePage = await createSubpage(parent.id, 'Site subpage');
    const theirMemo = await createSubpage(sitePage, 'Their memo', 'memo');
    const belowTheirs = await createSubpage(theirMemo, 'Below their memo', 'memo');
    const colleague = await t.signIn('colleague@example.org');
    const direct = await t.json('DELETE', `/api/pages/${parent.id}/delete_sub_pages?page_ids=${sitePage}`, { token: colleague });
    expect(direct.status).toBe(200);
    expect(direct.body.data).toEqual({ deleted: [sitePage], detached: [theirMemo] });
    const kept = await t.deps.database.db.select().from(pages).where(eq(pages.id, theirMemo));
    expect(kept).toMatchObject([{ parentId: null, title: 'Their memo' }]);
    expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, belowTheirs))).toMatchObject([{ parentId: theirMemo }]);

    const memoUnderParent = await createSubpage(parent.id, 'Another memo', 'memo');
    const listed = await t.json('DELETE', `/api/pages/${parent.id}/delete_sub_pages?page_ids=${memoUnderParent}`, { token: colleague });
    expect(listed.body.data).toEqual({ deleted: [], detached: [memoUnderParent] });
    expect(await t.deps.database.db.select().from(pages).where(eq(pages.id, memoUnderParent))).toMatchObject([{ parentId: null }]);
  });
});

describe('subpage blocks in a page answer', () => {
  const block = (id: number, title: string, slug: string) => ({
    type: 'subpage',
    version: 1,
    title,
    unique_slug: slug,
    system: 'projects',
    editor_unique_slug: slug,
    public_route: `/en/news/${slug}`,
    editor_route: `/en/page-templates/news/${slug}`,
    page_id: id,
  });

  async function pageShowing(...blocks: object[]) {
    const parent = await newsPage();
    const body = { root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [] }, ...blocks] } };
    await t.deps.database.db
      .update(pages)
      .set({ published: true, body: body as never })
      .where(eq(pages.id, parent.id));
    return parent;
  }

  it("leave out, for readers, the blocks of pages they may not read: a draft's title never reaches them", async () => {
    const draft = await createSubpage((await newsPage()).id, 'Embargoed merger plans');
    const published = await createSubpage((await newsPage()).id, 'Open day');
    await t.deps.database.db.update(pages).set({ published: true }).where(eq(pages.id, published));
    const parent = await pageShowing(block(draft, 'Embargoed merger plans', 'embargoed-merger'), block(published, 'Open day', 'open-day'));
    for (const token of [undefined, await t.signIn('reader@example.org')]) {
      const answer = await t.request('GET', `/api/content/news/${parent.slug}`, { token });
      const text = await answer.text();
      expect(answer.status).toBe(200);
      expect(text).not.toContain('Embargoed');
      expect(text).not.toContain('embargoed-merger');
      const ids = JSON.parse(text)
        .data.attributes.lexical_body.root.children.filter((node: { type: string }) => node.type === 'subpage')
        .map((node: { page_id: number }) => node.page_id);
      expect(ids).toEqual([published]);
    }
    const asEditor = await t.json('GET', `/api/content/news/${parent.slug}`, { token: editor });
    expect(JSON.stringify(asEditor.body)).toContain('Embargoed merger plans');
  });

  it("give an editor the block of another person's memo without its title or slug, and keep it whole when they save", async () => {
    const parent = await newsPage();
    const memo = await createSubpage(parent.id, 'Private plans', 'memo');
    const [stored] = await t.deps.database.db.select().from(pages).where(eq(pages.id, memo));
    const original = block(memo, 'Private plans', stored.slug);
    await pageShowing(original);
    const colleague = await t.signIn('colleague@example.org');
    const opened = await t.json('GET', `/api/pages/${parent.slug}`, { token: colleague });
    expect(opened.status).toBe(200);
    const text = JSON.stringify(opened.body);
    expect(text).not.toContain('Private plans');
    expect(text).not.toContain(stored.slug);
    const document = opened.body.data.attributes.lexical_body;
    expect(document.root.children[1]).toMatchObject({ type: 'subpage', page_id: memo, title: '' });
    document.root.children[0] = {
      type: 'paragraph',
      version: 1,
      children: [{ type: 'text', version: 1, text: 'Edited by a colleague', format: 0 }],
    };
    const saved = await t.json('PUT', `/api/pages/${parent.id}`, {
      token: colleague,
      body: { page: { version: opened.body.data.attributes.version, lexical_body: document } },
    });
    expect(saved.status).toBe(200);
    const after = (await editorsCopy(t, parent.id))!;
    expect(after.body.root.children[1]).toEqual(original);
    expect(JSON.stringify(after.body)).toContain('Edited by a colleague');
    const asOwner = await t.json('GET', `/api/pages/${parent.slug}`, { token: editor });
    expect(asOwner.body.data.attributes.lexical_body.root.children[1]).toEqual(original);
  });

  it("keeps whole the block of another person's memo that only a published page's draft holds, when a colleague saves it", async () => {
    const parent = await pageShowing();
    const memo = await createSubpage(parent.id, 'Private plans', 'memo');
    const [stored] = await t.deps.database.db.select().from(pages).where(eq(pages.id, memo));
    const original = block(memo, 'Private plans', stored.slug);
    const live = (await pageById(t, parent.id))!;
    const drafted = await t.json('PUT', `/api/pages/${parent.id}`, {
      token: editor,
      body: {
        page: {
          version: live.version,
          lexical_body: { ...live.body, root: { ...live.body.root, children: [...live.body.root.children, original] } },
        },
      },
    });
    expect(drafted.body.data.attributes.has_unpublished_changes).toBe(true);
    const colleague = await t.signIn('colleague@example.org');
    const opened = (await t.json('GET', `/api/pages/${parent.slug}`, { token: colleague })).body.data.attributes;
    expect(JSON.stringify(opened)).not.toContain('Private plans');
    const document = opened.lexical_body;
    document.root.children[0] = {
      type: 'paragraph',
      version: 1,
      children: [{ type: 'text', version: 1, text: 'Edited by a colleague', format: 0 }],
    };
    const saved = await t.json('PUT', `/api/pages/${parent.id}`, {
      token: colleague,
      body: { page: { version: opened.version, lexical_body: document } },
    });
    expect(saved.status).toBe(200);
    const after = (await editorsCopy(t, parent.id))!;
    expect(after.body.root.children.at(-1)).toEqual(original);
    expect(JSON.stringify(after.body)).toContain('Edited by a colleague');
  });
});
