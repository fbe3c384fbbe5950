import type { Context } from 'hono';

/**
 * Sets headers on the answer already made. Hono's c.header() would wrap the answer in a new Response for each header
 * once it is made, which cost cached reader answers most of their speed; its own headers are set in place instead,
 * unless they are immutable (a redirect's, a fetched answer's), which then go through c.header().
 */
export function setHeaders(c: Context, headers: Readonly<Record<string, string>>, { onlyMissing = false } = {}): void {
  const target = c.res.headers;
  for (const [name, value] of Object.entries(headers)) {
    if (onlyMissing && target.has(name)) continue;
    try {
      target.set(name, value);
    } catch {
      c.header(name, value);
    }
  }
}
