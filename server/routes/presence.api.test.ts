import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, addUser, tokenFor } from '../../tests/memoFixtures';
import { pagePresence } from '../db/presenceSchema';
import type { Page, User } from '../db/schema';
import { sweepPresence } from '../services/presence';

// Issue 19: who else has a page open in the editor, by a heartbeat.
let t: TestApp;
let owner: User;
let viewer: User;
let colleague: User;
let stranger: User;
let memo: Page;

beforeEach(async () => {
  t = await createTestApp();
  owner = await addUser(t, 'editor');
  viewer = await addUser(t, 'staff');
  colleague = await addUser(t, 'editor');
  stranger = await addUser(t, 'staff');
  memo = await addMemo(t, { owner, invite: [viewer, colleague], state: 'draft' });
});
afterEach(() => t.close());

const at = (seconds: number) => t.setNow(new Date(TEST_NOW.getTime() + seconds * 1000));
const beat = async (user: User, pageId: number | string = memo.id) =>
  t.json('PUT', `/api/pages/${pageId}/presence`, { token: await tokenFor(t, user) });
const names = (answer: { body: { data: Array<{ name: string; uid: string }> } }) => answer.body.data.map((other) => other.uid);

describe('presence on a page', () => {
  it('answers the others heard from in the last 30 seconds and the page version, never the caller, and forgets who left or went quiet', async () => {
    at(0);
    const first = await beat(owner);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: [], meta: { heartbeat_seconds: 5, version: memo.version } });
    at(10);
    expect(names(await beat(colleague))).toEqual([owner.uid]);
    at(20);
    const both = await beat(viewer);
    expect(names(both).sort()).toEqual([owner.uid, colleague.uid].sort());
    expect(Object.keys(both.body.data[0]).sort()).toEqual(['name', 'uid']);
    // The owner's last beat was at 0: 31 seconds on, only the colleague (10) and the viewer (20) are there... then
    // the colleague closes the page.
    at(31);
    expect(names(await beat(viewer)).sort()).toEqual([colleague.uid]);
    expect((await t.json('DELETE', `/api/pages/${memo.id}/presence`, { token: await tokenFor(t, colleague) })).status).toBe(204);
    expect(names(await beat(viewer))).toEqual([]);
    // The purge job sweeps heartbeats older than 30 seconds.
    at(200);
    await sweepPresence(t.deps.database.db, t.deps.clock());
    expect(await t.deps.database.db.select().from(pagePresence)).toEqual([]);
  });

  it('asks who is asking: signed out 401, someone who may not read the page 404, malformed ids 4xx', async () => {
    expect((await t.json('PUT', `/api/pages/${memo.id}/presence`, { token: null })).status).toBe(401);
    expect((await t.json('DELETE', `/api/pages/${memo.id}/presence`, { token: null })).status).toBe(401);
    const refused = await beat(stranger);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Page not found.');
    expect((await t.json('DELETE', `/api/pages/${memo.id}/presence`, { token: await tokenFor(t, stranger) })).status).toBe(404);
    for (const [id, status] of [
      ['abc', 404],
      ['0', 404],
      ['99999999999', 404],
      ['-1', 404],
      ['1%00', 400],
    ] as const) {
      const answer = await beat(owner, id);
      expect(answer.status, id).toBe(status);
      expect(typeof answer.body.error).toBe('string');
    }
    // Nobody was recorded by any of these.
    expect(await t.deps.database.db.select().from(pagePresence)).toEqual([]);
  });
});
