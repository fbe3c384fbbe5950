import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, addUser, databaseDigest, pageById, pageBySlug, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pageInvitations, pages, users, type Page, type User } from '../db/schema';
import { randomUid } from '../services/tokens';

let t: TestApp;
let owner: User;
let colleague: User;
let reader: User;
const tokens = new Map<number, string>();

beforeEach(async () => {
  t = await createTestApp();
  owner = await userByEmail(t, 'editor@example.org');
  colleague = await userByEmail(t, 'colleague@example.org');
  reader = await userByEmail(t, 'reader@example.org');
  for (const user of [owner, colleague, reader]) tokens.set(user.id, await tokenFor(t, user));
});
afterEach(() => t.close());

const as = (user: User, body?: unknown) => ({ token: tokens.get(user.id) ?? null, body });
const inviteBody = (memo: Page, identifiers: string[], message = 'Have a look') => ({
  page_invitation: { page_id: memo.id, message },
  user_identifiers: identifiers,
  permission: 'viewer',
});
const sharedEmails = async (memo: Page) =>
  (await t.json('GET', `/api/page-invitations?page_id=${memo.id}`, as(owner))).body.data.map(
    (row: { attributes: { email: string } }) => row.attributes.email,
  );
const readAs = async (memo: Page, user: User | null, slug = memo.slug) =>
  (await t.json('GET', `/api/memo/${slug}`, { token: user ? (tokens.get(user.id) ?? (await tokenFor(t, user))) : null })).status;

