import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../tests/apiHarness';
import { asIn, readAsIn, sharingWorld, type SharingWorld } from '../../tests/sharingFixtures';
import { addMemo, databaseDigest, pageById } from '../../tests/memoFixtures';
import { pages, type Page, type User } from '../db/schema';

// Share links and general access, split from sharing.api.test.ts (invitations and the people with access).
let world: SharingWorld;
let t: TestApp;
let owner: User;
let colleague: User;
let reader: User;

beforeEach(async () => {
  world = await sharingWorld();
  ({ t, owner, colleague, reader } = world);
});
afterEach(() => t.close());

const as = (user: User, body?: unknown) => asIn(world, user, body);
const readAs = (memo: Page, user: User | null, slug?: string) => readAsIn(world, memo, user, slug);

describe('general access and share links', () => {
  const linkOf = (memo: Page, token: string) => `${memo.slug}-${token}`;

  it('reads and changes the page share settings; anyone-with-link makes a token of at least 128 random bits', async () => {
    const memo = await addMemo(t, { owner });
    expect(await t.json('GET', `/api/pages/${memo.id}/share`, as(owner))).toEqual({
      status: 200,
      body: { data: { id: String(memo.id), type: 'page_share', attributes: { page_id: memo.id, is_public: false, share_token: null } } },
    });
    const opened = await t.json('PUT', `/api/pages/${memo.id}/share`, as(owner, { page: { is_public: true } }));
    const token: string = opened.body.data.attributes.share_token;
    expect(opened.body.data.attributes.is_public).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(atob(token.replace(/-/g, '+').replace(/_/g, '/'))).toHaveLength(24);
    const again = await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true`, as(owner));
    expect(again.body.data.attributes.share_token).toBe(token);
    expect((await t.json('GET', `/api/memo/${memo.slug}`, as(owner))).body.data.attributes).toMatchObject({
      is_public_access: true,
      public: true,
      share_token: token,
    });
    expect(await readAs(memo, null, linkOf(memo, token))).toBe(200);
    expect(await readAs(memo, reader, linkOf(memo, token))).toBe(200);
  });

  it('gives every memo its own token', async () => {
    const seen = new Set<string>();
    for (let index = 0; index < 8; index++) {
      const memo = await addMemo(t, { owner });
      seen.add(
        (await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true`, as(owner))).body.data.attributes.share_token,
      );
    }
    expect(seen.size).toBe(8);
  });

  it('switching back to restricted revokes the link on the next request, and a revoked token answers like an unknown one', async () => {
    const memo = await addMemo(t, { owner });
    const token = (await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true`, as(owner))).body.data.attributes
      .share_token;
    expect(await readAs(memo, null, linkOf(memo, token))).toBe(200);
    const closed = await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=false`, as(owner));
    expect(closed.body.data.attributes).toEqual({ page_id: memo.id, is_public: false, share_token: null });
    // Kept, inert, for an undo: no one is shown it (not even the owner's memo) and no one reads through it.
    expect((await pageById(t, memo.id))?.shareToken).toBe(token);
    expect((await t.json('GET', `/api/memo/${memo.slug}`, as(owner))).body.data.attributes.share_token).toBeNull();

    const unknown = 'A'.repeat(32);
    for (const user of [null, reader, colleague]) {
      const authorization = user ? world.tokens.get(user.id)! : null;
      const revoked = await t.request('GET', `/api/memo/${linkOf(memo, token)}`, { token: authorization });
      const guessed = await t.request('GET', `/api/memo/${linkOf(memo, unknown)}`, { token: authorization });
      expect([revoked.status, await revoked.text()]).toEqual([guessed.status, await guessed.text()]);
      const revokedCheck = await t.request('GET', `/api/memo/check-public-memo/${linkOf(memo, token)}`, { token: authorization });
      const guessedCheck = await t.request('GET', `/api/memo/check-public-memo/${linkOf(memo, unknown)}`, { token: authorization });
      expect([revokedCheck.status, await revokedCheck.text()]).toEqual([guessedCheck.status, await guessedCheck.text()]);
    }
    expect(await readAs(memo, null, linkOf(memo, token))).toBe(401);

    const reopened = await t.json('PUT', `/api/pages/${memo.id}/share`, as(owner, { page: { is_public: true } }));
    expect(reopened.body.data.attributes.share_token).not.toBe(token);
    expect(await readAs(memo, null, linkOf(memo, token))).toBe(401);
  });

  it('never lets a restricted memo be read through its link or its plain slug by anyone else, even with a token left over', async () => {
    const memo = await addMemo(t, { owner, isPublic: true });
    await t.deps.database.db.update(pages).set({ isPublic: false }).where(eq(pages.id, memo.id));
    for (const user of [null, reader, colleague]) {
      expect(await readAs(memo, user)).toBe(user ? 404 : 401);
      expect(await readAs(memo, user, linkOf(memo, memo.shareToken!))).toBe(user ? 404 : 401);
    }
    expect(await readAs(memo, owner, linkOf(memo, memo.shareToken!))).toBe(200);
    const reopened = await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true`, as(owner));
    expect(reopened.body.data.attributes.share_token).not.toBe(memo.shareToken);
  });

  it("undoes a switch to restricted with restore=true: the memo's last link works again, and only that way", async () => {
    const memo = await addMemo(t, { owner });
    const token = (await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true`, as(owner))).body.data.attributes
      .share_token;
    await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=false`, as(owner));
    expect(await readAs(memo, null, linkOf(memo, token))).toBe(401);

    const restored = await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true&restore=true`, as(owner));
    expect(restored.body.data.attributes).toEqual({ page_id: memo.id, is_public: true, share_token: token });
    expect(await readAs(memo, null, linkOf(memo, token))).toBe(200);
    expect(await readAs(memo, reader, linkOf(memo, token))).toBe(200);
    // Restoring what is already open changes nothing; a memo that never had a link gets a new one.
    expect(
      (await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true&restore=true`, as(owner))).body.data.attributes
        .share_token,
    ).toBe(token);
    const fresh = await addMemo(t, { owner });
    const first = (await t.json('POST', `/api/publications/${fresh.id}/toggle_share_access?public=true&restore=true`, as(owner))).body.data
      .attributes.share_token;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // Only the owner restores: others are refused and change nothing.
    await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=false`, as(owner));
    const before = await databaseDigest(t);
    expect((await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true&restore=true`, as(colleague))).status).toBe(
      404,
    );
    expect(
      (await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true&restore=true`, { token: null })).status,
    ).toBe(401);
    expect((await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true&restore=yes`, as(owner))).status).toBe(400);
    expect(await databaseDigest(t)).toBe(before);
    expect(await readAs(memo, null, linkOf(memo, token))).toBe(401);
  });

  it('validates the share bodies and the toggle query', async () => {
    const memo = await addMemo(t, { owner });
    const before = await databaseDigest(t);
    expect((await t.json('PUT', `/api/pages/${memo.id}/share`, as(owner, { page: { is_public: 'yes' } }))).status).toBe(400);
    expect((await t.json('PUT', `/api/pages/${memo.id}/share`, as(owner, { is_public: true }))).status).toBe(400);
    expect((await t.json('POST', `/api/publications/${memo.id}/toggle_share_access`, as(owner))).status).toBe(400);
    expect((await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=1`, as(owner))).status).toBe(400);
    expect((await t.json('POST', '/api/publications/abc/toggle_share_access?public=true', as(owner))).status).toBe(404);
    expect(await databaseDigest(t)).toBe(before);
  });
});
