/**
 * Rooms nobody is in, kept open a short while (issue 34, the time to the first key): opening a long page's room again
 * reads and applies its whole live state (about 1.1 s at 6,000 blocks on PGlite), and a person who reloads the page,
 * or goes to the list and back, comes back within seconds. A room kept warm stays in the hub's rooms, so it goes on
 * following other servers' updates and outside writes as an open room does; at most `max` of them, each freed
 * `keepMs` after its last person left (or at once when a newer one needs its place).
 */
export class WarmRooms {
  /** Page id to its freeing timer, oldest first. */
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly keepMs: number,
    private readonly max: number,
    /** Frees the page's room when it is still empty. */
    private readonly free: (pageId: number) => void,
  ) {}

  /** The last person left the page's room: freed at once when nothing is kept warm, else after `keepMs`. */
  keep(pageId: number) {
    this.cancel(pageId);
    if (this.keepMs <= 0 || this.max <= 0) return this.free(pageId);
    this.timers.set(
      pageId,
      setTimeout(() => {
        this.timers.delete(pageId);
        this.free(pageId);
      }, this.keepMs),
    );
    while (this.timers.size > this.max) this.freeNow(this.timers.keys().next().value!);
  }

  /** Someone came back: the room stays open. */
  cancel(pageId: number) {
    const timer = this.timers.get(pageId);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(pageId);
  }

  /** How many rooms are kept warm now. */
  get size() {
    return this.timers.size;
  }

  /** Frees every room kept warm (the server stops). */
  clear() {
    for (const pageId of [...this.timers.keys()]) this.cancel(pageId);
  }

  private freeNow(pageId: number) {
    this.cancel(pageId);
    this.free(pageId);
  }
}
