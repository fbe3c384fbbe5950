/**
 * Serialised answers of the anonymous reader endpoints. Every page write in this process clears it; the time limit
 * bounds staleness when several server instances share one PostgreSQL database.
 */
export class ReaderCache {
  private entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, now: number): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return null;
    }
    return entry.body;
  }

  set(key: string, body: string, now: number) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, expires: now + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}
