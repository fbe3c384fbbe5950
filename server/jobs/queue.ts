import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { jobs, type Job } from '../db/jobsSchema';

/** What a job asks for once its transaction has committed. */
export interface JobOutcome {
  /** Work outside the database (deleting files, clearing caches), run after the commit. */
  afterCommit?: () => Promise<void> | void;
  /** For a recurring job: when it runs again (same kind, key and payload). */
  again?: Date;
}

/** A kind of job: it does its work in the transaction that holds the job, so the work and the job's end commit together. */
export type JobHandler = (tx: Db, job: Job, now: Date) => Promise<JobOutcome | void>;
export type JobHandlers = Record<string, JobHandler>;

/** How long after a failure a job is tried again: a minute, doubling, at most a day. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.min(attempts - 1, 20), 86_400_000);
}

/**
 * Puts a job on the queue, or moves the pending one with the same key to this time and payload. Call it inside the
 * transaction that makes the change the job belongs to.
 */
export async function enqueueJob(db: Db, job: { kind: string; key: string; payload: Record<string, unknown>; runAt: Date; now: Date }) {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload, runAt: job.runAt, createdAt: job.now })
    .onConflictDoUpdate({ target: jobs.key, set: { kind: job.kind, payload: job.payload, runAt: job.runAt, attempts: 0, lastError: null } });
}

/** Puts a recurring job on the queue unless one with its key is already there. */
export async function ensureJob(db: Db, job: { kind: string; key: string; runAt: Date; now: Date }) {
  await db.insert(jobs).values({ kind: job.kind, key: job.key, payload: {}, runAt: job.runAt, createdAt: job.now }).onConflictDoNothing();
}

export async function cancelJob(db: Db, key: string) {
  await db.delete(jobs).where(eq(jobs.key, key));
}

/** Takes the next due job no other instance holds, runs it and ends it, all in one transaction; null when none is due. */
async function runNextJob(deps: AppDeps, handlers: JobHandlers, now: Date): Promise<{ job: Job; error: unknown } | null> {
  let taken: Job | null = null;
  let outcome: JobOutcome | void;
  try {
    outcome = await deps.database.db.transaction(async (tx) => {
      const [job] = await tx.select().from(jobs).where(lte(jobs.runAt, now)).orderBy(asc(jobs.runAt), asc(jobs.id)).limit(1).for('update', { skipLocked: true });
      if (!job) return undefined;
      taken = job;
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}.`);
      const result = await handler(tx, job, now);
      if (result?.again) await tx.update(jobs).set({ runAt: result.again, attempts: 0, lastError: null }).where(eq(jobs.id, job.id));
      else await tx.delete(jobs).where(eq(jobs.id, job.id));
      return result;
    });
  } catch (error) {
    if (!taken) throw error;
    const failed = taken as Job;
    const attempts = failed.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await deps.database.db
      .update(jobs)
      .set({ attempts, lastError: message.slice(0, 1000), runAt: new Date(now.getTime() + retryDelayMs(attempts)) })
      .where(and(eq(jobs.id, failed.id), eq(jobs.attempts, failed.attempts)));
    return { job: failed, error };
  }
  if (!taken) return null;
  await outcome?.afterCommit?.();
  return { job: taken, error: null };
}

/**
 * Runs every job due by the clock's time, one transaction each, until none is left; with several instances each job
 * runs in one of them (FOR UPDATE SKIP LOCKED). A failed job is tried again later (retryDelayMs).
 */
export async function runDueJobs(deps: AppDeps, handlers: JobHandlers): Promise<{ ran: Job[]; failed: Array<{ job: Job; error: unknown }> }> {
  const now = deps.clock();
  const ran: Job[] = [];
  const failed: Array<{ job: Job; error: unknown }> = [];
  const seen = new Set<number>();
  for (;;) {
    const result = await runNextJob(deps, handlers, now);
    if (!result || seen.has(result.job.id)) break;
    seen.add(result.job.id);
    if (result.error) failed.push(result);
    else ran.push(result.job);
  }
  return { ran, failed };
}

/** The queue inside the server: runs due jobs at start and then every `intervalMs`, never two runs at once in one process. */
export function startJobWorker(
  deps: AppDeps,
  handlers: JobHandlers,
  { intervalMs = 10_000, log = console }: { intervalMs?: number; log?: Pick<Console, 'info' | 'error'> } = {},
) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= runDueJobs(deps, handlers)
      .then(({ failed }) => {
        for (const { job, error } of failed) log.error(`Job ${job.kind} (${job.key}) failed; it will be tried again.`, error instanceof Error ? error.message : error);
      })
      .catch((error: unknown) => log.error('The job queue could not run; it will try again.', error instanceof Error ? error.message : error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref?.();
  return {
    runNow: run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** How many jobs wait, for tests and diagnostics. */
export async function pendingJobs(db: Db): Promise<Job[]> {
  return db.select().from(jobs).orderBy(asc(jobs.runAt), asc(jobs.id));
}

