import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: keeps every request it gets and answers with `answer` (200 "ok" unless
 * changed); `onRequest` sees each request as it arrives.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: (response: ServerResponse, request: Received) => void = (response) => response.end('ok');
  let onRequest: ((request: Received) => void) | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      onRequest?.(got);
      answer(response, got);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    onRequest(next: typeof onRequest) {
      onRequest = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
