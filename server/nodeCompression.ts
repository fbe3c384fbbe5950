import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { setBodyCompressor } from './encodedBody';

/** Node's compression for answers made once and sent many times: brotli at quality 5, gzip at level 6. */
export function installNodeCompression(): void {
  setBodyCompressor({
    br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip: (bytes) => gzipSync(bytes, { level: 6 }),
  });
}
