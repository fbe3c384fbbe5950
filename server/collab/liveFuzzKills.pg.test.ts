import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { savedDocumentSchema, type SavedDocument } from '../../contract/document';
import { DocumentView } from '../../src/reader/DocumentView';
import { freshDatabase } from '../../tests/apiHarness';
import { startServer, type RunningServer } from '../../tests/e2e/serverProcess';
import { connectClient, eventually, type LiveClient } from '../../tests/liveHarness';
import { bodyText, duplicatedMarkers, paragraphs, personDoc, randomEdit, randomOf } from '../../tests/liveFuzzEdits';
import type { Database } from '../db/database';
import { livePages } from '../db/liveSchema';
import { pages, type Page } from '../db/schema';
import { workingCopyOf } from '../services/pageDrafts';
import { BODY, documentOfLive } from './liveDocument';
import { readSince } from './liveStore';

// Issue 34's fuzz test with real server processes: 10 clients on 2 servers (`node server/main.ts`, one PostgreSQL)
// type, delete, add, remove, move blocks and format at random and drop off and come back, while 3 times a server is
// killed (SIGKILL) and started again on the same database. An update is acknowledged when the server has written it
// to the log (committed): only then does the server pass it on, so nothing anyone has seen can be lost. At each kill
// the log as committed is read; at the end it must all be in the final document. One client of the killed server
// loses its device at each kill (what it had not got acknowledged is gone with it; the rest must not be). Every client,
// a newcomer opening the page, and the saved document end identical; no block is duplicated; the saved document is
// valid Lexical form and the reader renders it. Each client keeps one copy of every block as the editor does
// (src/editor/collab/blockIdentity.ts), so two people moving one block at once leave it once. Short by default; the long run: LIVE_FUZZ_ROUNDS=3000.
const ROUNDS = Number(process.env.LIVE_FUZZ_ROUNDS ?? 240);
const CLIENTS = 10;
const KILLS = Number(process.env.LIVE_FUZZ_KILLS ?? 3);
const PEOPLE = [
  ['editor@example.org', 'demo-editor'],
  ['colleague@example.org', 'demo-colleague'],
] as const;

let database: Database & { url?: string };
let story: Page;
const servers: Array<RunningServer | null> = [null, null];

const serverEnv = () => ({ DATABASE_URL: database.url!, LIVE_EDITING: 'on', JOB_INTERVAL_SECONDS: '1' });

beforeAll(async () => {
  database = await freshDatabase();
  [story] = await database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
  [servers[0], servers[1]] = await Promise.all([startServer({ env: serverEnv() }), startServer({ env: serverEnv() })]);
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server?.stop();
  await database?.close();
});

async function call<T>(url: string, path: string, token: string | null, body: unknown): Promise<T> {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The page's live state as committed to the database: its snapshot and log merged (what was acknowledged). */
async function committedState(): Promise<Uint8Array> {
  const [row] = await database.db.select().from(livePages).where(eq(livePages.pageId, story.id));
  const tail = await readSince(database.db, story.id, row.snapshotSeq);
  return Y.mergeUpdates([...(row.snapshot ? [row.snapshot] : []), ...tail.map((each) => each.update)]);
}

/** What of `acknowledged` is missing from `doc`: inserts (by the state vectors) or deletes (applying it changes the text). */
function missingFrom(doc: Y.Doc, acknowledged: Uint8Array): string[] {
  const have = Y.encodeStateVector(doc);
  const probe = new Y.Doc();
  Y.applyUpdate(probe, Y.encodeStateAsUpdate(doc));
  const missing: string[] = [];
  const holds = Y.decodeStateVector(have);
  for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVectorFromUpdate(acknowledged)))
    if ((holds.get(client) ?? 0) < clock) missing.push(`client ${client}: ${holds.get(client) ?? 0} < ${clock}`);
  const texts = () => ['title', 'standfirst'].map((name) => probe.getText(name).toString()).concat(bodyText(probe));
  const before = texts();
  Y.applyUpdate(probe, acknowledged);
  if (texts().join('\n') !== before.join('\n')) missing.push('deletes');
  probe.destroy();
  return missing;
}

/** The plain text of each paragraph of the live body. */
const paragraphTexts = (doc: Y.Doc) =>
  paragraphs(doc).map((each) =>
    each
      .toArray()
      .map((node) =>
        node instanceof Y.XmlText
          ? node
              .toDelta()
              .map((op: { insert: string }) => op.insert)
              .join('')
          : '',
      )
      .join(''),
  );

