import type { MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { API_HEADERS } from '../apiHeaders';
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
 * Serves a reader endpoint's anonymous GETs from the reader cache and keeps its 200 answers there (every page write
 * clears it). The key holds only the path and the `query` parameters the endpoint reads, so other parameters and the
 * caller's Host share one entry; signed-in answers carry per-user flags and are never kept.
 */
export function readerCached(query?: QuerySchema): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { readerCache } = c.var.deps;
    if (c.var.user || !readerCache || c.req.method !== 'GET') return next();
    const key = query ? keyOf(c.req.path, readQuery(c, query), Object.keys(query.entries)) : c.req.path;
    const hit = readerCache.get(key);
    if (hit !== null) return c.body(hit, 200, { 'Content-Type': 'application/json', ...API_HEADERS });
    await next();
    if (c.res.status === 200) readerCache.set(key, await c.res.clone().text());
  };
}
