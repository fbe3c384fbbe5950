import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, upgradeWebSocket } from '@hono/node-server';
import { WebSocket, WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import * as decoding from 'lib0/decoding';
import { createApp } from '../server/app';
import { LiveHub } from '../server/collab/liveHub';
import { BODY } from '../server/collab/liveDocument';
import { MESSAGE_SAVED } from '../server/collab/liveProtocol';
import { openPostgres } from '../server/db/postgres';
import type { AppDeps } from '../server/deps';
import { ReaderCache } from '../server/services/readerCache';
import { createTestApp, type TestApp } from './apiHarness';

export interface LiveServer {
  hub: LiveHub;
  port: number;
  /** A y-websocket client (the browser's provider) on the page at this server, synced. */
  connect(token: string, pageId: number): Promise<LiveClient>;
  close(): Promise<void>;
}

export interface LiveTestApp extends TestApp, Omit<LiveServer, 'close'> {
  /** A ticket for the person of `token` on the page (expects 201). */
  ticket(token: string, pageId: number): Promise<string>;
  /** A second server process on the same PostgreSQL database (TEST_DB=postgres only). */
  secondServer(): Promise<LiveServer>;
}

export interface LiveClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Versions the server said it saved (message 100). */
  saved: number[];
  /** Of those, the ones that answered this client's own Save (`asked`). */
  asked: number[];
  /** What each saved message said of a published page's changes not yet published (undefined: not said). */
  unpublished: (boolean | undefined)[];
  closed: Promise<{ code: number; reason: string }>;
  destroy(): void;
}

// Rooms are freed as soon as their last person leaves unless a test keeps them warm (keepWarmMs).
const liveOptions = (saveAfterMs: number, rightsCheckMs = 0, keepWarmMs = 0) => ({
  upgradeWebSocket,
  saveAfterMs,
  rightsCheckMs,
  keepWarmMs,
});

/** The app over a real Node server with WebSockets (as server/main.ts serves it), saving 150 ms after the last change. */
export async function createLiveTestApp(
  options: { saveAfterMs?: number; rightsCheckMs?: number; keepWarmMs?: number } = {},
): Promise<LiveTestApp> {
  const saveAfterMs = options.saveAfterMs ?? 150;
  let hub: LiveHub | undefined;
  const test = await createTestApp(
    {},
    { live: (deps) => (hub = new LiveHub(deps, liveOptions(saveAfterMs, options.rightsCheckMs, options.keepWarmMs))) },
  );
  const ticket = async (token: string, pageId: number) => {
    const answer = await test.json('POST', `/api/pages/${pageId}/live/tickets`, { token });
    if (answer.status !== 201) throw new Error(`ticket: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data.ticket as string;
  };
  const first = await serveLive(test.app.fetch, hub!, ticket);
  const others: LiveServer[] = [];
  return {
    ...test,
    ...first,
    ticket,
    async secondServer() {
      const database = await openPostgres(test.databaseUrl!, 4);
      const deps: AppDeps = { ...test.deps, database, readerCache: new ReaderCache({ clock: test.deps.clock, ttlMs: 0 }) };
      deps.live = new LiveHub(deps, liveOptions(saveAfterMs, 0, options.keepWarmMs));
      const server = await serveLive(createApp(deps).fetch, deps.live, ticket);
      const other = {
        ...server,
        async close() {
          await server.close();
          await database.close();
        },
      };
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await first.close();
      await test.close();
    },
  };
}

async function serveLive(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  hub: LiveHub,
  ticket: (token: string, pageId: number) => Promise<string>,
): Promise<LiveServer> {
  const server = serve({
    fetch: fetch as never,
    port: 0,
    hostname: '127.0.0.1',
    websocket: { server: new WebSocketServer({ noServer: true }) },
  });
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  await hub.start();
  const clients: LiveClient[] = [];
  return {
    hub,
    port,
    async connect(token, pageId) {
      const client = await connectClient(port, pageId, await ticket(token, pageId));
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.destroy();
      await hub.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** y-websocket's WebsocketProvider over `ws`, as the browser uses it, with a listener for the saved message (100). */
export async function connectClient(port: number, pageId: number, ticket: string, doc = new Y.Doc()): Promise<LiveClient> {
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/api/pages`, `${pageId}/live`, doc, {
    WebSocketPolyfill: WebSocket as never,
    // As the browser's (liveSession.ts): every change and caret through the server, none between clients of one process.
    disableBc: true,
    params: { ticket },
    maxBackoffTime: 100_000,
  });
  const saved: number[] = [];
  const asked: number[] = [];
  const unpublished: (boolean | undefined)[] = [];
  let closedWith: (value: { code: number; reason: string }) => void = () => {};
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (closedWith = resolve));
  provider.on('connection-close', (event) => {
    if (event) closedWith({ code: event.code, reason: event.reason });
    // A ticket works once: this test client does not come back by itself.
    provider.shouldConnect = false;
  });
  provider.messageHandlers[MESSAGE_SAVED] = (_encoder, decoder) => {
    const answer = JSON.parse(decoding.readVarString(decoder)) as { version: number; asked?: boolean; unpublished?: boolean };
    saved.push(answer.version);
    unpublished.push(answer.unpublished);
    if (answer.asked) asked.push(answer.version);
  };
  if (!provider.synced) await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
  // The provider's awareness ticks on a timer until it or its document is destroyed (the browser destroys the
  // document; a client here may keep its document to come back with): without this every client stayed in memory.
  const destroy = () => {
    provider.destroy();
    provider.awareness.destroy();
  };
  return { doc, provider, saved, asked, unpublished, closed, destroy };
}

/** Resolves when `check` holds, trying every 20 ms for up to `ms`. */
export async function eventually<T>(check: () => T | Promise<T>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const value = await check();
      if (value !== false) return value;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A live document's body as Yjs prints it, to compare what clients and rooms hold. */
export const liveTextOf = (doc: Y.Doc) => doc.getXmlFragment(BODY).toString();

/** Types `text` at the start of the first paragraph, as the editor's binding writes a keystroke. */
export function typeInFirstParagraph(doc: Y.Doc, text: string) {
  const paragraph = doc
    .getXmlFragment(BODY)
    .toArray()
    .find((node): node is Y.XmlElement => node instanceof Y.XmlElement && node.nodeName === 'paragraph')!;
  paragraph
    .toArray()
    .find((node): node is Y.XmlText => node instanceof Y.XmlText)!
    .insert(0, text);
}
