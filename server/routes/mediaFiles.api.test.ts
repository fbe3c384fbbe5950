import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { IMAGE_SAMPLES, VIDEO_SAMPLES, base64Of, pngOf } from '../../tests/mediaSamples';
import { tokenFor, userByEmail } from '../../tests/memoFixtures';
import type { MemoryMediaStorage } from '../storage/memoryMediaStorage';

let t: TestApp;
let editor: string;

beforeEach(async () => {
  t = await createTestApp();
  editor = await tokenFor(t, await userByEmail(t, 'editor@example.org'));
});
afterEach(() => t.close());

async function upload(path: '/api/images' | '/api/videos', name: string, bytes: Buffer): Promise<string> {
  const body =
    path === '/api/images'
      ? { image: { image_name: name, image_data: base64Of(bytes) } }
      : { video: { video_name: name, video_data: base64Of(bytes) } };
  const response = await t.json('POST', path, { token: editor, body });
  expect(response.status).toBe(201);
  return response.body.data.attributes.full_url;
}

describe('GET /media/{hash}.{extension}', () => {
  it('serves the bytes with their type, a year of immutable caching, nosniff and a strict CSP, to anyone', async () => {
    const png = pngOf(4, 4);
    const url = await upload('/api/images', 'pixel.png', png);
    const response = await t.request('GET', url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('content-length')).toBe(String(png.length));
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    const etag = response.headers.get('etag')!;
    expect(etag).toBe(`"${url.slice(7, 71)}"`);
    expect((await t.request('GET', url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('serves an SVG as a download, so a script in it never runs on the site', async () => {
    const svg = IMAGE_SAMPLES.find(([type]) => type === 'image/svg+xml')!;
    const url = await upload('/api/images', svg[1], svg[2]);
    expect(url).toMatch(/\.svg$/);
    const response = await t.request('GET', url);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{64}\.svg"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers byte ranges for video players', async () => {
    const video = Buffer.concat([VIDEO_SAMPLES[0][2], Buffer.from('0123456789')]);
    const url = await upload('/api/videos', 'clip.mp4', video);
    const partial = await t.request('GET', url, { headers: { range: 'bytes=2-5' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 2-5/${video.length}`);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(video.subarray(2, 6));
    const tail = await t.request('GET', url, { headers: { range: 'bytes=-3' } });
    expect(Buffer.from(await tail.arrayBuffer()).toString()).toBe('789');
    expect((await t.request('GET', url, { headers: { range: `bytes=${video.length}-` } })).status).toBe(416);
  });

  it('answers 404 with nosniff for unknown names, wrong extensions and anything that is not a media name', async () => {
    const url = await upload('/api/images', 'pixel.png', pngOf(1, 1));
    for (const path of [`/media/${'0'.repeat(64)}.png`, url.replace('.png', '.gif'), '/media/x.png', '/media/', '/media/a/b.png']) {
      const response = await t.request('GET', path);
      expect(response.status).toBe(404);
      if (path.startsWith('/media/0')) expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers 503, not a stack trace, when the storage cannot be read', async () => {
    const url = await upload('/api/images', 'pixel.png', pngOf(1, 1));
    (t.deps.storage as MemoryMediaStorage).get = async () => {
      throw new Error('the bucket is unreachable');
    };
    const response = await t.request('GET', url);
    expect(response.status).toBe(503);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ error: 'The file cannot be read just now. Please try again.' });
  });
});
