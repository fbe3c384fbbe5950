import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { createApp } from './app';

let t: TestApp;
let editorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  editorToken = await t.signIn('editor@example.org');
});
afterAll(() => t.close());

async function snapshot() {
  const rows = await t.deps.database.db.execute(sql`select md5(string_agg(p::text, '|' order by id)) as digest from pages p`);
  return JSON.stringify(rows);
}

describe('malformed requests', () => {
  it.each([
    ['a NUL in a title', 'PUT', '/api/pages/1', { page: { version: 1, title: 'a\u0000b' } }],
    [
      'a NUL in document text',
      'PUT',
      '/api/pages/1',
      {
        page: {
          version: 1,
          lexical_body: {
            root: {
              type: 'root',
              version: 1,
              children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'x\u0000' }] }],
            },
          },
        },
      },
    ],
    ['a NUL in a key', 'PUT', '/api/pages/1', { page: { version: 1, ['ti\u0000tle']: 'x' } }],
    ['a version beyond 32 bits', 'PUT', '/api/pages/1', { page: { version: 1e308, title: 'x' } }],
    ['a version of 2^31', 'PUT', '/api/pages/1', { page: { version: 2 ** 31, title: 'x' } }],
    [
      'a parent id beyond 32 bits',
      'POST',
      '/api/pages',
      { page: { title: 'x', page_collection_slug: 'news', subpage: true, parent_sub_page_id: 1e308 } },
    ],
    [
      'a day version beyond 32 bits',
      'PUT',
      '/api/publications/cities-and-water-symposium/days/2026-12-04',
      { day: { version: 4294967296 } },
    ],
    [
      'a NUL in an invitation message',
      'POST',
      '/api/page-invitations',
      { page_invitation: { page_id: 26, message: '\u0000' }, user_identifiers: ['x@example.org'] },
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, method, path, body) => {
    const before = await snapshot();
    const response = await t.request(method, path, {
      token: editorToken,
      raw: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
    expect(await snapshot()).toBe(before);
  });

  it('refuses a document nested 10,000 deep with 400', async () => {
    const deep = `{"page":{"version":1,"lexical_body":{"root":{"type":"root","version":1,"children":[${'{"type":"x","version":1,"children":['.repeat(10_000)}${']}'.repeat(10_000)}]}}}}`;
    const response = await t.request('PUT', '/api/pages/1', {
      token: editorToken,
      raw: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is nested too deeply.' });
  });

  it.each([
    '/api/pages/the-long-view?x=%00',
    '/api/memo/a%00b',
    '/api/content/stories/a%00',
    '/api/publications/a%00/programme',
    '/api/ex/users/suggest?q=ab%00',
  ])('refuses a NUL in the path or query (%s) with 400', async (path) => {
    const response = await t.request('GET', path, { token: editorToken });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });

  it('answers an unknown API path with 404 JSON even when an app shell serves every other path', async () => {
    const app = createApp(t.deps);
    app.get('*', (c) => c.html('<!doctype html><title>App</title>'));
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await app.request('/api/no/such/thing', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found.' });
    }
    expect(await (await app.request('/en/anything')).text()).toContain('<title>App</title>');
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.request('PUT', '/api/pages/1', {
      raw: 'x'.repeat(6 * 1024 * 1024),
      token: editorToken,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
  });
});
