import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { encodedAnswerOnce } from '../encodedBody';

/**
 * Every API GET answered 200 with JSON gets a strong ETag (304 when the caller's copy is current) and is sent as brotli
 * or gzip when the caller takes it and it is over 1 kB, compressed in Node's thread pool and only in the encoding sent. A signed-in caller's answers may be kept by their own browser
 * only (`private, no-cache`, varying by Authorization). Answers already encoded (the reader cache's) pass as they are.
 */
export function encodedAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.res.status !== 200 || c.res.headers.has('ETag')) return;
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const headers = Object.fromEntries(c.res.headers);
    for (const name of ['content-length', 'content-encoding', 'vary', 'etag']) delete headers[name];
    // A signed-in caller's browser may keep it and revalidate; anonymous answers stay no-store (a preview link's draft
    // must not reach a shared cache) unless their route says otherwise, as the reader cache's do (no-cache).
    if (c.var.user) headers['cache-control'] ??= 'private, no-cache';
    const answer = await encodedAnswerOnce(c.req, await c.res.text(), headers);
    if (c.var.user) answer.headers.set('Vary', 'Accept-Encoding, Authorization');
    c.res = answer;
  };
}
