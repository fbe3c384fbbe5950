import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, pageById, userByEmail } from '../../tests/memoFixtures';
import type { User } from '../db/schema';
import { purgeExpiredTrash } from './trashPurge';

// PGlite has a single connection, so a second instance holding the lock can only be shown on a real PostgreSQL server.
let t: TestApp;
let owner: User;

beforeEach(async () => {
  t = await createTestApp();
  owner = await userByEmail(t, 'editor@example.org');
});
afterEach(() => t.close());

describe('trash purge on PostgreSQL', () => {
  it('skips the run while another instance holds the purge lock', async () => {
    const due = await addMemo(t, { owner, state: 'trashed', trashedAt: new Date(TEST_NOW.getTime() - 31 * 86_400_000) });
    await t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(0x6d656d6f))})`);
      expect(await purgeExpiredTrash(t.deps)).toEqual({ ran: false, pageIds: [] });
    });
    expect(await pageById(t, due.id)).not.toBeNull();
    expect((await purgeExpiredTrash(t.deps)).pageIds).toContain(due.id);
  });
});
