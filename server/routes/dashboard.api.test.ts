import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardAnswer, DashboardRow } from '../../contract/dashboard';
import { createTestApp, TEST_NOW, type TestApp } from '../../tests/apiHarness';
import { addUser, documentWith, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pages, type User } from '../db/schema';
import { randomUid } from '../services/tokens';
import { recordRevision } from '../services/revisionRecording';

/** The staff dashboard (issue 33): one call, each person seeing only the site pages they may read. */

let t: TestApp;
let editor: User;
let colleague: User;
beforeEach(async () => {
  t = await createTestApp();
  editor = await userByEmail(t, 'editor@example.org');
  colleague = await userByEmail(t, 'colleague@example.org');
});
afterEach(() => t.close());

const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
let made = 0;

interface PageOptions {
  owner: User;
  title: string;
  state?: 'draft' | 'scheduled' | 'published';
  collection?: string;
  locale?: 'en' | 'hk';
  /** Who saved its latest revision, and when (its updated time too). */
  savedBy?: User;
  savedAt?: Date;
}

async function addPage({
  owner,
  title,
  state = 'draft',
  collection = 'news',
  locale = 'en',
  savedBy = owner,
  savedAt = at(++made),
}: PageOptions) {
  const { db } = t.deps.database;
  const [page] = await db
    .insert(pages)
    .values({
      uid: randomUid(),
      slug: `dashboard-${++made}`,
      title,
      collection,
      system: 'csw',
      locale,
      ownerId: owner.id,
      published: state === 'published',
      publishedAt: state === 'published' ? savedAt : null,
      publishAt: state === 'scheduled' ? at(24 * 60 + made) : null,
      body: documentWith(title),
      plainText: title,
      createdAt: savedAt,
      updatedAt: savedAt,
    })
    .returning();
  await db.transaction((tx) => recordRevision(tx, page.id, savedBy.id, 'save', savedAt));
  return page;
}

async function dashboard(token: string, query = ''): Promise<DashboardAnswer> {
  const { status, body } = await t.json('GET', `/api/dashboard${query}`, { token });
  expect(status, query).toBe(200);
  return body;
}
const titles = (rows: DashboardRow[] | undefined) => (rows ?? []).map((row) => row.title);

