import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A stand-in for the built app (`dist/`) for the static site's API tests, which run before `npm test` builds: the
 * source index.html (what the build writes, with the same places for a page) and one script with its compressed
 * copies. The browser tests export the real build.
 */
export function stagedDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'masthead-static-dist-'));
  copyFileSync('index.html', path.join(dir, 'index.html'));
  mkdirSync(path.join(dir, 'assets'));
  const script = 'console.log("Masthead");\n';
  writeFileSync(path.join(dir, 'assets', 'app-test.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app-test.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'assets', 'app-test.js.br'), brotliCompressSync(script));
  return dir;
}
