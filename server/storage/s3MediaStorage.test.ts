import { describe, expect, it } from 'vitest';
import { S3MediaStorage } from './s3MediaStorage';

const key = `media/${'c'.repeat(64)}.png`;

function fakeBucket() {
  const objects = new Map<string, Uint8Array>();
  const requests: Array<{ method: string; url: string; headers: Headers }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    requests.push({ method: init?.method ?? 'GET', url, headers });
    if (!headers.get('authorization')?.startsWith('AWS4-HMAC-SHA256 Credential=KEY/')) return new Response('unsigned', { status: 403 });
    const path = new URL(url).pathname;
    if (init?.method === 'PUT') {
      objects.set(path, new Uint8Array(init.body as Uint8Array));
      return new Response(null, { status: 200 });
    }
    if (init?.method === 'DELETE') {
      objects.delete(path);
      return new Response(null, { status: 204 });
    }
    const object = objects.get(path);
    if (!object) return new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
    const range = /^bytes=(\d+)-(\d+)$/.exec(headers.get('range') ?? '');
    return new Response((range ? object.slice(Number(range[1]), Number(range[2]) + 1) : object) as Uint8Array<ArrayBuffer>, {
      status: range ? 206 : 200,
    });
  };
  return { objects, requests, fetch };
}

describe('S3 media storage', () => {
  it('puts, reads (whole or a range) and deletes objects path-style, each request signed', async () => {
    const bucket = fakeBucket();
    const storage = new S3MediaStorage({
      endpoint: 'http://127.0.0.1:9000/',
      bucket: 'media-bucket',
      region: 'us-east-1',
      accessKeyId: 'KEY',
      secretAccessKey: 'SECRET',
      fetch: bucket.fetch,
    });
    await storage.put(key, new Uint8Array([1, 2, 3, 4, 5]), 'image/png');
    expect(bucket.requests[0].url).toBe(`http://127.0.0.1:9000/media-bucket/${key}`);
    expect(bucket.requests[0].headers.get('content-type')).toBe('image/png');
    expect(bucket.requests[0].headers.get('x-amz-content-sha256')).toBe('74f81fe167d99b4cb41d6d0ccda82278caee9f3e2f25d5e5a3936ff3dcec60d0');
    expect([...(await storage.get(key))!]).toEqual([1, 2, 3, 4, 5]);
    expect([...(await storage.get(key, { start: 1, end: 2 }))!]).toEqual([2, 3]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('fails loudly when the bucket refuses, and never sends a key that is not a media key', async () => {
    const bucket = fakeBucket();
    const storage = new S3MediaStorage({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'OTHER',
      secretAccessKey: 'S',
      fetch: bucket.fetch,
    });
    await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow('S3 put failed with 403');
    await expect(storage.get('media/../../secret.png')).rejects.toThrow('Not a media key');
  });
});
