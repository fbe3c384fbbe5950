/** Times of day as event details keep them, apart from the schemas (contract/events.ts) so readers load none of those. */

/** A time of day as event details store it (spec 3.1: `start_time.hour`, `start_time.minute`). */
export interface ClockTime {
  hour: number;
  minute: number;
}

export const MINUTES_PER_DAY = 24 * 60;

export function minutesOf(time: ClockTime): number {
  return time.hour * 60 + time.minute;
}

/** Minutes after midnight as a clock time; times past midnight wrap to the next day's clock. */
export function clockOf(minutes: number): ClockTime {
  const wrapped = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { hour: Math.floor(wrapped / 60), minute: wrapped % 60 };
}
