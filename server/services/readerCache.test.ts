import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';
import { ReaderCache } from './readerCache';

describe('the reader cache', () => {
  let now = new Date('2026-11-21T10:00:00Z');
  const clock = () => now;

  it('keeps at most its number of entries and its bytes, dropping the least recently used first', () => {
    const cache = new ReaderCache({ clock, ttlMs: 5000, maxEntries: 3, maxBytes: 100 });
    for (const key of ['a', 'b', 'c']) cache.set(key, 'x'.repeat(10));
    expect(cache.get('a')).toBe('x'.repeat(10));
    cache.set('d', 'y'.repeat(10));
    expect([cache.size, cache.get('b')]).toEqual([3, null]);
    cache.set('e', 'z'.repeat(90));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('e')).toBe('z'.repeat(90));
    cache.set('f', 'w'.repeat(101));
    expect(cache.get('f')).toBeNull();
  });

  it('expires answers by the server clock, and keeps nothing when its time limit is 0', () => {
    const cache = new ReaderCache({ clock, ttlMs: 5000 });
    cache.set('a', 'answer');
    now = new Date(now.getTime() + 5000);
    expect(cache.get('a')).toBe('answer');
    now = new Date(now.getTime() + 1);
    expect(cache.get('a')).toBeNull();
    const off = new ReaderCache({ clock, ttlMs: 0 });
    off.set('a', 'answer');
    expect([off.get('a'), off.size]).toEqual([null, 0]);
  });
});

describe('anonymous answers kept by the app', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const cache = () => t.deps.readerCache!;

  it('keep one entry per answer, whatever junk query and Host header 1000 callers send', async () => {
    // One large published story, as in the issue: every answer of it is 1 MB.
    await t.deps.database.db
      .update(pages)
      .set({ precis: 'p'.repeat(1_000_000) })
      .where(eq(pages.slug, 'the-long-view'));
    const paths = [
      '/api/content/stories/the-long-view',
      '/api/content/home?locale=en',
      '/api/content/stories?locale=hk&limit=5',
      '/api/upcoming_events?limit=3',
    ];
    const expected = await Promise.all(paths.map(async (path) => (await t.request('GET', path)).text()));
    expect(cache().size).toBe(paths.length);
    const bytes = cache().bytes;
    for (let index = 0; index < 1000; index++) {
      const path = paths[index % paths.length];
      const junk = `${path.includes('?') ? '&' : '?'}junk${index}=${'j'.repeat(index)}`;
      const response = await t.app.request(`http://forged-${index}.example${path}${junk}`);
      expect(response.status).toBe(200);
      if (index < paths.length) {
        expect(await response.text()).toBe(expected[index]);
        expect(
          Object.fromEntries(
            ['cache-control', 'x-content-type-options', 'referrer-policy'].map((name) => [name, response.headers.get(name)]),
          ),
        ).toEqual({
          'cache-control': 'no-cache',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
        });
      }
    }
    expect(cache().size).toBe(paths.length);
    expect(cache().bytes).toBe(bytes);
  });

  it('keys an answer by the query parameters its endpoint reads, as parsed, in a fixed order', async () => {
    await t.request('GET', '/api/content/home');
    await t.request('GET', '/api/content/home?locale=en');
    await t.request('GET', '/api/content/stories?limit=5&locale=hk');
    await t.request('GET', '/api/content/stories?locale=hk&limit=05');
    await t.request('GET', '/api/content/stories?locale=hk&limit=5&collection=news');
    expect(cache().size).toBe(2);
    await t.request('GET', '/api/content/home?locale=hk');
    await t.request('GET', '/api/content/stories?locale=hk');
    expect(cache().size).toBe(4);
    expect((await t.json('GET', '/api/content/home?locale=hk')).body).toEqual(
      (await t.json('GET', '/api/content/home?locale=hk&x=1')).body,
    );
  });

  it('never keeps refused or signed-in answers', async () => {
    expect((await t.request('GET', '/api/content/home?locale=fr')).status).toBe(400);
    expect((await t.request('GET', '/api/content/stories/no-such-story')).status).toBe(404);
    const editor = await t.signIn('editor@example.org');
    expect((await t.request('GET', '/api/content/stories/the-long-view', { token: editor })).status).toBe(200);
    expect(cache().size).toBe(0);
  });
});
