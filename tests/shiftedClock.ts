/**
 * Runs a test project with the process clock moved `CLOCK_SHIFT_DAYS` ahead (vitest.config.ts sets it per project), so a
 * test or a server path that reads the real day instead of its clock (deps.clock, a test's fixed time) fails on every
 * run, not only on the day the real date passes a fixed one. Durations are unchanged: the shift is constant.
 */
const shiftMs = Number(process.env.CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;

// The setup file runs again for every test file, and in projects whose files share their worker's modules
// (isolate: false) the globals stay: the real Date is kept on first install, so the shift never adds up and every
// file's Date is the same class (a Date made in one file is still `instanceof Date` in the next).
const installed = globalThis as typeof globalThis & { mastheadRealDate?: DateConstructor };
if (shiftMs && !installed.mastheadRealDate) {
  const RealDate = Date;
  installed.mastheadRealDate = RealDate;
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
