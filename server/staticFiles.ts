import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { encodedAnswer, etagOf, type EncodedBody } from './encodedBody';

interface StaticFile extends EncodedBody {
  type: string;
  cacheControl: string;
}

/** On disk for scripts/bundleBudget.ts and for the build's precompressed copies, never served as files themselves. */
const NOT_SERVED = /\.(?:map|br|gz)$|(?:^|\/)\.vite(?:\/|$)/i;

/**
 * The built app's files, held in memory from the start (the build's output only, a few MB) with their build-time
 * brotli and gzip copies (scripts/precompress.ts) and a strong ETag each. Hashed assets are cached for a year;
 * anything else is revalidated (`no-cache`), which the ETag makes a 304.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      const served = `/${path.relative(root, file).split(path.sep).join('/')}`;
      if (NOT_SERVED.test(served)) continue;
      const identity = readFileSync(file);
      const compressed = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
      const type = getMimeType(name) ?? 'application/octet-stream';
      files.set(served, {
        identity,
        br: compressed('.br'),
        gzip: compressed('.gz'),
        etag: etagOf(identity),
        type: /^text\/|javascript|json|svg|xml/.test(type) && !type.includes('charset') ? `${type}; charset=utf-8` : type,
        cacheControl: served.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
  };
  walk(root);
  return files;
}

/** Serves `files` by exact path for GET and HEAD, in the best encoding the client takes, 304 when its copy is current. */
export function serveStaticFiles(files: Map<string, StaticFile>, only?: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = files.get(only ?? c.req.path);
    if (!file) return next();
    return encodedAnswer(c.req, file, { 'Content-Type': file.type, 'Cache-Control': file.cacheControl });
  };
}