const htmlText = (html: string) =>
  html
    .replace(/<[^<>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the live session on two server processes, three of them killed along the way', () => {
  it('keeps every acknowledged change, duplicates no block, and every client and the saved document end identical', async () => {
    const tokens: string[] = [];
    for (const [email, password] of PEOPLE) {
      // One at a time, and again after a second if the sign-in throttle asks (attempts count until they succeed).
      const signIn = () => call<{ token: string }>(servers[0]!.url, 'auth/sign_in', null, { email, password });
      tokens.push((await eventually(signIn, 10_000)).token);
    }
    const random = randomOf(Number(process.env.LIVE_FUZZ_SEED ?? 41));
    const docs = Array.from({ length: CLIENTS }, personDoc);
    const clients: Array<LiveClient | null> = Array.from({ length: CLIENTS }, () => null);
    const serverOf = (i: number) => i % servers.length;
    const connect = async (i: number) => {
      const server = servers[serverOf(i)]!;
      const { data } = await call<{ data: { ticket: string } }>(
        server.url,
        `pages/${story.id}/live/tickets`,
        tokens[i % tokens.length],
        {},
      );
      clients[i] = await connectClient(Number(new URL(server.url).port), story.id, data.ticket, docs[i]);
    };
    const drop = (i: number) => {
      clients[i]?.destroy();
      clients[i] = null;
    };
    for (let i = 0; i < CLIENTS; i++) await connect(i);

    const acknowledged: Uint8Array[] = [];
    let restarting: Promise<void> = Promise.resolve();
    let kills = 0;
    for (let round = 0; round < ROUNDS; round++) {
      if (kills < KILLS && round >= Math.floor((ROUNDS * (kills + 1)) / (KILLS + 1))) {
        await restarting;
        // Some edits in flight (sent, not yet logged), then the server dies without a word.
        const victim = kills++ % servers.length;
        const theirs = docs.map((_, i) => i).filter((i) => serverOf(i) === victim && clients[i]);
        for (const i of theirs) randomEdit(docs[i], random);
        const killed = servers[victim]!;
        servers[victim] = null;
        await killed.stop('SIGKILL');
        acknowledged.push(await committedState());
        for (const i of theirs) drop(i);
        // One of its people loses their device: their unacknowledged edits go, the acknowledged ones must stay.
        if (theirs.length) docs[theirs[random(theirs.length)]] = personDoc();
        restarting = startServer({ env: serverEnv() }).then((server) => void (servers[victim] = server));
      }
      const i = random(CLIENTS);
      if (random(10) === 0 && clients[i]) drop(i);
      else if (!clients[i] && servers[serverOf(i)] && random(2) === 0) await connect(i);
      randomEdit(docs[i], random);
      if (round % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await restarting;
    for (let i = 0; i < CLIENTS; i++) if (!clients[i]) await connect(i);
    expect(kills).toBe(KILLS);

    await eventually(() => docs.every((doc) => bodyText(doc) === bodyText(docs[0])), 20_000);
    const final = docs[0];
    expect(duplicatedMarkers(final)).toEqual([]);
    for (const [n, state] of acknowledged.entries()) expect(missingFrom(final, state), `acknowledged before kill ${n + 1}`).toEqual([]);

    for (let i = 0; i < CLIENTS; i++) drop(i);
    // Both servers save when the last person leaves; the saved document is the clients' (bytes kept where untouched).
    const saved = (await eventually(async () => {
      const [row] = await database.db.select().from(pages).where(eq(pages.id, story.id));
      const body = (await workingCopyOf(database.db, row)).page.body as SavedDocument;
      return JSON.stringify(body) === JSON.stringify(documentOfLive(final, body)) && body;
    }, 20_000)) as SavedDocument;
    expect(v.safeParse(savedDocumentSchema, saved).success).toBe(true);
    // Block by block: the reader's first paint holds a few blocks, the rest follow in the browser.
    const rendered = saved.root.children
      .map((block) =>
        htmlText(renderToStaticMarkup(createElement(DocumentView, { document: { root: { ...saved.root, children: [block] } } }))),
      )
      .join('\n');
    for (const text of paragraphTexts(final)) expect(rendered).toContain(text);

    // Someone opening the page now gets the same document from the snapshot and log the kills left.
    const newcomer = new Y.Doc();
    docs.push(newcomer);
    clients.push(null);
    await connect(CLIENTS);
    expect(newcomer.getXmlFragment(BODY).toString()).toBe(bodyText(final));
    drop(CLIENTS);
  }, 600_000);
});
