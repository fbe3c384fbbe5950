import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text the browser asks for (never source maps, which are not served). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;
const SMALLEST = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible file of the built app
 * over 1 kB, once at build time, so the server sends them without compressing anything per request. A variant that
 * is not smaller than the file is not written.
 */
export function precompressFolder(folder: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name)) {
        const bytes = readFileSync(file);
        if (bytes.length < SMALLEST) continue;
        const brotli = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gzip = gzipSync(bytes, { level: 9 });
        if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
        totals.files++;
        totals.bytes += bytes.length;
        totals.brotli += Math.min(brotli.length, bytes.length);
        totals.gzip += Math.min(gzip.length, bytes.length);
      }
    }
  };
  walk(folder);
  return totals;
}
