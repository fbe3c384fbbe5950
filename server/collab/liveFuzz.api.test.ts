import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyText, duplicatedMarkers, personDoc, randomEdit, randomOf } from '../../tests/liveFuzzEdits';
import { editorsCopy } from '../../tests/draftFixtures';
import { connectClient, createLiveTestApp, eventually, type LiveClient, type LiveServer, type LiveTestApp } from '../../tests/liveHarness';
import { pages, type Page } from '../db/schema';
import { documentOfLive } from './liveDocument';

// Issue 34's fuzz test, short (the long one: LIVE_FUZZ_ROUNDS=2000): clients type, delete, add, remove and move blocks
// and format at random, dropping off and coming back (keeping their changes), on one server (PGlite) or two (PostgreSQL).
// Every client and the saved document end identical, and no block is duplicated.
const ROUNDS = Number(process.env.LIVE_FUZZ_ROUNDS ?? 60);
const CLIENTS = Number(process.env.LIVE_FUZZ_CLIENTS ?? 4);
let t: LiveTestApp;
let story: Page;

beforeEach(async () => {
  t = await createLiveTestApp({ saveAfterMs: 100 });
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

describe('the live session under random edits', () => {
  it('ends with every client and the saved document identical, nothing duplicated', async () => {
    const servers: Array<Pick<LiveServer, 'port' | 'hub'>> = [t];
    if (t.databaseUrl) servers.push(await t.secondServer());
    const tokens = [await t.signIn('editor@example.org'), await t.signIn('colleague@example.org')];
    const random = randomOf(Number(process.env.LIVE_FUZZ_SEED ?? 34));
    const docs = Array.from({ length: CLIENTS }, personDoc);
    const clients: Array<LiveClient | null> = [];
    const connect = async (i: number) => {
      const token = tokens[i % tokens.length];
      const client = await connectClient(servers[i % servers.length].port, story.id, await t.ticket(token, story.id), docs[i]);
      clients[i] = client;
    };
    for (let i = 0; i < CLIENTS; i++) await connect(i);
    for (let round = 0; round < ROUNDS; round++) {
      const i = random(CLIENTS);
      if (random(10) === 0 && clients[i]) {
        clients[i]!.destroy();
        clients[i] = null;
      } else if (!clients[i] && random(2) === 0) await connect(i);
      randomEdit(docs[i], random);
      if (round % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (let i = 0; i < CLIENTS; i++) if (!clients[i]) await connect(i);
    await eventually(() => docs.every((doc) => bodyText(doc) === bodyText(docs[0])), 15_000);
    expect(duplicatedMarkers(docs[0])).toEqual([]);
    for (const client of clients) client!.destroy();
    // Every server saves what its people changed when they leave, and frees the page.
    await eventually(() => servers.every((server) => server.hub.rooms.size === 0), 15_000);
    const saved = (await editorsCopy(t, story.id))!;
    expect(JSON.stringify(saved.body)).toBe(JSON.stringify(documentOfLive(docs[0], saved.body as never)));
  }, 120_000);
});