describe('the dashboard', () => {
  it('shows an editor their drafts, what is scheduled (with its time), what was published and what others changed', async () => {
    await addPage({ owner: editor, title: 'Zq editor draft' });
    const scheduled = await addPage({ owner: colleague, title: 'Zq colleague scheduled', state: 'scheduled' });
    await addPage({ owner: editor, title: 'Zq editor published', state: 'published' });
    await addPage({ owner: editor, title: 'Zq changed by colleague', savedBy: colleague });
    await addPage({ owner: colleague, title: 'Zq colleague draft' });
    const token = await tokenFor(t, editor);
    const { data, authors } = await dashboard(token, '?q=zq');
    expect(titles(data.drafts?.items)).toEqual(['Zq changed by colleague', 'Zq editor draft']);
    expect(data.scheduled?.items.map((row) => [row.title, row.publish_at, row.state])).toEqual([
      ['Zq colleague scheduled', scheduled.publishAt!.toISOString(), 'scheduled'],
    ]);
    expect(titles(data.published?.items)).toEqual(['Zq editor published']);
    // Changed last by someone else: the colleague's saves, on their pages and on the editor's.
    expect(titles(data.changed?.items)).toEqual(['Zq colleague draft', 'Zq changed by colleague', 'Zq colleague scheduled']);
    expect(data.changed?.items[1]).toMatchObject({
      owner: { uid: editor.uid, name: editor.name },
      changed_by: { uid: colleague.uid, name: colleague.name },
      public_route: expect.stringMatching(/^\/en\/news\/dashboard-\d+$/),
    });
    expect(authors).toEqual(expect.arrayContaining([{ uid: colleague.uid, name: colleague.name }]));
  });

  it('lists pages in review (waiting for me, and mine) and published pages with changes, for those who may edit them only', async () => {
    const contributor = await addUser(t, 'contributor');
    const reader = await addUser(t, 'staff');
    const [contributorToken, editorToken, readerToken] = await Promise.all(
      [contributor, editor, reader].map((person) => tokenFor(t, person)),
    );
    // A contributor's draft submitted for review, through the API as the editor bar does.
    const made = await t.json('POST', '/api/pages', {
      token: contributorToken,
      body: { page: { title: 'Zq ferries for review', page_collection_slug: 'news' } },
    });
    const submitted = await t.json('POST', `/api/pages/${made.body.data.attributes.page_id}/review`, {
      token: contributorToken,
      body: { note: 'Ready' },
    });
    expect(submitted.status).toBe(200);
    // A published page with saved changes readers do not see yet.
    const live = await addPage({ owner: editor, title: 'Zq live with changes', state: 'published' });
    const saved = await t.json('PUT', `/api/pages/${live.id}`, {
      token: editorToken,
      body: { page: { version: live.version, lexical_body: documentWith('Zq a change') } },
    });
    expect(saved.status).toBe(200);

    const forEditor = (await dashboard(editorToken, '?q=zq')).data;
    expect(titles(forEditor.to_review?.items)).toEqual(['Zq ferries for review']);
    expect(titles(forEditor.changes?.items)).toEqual(['Zq live with changes']);
    // Changed when its draft was saved, not when the live copy was.
    expect(forEditor.changes?.items[0].updated_at).toBe(t.deps.clock().toISOString());
    expect(forEditor.published?.items[0]).toMatchObject({ title: 'Zq live with changes', has_unpublished_changes: true });
    const forContributor = (await dashboard(contributorToken, '?q=zq')).data;
    expect(forContributor.my_reviews?.items).toMatchObject([{ title: 'Zq ferries for review', review_state: 'in_review' }]);
    expect(titles(forContributor.to_review?.items)).toEqual([]);
    expect(titles(forContributor.changes?.items)).toEqual([]);
    // A staff reader is told of neither: the live page shows, without its draft or a review.
    const forReader = (await dashboard(readerToken, '?q=zq')).data;
    expect(titles(forReader.changes?.items)).toEqual([]);
    expect(titles(forReader.to_review?.items)).toEqual([]);
    expect([...new Set(Object.values(forReader).flatMap((list) => titles(list?.items)))]).toEqual(['Zq live with changes']);
    expect(forReader.published?.items[0]).toMatchObject({ has_unpublished_changes: false, review_state: null });
  });

  it('filters every group by section, locale, author, state and words', async () => {
    await addPage({ owner: editor, title: 'Zq story en', collection: 'stories' });
    await addPage({ owner: editor, title: 'Zq news hk', locale: 'hk' });
    await addPage({ owner: colleague, title: 'Zq colleague news', state: 'published' });
    const token = await tokenFor(t, editor);
    const all = async (query: string) => {
      const { data } = await dashboard(token, query);
      return [...new Set(Object.values(data).flatMap((list) => titles(list?.items)))].sort();
    };
    expect(await all('?q=zq&collection=stories')).toEqual(['Zq story en']);
    expect(await all('?q=zq&locale=hk')).toEqual(['Zq news hk']);
    expect(await all(`?q=zq&author=${colleague.uid}`)).toEqual(['Zq colleague news']);
    expect(await all('?q=zq&state=published')).toEqual(['Zq colleague news']);
    expect(await all('?q=zq%20story')).toEqual(['Zq story en']);
    // A % or _ is a character, not a pattern.
    expect(await all('?q=%25')).toEqual([]);
  });

  it('pages each group by keyset, without repeats', async () => {
    for (let index = 0; index < 5; index++) await addPage({ owner: editor, title: `Zq page ${index}` });
    const token = await tokenFor(t, editor);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?q=zq&group=drafts&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { data } = await dashboard(token, query);
      expect(Object.keys(data)).toEqual(['drafts']);
      seen.push(...titles(data.drafts!.items));
      cursor = data.drafts!.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['Zq page 4', 'Zq page 3', 'Zq page 2', 'Zq page 1', 'Zq page 0']);
  });

  it('shows each role only what it may read, refuses the signed-out and bad queries', async () => {
    const contributor = await addUser(t, 'contributor');
    await addPage({ owner: contributor, title: 'Zq contributor draft' });
    await addPage({ owner: editor, title: 'Zq editor secret draft', savedBy: colleague });
    await addPage({ owner: editor, title: 'Zq editor scheduled', state: 'scheduled' });
    await addPage({ owner: editor, title: 'Zq live', state: 'published', savedBy: colleague });
    const seenBy = async (user: User) => {
      const { data } = await dashboard(await tokenFor(t, user), '?q=zq');
      return [...new Set(Object.values(data).flatMap((list) => titles(list?.items)))].sort();
    };
    expect(await seenBy(contributor)).toEqual(['Zq contributor draft', 'Zq live']);
    expect(await seenBy(await userByEmail(t, 'reader@example.org'))).toEqual(['Zq live']);
    // An editor reads every page; the editor's draft that the colleague saved last is in none of the colleague's groups.
    expect(await seenBy(colleague)).toEqual(['Zq contributor draft', 'Zq editor scheduled', 'Zq live']);
    expect(await seenBy(editor)).toEqual(['Zq contributor draft', 'Zq editor scheduled', 'Zq editor secret draft', 'Zq live']);
    expect((await t.request('GET', '/api/dashboard')).status).toBe(401);
    const token = await tokenFor(t, editor);
    const forged = ['2026-99-99T99:99:99Z~5', '2026-11-21T10:00:00.000Z~9999999999'].map((cursor) => `?group=drafts&cursor=${cursor}`);
    for (const bad of ['?state=trashed', '?collection=memo', '?limit=500', '?cursor=x', '?group=inbox', '?locale=fr', ...forged])
      expect((await t.json('GET', `/api/dashboard${bad}`, { token })).status, bad).toBe(400);
  });
});
