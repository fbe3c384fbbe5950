import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import type { AppDeps } from '../deps';
import { openPostgres } from '../db/postgres';
import type { Database } from '../db/database';
import { enqueueJob, runDueJobs, type JobHandlers } from './queue';

// Two server instances on one PostgreSQL server: each has its own connection pool, as two processes would.
let t: TestApp;
let second: Database;
beforeEach(async () => {
  t = await createTestApp();
  second = await openPostgres(t.databaseUrl!, 4);
});
afterEach(async () => {
  await second.close();
  await t.close();
});

describe('the job queue with two server instances on one PostgreSQL server', () => {
  it('runs each due job exactly once', async () => {
    const ran: Array<[instance: string, key: string]> = [];
    const handlers = (instance: string): JobHandlers => ({
      note: async (tx, job) => {
        // Hold the job a moment inside its transaction, so the other instance looks while it is taken.
        await tx.execute(sql`select pg_sleep(0.01)`);
        ran.push([instance, job.key]);
      },
    });
    for (let index = 0; index < 40; index++) {
      await enqueueJob(t.deps.database.db, { kind: 'note', key: `job-${index}`, payload: {}, runAt: TEST_NOW, now: TEST_NOW });
    }
    const other: AppDeps = { ...t.deps, database: second };
    await Promise.all([
      runDueJobs(t.deps, handlers('one')),
      runDueJobs(other, handlers('two')),
      runDueJobs(t.deps, handlers('one')),
      runDueJobs(other, handlers('two')),
    ]);
    const keys = ran.map(([, key]) => key).sort();
    expect(keys).toEqual(Array.from({ length: 40 }, (_, index) => `job-${index}`).sort());
    expect(new Set(ran.map(([instance]) => instance))).toEqual(new Set(['one', 'two']));
  });
});
