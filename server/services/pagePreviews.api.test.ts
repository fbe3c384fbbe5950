import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, pageBySlug, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pagePreviews, pages, type Page } from '../db/schema';

const DAY = 86_400_000;
let t: TestApp;
let editor: string;
let draft: Page;

beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
  draft = await pageBySlug(t, 'the-long-view');
  await t.deps.database.db.update(pages).set({ published: false, title: 'The Long View, second draft' }).where(eq(pages.id, draft.id));
});
afterEach(() => t.close());

const create = (page: Page, body?: unknown, token: string | null = editor) =>
  t.json('POST', `/api/pages/${page.id}/previews`, { token, body });
const open = (token: string) => t.request('GET', `/api/previews/${token}`);

describe('draft preview links', () => {
  it('shows the current draft to whoever holds the link, signed out, for seven days, and tells search engines not to index it', async () => {
    const made = await create(draft);
    expect(made.status).toBe(201);
    const { token, path, expires_at } = made.body.data.attributes;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/en/preview/${token}`);
    expect(expires_at).toBe(new Date(TEST_NOW.getTime() + 7 * DAY).toISOString());
    const shown = await open(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('x-robots-tag')).toContain('noindex');
    const page = (await shown.json()).data.attributes;
    expect(page).toMatchObject({ title: 'The Long View, second draft', published: false, preview: true, editable: false });
    expect((await t.request('GET', '/api/content/stories/the-long-view')).status).toBe(404);
    await t.deps.database.db.update(pages).set({ title: 'Third draft' }).where(eq(pages.id, draft.id));
    expect((await (await open(token)).json()).data.attributes.title).toBe('Third draft');
    t.setNow(new Date(TEST_NOW.getTime() + 7 * DAY + 1000));
    expect((await open(token)).status).toBe(404);
  });

  it('lists the open links without their tokens and revokes one at once', async () => {
    const first = (await create(draft, { days: 2 })).body.data;
    await create(draft);
    const listed = await t.json('GET', `/api/pages/${draft.id}/previews`, { token: editor });
    expect(listed.body.data.map((item: { id: string }) => item.id).sort()).toEqual(expect.arrayContaining([first.id]));
    expect(JSON.stringify(listed.body)).not.toContain(first.attributes.token);
    expect((await t.request('DELETE', `/api/pages/${draft.id}/previews/${first.id}`, { token: editor })).status).toBe(204);
    expect((await open(first.attributes.token)).status).toBe(404);
    expect((await t.json('GET', `/api/pages/${draft.id}/previews`, { token: editor })).body.meta.total).toBe(1);
    expect((await t.request('DELETE', `/api/pages/${draft.id}/previews/${first.id}`, { token: editor })).status).toBe(404);
  });

  it('stores only a hash of the token, refuses made-up and malformed tokens alike, and stops when the page goes to the trash', async () => {
    const { token } = (await create(draft)).body.data.attributes;
    const stored = await t.deps.database.db.select().from(pagePreviews);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    for (const guess of ['A'.repeat(43), 'short', `${token}x`, '%00']) expect((await open(guess)).status).toBeGreaterThanOrEqual(400);
    await t.deps.database.db.update(pages).set({ trashedAt: TEST_NOW }).where(eq(pages.id, draft.id));
    expect((await open(token)).status).toBe(404);
  });

  it('lets only those who may edit the page make, list and revoke its links', async () => {
    expect((await create(draft, undefined, null)).status).toBe(401);
    expect((await create(draft, undefined, await t.signIn('reader@example.org'))).status).toBe(404);
    const owner = await userByEmail(t, 'editor@example.org');
    const memo = await addMemo(t, { owner, state: 'draft' });
    const colleague = await t.signIn('colleague@example.org');
    expect((await create(memo, undefined, colleague)).status).toBe(404);
    expect((await t.json('GET', `/api/pages/${memo.id}/previews`, { token: colleague })).status).toBe(404);
    expect((await create(memo, { days: 31 }, await tokenFor(t, owner))).status).toBe(400);
    expect((await create(memo, { days: 1 }, await tokenFor(t, owner))).status).toBe(201);
  });
});
