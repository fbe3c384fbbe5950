import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address, for throttling: the socket's, or with `trustProxy` hops of reverse proxies in front
 * (TRUST_PROXY), the address the outermost of them saw, read from X-Forwarded-For counting from the right, where each
 * proxy appends the address it was called from. Entries a client wrote itself stand further left and are never read;
 * a header too short or not an address gives the socket's.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: number): string {
  const socket = socketAddress ?? 'unknown';
  if (trustProxy <= 0 || !forwardedFor) return socket;
  // From the right, one entry per proxy, without splitting a header of any length.
  let end = forwardedFor.length;
  let entry: string | undefined;
  for (let hop = 0; hop < trustProxy; hop++) {
    if (end < 0) return socket;
    const start = forwardedFor.lastIndexOf(',', end - 1);
    entry = forwardedFor.slice(start + 1, end).trim();
    end = start;
  }
  return entry && isIP(entry) ? entry : socket;
}

/**
 * The caller's address of a request the Node server took (clientAddressOf). A request the server makes of its own app
 * in process (the static export asks the API as an anonymous reader) has no socket: its address is the server's own,
 * 'internal', never a failure.
 */
export function nodeClientAddress(c: Context, trustProxy: number): string {
  const fromSocket = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
  if (!fromSocket) return 'internal';
  return clientAddressOf(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trustProxy);
}
