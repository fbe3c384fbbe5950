import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { addMemo, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { createTestApp } from '../../tests/apiHarness';
import { createLiveTestApp, type LiveTestApp } from '../../tests/liveHarness';
import { pages, type Page } from '../db/schema';

// Issue 34: the access matrix of the live endpoint. Who may have a ticket and open the socket is exactly who may save
// the page (PUT /api/pages/{id}); a person who loses the right while connected is closed at once.
let t: LiveTestApp;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp();
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

const ticketStatus = async (token: string | null, pageId: number) =>
  (await t.json('POST', `/api/pages/${pageId}/live/tickets`, { token })).status;
const putStatus = async (token: string, page: Page) =>
  (await t.json('PUT', `/api/pages/${page.id}`, { token, body: { page: { version: page.version, title: page.title } } })).status;

/** The HTTP status the upgrade is refused with, or 101 when the socket opens. */
async function upgradeStatus(pageId: number, ticket: string): Promise<number> {
  const socket = new WebSocket(`ws://127.0.0.1:${t.port}/api/pages/${pageId}/live?ticket=${encodeURIComponent(ticket)}`);
  const status = await new Promise<number>((resolve) => {
    socket.on('open', () => resolve(101));
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => resolve(0));
  });
  socket.terminate();
  return status;
}

describe('who may open a page live', () => {
  it('refuses the anonymous, the staff reader, an editor a memo is not shared with and an invitee who may only read, as a save would', async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const colleague = await userByEmail(t, 'colleague@example.org');
    const reader = await t.signIn('reader@example.org');
    const invitee = await userByEmail(t, 'colleague@example.org');
    const memo = await addMemo(t, { owner, state: 'draft' });
    const sharedMemo = await addMemo(t, { owner, state: 'draft', invite: [invitee] });
    const colleagueToken = await tokenFor(t, colleague);

    expect(await ticketStatus(null, story.id)).toBe(401);
    for (const [token, page] of [
      [await t.signIn('editor@example.org'), story],
      [reader, story],
      [colleagueToken, memo],
      [colleagueToken, sharedMemo],
    ] as const) {
      const save = await putStatus(token, (await t.deps.database.db.select().from(pages).where(eq(pages.id, page.id)))[0]);
      expect(await ticketStatus(token, page.id), `${page.slug}`).toBe(save === 200 ? 201 : save);
    }
    expect(await ticketStatus(reader, story.id)).toBe(403);
    expect(await ticketStatus(colleagueToken, memo.id)).toBe(404);
  });

  it('opens the socket only with a fresh ticket of that page, once', async () => {
    const alex = await t.signIn('editor@example.org');
    const ticket = await t.ticket(alex, story.id);
    const memo = await addMemo(t, { owner: await userByEmail(t, 'editor@example.org'), state: 'draft' });
    expect(await upgradeStatus(memo.id, ticket)).toBe(401);
    expect(await upgradeStatus(story.id, 'x'.repeat(43))).toBe(401);
    const fresh = await t.ticket(alex, story.id);
    expect(await upgradeStatus(story.id, fresh)).toBe(101);
    expect(await upgradeStatus(story.id, fresh)).toBe(401);
    const late = await t.ticket(alex, story.id);
    t.setNow(new Date(t.deps.clock().getTime() + 31_000));
    expect(await upgradeStatus(story.id, late)).toBe(401);
  });

  it('refuses the upgrade when the right was lost between ticket and socket', async () => {
    const memo = await addMemo(t, { owner: await userByEmail(t, 'editor@example.org'), state: 'draft' });
    const alex = await t.signIn('editor@example.org');
    const ticket = await t.ticket(alex, memo.id);
    expect((await t.json('PATCH', `/api/pages/${memo.id}/move-to-trash`, { token: alex })).status).toBe(200);
    expect(await upgradeStatus(memo.id, ticket)).toBe(404);
  });
});

describe('a server without live editing (the browser’s mock mode)', () => {
  it('answers the ticket call 501 with a message, so the editor keeps saving by PUT', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.json('POST', `/api/pages/${story.id}/live/tickets`, { token: await plain.signIn('editor@example.org') });
      expect(answer.status).toBe(501);
      expect(answer.body.error).toBe('Live editing is not available on this server.');
    } finally {
      await plain.close();
    }
  });
});

describe('losing the right while connected', () => {
  it('closes with 4403 the socket of an editor whose role becomes staff reader, and with 4401 on deactivation or sign-out', async () => {
    const admin = await t.signIn('admin@example.org');
    const sam = await userByEmail(t, 'colleague@example.org');
    const samClient = await t.connect(await t.signIn('colleague@example.org'), story.id);
    expect((await t.json('PUT', `/api/admin/people/${sam.uid}/role`, { token: admin, body: { role: 'staff' } })).status).toBe(200);
    expect((await samClient.closed).code).toBe(4403);

    const alex = await userByEmail(t, 'editor@example.org');
    const alexClient = await t.connect(await t.signIn('editor@example.org'), story.id);
    expect((await t.json('PUT', `/api/admin/people/${alex.uid}/deactivate`, { token: admin })).status).toBe(200);
    expect((await alexClient.closed).code).toBe(4401);

    const own = await t.signIn('admin@example.org');
    const adminClient = await t.connect(own, story.id);
    expect((await t.json('DELETE', '/api/auth/sign_out', { token: own })).status).toBeLessThan(300);
    expect((await adminClient.closed).code).toBe(4401);
  });

  it('closes with 4404 the sockets of a memo its owner moves to the trash', async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const memo = await addMemo(t, { owner, state: 'draft' });
    const token = await t.signIn('editor@example.org');
    const ownerClient = await t.connect(token, memo.id);
    expect((await t.json('PATCH', `/api/pages/${memo.id}/move-to-trash`, { token })).status).toBe(200);
    expect((await ownerClient.closed).code).toBe(4404);
  });
});
