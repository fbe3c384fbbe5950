import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { readerPages, type RenderScreen } from './readerPages';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy, htmlSecurityHeaders, inlineScriptHashes } from './securityHeaders';

interface BuiltAppOptions {
  /** The built browser app (`dist/`, with its index.html). */
  distDir: string;
  /** The server's renderer of readers' pages (`dist-server/ssr.js`); without it they render in the browser only. */
  render: RenderScreen | null;
  publicUrl: string;
  clock: () => Date;
}

/** On disk for scripts/bundleBudget.ts, never served: source maps and Vite's manifest. */
const UNSERVED = /\.map\/*$|(?:^|\/)\.vite(?:\/|$)/i;

/**
 * Serves the built browser app after the API in `app`: its files (assets cached for a year), readers' pages rendered
 * on the server, and index.html for every other path. Every HTML answer carries the Content-Security-Policy, whose
 * script hashes are those of index.html's inline scripts: rendered pages keep them as they are and add only a JSON
 * data block, which is never run.
 */
export function serveBuiltApp(app: Hono, { distDir, render, publicUrl, clock }: BuiltAppOptions): void {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(template) });
  const htmlHeaders = htmlSecurityHeaders({ policy, https: new URL(publicUrl).protocol === 'https:' });
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('*', async (c, next) => {
    if (UNSERVED.test(c.req.path) || UNSERVED.test(new URL(c.req.url).pathname)) return c.text('Not found.', 404);
    await next();
    const html = c.res.headers.get('content-type')?.startsWith('text/html');
    for (const [name, value] of Object.entries(html ? htmlHeaders : COMMON_SECURITY_HEADERS)) c.header(name, value);
  });
  // A draft preview is for whoever holds its link: search engines are told not to index it, caches not to keep it.
  app.use('/:locale/preview/*', async (c, next) => {
    await next();
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  if (render) app.get('*', readerPages({ api: (request, env) => app.fetch(request, env), template, render, publicUrl, clock }));
  app.get('*', serveStatic({ root, path: 'index.html' }));
}
