import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
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

/** A kind of job that works in the database: in the transaction that holds the job, so the work and the job's end commit together. */
export type TransactionJob = (tx: Db, job: Job, now: Date) => Promise<JobOutcome | void>;

/**
 * A kind of job that talks to the world (SMTP, a webhook, image processing): never inside a transaction. The job is
 * claimed for `timeoutMs` (its `run_at` moved past it) in a transaction of its own that commits at once; the work
 * runs with an AbortSignal that fires after `timeoutMs`; its end (done, or tried again later) is written in another
 * short transaction. A server that dies meanwhile leaves the claim to run out, and the job runs again.
 */
export interface OutsideJob {
  /** Its work; `again` brings the job back at that time instead of ending it. */
  outside(job: Job, now: Date, signal: AbortSignal): Promise<{ again?: Date } | void>;
  timeoutMs: number;
  /**
   * After the work, in the transaction that ends the job, with its row locked: whether it comes back after all (work
   * that arrived meanwhile, whose maker found the job still there).
   */
  finish?(tx: Db, job: Job, now: Date): Promise<{ again?: Date } | void>;
}

export type JobHandler = TransactionJob | OutsideJob;
export type JobHandlers = Record<string, JobHandler>;

/**
 * Lanes: each runs its jobs one after another, and the lanes run side by side, so a due publish never waits behind
 * image derivatives or a slow mail server. A kind not named here runs in 'maintenance'.
 */
export const JOB_LANES: Record<string, readonly string[]> = {
  schedule: ['publish-page', 'unpublish-page'],
  mail: ['password-reset', 'send-mail'],
  media: ['image-derivatives'],
  static: ['static-export', 'static-sync'],
  webhooks: ['webhook-delivery'],
};
export type JobLane = keyof typeof JOB_LANES | 'maintenance';
const LANED = Object.values(JOB_LANES).flat();

/**
 * Lanes that run several of their jobs at once in one process (the others run one after another). Jobs whose payload
 * names the same `group` still run one at a time, in order: webhook deliveries are grouped by endpoint, so a slow
 * endpoint holds up only its own deliveries, and each endpoint gets its deliveries in the order they were made.
 */
export const LANE_CONCURRENCY: Partial<Record<JobLane, number>> = { webhooks: 4 };

/** The group a job's payload names (`payload.group`), if any. */
const groupOf = (job: Job) => (typeof job.payload.group === 'string' ? job.payload.group : null);
const GROUP = sql`coalesce(${jobs.payload}->>'group', '')`;

/** What the workers of one run share: the groups running now, and a lock that takes one job at a time. */
interface Workers {
  busy: Set<string>;
  taking: (take: () => Promise<void>) => Promise<void>;
}

function inLane(lane: JobLane | undefined) {
  if (!lane) return undefined;
  return lane === 'maintenance' ? notInArray(jobs.kind, [...LANED]) : inArray(jobs.kind, [...JOB_LANES[lane]]);
}

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
    .onConflictDoUpdate({
      target: jobs.key,
      set: { kind: job.kind, payload: job.payload, runAt: job.runAt, attempts: 0, lastError: null },
    });
}

/** Puts a recurring job on the queue unless one with its key is already there. */
export async function ensureJob(db: Db, job: { kind: string; key: string; runAt: Date; now: Date }) {
  await db.insert(jobs).values({ kind: job.kind, key: job.key, payload: {}, runAt: job.runAt, createdAt: job.now }).onConflictDoNothing();
}

export async function cancelJob(db: Db, key: string) {
  await db.delete(jobs).where(eq(jobs.key, key));
}

/**
 * Takes the next due job no other instance holds (nor, in this run, another worker: none of a busy group), runs it and
 * ends it, all in one transaction; null when none is due. The group is busy from the take until the job has ended.
 */
async function runNextJob(
  deps: AppDeps,
  handlers: JobHandlers,
  now: Date,
  lane: JobLane | undefined,
  workers: Workers,
): Promise<{ job: Job; error: unknown } | null> {
  let group: string | null = null;
  try {
    return await takeAndRun(deps, handlers, now, lane, workers, (job) => {
      group = groupOf(job);
      if (group) workers.busy.add(group);
    });
  } finally {
    if (group) workers.busy.delete(group);
  }
}

