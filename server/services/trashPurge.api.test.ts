import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, pageById, pageBySlug, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { favourites, type User } from '../db/schema';
import { startJobs } from '../jobs/jobs';
import { purgeExpiredTrash } from './trashPurge';

const DAY = 86_400_000;
const later = (days: number, hours = 0) => new Date(TEST_NOW.getTime() + days * DAY + hours * 3_600_000);

let t: TestApp;
let owner: User;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  owner = await userByEmail(t, 'editor@example.org');
  token = await tokenFor(t, owner);
});
afterEach(() => t.close());

async function trashThroughApi(pageId: number, version: number) {
  const response = await t.json('PATCH', `/api/pages/${pageId}/move-to-trash?version=${version}`, { token });
  expect(response.status).toBe(200);
}

describe('the trash purge', () => {
  it('deletes a page 30 days after it was moved to trash, with its subpages and their favourites, and not a moment before', async () => {
    const parent = await addMemo(t, { owner });
    const child = await addMemo(t, { owner, parent });
    const grandchild = await addMemo(t, { owner, parent: child });
    await t.deps.database.db.insert(favourites).values({ userId: owner.id, pageId: child.id, createdAt: TEST_NOW });
    await trashThroughApi(parent.id, parent.version);

    t.setNow(later(29, 23));
    expect((await purgeExpiredTrash(t.deps)).pageIds).not.toContain(parent.id);
    expect(await pageById(t, grandchild.id)).not.toBeNull();
    expect((await t.json('GET', '/api/page_collections/memo/trashes', { token })).body.data[0].attributes.days_left).toBe(1);

    t.setNow(later(30));
    const purged = await purgeExpiredTrash(t.deps);
    expect(purged.ran).toBe(true);
    expect(purged.pageIds.sort()).toEqual([parent.id, child.id, grandchild.id].sort());
    for (const page of [parent, child, grandchild]) expect(await pageById(t, page.id)).toBeNull();
    expect(
      await t.deps.database.db
        .select()
        .from(favourites)
        .where(sql`${favourites.pageId} = ${child.id}`),
    ).toEqual([]);
    expect((await t.json('GET', `/api/memo/trash/${parent.slug}`, { token })).status).toBe(404);
    expect(await pageById(t, (await pageBySlug(t, 'house-style-notes')).id)).not.toBeNull();
  });

  it('catches up after downtime: one run deletes everything that fell due while the server was down', async () => {
    const demoTrashed = await pageBySlug(t, 'summer-exhibition-plan-2025');
    const early = await addMemo(t, { owner, state: 'trashed', trashedAt: later(-40) });
    const recent = await addMemo(t, { owner, state: 'trashed', trashedAt: later(50) });
    const kept = await addMemo(t, { owner, state: 'trashed', trashedAt: later(80) });
    t.setNow(later(90));
    const purged = await purgeExpiredTrash(t.deps);
    expect(purged.pageIds.sort()).toEqual([demoTrashed.id, early.id, recent.id].sort());
    expect(await pageById(t, kept.id)).not.toBeNull();
    expect((await purgeExpiredTrash(t.deps)).pageIds).toEqual([]);
  });

  it('never deletes the same pages twice when several runs start together', async () => {
    const due = await Promise.all(Array.from({ length: 4 }, () => addMemo(t, { owner, state: 'trashed', trashedAt: later(-31) })));
    const runs = await Promise.all(Array.from({ length: 3 }, () => purgeExpiredTrash(t.deps)));
    const deleted = runs.flatMap((run) => run.pageIds);
    expect(new Set(deleted).size).toBe(deleted.length);
    for (const page of due) expect(deleted).toContain(page.id);
    expect(runs.filter((run) => run.pageIds.length > 0)).toHaveLength(1);
  });

  it('runs on the job queue inside the server: at start, and again an hour after each run', async () => {
    const first = await addMemo(t, { owner, state: 'trashed', trashedAt: later(-31) });
    const errors: string[] = [];
    const jobs = await startJobs(t.deps, {
      intervalMs: 25,
      log: { info: () => undefined, error: (message: string) => errors.push(message) },
    });
    try {
      await expect.poll(() => pageById(t, first.id)).toBeNull();
      const second = await addMemo(t, { owner, state: 'trashed', trashedAt: later(-1) });
      // Trashed a day before the clock's start, it falls due 29 days after it; the purge ran at 28 days 23 hours.
      t.setNow(later(28, 23));
      await jobs.runNow();
      expect(await pageById(t, second.id)).not.toBeNull();
      t.setNow(later(29, 1));
      await expect.poll(() => pageById(t, second.id)).toBeNull();
    } finally {
      await jobs.stop();
    }
    expect(errors).toEqual([]);
  });
});
