import type { MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { API_HEADERS } from '../apiHeaders';
import { encodeBody, encodedAnswer } from '../encodedBody';
import type { AppEnv } from '../env';
import { readQuery } from '../validation';

/** A valibot object schema of the query parameters an endpoint reads. */
type QuerySchema = v.GenericSchema<unknown, Record<string, unknown>> & { entries: v.ObjectEntries };

/** The path and the parameters read, parsed, in the schema's order: `/api/content/stories?locale=hk&limit=5`. */
function keyOf(path: string, parsed: Record<string, unknown>, names: string[]): string {
  if (!names.length) return path;
  return `${path}?${names.map((name) => `${name}=${encodeURIComponent(String(parsed[name] ?? ''))}`).join('&')}`;
}

/**
 * Serves a reader endpoint's anonymous GETs from the reader cache, compressed and with their ETag (304 when the
 * reader's copy is current), and keeps its 200 answers there (every page write
 * clears it). The key holds only the path and the `query` parameters the endpoint reads, so other parameters and the
 * caller's Host share one entry; signed-in answers carry per-user flags and are never kept.
 */
export function readerCached(query?: QuerySchema): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { readerCache } = c.var.deps;
    if (c.var.user || !readerCache || c.req.method !== 'GET') return next();
    const key = query ? keyOf(c.req.path, readQuery(c, query), Object.keys(query.entries)) : c.req.path;
    const headers = { 'Content-Type': 'application/json', ...API_HEADERS, 'Cache-Control': 'no-cache' };
    const hit = readerCache.getEncoded(key);
    if (hit !== null) return encodedAnswer(c.req, hit, headers);
    await next();
    if (c.res.status !== 200) return;
    const text = await c.res.text();
    readerCache.set(key, text);
    c.res = encodedAnswer(c.req, readerCache.getEncoded(key) ?? encodeBody(text), headers);
  };
}
