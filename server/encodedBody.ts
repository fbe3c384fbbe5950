import { sha256Base64url } from '#sha256';

/** A body with its strong ETag and, when worth it, its brotli and gzip forms: made once, sent many times. */
export interface EncodedBody {
  identity: Uint8Array;
  etag: string;
  br?: Uint8Array;
  gzip?: Uint8Array;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * How bodies are compressed: Node's zlib, registered by the Node server (server/nodeCompression.ts). The app itself
 * also runs in the browser in mock mode, where there is none and answers go out as they are, with their ETags.
 */
export interface BodyCompressor {
  br(bytes: Uint8Array): Uint8Array;
  gzip(bytes: Uint8Array): Uint8Array;
  /** For an answer sent once: off the event loop (Node's thread pool), at a speed worth it for one sending. */
  once(encoding: 'br' | 'gzip', bytes: Uint8Array): Promise<Uint8Array>;
}
let compressor: BodyCompressor | null = null;
export function setBodyCompressor(next: BodyCompressor | null): void {
  compressor = next;
}

/**
 * A strong ETag of the bytes: the first 22 characters (132 bits) of their SHA-256 in base64url, from node's crypto or,
 * in mock mode, @noble/hashes (`#sha256`). It tells versions of one address apart, nothing more.
 */
export function etagOf(bytes: Uint8Array | string): string {
  return `"${sha256Base64url(bytes).slice(0, 22)}"`;
}

const SMALLEST = 1024;

/** Encodes a body answered often (a reader page, a cached reader answer): brotli and gzip when it is worth it. */
export function encodeBody(text: string | Uint8Array): EncodedBody {
  const identity = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const encoded: EncodedBody = { identity, etag: etagOf(identity) };
  if (identity.length < SMALLEST || !compressor) return encoded;
  const br = compressor.br(identity);
  const gzip = compressor.gzip(identity);
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
export function encodedAnswer(
  request: { header(name: string): string | undefined; method: string },
  body: EncodedBody,
  headers: Record<string, string>,
  status = 200,
): Response {
  const common = { ...headers, ETag: body.etag, Vary: 'Accept-Encoding' };
  if (status === 200 && notModified(request.header('if-none-match'), body.etag))
    return new Response(null, { status: 304, headers: common });
  const encoding = chooseEncoding(request.header('accept-encoding'), body);
  const bytes = encoding === 'identity' ? body.identity : body[encoding]!;
  const answerHeaders: Record<string, string> = { ...common, 'Content-Length': String(bytes.length) };
  if (encoding !== 'identity') answerHeaders['Content-Encoding'] = encoding;
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status, headers: answerHeaders });
}

/**
 * The answer for a body sent once (an API GET outside the reader cache, a not-found page): its ETag first, so a
 * current copy costs no compression (304, for a 200); else only the encoding the client takes is made, off the event
 * loop.
 */
export async function encodedAnswerOnce(
  request: { header(name: string): string | undefined; method: string },
  text: string,
  headers: Record<string, string>,
  status = 200,
): Promise<Response> {
  const identity = new TextEncoder().encode(text);
  const etag = etagOf(identity);
  const common = { ...headers, ETag: etag, Vary: 'Accept-Encoding' };
  if (status === 200 && notModified(request.header('if-none-match'), etag)) return new Response(null, { status: 304, headers: common });
  const worth = identity.length >= SMALLEST && compressor;
  const encoding = worth ? chooseEncoding(request.header('accept-encoding'), { br: true, gzip: true }) : 'identity';
  const compressed = encoding === 'identity' ? null : await compressor!.once(encoding, identity);
  const useCompressed = compressed !== null && compressed.length < identity.length;
  const bytes = useCompressed ? compressed : identity;
  const answerHeaders: Record<string, string> = { ...common, 'Content-Length': String(bytes.length) };
  if (useCompressed) answerHeaders['Content-Encoding'] = encoding;
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status, headers: answerHeaders });
}
