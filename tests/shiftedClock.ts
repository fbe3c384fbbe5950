/**
 * Runs a test project with the process clock moved `CLOCK_SHIFT_DAYS` ahead (vitest.config.ts sets it per project), so a
 * test or a server path that reads the real day instead of its clock (deps.clock, a test's fixed time) fails on every
 * run, not only on the day the real date passes a fixed one. Durations are unchanged: the shift is constant.
 */
const shiftMs = Number(process.env.CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;

if (shiftMs) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: [] | [value: string | number | Date] | [year: number, monthIndex: number, ...rest: number[]]) {
      if (args.length === 0) super(RealDate.now() + shiftMs);
      else if (args.length === 1) super(args[0]);
      else super(...(args as [number, number, number?, number?, number?, number?, number?]));
    }

    static override now() {
      return RealDate.now() + shiftMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
