import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { jobs } from '../db/jobsSchema';
import { pages } from '../db/schema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { BODY_TEXT_BATCH, BODY_TEXT_JOB, enqueueBodyTextBackfill } from './bodyTextBackfill';
import { BODY_TEXT_VERSION } from '../../contract/plainText';

// Migration 0021: pages whose body_text came from migration 0020's backfill (the text nodes alone) are written again
// from the whole document by a job put on the queue at start.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const SLUG = 'the-long-view';
const bannerDocument = {
  root: {
    type: 'root' as const,
    version: 1,
    children: [
      { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Ferries at dusk.' }] },
      { type: 'banner', version: 1, title: 'Lanterns of the delta', description: 'An evening walk' },
    ],
  },
};

/** The page as migration 0020 left it: its text nodes in body_text, of version 0. */
async function asLeftByMigration0020(slug: string) {
  await t.deps.database.db
    .update(pages)
    .set({ body: bannerDocument as never, bodyText: 'Ferries at dusk.', bodyTextVersion: 0 })
    .where(eq(pages.slug, slug));
  const [page] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, slug));
  return page;
}

const found = async (q: string) => {
  const response = await t.json('GET', `/api/search?q=${encodeURIComponent(q)}&locale=en`);
  expect(response.status).toBe(200);
  return (response.body.data as Array<{ attributes: { slug: string } }>).map((hit) => hit.attributes.slug);
};
/** What the job writes for bannerDocument: every text, a block a line. */
const WHOLE_TEXT = 'Ferries at dusk.\nLanterns of the delta\nAn evening walk';
const textsOf = (slugs: string[]) =>
  t.deps.database.db
    .select({ slug: pages.slug, bodyText: pages.bodyText, version: pages.bodyTextVersion })
    .from(pages)
    .where(inArray(pages.slug, slugs))
    .orderBy(pages.slug);
const backfillJobs = () => t.deps.database.db.select().from(jobs).where(eq(jobs.kind, BODY_TEXT_JOB));
const start = () => enqueueBodyTextBackfill(t.deps, t.deps.clock());
const runJobs = () => runDueJobs(t.deps, jobHandlers(t.deps));

