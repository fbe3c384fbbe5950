import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientAddressOf, nodeClientAddress } from './clientAddress';

describe("the caller's address", () => {
  it('is the socket’s unless proxies are trusted, and never an entry the client wrote itself', () => {
    expect(clientAddressOf('10.0.0.5', '203.0.113.9', 0)).toBe('10.0.0.5');
    // One proxy (nginx) in front: the last entry is the address it was called from.
    expect(clientAddressOf('10.0.0.5', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.5', '1.2.3.4, 203.0.113.9', 1)).toBe('203.0.113.9');
    // Two: a CDN, then nginx.
    expect(clientAddressOf('10.0.0.5', '1.2.3.4, 198.51.100.7, 203.0.113.9', 2)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.5', '2001:db8::1', 1)).toBe('2001:db8::1');
    // Too short, missing or not an address: the socket's.
    expect(clientAddressOf('10.0.0.5', '203.0.113.9', 2)).toBe('10.0.0.5');
    expect(clientAddressOf('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
    expect(clientAddressOf('10.0.0.5', 'evil, <script>', 1)).toBe('10.0.0.5');
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown');
    expect(clientAddressOf('10.0.0.5', `${'1.1.1.1,'.repeat(100_000)}2.2.2.2`, 1)).toBe('2.2.2.2');
  });

  it('is "internal" for a request the server makes of its own app, which has no socket (the static export)', async () => {
    const app = new Hono().get('/', (c) => c.text(nodeClientAddress(c, 1)));
    const response = await app.fetch(new Request('http://127.0.0.1/', { headers: { 'x-forwarded-for': '203.0.113.9' } }));
    expect(await response.text()).toBe('internal');
  });
});
