import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { enqueueJob, pendingJobs, retryDelayMs, runDueJobs, type JobHandlers } from './queue';

const MINUTE = 60_000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);
const enqueue = (key: string, minutes: number, kind = 'note') =>
  enqueueJob(t.deps.database.db, { kind, key, payload: { key }, runAt: at(minutes), now: TEST_NOW });

describe('the job queue', () => {
  it('runs the jobs due by the clock, oldest first, once each, and leaves later ones', async () => {
    const ran: string[] = [];
    const handlers: JobHandlers = { note: async (_tx, job) => void ran.push(String(job.payload.key)) };
    await enqueue('b', -1);
    await enqueue('a', -5);
    await enqueue('later', 10);
    expect((await runDueJobs(t.deps, handlers)).ran.map((job) => job.key)).toEqual(['a', 'b']);
    expect(ran).toEqual(['a', 'b']);
    expect((await runDueJobs(t.deps, handlers)).ran).toEqual([]);
    expect((await pendingJobs(t.deps.database.db)).map((job) => job.key)).toEqual(['later']);
  });

  it('moves the pending job of a key instead of adding a second one', async () => {
    await enqueue('page', 30);
    await enqueue('page', 5);
    expect((await pendingJobs(t.deps.database.db)).map((job) => [job.key, job.runAt.toISOString()])).toEqual([['page', at(5).toISOString()]]);
  });

  it('tries a failed job again later, with its error, and still runs the others; its work is rolled back', async () => {
    const handlers: JobHandlers = {
      note: async () => undefined,
      broken: async (tx) => {
        await enqueueJob(tx, { kind: 'note', key: 'made by the broken job', payload: {}, runAt: at(0), now: TEST_NOW });
        throw new Error('The mail server said no.');
      },
    };
    await enqueue('fails', -1, 'broken');
    await enqueue('works', -1);
    const result = await runDueJobs(t.deps, handlers);
    expect(result.ran.map((job) => job.key)).toEqual(['works']);
    expect(result.failed.map(({ job }) => job.key)).toEqual(['fails']);
    const [failed] = await pendingJobs(t.deps.database.db);
    expect(failed).toMatchObject({ key: 'fails', attempts: 1, lastError: 'The mail server said no.' });
    expect(failed.runAt.getTime()).toBe(TEST_NOW.getTime() + retryDelayMs(1));
    expect(retryDelayMs(3)).toBe(4 * MINUTE);
    expect(retryDelayMs(100)).toBe(86_400_000);
  });

  it('runs a recurring job again when it asks to', async () => {
    let runs = 0;
    const handlers: JobHandlers = { note: async (_tx, _job, now) => ({ again: new Date(now.getTime() + 60 * MINUTE), afterCommit: () => void runs++ }) };
    await enqueue('hourly', 0);
    await runDueJobs(t.deps, handlers);
    t.setNow(at(59));
    await runDueJobs(t.deps, handlers);
    t.setNow(at(61));
    await runDueJobs(t.deps, handlers);
    expect(runs).toBe(2);
    expect((await pendingJobs(t.deps.database.db))[0].runAt).toEqual(at(121));
  });

  it('runs each job once when several runs start together', async () => {
    const ran: string[] = [];
    const handlers: JobHandlers = { note: async (_tx, job) => void ran.push(String(job.payload.key)) };
    for (let index = 0; index < 12; index++) await enqueue(`job-${index}`, -index);
    await Promise.all([runDueJobs(t.deps, handlers), runDueJobs(t.deps, handlers), runDueJobs(t.deps, handlers)]);
    expect(ran.sort()).toEqual(Array.from({ length: 12 }, (_, index) => `job-${index}`).sort());
  });
});
