import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { readerPages, type RenderScreen } from './readerPages';
import { loadStaticFiles, serveStaticFiles } from './staticFiles';
import { setHeaders } from './setHeaders';
import { installNodeCompression } from './nodeCompression';
import type { ReaderCache } from './services/readerCache';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy, htmlSecurityHeaders, inlineScriptHashes } from './securityHeaders';

interface BuiltAppOptions {
  /** The built browser app (`dist/`, with its index.html). */
  distDir: string;
  /** The server's renderer of readers' pages (`dist-server/ssr.js`); without it they render in the browser only. */
  render: RenderScreen | null;
  publicUrl: string;
  clock: () => Date;
  /** The API's reader cache and its time limit: a rendered page stays current while neither says otherwise. */
  readerCache?: ReaderCache;
  readerCacheMs?: number;
}

/** On disk for scripts/bundleBudget.ts, never served: source maps and Vite's manifest. */
const UNSERVED = /\.map\/*$|(?:^|\/)\.vite(?:\/|$)/i;

/**
 * Serves the built browser app after the API in `app`: its files (assets cached for a year), readers' pages rendered
 * on the server, and index.html for every other path. Every HTML answer carries the Content-Security-Policy, whose
 * script hashes are those of index.html's inline scripts: rendered pages keep them as they are and add only a JSON
 * data block, which is never run.
 */
export function serveBuiltApp(app: Hono, { distDir, render, publicUrl, clock, readerCache, readerCacheMs }: BuiltAppOptions): void {
  installNodeCompression();
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(template) });
  const htmlHeaders = htmlSecurityHeaders({ policy, https: new URL(publicUrl).protocol === 'https:' });
  const files = loadStaticFiles(distDir);
  app.use('*', async (c, next) => {
    // The address as a browser would resolve it too (`/assets/%2e%2e/.vite`), parsed only when it has a dot or escape.
    if (UNSERVED.test(c.req.path) || (/[.%\\]/.test(c.req.path) && UNSERVED.test(new URL(c.req.url).pathname)))
      return c.text('Not found.', 404);
    await next();
    const html = c.res.headers.get('content-type')?.startsWith('text/html');
    setHeaders(c, html ? htmlHeaders : COMMON_SECURITY_HEADERS);
  });
  // A draft preview is for whoever holds its link: search engines are told not to index it, caches not to keep it.
  app.use('/:locale/preview/*', async (c, next) => {
    await next();
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', serveStaticFiles(files));
  if (render)
    app.get(
      '*',
      readerPages({
        api: (request, env) => app.fetch(request, env),
        template,
        render,
        publicUrl,
        clock,
        readerCache,
        freshMs: readerCacheMs,
      }),
    );
  app.get('*', serveStaticFiles(files, '/index.html'));
}
