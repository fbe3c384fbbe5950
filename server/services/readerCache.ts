import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../deps';
import { encodeBody, type EncodedBody } from '../encodedBody';

/** Every write to pages calls this, so readers never get a cached answer older than the write. */
export function pagesChanged(deps: AppDeps) {
  deps.readerCache?.clear();
  // The static site's sync (and the rest of the queue) runs now rather than at its next turn.
  deps.wakeJobs?.();
  // Open live sessions merge a write made outside them (issue 34).
  deps.live?.pagesWritten();
}

export interface ReaderCacheOptions {
  /** The server clock (deps.clock): answers expire by it. */
  clock: () => Date;
  /** How long an answer is kept; 0 keeps none. */
  ttlMs: number;
  maxEntries?: number;
  /** Of keys and answers together, counted as string length. */
  maxBytes?: number;
}

/**
 * Serialised answers of the anonymous reader endpoints, least recently used first out. Every page write in this
 * process clears it; the time limit bounds staleness when several server instances share one PostgreSQL database.
 */
export class ReaderCache {
  private readonly entries: LRUCache<string, EncodedBody & { body: string }> | null;
  private cleared = 0;

  constructor({ clock, ttlMs, maxEntries = 1000, maxBytes = 32 * 1024 * 1024 }: ReaderCacheOptions) {
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, EncodedBody & { body: string }>({
            max: maxEntries,
            maxSize: maxBytes,
            sizeCalculation: (entry, key) => key.length + entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0),
            ttl: ttlMs,
            // Time comes from the server clock, read on every check.
            perf: { now: () => clock().getTime() },
            ttlResolution: 0,
          })
        : null;
  }

  get(key: string): string | null {
    return this.entries?.get(key)?.body ?? null;
  }

  /** The answer with its ETag and its brotli and gzip forms, made once when it was kept. */
  getEncoded(key: string): EncodedBody | null {
    return this.entries?.get(key) ?? null;
  }

  set(key: string, body: string) {
    this.entries?.set(key, { body, ...encodeBody(body) });
  }

  clear() {
    this.cleared += 1;
    this.entries?.clear();
  }

  /** How many times the cache was cleared: what is kept elsewhere (discovery.routes.ts) is current while it stays. */
  get generation(): number {
    return this.cleared;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }
}
