import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../scripts/precompress';
import { renderScreen } from '../src/ssr';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { serveBuiltApp } from './builtApp';
import { chooseEncoding, notModified, setBodyCompressor } from './encodedBody';
import { installNodeCompression } from './nodeCompression';

// Issue 20: bytes on the wire. Answers are compressed by what the caller accepts, carry a strong ETag, and a copy the
// caller already has is answered 304 with no body.
let t: TestApp;
let distDir: string;
beforeEach(async () => {
  installNodeCompression();
  t = await createTestApp();
  distDir = mkdtempSync(path.join(tmpdir(), 'masthead-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), readFileSync('index.html', 'utf8'));
  writeFileSync(path.join(distDir, 'assets/app-1.js'), `${'console.log("the ferry leaves at nine");\n'.repeat(200)}`);
  writeFileSync(path.join(distDir, 'assets/tiny-1.js'), 'console.log(1);\n');
  precompressFolder(distDir);
});
afterEach(async () => {
  setBodyCompressor(null);
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

function serve() {
  serveBuiltApp(t.app, {
    distDir,
    render: renderScreen,
    publicUrl: 'http://localhost:3000',
    clock: t.deps.clock,
    readerCache: t.deps.readerCache,
    readerCacheMs: 5000,
  });
  return (target: string, headers: Record<string, string> = {}) => t.app.request(`http://localhost:3000${target}`, { headers });
}

const decoded = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
};

describe('compressed answers with their ETags', () => {
  it('sends the build-time brotli or gzip copy of an asset by Accept-Encoding, the same bytes once decoded, and 304 for a current copy', async () => {
    const visit = serve();
    const plain = await visit('/assets/app-1.js');
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
      ['*', 'br'],
    ] as const) {
      const response = await visit('/assets/app-1.js', { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(response.headers.get('etag'), accept).toBe(plain.headers.get('etag'));
      expect(await decoded(response), accept).toBe(text);
    }
    expect(Number((await visit('/assets/app-1.js', { 'accept-encoding': 'br' })).headers.get('content-length'))).toBeLessThan(
      text.length / 10,
    );
    // Too small to gain anything: sent as it is.
    expect((await visit('/assets/tiny-1.js', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull();
    const again = await visit('/assets/app-1.js', { 'if-none-match': plain.headers.get('etag')!, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await visit('/assets/app-1.js', { 'if-none-match': '"something-else"' })).status).toBe(200);
    // The precompressed copies are not files of their own: that address gets the app shell, like any unknown one.
    expect((await visit('/assets/app-1.js.br')).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('compresses a rendered reader page once, answers 304 for a current copy, and a new one after the page changes', async () => {
    const visit = serve();
    const first = await visit('/en/stories/the-long-view', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await decoded(first);
    expect(html).toContain('The Long View');
    const etag = first.headers.get('etag')!;
    expect((await visit('/en/stories/the-long-view', { 'if-none-match': etag })).status).toBe(304);
    expect(await decoded(await visit('/en/stories/the-long-view', { 'accept-encoding': 'gzip' }))).toBe(html);
    // A save by an editor, published (a published page's save is a draft until then, issue 33): the next reader gets
    // the new page, with another ETag.
    const editor = await t.signIn('editor@example.org');
    const page = (await t.json('GET', '/api/pages/the-long-view', { token: editor })).body.data.attributes;
    const saved = await t.json('PUT', `/api/pages/${page.page_id}`, {
      token: editor,
      body: { page: { version: page.version, title: 'The Longer View' } },
    });
    expect(saved.status).toBe(200);
    const version = saved.body.data.attributes.version;
    expect((await t.json('PUT', `/api/pages/${page.page_id}/publish?version=${version}`, { token: editor })).status).toBe(200);
    const changed = await visit('/en/stories/the-long-view', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('The Longer View');
  });

  it("gives API answers an ETag and 304, compresses reader answers, and lets only the signed-in caller's browser keep theirs", async () => {
    const reader = await t.app.request('/api/content/stories/the-long-view', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(reader.headers.get('content-encoding')).toBe('br');
    expect(reader.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(await decoded(reader)).data.attributes.title).toContain('The Long View');
    expect(
      (await t.app.request('/api/content/stories/the-long-view', { headers: { 'if-none-match': reader.headers.get('etag')! } })).status,
    ).toBe(304);

    const editor = await t.signIn('editor@example.org');
    const mine = await t.app.request('/api/pages/the-long-view', {
      headers: { authorization: `Bearer ${editor}`, 'accept-encoding': 'gzip' },
    });
    expect(mine.headers.get('content-encoding')).toBe('gzip');
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('vary')).toBe('Accept-Encoding, Authorization');
    expect(JSON.parse(await decoded(mine)).data.attributes.slug).toBe('the-long-view');
    const mineInBrotli = await t.app.request('/api/pages/the-long-view', {
      headers: { authorization: `Bearer ${editor}`, 'accept-encoding': 'br' },
    });
    expect(mineInBrotli.headers.get('content-encoding')).toBe('br');
    expect(mineInBrotli.headers.get('etag')).toBe(mine.headers.get('etag'));
    expect(await decoded(mineInBrotli)).toBe(
      await decoded(await t.app.request('/api/pages/the-long-view', { headers: { authorization: `Bearer ${editor}` } })),
    );
    const again = await t.app.request('/api/pages/the-long-view', {
      headers: { authorization: `Bearer ${editor}`, 'if-none-match': mine.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    // Without the token the same ETag gets no 304 and no page: whoever asks is checked first.
    expect((await t.app.request('/api/pages/the-long-view', { headers: { 'if-none-match': mine.headers.get('etag')! } })).status).toBe(401);
    // Errors are neither compressed nor given an ETag.
    const missing = await t.app.request('/api/content/stories/no-such-story', { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});

describe('choosing an encoding and reading If-None-Match', () => {
  it('prefers brotli, then gzip, honours q=0 and refuses nothing it cannot parse into a coding', () => {
    const both = { br: 1, gzip: 1 };
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('br; q=0.000, gzip;q=0', both)).toBe('identity');
    expect(chooseEncoding('gzip', { br: 1 })).toBe('identity');
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding(`${'x,'.repeat(100_000)}br`, both)).toBe('identity');
    expect(chooseEncoding(' BR ', both)).toBe('br');
  });

  it('matches strong and weak forms of the ETag, lists and *', () => {
    expect(notModified('"a", "b"', '"b"')).toBe(true);
    expect(notModified('W/"b"', '"b"')).toBe(true);
    expect(notModified('*', '"b"')).toBe(true);
    expect(notModified('"c"', '"b"')).toBe(false);
    expect(notModified(undefined, '"b"')).toBe(false);
  });
});
