import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { setBodyCompressor } from './encodedBody';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Node's compression. Answers made once and sent many times (reader pages, the reader cache): brotli at quality 5 and
 * gzip at level 6, both made at once. Answers sent once: only the one asked for, in Node's thread pool, brotli at
 * quality 4 (about as small as 5 for JSON, faster).
 */
export function installNodeCompression(): void {
  const brotliParams = (bytes: Uint8Array, quality: number) => ({
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  setBodyCompressor({
    br: (bytes) => brotliCompressSync(bytes, brotliParams(bytes, 5)),
    gzip: (bytes) => gzipSync(bytes, { level: 6 }),
    once: (encoding, bytes) => (encoding === 'br' ? brotliAsync(bytes, brotliParams(bytes, 4)) : gzipAsync(bytes, { level: 6 })),
  });
}
