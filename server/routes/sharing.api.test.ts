import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { asIn, readAsIn, sharingWorld, type SharingWorld } from '../../tests/sharingFixtures';
import { addMemo, addUser, databaseDigest, pageBySlug, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pageInvitations, users, type Page, type User } from '../db/schema';
import { randomUid } from '../services/tokens';

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

const inviteBody = (memo: Page, identifiers: string[], message = 'Have a look') => ({
  page_invitation: { page_id: memo.id, message },
  user_identifiers: identifiers,
  permission: 'viewer',
});
const sharedEmails = async (memo: Page) =>
  (await t.json('GET', `/api/page-invitations?page_id=${memo.id}`, as(owner))).body.data.map(
    (row: { attributes: { email: string } }) => row.attributes.email,
  );

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
      [{ ...inviteBody(memo, [colleague.uid]), permission: 'owner' }, 'permission: Access is Viewer or Commenter.'],
      [{ user_identifiers: [colleague.uid] }, expect.stringContaining('page_invitation')],
      [{ ...inviteBody(memo, [colleague.uid]), page_invitation: { page_id: 'x' } }, 'page_invitation.page_id: page_id must be a page id.'],
    ];
    for (const [body, error] of cases) {
      expect(await t.json('POST', '/api/page-invitations', as(owner, body))).toMatchObject({ status: 400, body: { error } });
    }
    expect(
      (await t.request('POST', '/api/page-invitations', { token: world.tokens.get(owner.id), raw: '{"page_invitation":' })).status,
    ).toBe(400);
    expect(await databaseDigest(t)).toBe(before);
  });

  it('shares memo pages with Viewers and links; a site page only with Commenters (issue 35)', async () => {
    const story = await pageBySlug(t, 'the-long-view');
    const sent = await t.json('POST', '/api/page-invitations', as(owner, inviteBody(story, [colleague.uid])));
    expect(sent).toMatchObject({ status: 400, body: { error: 'People are invited to a site page as Commenters only.' } });
    expect(await sharedEmails(story)).toEqual([]);
    expect((await t.json('GET', `/api/pages/${story.id}/share`, as(owner))).body.error).toBe('Only memo pages can be shared.');
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
      body: { error: 'permission: Access is Viewer or Commenter.' },
    });
    expect((await t.json('PUT', '/api/page-invitations/999999', as(owner, { permission: 'viewer' }))).status).toBe(404);
  });
});
