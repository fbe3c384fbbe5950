/**
 * Timing of a live update's path through the servers, for the two-server keystroke bench (issue 34): with
 * LIVE_TRACE=1 each stage is written to stdout as `live-trace <stage> <page>:<seq> <ms>` on the machine's clock
 * (performance.timeOrigin + now, comparable across processes). Off (the default), it costs one boolean test.
 */
// Mock mode runs this server in the browser, where there is no process.
const on = typeof process !== 'undefined' && process.env.LIVE_TRACE === '1';

export type TraceStage =
  /** The server that received the update from a socket: message in, rights checked, written to the log (committed). */
  | 'received'
  | 'checked'
  | 'committed'
  /** Another server: NOTIFY heard, the log read, the update sent to its sockets. */
  | 'notified'
  | 'read'
  | 'sent';

export const traceNow = () => performance.timeOrigin + performance.now();

export function trace(stage: TraceStage, pageId: number, seq: number, at = traceNow()) {
  if (on) process.stdout.write(`live-trace ${stage} ${pageId}:${seq} ${at.toFixed(2)}\n`);
}

export const tracing = () => on;

/** A socket's joining: its room opened (from the log, or already open) and the first sync message sent. */
export function traceJoin(pageId: number, began: number) {
  if (on) process.stdout.write(`live-trace-join ${pageId} ${(traceNow() - began).toFixed(1)}\n`);
}
