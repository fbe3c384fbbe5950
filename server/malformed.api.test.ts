import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/apiHarness';

let t: TestApp;
let editorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  editorToken = await t.signIn('editor@example.org');
});
afterAll(() => t.close());

async function snapshot() {
  const rows = await t.deps.database.db.execute(
    sql`select md5(string_agg(p::text, '|' order by id)) as digest from pages p`,
  );
  return JSON.stringify(rows);
}

const paths = [
  '/api/auth/sign_in',
  '/api/auth/sign_out',
  '/api/me',
  '/api/content/home',
  '/api/content/stories',
  '/api/content/stories/the-long-view',
  '/api/pages/1',
  '/api/pages/the-long-view',
  '/api/pages/%00',
  '/api/pages/99999999999999999999',
  '/api/pages/-1',
  '/api/nothing/here',
  '/api/pages/1/publish',
  '/api/pages/1/move-to-trash',
  '/api/pages/27/restore-from-trash',
  '/api/pages/27/destroy-permanently',
  '/api/memo/city-of-water-planning',
  '/api/memo/check-public-memo/speaker-visit-information',
  '/api/memo/trash/summer-exhibition-plan-2025',
  '/api/memo/trash/summer-exhibition-plan-2025/restore',
  '/api/page_collections/memo/pages',
  '/api/page_collections/memo/trashes',
  '/api/publications/favourites',
  '/api/publications/1/favourite',
  '/api/publications/1/unfavourite',
];

const junkBody = fc.oneof(
  fc.string(),
  fc.json(),
  fc.constant('{"page":{"version":1,"lexical_body":{"root":{"type":"root","version":1,"children":[{"type":"x"}]}}}}'),
  fc.constant('{"page":{"version":1e309}}'),
  fc.constant('{"page":{"version":1,"title":""}}'),
  fc.constant('{"email":["a"],"password":{}}'),
  fc.constant(`{"page":{"version":1,"lexical_body":${'{"root":'.repeat(500)}1${'}'.repeat(500)}}}`),
  fc.constant('\u0000\u0001\u0002'),
  fc.constant('null'),
);

describe('malformed requests', () => {
  it('never answer 5xx and never change stored pages (200 generated requests)', async () => {
    const before = await snapshot();
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.constantFrom(...paths),
        fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
        junkBody,
        fc.boolean(),
        async (method, path, query, body, signedIn) => {
          const url = query === undefined ? path : `${path}?${encodeURIComponent(query)}=${query}`;
          const response = await t.request(method, url, {
            raw: method === 'GET' ? undefined : body,
            headers: { 'content-type': 'application/json' },
            token: signedIn ? editorToken : null,
          });
          statuses.push(response.status);
          const text = await response.text();
          expect(response.status, `${method} ${url} ${body.slice(0, 80)} -> ${text}`).toBeLessThan(500);
          if (response.status >= 400) expect(JSON.parse(text)).toHaveProperty('error');
        },
      ),
      { numRuns: 200, seed: 20261121 },
    );
    expect(statuses).toHaveLength(200);
    expect(await snapshot()).toBe(before);
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.request('PUT', '/api/pages/1', { raw: 'x'.repeat(6 * 1024 * 1024), token: editorToken, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
  });
});