describe('user suggestions', () => {
  it('finds people by name or email for signed-in callers, without the caller and without password hashes', async () => {
    const byName = await t.json('GET', '/api/ex/users/suggest?q=sam', as(owner));
    expect(byName.status).toBe(200);
    expect(byName.body.data).toEqual([
      {
        id: colleague.uid,
        type: 'user',
        attributes: { emails: 'colleague@example.org', name: 'Sam Lee', uid: colleague.uid, image: null },
      },
    ]);
    const byEmail = await t.json('GET', '/api/ex/users/suggest?q=EXAMPLE.ORG', as(owner));
    expect(byEmail.body.data.map((row: { attributes: { name: string } }) => row.attributes.name)).toEqual([
      'Jordan Wong',
      'Robin Chan',
      'Sam Lee',
    ]);
    expect(JSON.stringify(byEmail.body)).not.toMatch(/password|pbkdf2/i);
    expect((await t.json('GET', '/api/ex/users/suggest?q=%25%25', as(owner))).body.data).toEqual([]);
  });

  it('needs at least 2 characters and a signed-in caller', async () => {
    expect(await t.json('GET', '/api/ex/users/suggest?q=s', as(owner))).toMatchObject({
      status: 400,
      body: { error: 'q: Type at least 2 characters to search.' },
    });
    expect((await t.json('GET', '/api/ex/users/suggest?q=%20s%20', as(owner))).status).toBe(400);
    expect((await t.json('GET', '/api/ex/users/suggest', as(owner))).status).toBe(400);
    expect((await t.json('GET', '/api/ex/users/suggest?q=sam')).status).toBe(401);
  });

  it('asks for the X-Api-Key header when an API key is configured', async () => {
    const keyed = await createTestApp({ apiKey: 'data-room-key' });
    try {
      const token = await tokenFor(keyed, await userByEmail(keyed, 'editor@example.org'));
      expect((await keyed.request('GET', '/api/ex/users/suggest?q=sam', { token })).status).toBe(401);
      const sent = await keyed.request('GET', '/api/ex/users/suggest?q=sam', { token, headers: { 'x-api-key': 'data-room-key' } });
      expect(sent.status).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});

describe('invitations', () => {
  it('invites by uid and by email, stores the message, and lists people with access without the owner', async () => {
    const memo = await addMemo(t, { owner });
    const sent = await t.json(
      'POST',
      '/api/page-invitations',
      as(owner, inviteBody(memo, [colleague.uid, 'READER@example.org', owner.uid])),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.meta.total).toBe(2);
    const list = await t.json('GET', `/api/page-invitations?page_id=${memo.id}`, as(owner));
    expect(list.body.data).toEqual([
      {
        id: expect.any(String),
        type: 'page_invitation',
        attributes: {
          email: 'colleague@example.org',
          user_name: 'Sam Lee',
          profile_image: null,
          user_uid: colleague.uid,
          permission: 'viewer',
        },
      },
      {
        id: expect.any(String),
        type: 'page_invitation',
        attributes: {
          email: 'reader@example.org',
          user_name: 'Robin Chan',
          profile_image: null,
          user_uid: reader.uid,
          permission: 'viewer',
        },
      },
    ]);
    const stored = await t.deps.database.db.select().from(pageInvitations).where(eq(pageInvitations.pageId, memo.id));
    expect(stored.map((row) => [row.userId, row.message, row.permission])).toEqual([
      [colleague.id, 'Have a look', 'viewer'],
      [reader.id, 'Have a look', 'viewer'],
    ]);
    expect(await readAs(memo, colleague)).toBe(200);
    expect(await readAs(memo, reader)).toBe(200);
  });

  it('is idempotent: inviting the same people again, in any case, adds nobody', async () => {
    const memo = await addMemo(t, { owner });
    await t.json('POST', '/api/page-invitations', as(owner, inviteBody(memo, [colleague.uid, 'new.person@example.org'])));
    const again = await t.json(
      'POST',
      '/api/page-invitations',
      as(owner, inviteBody(memo, ['COLLEAGUE@example.org', 'New.Person@Example.org', colleague.uid])),
    );
    expect(again.status).toBe(201);
    expect(await sharedEmails(memo)).toEqual(['colleague@example.org', 'new.person@example.org']);
  });

  it('keeps an invitation for an address without an account, which the account with that address gets when it exists', async () => {
    const memo = await addMemo(t, { owner });
    await t.json('POST', '/api/page-invitations', as(owner, inviteBody(memo, ['Later.Person@example.org'])));
    const [pending] = (await t.json('GET', `/api/page-invitations?page_id=${memo.id}`, as(owner))).body.data;
    expect(pending.attributes).toEqual({
      email: 'later.person@example.org',
      user_name: null,
      profile_image: null,
      user_uid: null,
      permission: 'viewer',
    });

    const [later] = await t.deps.database.db
      .insert(users)
      .values({
        uid: randomUid(),
        email: 'later.person@example.org',
        name: 'Lee Later',
        role: 'staff',
        passwordHash: 'not-a-hash',
        createdAt: TEST_NOW,
      })
      .returning();
    expect(await readAs(memo, later)).toBe(200);
    const memoList = await t.json('GET', '/api/page_collections/memo/pages', { token: await tokenFor(t, later) });
    expect(memoList.body.data.map((row: { attributes: { slug: string } }) => row.attributes.slug)).toEqual([memo.slug]);
    const [linked] = (await t.json('GET', `/api/page-invitations?page_id=${memo.id}`, as(owner))).body.data;
    expect(linked.attributes).toMatchObject({ user_name: 'Lee Later', user_uid: later.uid });
    expect(await readAs(memo, await addUser(t, 'staff'))).toBe(404);
  });

  it('refuses bodies that break the rules, changing nothing', async () => {
    const memo = await addMemo(t, { owner });
    const before = await databaseDigest(t);
    const cases: Array<[unknown, string]> = [
      [inviteBody(memo, []), 'user_identifiers: No users provided for invitation'],
      [inviteBody(memo, ['not-an-email']), '"not-an-email" is neither a user nor an email address.'],
      [inviteBody(memo, [randomUid()]), 'One of the people to invite no longer has an account.'],
      [{ ...inviteBody(memo, [colleague.uid]), permission: 'owner' }, 'permission: Access is fixed to Viewer.'],
      [{ user_identifiers: [colleague.uid] }, expect.stringContaining('page_invitation')],
      [{ ...inviteBody(memo, [colleague.uid]), page_invitation: { page_id: 'x' } }, 'page_invitation.page_id: page_id must be a page id.'],
    ];
    for (const [body, error] of cases) {
      expect(await t.json('POST', '/api/page-invitations', as(owner, body))).toMatchObject({ status: 400, body: { error } });
    }
    expect((await t.request('POST', '/api/page-invitations', { token: tokens.get(owner.id), raw: '{"page_invitation":' })).status).toBe(
      400,
    );
    expect(await databaseDigest(t)).toBe(before);
  });

  it('shares only memo pages', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    const sent = await t.json('POST', '/api/page-invitations', as(owner, inviteBody(story, [colleague.uid])));
    expect(sent).toMatchObject({ status: 400, body: { error: 'Only memo pages can be shared.' } });
    expect((await t.json('GET', `/api/pages/${story.id}/share`, as(owner))).status).toBe(400);
  });
});

describe('removing people and changing access', () => {
  async function invitationsOf(memo: Page) {
    return (await t.json('GET', `/api/page-invitations?page_id=${memo.id}`, as(owner))).body.data as Array<{
      id: string;
      attributes: { user_uid: string };
    }>;
  }

  it('removes a person, who can no longer read the memo', async () => {
    const memo = await addMemo(t, { owner, invite: [colleague, reader] });
    expect(await readAs(memo, colleague)).toBe(200);
    const [first] = await invitationsOf(memo);
    const removed = await t.request('DELETE', `/api/page-invitations/${first.id}?page_id=${memo.id}&user_uid=${colleague.uid}`, as(owner));
    expect(removed.status).toBe(204);
    expect(await readAs(memo, colleague)).toBe(404);
    expect(await readAs(memo, reader)).toBe(200);
    expect(await sharedEmails(memo)).toEqual(['reader@example.org']);
  });

  it('removes an email invitation, which has no user_uid', async () => {
    const memo = await addMemo(t, { owner });
    await t.json('POST', '/api/page-invitations', as(owner, inviteBody(memo, ['nobody.yet@example.org'])));
    const [pending] = await invitationsOf(memo);
    expect((await t.request('DELETE', `/api/page-invitations/${pending.id}?page_id=${memo.id}&user_uid=`, as(owner))).status).toBe(204);
    expect(await sharedEmails(memo)).toEqual([]);
  });

  it('refuses mixed ids: your page with another page’s invitation, or the wrong person, changing nothing', async () => {
    const mine = await addMemo(t, { owner, invite: [reader] });
    const theirs = await addMemo(t, { owner: colleague, invite: [owner, reader] });
    const [theirInvitation] = (await t.json('GET', `/api/page-invitations?page_id=${theirs.id}`, as(colleague))).body.data;
    const [myInvitation] = await invitationsOf(mine);
    const before = await databaseDigest(t);
    const attempts = [
      `/api/page-invitations/${theirInvitation.id}?page_id=${mine.id}`,
      `/api/page-invitations/${theirInvitation.id}?page_id=${mine.id}&user_uid=${reader.uid}`,
      `/api/page-invitations/${myInvitation.id}?page_id=${mine.id}&user_uid=${colleague.uid}`,
      `/api/page-invitations/999999?page_id=${mine.id}`,
      `/api/page-invitations/abc?page_id=${mine.id}`,
    ];
    for (const path of attempts)
      expect(await t.json('DELETE', path, as(owner))).toMatchObject({ status: 404, body: { error: 'Invitation not found.' } });
    expect((await t.json('DELETE', `/api/page-invitations/${theirInvitation.id}?page_id=${theirs.id}`, as(owner))).status).toBe(403);
    expect((await t.json('DELETE', `/api/page-invitations/${myInvitation.id}`, as(owner))).status).toBe(400);
    const mixedPut = await t.json(
      'PUT',
      `/api/page-invitations/${theirInvitation.id}?page_id=${mine.id}`,
      as(owner, { permission: 'viewer' }),
    );
    expect(mixedPut.status).toBe(404);
    expect(await databaseDigest(t)).toBe(before);
  });

  it('never removes an owner, and never lists one', async () => {
    const memo = await addMemo(t, { owner, invite: [colleague] });
    const [ownerRow] = await t.deps.database.db
      .insert(pageInvitations)
      .values({ pageId: memo.id, userId: reader.id, email: reader.email, permission: 'owner', createdAt: TEST_NOW })
      .returning();
    expect(await sharedEmails(memo)).toEqual(['colleague@example.org']);
    const before = await databaseDigest(t);
    const byOwnerUid = await t.json('DELETE', `/api/page-invitations/${ownerRow.id}?page_id=${memo.id}&user_uid=${owner.uid}`, as(owner));
    expect(byOwnerUid).toMatchObject({ status: 403, body: { error: 'The owner of a page cannot be removed.' } });
    expect((await t.json('DELETE', `/api/page-invitations/${ownerRow.id}?page_id=${memo.id}`, as(owner))).status).toBe(403);
    expect((await t.json('PUT', `/api/page-invitations/${ownerRow.id}`, as(owner, { permission: 'viewer' }))).status).toBe(403);
    expect(await databaseDigest(t)).toBe(before);
  });

  it('updates the permission, which stays viewer', async () => {
    const memo = await addMemo(t, { owner, invite: [colleague] });
    const [invitation] = await invitationsOf(memo);
    const updated = await t.json('PUT', `/api/page-invitations/${invitation.id}`, as(owner, { permission: 'viewer' }));
    expect(updated).toMatchObject({
      status: 200,
      body: { data: { id: invitation.id, attributes: { permission: 'viewer', user_uid: colleague.uid } } },
    });
    expect(
      (await t.json('PUT', `/api/page-invitations/${invitation.id}?page_id=${memo.id}`, as(owner, { permission: 'viewer' }))).status,
    ).toBe(200);
    expect(await t.json('PUT', `/api/page-invitations/${invitation.id}`, as(owner, { permission: 'owner' }))).toMatchObject({
      status: 400,
      body: { error: 'permission: Access is fixed to Viewer.' },
    });
    expect((await t.json('PUT', '/api/page-invitations/999999', as(owner, { permission: 'viewer' }))).status).toBe(404);
  });
});

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
      const authorization = user ? tokens.get(user.id)! : null;
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
