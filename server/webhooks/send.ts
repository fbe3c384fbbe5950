import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedAddress, type AddressRules } from './addresses';

/** A webhook request's time limit (issue 36). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a response the delivery log keeps. */
export const RESPONSE_KEEP_BYTES = 1024;

/** Refused before any byte left: the address is not allowed (SSRF). Its message is the logged reason. */
export class RefusedAddressError extends Error {}

export interface WebhookResponse {
  status: number;
  /** The first RESPONSE_KEEP_BYTES of the body, as text. */
  body: string;
  /** The IP address the request went to. */
  address: string;
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The connection's own name lookup: resolves the host once, refuses when ANY of its addresses is not allowed, and hands
 * the socket exactly the addresses it checked. The socket connects to what was checked, so a name that answers a
 * public address to a check and a private one to the connection (DNS rebinding) cannot slip through.
 */
function checkedLookup(resolve: Resolver, rules: AddressRules): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? found.filter((entry) => entry.family === options.family) : found;
        if (!wanted.length) return callback(Object.assign(new Error(`${hostname} has no address.`), { code: 'ENOTFOUND' }), '', 4);
        if (!rules.allowPrivate) {
          for (const entry of wanted) {
            const reason = refusedAddress(entry.address);
            if (reason) return callback(new RefusedAddressError(`${hostname} resolves to a refused address: ${reason}`), '', 4);
          }
        }
        if (options.all) (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

/**
 * POSTs one webhook: never follows a redirect (a 3xx comes back as is, a failure to its caller), gives up after
 * WEBHOOK_TIMEOUT_MS or when `signal` fires, and reaches only allowed addresses: an IP address in the URL is checked
 * before connecting, a name by the connection's lookup, and the connected socket's address once more.
 */
export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  { rules, signal, resolve = systemResolver }: { rules: AddressRules; signal: AbortSignal; resolve?: Resolver },
): Promise<WebhookResponse> {
  const url = new URL(target);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowHttp))
    throw new RefusedAddressError('The address must start with https://.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !rules.allowPrivate) {
    const reason = refusedAddress(host);
    if (reason) throw new RefusedAddressError(reason);
  }
  const client = url.protocol === 'https:' ? https : http;
  const timeout = AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]);
  return new Promise<WebhookResponse>((done, fail) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Masthead-Webhooks/1',
        },
        lookup: checkedLookup(resolve, rules),
        // A connection of its own each time: a kept-alive socket would skip the lookup's check.
        agent: false,
        signal: timeout,
      },
      (response) => {
        const address = response.socket.remoteAddress ?? '';
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          done({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, RESPONSE_KEEP_BYTES).toString('utf8'),
            address,
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (kept >= RESPONSE_KEEP_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
          if (kept >= RESPONSE_KEEP_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', fail);
      },
    );
    request.on('socket', (socket) =>
      socket.once('connect', () => {
        // The address actually connected to: refused ones end the request before it is written.
        const reason = rules.allowPrivate ? null : refusedAddress(socket.remoteAddress ?? '');
        if (reason) request.destroy(new RefusedAddressError(reason));
      }),
    );
    request.on('error', (error) => {
      if (timeout.aborted && !(error instanceof RefusedAddressError)) {
        fail(new Error(signal.aborted ? 'The delivery was stopped.' : `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`));
      } else fail(error);
    });
    request.end(body);
  });
}