describe('the body-text job', () => {
  it('is not put on the queue when every page is of the current version', async () => {
    await start();
    expect(await backfillJobs()).toEqual([]);
  });

  it("writes an older page's body_text from its whole document, so search finds a card's title, and leaves the page's version", async () => {
    const before = await asLeftByMigration0020(SLUG);
    expect(await found('lanterns delta')).toEqual([]);

    await start();
    expect(await backfillJobs()).toHaveLength(1);
    const { failed } = await runJobs();
    expect(failed).toEqual([]);

    const [after] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, SLUG));
    expect([after.bodyText, after.bodyTextVersion]).toEqual([WHOLE_TEXT, BODY_TEXT_VERSION]);
    // Not an edit: an editor's open copy of the page stays current.
    expect([after.version, after.updatedAt]).toEqual([before.version, before.updatedAt]);
    expect(await found('lanterns delta')).toEqual([SLUG]);
    expect(await found('"evening walk"')).toEqual([SLUG]);
    expect(await backfillJobs()).toEqual([]);
    // Done: the next start puts nothing on the queue.
    await start();
    expect(await backfillJobs()).toEqual([]);
  });

  it('works through a large site a batch per run, and comes back until none is left', async () => {
    const { db } = t.deps.database;
    const count = BODY_TEXT_BATCH + 20;
    await db.execute(sql`
      insert into pages (uid, slug, title, collection, system, locale, published, published_at, body, body_text, body_text_version, created_at, updated_at)
      select 'bac0f111' || lpad(n::text, 24, '0'), 'copy-' || n, 'Copy ' || n, 'stories', 'csw', 'en', true, '2026-11-01T00:00:00Z', ${JSON.stringify(bannerDocument)}::json, '', 0,
             '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z'
        from generate_series(0, ${count - 1}) as n`);
    const left = async () =>
      (
        await db
          .select({ count: sql<number>`count(*)::int` })
          .from(pages)
          .where(lt(pages.bodyTextVersion, 1))
      )[0].count;

    await start();
    await runJobs();
    expect(await left()).toBe(20);
    expect(await backfillJobs()).toHaveLength(1);
    // Not again in the same run of the queue: at its next.
    await runJobs();
    expect(await left()).toBe(20);
    t.setNow(new Date(t.deps.clock().getTime() + 10_000));
    await runJobs();
    expect(await left()).toBe(0);
    expect(await backfillJobs()).toEqual([]);
    const written = await db
      .select({ bodyText: pages.bodyText })
      .from(pages)
      .where(and(inArray(pages.slug, ['copy-0', `copy-${count - 1}`])));
    expect(written.map((row) => row.bodyText)).toEqual([WHOLE_TEXT, WHOLE_TEXT]);
  });

  it('keeps the old text of a document it cannot read, says so, and goes on with the other pages', async () => {
    const { db } = t.deps.database;
    await asLeftByMigration0020(SLUG);
    const [unreadable] = await db
      .update(pages)
      .set({ body: {} as never, bodyText: 'Kept as it was', bodyTextVersion: 0 })
      .where(eq(pages.slug, 'city-of-water'))
      .returning({ id: pages.id });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start();
    const { failed } = await runJobs();
    const messages = logged.mock.calls.map((call) => String(call[0]));
    logged.mockRestore();
    expect(failed).toEqual([]);
    expect(messages).toEqual([`The document of page ${unreadable.id} cannot be read for search; it keeps its old search text.`]);
    expect(await textsOf([SLUG, 'city-of-water'])).toEqual([
      { slug: 'city-of-water', bodyText: 'Kept as it was', version: BODY_TEXT_VERSION },
      { slug: SLUG, bodyText: WHOLE_TEXT, version: BODY_TEXT_VERSION },
    ]);
    expect(await backfillJobs()).toEqual([]);
  });

  it('marks a page the database refuses to write as done with its old text, and writes the others', async () => {
    const { db } = t.deps.database;
    await asLeftByMigration0020(SLUG);
    await db.update(pages).set({ bodyText: 'Old text', bodyTextVersion: 0 }).where(eq(pages.slug, 'city-of-water'));
    // A trigger that refuses any new text for one page: a stand-in for a write the database cannot make.
    await db.execute(sql`create function refuse_city_of_water() returns trigger language plpgsql as $$
      begin
        if new.slug = 'city-of-water' and new.body_text is distinct from old.body_text then raise exception 'refused'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_city_of_water before update on pages for each row execute function refuse_city_of_water()`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let messages: string[];
    try {
      await start();
      const { failed } = await runJobs();
      expect(failed).toEqual([]);
    } finally {
      messages = logged.mock.calls.map((call) => String(call[0]));
      logged.mockRestore();
      await db.execute(sql`drop trigger refuse_city_of_water on pages`);
      await db.execute(sql`drop function refuse_city_of_water()`);
    }
    expect(messages).toEqual([expect.stringMatching(/^The search text of page \d+ could not be written again; it keeps its old one\.$/)]);
    expect(await textsOf([SLUG, 'city-of-water'])).toEqual([
      { slug: 'city-of-water', bodyText: 'Old text', version: BODY_TEXT_VERSION },
      { slug: SLUG, bodyText: WHOLE_TEXT, version: BODY_TEXT_VERSION },
    ]);
    expect(await backfillJobs()).toEqual([]);
  });

  it('a save writes the current version itself', async () => {
    const page = await asLeftByMigration0020(SLUG);
    const editor = await t.signIn('editor@example.org');
    const saved = await t.json('PUT', `/api/pages/${page.id}`, {
      token: editor,
      body: { page: { version: page.version, lexical_body: bannerDocument } },
    });
    expect(saved.status).toBe(200);
    // A published page's save is a draft (issue 33): publishing it writes the text readers' search reads.
    if (page.published) {
      const version = saved.body.data.attributes.version;
      expect((await t.json('PUT', `/api/pages/${page.id}/publish?version=${version}`, { token: editor })).status).toBe(200);
    }
    const [after] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, SLUG));
    expect([after.bodyText, after.bodyTextVersion]).toEqual([WHOLE_TEXT, BODY_TEXT_VERSION]);
    await start();
    expect(await backfillJobs()).toEqual([]);
  });
});
