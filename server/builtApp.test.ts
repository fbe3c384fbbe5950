import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../src/ssr';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { serveBuiltApp } from './builtApp';
import { setBodyCompressor } from './encodedBody';
import { inlineScriptHashes } from './securityHeaders';

let t: TestApp;
let distDir: string;
beforeEach(async () => {
  t = await createTestApp();
  // A built app as `vite build` leaves it: index.html, assets with their source maps, and Vite's manifest.
  distDir = mkdtempSync(path.join(tmpdir(), 'masthead-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, 'index.html'), readFileSync('index.html', 'utf8'));
  writeFileSync(path.join(distDir, 'assets/app-1.js'), 'console.log(1);\n');
  writeFileSync(path.join(distDir, 'assets/app-1.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(path.join(distDir, '.vite/manifest.json'), '{}');
});
afterEach(async () => {
  // serveBuiltApp installs Node's compressors; the next file in this worker starts without them.
  setBodyCompressor(null);
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

function serve(publicUrl = 'http://localhost:3000') {
  serveBuiltApp(t.app, { distDir, render: renderScreen, publicUrl, clock: t.deps.clock });
  return (target: string) => t.app.request(target.startsWith('http') ? target : `http://localhost:3000${target}`);
}

const scriptSources = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1].split(' ') ?? [];

describe('the built app as the Node server serves it', () => {
  it('sends the security headers with every kind of HTML answer: index.html, a rendered page and the fallback', async () => {
    const visit = serve();
    const answers = {
      'static index.html': await visit('/index.html'),
      'site root': await visit('/'),
      'rendered reader page': await visit('/en/stories/the-long-view'),
      'app shell fallback': await visit('/en/login'),
      'unknown page': await visit('/en/stories/no-such-story'),
      'memo a reader may not read': await visit('/en/memo/no-such-memo'),
    };
    const [inline] = inlineScriptHashes(readFileSync('index.html', 'utf8'));
    for (const [kind, response] of Object.entries(answers)) {
      expect(response.status, kind).toBe(kind === 'unknown page' || kind.startsWith('memo') ? 404 : 200);
      expect(response.headers.get('content-type'), kind).toMatch(/^text\/html/);
      expect(scriptSources(response), kind).toEqual(["'self'", inline, "'report-sample'"]);
      expect(response.headers.get('content-security-policy'), kind).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), kind).toBe('DENY');
      expect(response.headers.get('strict-transport-security'), kind).toBeNull();
    }
    expect(await answers['rendered reader page'].text()).toContain('<html data-rendered');
  });

  it('lets a rendered page run only the inline scripts of index.html: its answers are a data block', async () => {
    const response = await serve()('/en/stories/the-long-view');
    const html = await response.text();
    expect(html).toContain('<script type="application/json" id="masthead-answers">');
    const allowed = scriptSources(response);
    for (const hash of inlineScriptHashes(html)) expect(allowed).toContain(hash);
  });

  it('sends Strict-Transport-Security when the public address is https', async () => {
    const response = await serve('https://www.example.org')('/en/login');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('serves assets without their source maps, and never the Vite manifest', async () => {
    const visit = serve();
    const asset = await visit('/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    for (const target of [
      '/assets/app-1.js.map',
      '/assets/app-1.js.MAP',
      '/assets/app-1.js.map/',
      '/.vite/manifest.json',
      '/.vite/',
      '/assets/../.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/assets/app-1.js%2Emap',
      '//.vite/manifest.json',
    ]) {
      const response = await visit(target);
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).not.toContain('sources');
    }
  });

  it('leaves API answers to the API, which also sends the referrer policy', async () => {
    const response = await serve()('/api/content/home?locale=en');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
