import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { MediaRange } from '../storage/mediaStorage';
import { storedFileOf } from '../services/mediaFiles';
import { derivativeFileOf } from '../services/imageDerivatives';

/** `{sha256}.{ext}`, or a responsive derivative `{sha256}-{width}.{avif|webp}`. */
const FILE_NAME = /^([0-9a-f]{64})(?:-([1-9][0-9]{0,4}))?\.([a-z0-9]{2,5})$/;

/** Headers of every media answer: never sniffed, never run as a document (an SVG opened directly is downloaded). */
const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

function rangeOf(header: string | undefined, size: number): MediaRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  const range = match[1]
    ? { start: Number(match[1]), end: match[2] ? Math.min(Number(match[2]), size - 1) : size - 1 }
    : { start: Math.max(size - Number(match[2]), 0), end: size - 1 };
  return range.start > range.end || range.start >= size ? 'unsatisfiable' : range;
}

function failure(status: 404 | 503, error: string) {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...SAFE_HEADERS },
  });
}

const missing = () => failure(404, 'Not found.');

/** GET /media/{sha256}.{ext}: content-addressed, so cached for a year and never revalidated; byte ranges for video. */
export function mediaFileRoutes(deps: AppDeps) {
  return new Hono()
    .onError((error) => {
      console.error('Serving a media file failed', error);
      return failure(503, 'The file cannot be read just now. Please try again.');
    })
    .get('/:file', async (c) => {
      const name = FILE_NAME.exec(c.req.param('file'));
      const file = !name
        ? null
        : name[2]
          ? await derivativeFileOf(deps, name[1], Number(name[2]), name[3])
          : await storedFileOf(deps, name[1], name[3]);
      if (!name || !file || !deps.storage) return missing();
      const headers: Record<string, string> = {
        ...SAFE_HEADERS,
        'content-type': file.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${name[1]}${name[2] ? `-${name[2]}.${name[3]}` : ''}"`,
        'accept-ranges': 'bytes',
      };
      if (file.contentType === 'image/svg+xml') headers['content-disposition'] = `attachment; filename="${name[0]}"`;
      if (c.req.header('if-none-match')?.includes(headers.etag)) return new Response(null, { status: 304, headers });
      const range = rangeOf(c.req.header('range'), file.size);
      if (range === 'unsatisfiable')
        return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${file.size}` } });
      const bytes = await deps.storage.get(file.key, range ?? undefined);
      if (!bytes) return missing();
      headers['content-length'] = String(bytes.length);
      if (range) headers['content-range'] = `bytes ${range.start}-${range.start + bytes.length - 1}/${file.size}`;
      return new Response(bytes as Uint8Array<ArrayBuffer>, { status: range ? 206 : 200, headers });
    });
}
