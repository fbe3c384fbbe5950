import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { createApp } from './app';

// Issue 29: a refusal sent before the request's body was read must not leave the connection open for a next request
// that then goes nowhere. On one kept-alive connection (fetch's, in Node), a refused POST with a large body and then
// another call both get their answers.
let t: TestApp;
let server: ServerType;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: createApp(t.deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('a refusal before the body is read', () => {
  it('closes the connection, so the next request on it is answered', async () => {
    const body = JSON.stringify({ page: { version: 1, title: 'x'.repeat(3_000_000) } });
    for (let round = 0; round < 3; round++) {
      const refused = await fetch(`${base}/api/pages/1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('connection')).toBe('close');
      await refused.text();
      const next = await fetch(`${base}/api/content/home?locale=en`);
      expect(next.status).toBe(200);
      await next.text();
    }
    // A read body keeps the connection.
    const read = await fetch(`${base}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'x' }),
    });
    expect(read.status).toBe(401);
    expect(read.headers.get('connection')).not.toBe('close');
  });
});
