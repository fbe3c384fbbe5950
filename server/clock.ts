/** The server's clock (deps.clock), and for a set clock the call that sets it going. */
export interface ServerClock {
  clock: () => Date;
  /** Called when the server is ready to answer: a clock set by CLOCK_START runs on in real time from then. */
  startRunning(): void;
}

/**
 * The real time, or, with `CLOCK_START` set to an instant (ISO 8601), a clock that reads that instant until the server
 * is ready to answer (seeding and jobs at start see it) and then runs on in real time from it, whatever the start took:
 * for demos and tests of what happens at a given time (scheduled publishing, expiry).
 */
export function clockFromEnv(env: Record<string, string | undefined>, realNow: () => number = Date.now): ServerClock {
  const start = env.CLOCK_START?.trim();
  if (!start) return { clock: () => new Date(realNow()), startRunning() {} };
  const startMs = /^\d{4}-\d{2}-\d{2}T/.test(start) ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(startMs)) throw new Error(`CLOCK_START must be a date and time such as 2027-03-01T08:59:30Z, not "${start}".`);
  let offset: number | null = null;
  return {
    clock: () => new Date(offset === null ? startMs : realNow() + offset),
    startRunning() {
      offset ??= startMs - realNow();
    },
  };
}