async function takeAndRun(
  deps: AppDeps,
  handlers: JobHandlers,
  now: Date,
  lane: JobLane | undefined,
  workers: Workers,
  onTaken: (job: Job) => void,
): Promise<{ job: Job; error: unknown } | null> {
  let taken: Job | null = null;
  let outcome: JobOutcome | void = undefined;
  try {
    // Taking is one worker at a time, so two never take jobs of one group; the work itself runs side by side.
    await workers.taking(async () => {
      outcome = await deps.database.db.transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(jobs)
          .where(and(lte(jobs.runAt, now), inLane(lane), workers.busy.size ? notInArray(GROUP, [...workers.busy]) : undefined))
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return undefined;
        taken = job;
        onTaken(job);
        const handler = handlers[job.kind];
        if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}.`);
        if (typeof handler !== 'function') {
          // Claimed until its time is up, and committed before any of its work.
          const claimed = { ...job, attempts: job.attempts + 1 };
          await tx
            .update(jobs)
            .set({ runAt: new Date(now.getTime() + handler.timeoutMs + CLAIM_GRACE_MS), attempts: claimed.attempts })
            .where(eq(jobs.id, job.id));
          taken = claimed;
          return { afterCommit: () => runOutside(deps, handler, claimed, now) };
        }
        const result = await handler(tx, job, now);
        if (result?.again) await tx.update(jobs).set({ runAt: result.again, attempts: 0, lastError: null }).where(eq(jobs.id, job.id));
        else await tx.delete(jobs).where(eq(jobs.id, job.id));
        return result;
      });
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
  try {
    await (outcome as JobOutcome | void)?.afterCommit?.();
  } catch (error) {
    return { job: taken, error };
  }
  return { job: taken, error: null };
}

/** How long past its time limit a claimed job stays claimed, for its end to be written. */
const CLAIM_GRACE_MS = 30_000;

/**
 * An outside job's work, with its time limit, and then its end: deleted when done, or tried again later (retryDelayMs)
 * with the error. Only while the claim is this run's (its attempts unchanged), so a run whose claim ran out and was
 * taken again by another writes nothing.
 */
async function runOutside(deps: AppDeps, handler: OutsideJob, job: Job, now: Date): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`The job took longer than ${handler.timeoutMs / 1000} s.`)), handler.timeoutMs);
  const stillOurs = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));
  let outcome: { again?: Date } | void;
  try {
    outcome = await Promise.race([
      handler.outside(job, now, controller.signal),
      new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
      ),
    ]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const later = new Date(deps.clock().getTime() + retryDelayMs(job.attempts));
    await deps.database.db
      .update(jobs)
      .set({ lastError: message.slice(0, 1000), runAt: later })
      .where(stillOurs);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  await deps.database.db.transaction(async (tx) => {
    const [ours] = await tx.select({ id: jobs.id }).from(jobs).where(stillOurs).for('update');
    if (!ours) return;
    const again = outcome?.again ?? (await handler.finish?.(tx, job, deps.clock()))?.again;
    if (again) await tx.update(jobs).set({ runAt: again, attempts: 0, lastError: null }).where(stillOurs);
    else await tx.delete(jobs).where(stillOurs);
  });
}

/**
 * Runs every job due by the clock's time, one transaction each, until none is left; with several instances each job
 * runs in one of them (FOR UPDATE SKIP LOCKED). A failed job is tried again later (retryDelayMs). A lane of
 * LANE_CONCURRENCY runs that many jobs at once, one at a time per group.
 */
export async function runDueJobs(
  deps: AppDeps,
  handlers: JobHandlers,
  lane?: JobLane,
): Promise<{ ran: Job[]; failed: Array<{ job: Job; error: unknown }> }> {
  const now = deps.clock();
  const ran: Job[] = [];
  const failed: Array<{ job: Job; error: unknown }> = [];
  const seen = new Set<number>();
  let queue = Promise.resolve();
  const workers: Workers = {
    busy: new Set(),
    taking: (take) => {
      const turn = queue.then(take);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
  // A worker ends when nothing it may take is due; one whose group was busy is taken by the worker that held it.
  const worker = async () => {
    for (;;) {
      const result = await runNextJob(deps, handlers, now, lane, workers);
      if (!result || seen.has(result.job.id)) break;
      seen.add(result.job.id);
      if (result.error) failed.push(result);
      else ran.push(result.job);
    }
  };
  await Promise.all(Array.from({ length: (lane && LANE_CONCURRENCY[lane]) || 1 }, worker));
  return { ran, failed };
}

/**
 * The queue inside the server: runs due jobs at start and then every `intervalMs`, each lane on its own (JOB_LANES), a
 * lane never twice at once in one process.
 */
export function startJobWorker(
  deps: AppDeps,
  handlers: JobHandlers,
  { intervalMs = 10_000, log = console }: { intervalMs?: number; log?: Pick<Console, 'info' | 'error'> } = {},
) {
  const lanes: JobLane[] = [...(Object.keys(JOB_LANES) as JobLane[]), 'maintenance'];
  const running = new Map<JobLane, Promise<void>>();
  // Lanes woken while they ran: a job made due meanwhile may have come after the run looked, so they run again.
  const wokenWhileRunning = new Set<JobLane>();
  let stopped = false;
  const runLane = (lane: JobLane): Promise<void> => {
    const already = running.get(lane);
    if (already) {
      wokenWhileRunning.add(lane);
      return already;
    }
    const run = runDueJobs(deps, handlers, lane)
      .then(({ failed }) => {
        for (const { job, error } of failed)
          log.error(`Job ${job.kind} (${job.key}) failed; it will be tried again.`, error instanceof Error ? error.message : error);
      })
      .catch((error: unknown) =>
        log.error('The job queue could not run; it will try again.', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        running.delete(lane);
        if (wokenWhileRunning.delete(lane) && !stopped) void runLane(lane);
      });
    running.set(lane, run);
    return run;
  };
  const run = async () => {
    await Promise.all(lanes.map(runLane));
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref?.();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

/** How many jobs wait, for tests and diagnostics. */
export async function pendingJobs(db: Db): Promise<Job[]> {
  return db.select().from(jobs).orderBy(asc(jobs.runAt), asc(jobs.id));
}
