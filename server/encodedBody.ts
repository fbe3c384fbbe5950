import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A body with its strong ETag and, when worth it, its brotli and gzip forms: made once, sent many times. */
export interface EncodedBody {
  identity: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** A strong ETag of the bytes: 128 bits of their SHA-256, base64url. */
export const etagOf = (bytes: Buffer | string) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

const SMALLEST = 1024;

/** Encodes a body answered often (a reader page, a cached reader answer): brotli at quality 5, gzip at level 6. */
export function encodeBody(text: string | Buffer): EncodedBody {
  const identity = typeof text === 'string' ? Buffer.from(text) : text;
  const encoded: EncodedBody = { identity, etag: etagOf(identity) };
  if (identity.length < SMALLEST) return encoded;
  const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
  const gzip = gzipSync(identity, { level: 6 });
  if (br.length < identity.length) encoded.br = br;
  if (gzip.length < identity.length) encoded.gzip = gzip;
  return encoded;
}

/**
 * The encoding to answer with for an Accept-Encoding header, of those available: brotli, then gzip, then none. A
 * coding the client gives q=0 is refused; anything unparsable counts as not offered. Linear in the header's length.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: { br?: unknown; gzip?: unknown }): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const offered = new Set<string>();
  for (const part of acceptEncoding.slice(0, 512).split(',')) {
    const [name, ...parameters] = part.split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(parameter));
    if (!refused) offered.add(name.trim().toLowerCase());
  }
  if (available.br && (offered.has('br') || offered.has('*'))) return 'br';
  if (available.gzip && (offered.has('gzip') || offered.has('*'))) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this ETag (or is `*`): the client's copy is current, 304. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const weakless = etag.replace(/^W\//, '');
  return ifNoneMatch
    .slice(0, 4096)
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === weakless);
}

/**
 * The answer for an encoded body: 304 when the client's copy is current, else the bytes in the best encoding the
 * client takes, with Content-Encoding, Vary and ETag. `headers` are added to either.
 */
export function encodedAnswer(request: { header(name: string): string | undefined; method: string }, body: EncodedBody, headers: Record<string, string>, status = 200): Response {
  const common = { ...headers, ETag: body.etag, Vary: 'Accept-Encoding' };
  if (status === 200 && notModified(request.header('if-none-match'), body.etag)) return new Response(null, { status: 304, headers: common });
  const encoding = chooseEncoding(request.header('accept-encoding'), body);
  const bytes = encoding === 'identity' ? body.identity : body[encoding]!;
  const answerHeaders: Record<string, string> = { ...common, 'Content-Length': String(bytes.length) };
  if (encoding !== 'identity') answerHeaders['Content-Encoding'] = encoding;
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status, headers: answerHeaders });
}
