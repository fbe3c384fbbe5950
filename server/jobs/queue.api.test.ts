import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { pageBySlug } from '../../tests/memoFixtures';
import { jobs } from '../db/jobsSchema';
import { pages } from '../db/schema';
import { smtpMailerFromEnv } from '../mail/smtpMailer';
import { enqueueMail } from '../mail/mailQueue';
import { jobHandlers } from './jobs';
import { enqueueJob, pendingJobs, retryDelayMs, runDueJobs, startJobWorker, type JobHandlers } from './queue';

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
    expect((await pendingJobs(t.deps.database.db)).map((job) => [job.key, job.runAt.toISOString()])).toEqual([
      ['page', at(5).toISOString()],
    ]);
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
    const handlers: JobHandlers = {
      note: async (_tx, _job, now) => ({ again: new Date(now.getTime() + 60 * MINUTE), afterCommit: () => void runs++ }),
    };
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

describe('jobs that talk to the world (issue 29)', () => {
  it('sends mail outside any transaction: while the mail server stalls, the site answers, and the job is tried again', async () => {
    // A mail server that accepts the connection and then says nothing, until released.
    const sockets: Socket[] = [];
    let connected!: () => void;
    const reached = new Promise<void>((resolve) => (connected = resolve));
    const stalling = createServer((socket) => {
      sockets.push(socket);
      connected();
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const mailer = smtpMailerFromEnv({ SMTP_URL: `smtp://127.0.0.1:${(stalling.address() as AddressInfo).port}` })!;
    const deps = { ...t.deps, mailer };
    try {
      await enqueueMail(deps, t.deps.database.db, { to: 'someone@example.org', subject: 'Reset', text: 'A link' }, TEST_NOW);
      const running = runDueJobs(deps, jobHandlers(deps));
      await reached;
      // With the SMTP talk inside the job's transaction, PGlite's one connection would hold this call until the end.
      const answered = t.json('GET', '/api/content/home?locale=en').then((answer) => answer.status);
      const released = new Promise<'released'>((resolve) => setTimeout(() => resolve('released'), 5_000));
      expect(await Promise.race([answered, released])).toBe(200);
      for (const socket of sockets) socket.destroy();
      const { failed } = await running;
      expect(failed.map(({ job }) => job.kind)).toEqual(['send-mail']);
      const [job] = await pendingJobs(t.deps.database.db);
      expect(job).toMatchObject({ kind: 'send-mail', attempts: 1 });
      expect(job.lastError).toBeTruthy();
      expect(job.runAt.getTime()).toBe(TEST_NOW.getTime() + retryDelayMs(1));
    } finally {
      await new Promise((resolve) => stalling.close(resolve));
    }
  });

  it('gives up on work past its time limit, and a claim a dead server left runs again once it runs out', async () => {
    const handlers: JobHandlers = { call: { timeoutMs: 50, outside: () => new Promise<void>(() => undefined) } };
    await enqueue('slow', -1, 'call');
    const { failed } = await runDueJobs(t.deps, handlers);
    expect(String((failed[0].error as Error).message)).toContain('took longer than 0.05 s');
    expect((await pendingJobs(t.deps.database.db))[0]).toMatchObject({ key: 'slow', attempts: 1 });
    await t.deps.database.db.delete(jobs);

    // Claimed by a server that then died: not run again before the claim runs out, and then run.
    let runs = 0;
    const done: JobHandlers = { call: { timeoutMs: 60_000, outside: async () => void runs++ } };
    await enqueue('claimed', -1, 'call');
    await t.deps.database.db
      .update(jobs)
      .set({ runAt: at(1), attempts: 1 })
      .where(eq(jobs.key, 'claimed'));
    await runDueJobs(t.deps, done);
    expect(runs).toBe(0);
    t.setNow(at(2));
    await runDueJobs(t.deps, done);
    expect(runs).toBe(1);
    expect(await pendingJobs(t.deps.database.db)).toEqual([]);
  });

  it('runs each lane on its own: a due publish does not wait behind image derivatives', async () => {
    const [page] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.id, page.id));
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const handlers: JobHandlers = {
      ...jobHandlers(t.deps),
      'image-derivatives': { timeoutMs: 60_000, outside: () => stuck },
    };
    for (let index = 0; index < 20; index++) await enqueue(`image-${index}`, -2, 'image-derivatives');
    await enqueueJob(t.deps.database.db, {
      kind: 'publish-page',
      key: `publish:${page.id}`,
      payload: { pageId: page.id, at: TEST_NOW.toISOString() },
      runAt: TEST_NOW,
      now: TEST_NOW,
    });
    await t.deps.database.db.update(pages).set({ publishAt: TEST_NOW }).where(eq(pages.id, page.id));
    const worker = startJobWorker(t.deps, handlers, { intervalMs: 60_000, log: { info: () => undefined, error: () => undefined } });
    try {
      await vi.waitFor(async () => expect((await pageBySlug(t, 'the-long-view')).published).toBe(true), { timeout: 5_000 });
    } finally {
      release();
      await worker.stop();
    }
  });

  it('runs a lane again when it is woken while it runs: a job made due meanwhile does not wait for the next turn', async () => {
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    // Outside a transaction (PGlite has one connection): the first holds its lane, not the database.
    const handlers: JobHandlers = {
      note: {
        timeoutMs: 60_000,
        outside: async (job) => {
          ran.push(job.key);
          if (job.key === 'first') await first;
        },
      },
    };
    await enqueue('first', -1);
    const worker = startJobWorker(t.deps, handlers, { intervalMs: 60_000, log: { info: () => undefined, error: () => undefined } });
    try {
      await vi.waitFor(() => expect(ran).toEqual(['first']));
      // Due only by a later clock than the running lane's: it must run again to see it.
      await enqueue('second', 1);
      t.setNow(at(2));
      void worker.runNow();
      release();
      await vi.waitFor(() => expect(ran).toEqual(['first', 'second']), { timeout: 5_000 });
    } finally {
      release();
      await worker.stop();
    }
  });
});
