import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stagedDist } from '../../tests/staticDist';
import { createTestApp, TEST_NOW, type TestApp } from '../../tests/apiHarness';
import { publish, versionOf } from '../../tests/discoveryFixtures';
import { base64Of, pngOf } from '../../tests/mediaSamples';
import { renderScreen } from '../../src/ssr';
import { pages } from '../db/schema';
import { staticChanges, staticFiles } from '../db/staticSchema';
import { jobHandlers } from '../jobs/jobs';
import { pendingJobs, runDueJobs } from '../jobs/queue';
import { FolderOutput } from './staticOutput';
import { StaticSite } from './staticSite';
import { noteStaticChange } from './staticChanges';
import { enqueueStaticExport } from './staticSync';

// Issue 31: a server with STATIC_DIR writes each change readers can see to the static site, through the job queue.
let t: TestApp;
let folder: string;
// The tests run before the build: a staged stand-in of dist/ (tests/staticDist.ts).
let distDir: string;
beforeEach(async () => {
  t = await createTestApp({ publicUrl: 'https://www.example.org' });
  folder = mkdtempSync(path.join(tmpdir(), 'masthead-static-sync-'));
  distDir = stagedDist();
});
afterEach(async () => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

const file = (name: string) => path.join(folder, name);
const text = (name: string) => readFileSync(file(name), 'utf8');
/** The job queue's run, as the server's worker runs it, with no failure. */
async function runJobs() {
  const { failed } = await runDueJobs(t.deps, jobHandlers(t.deps));
  expect(failed.map(({ job, error }) => `${job.kind}: ${String(error)}`)).toEqual([]);
}

async function publishingSite() {
  t.deps.staticSite = new StaticSite({
    deps: t.deps,
    output: new FolderOutput(folder),
    distDir,
    render: renderScreen,
    editorUrl: 'https://cms.example.org',
  });
  await enqueueStaticExport(t.deps, t.deps.clock());
  await runJobs();
}

describe('the static site follows the changes readers see', () => {
  it('writes a published page, a renamed page’s redirect, and removes an unpublished one, with their lists, feeds and search', async () => {
    await publishingSite();
    const known = await t.deps.database.db.select().from(staticFiles);
    expect(known.map((row) => row.path)).toContain('en/stories/the-long-view/index.html');
    const editor = await t.signIn('editor@example.org');

    const created = await t.json('POST', '/api/pages', {
      token: editor,
      body: { page: { title: 'Harbour lights tonight', page_collection_slug: 'stories' } },
    });
    const { page_id: id, slug, version } = created.body.data.attributes;
    // With a photo uploaded for it: the static site must have the photo once the page is published.
    const uploaded = await t.json('POST', '/api/images', {
      token: editor,
      body: { image: { image_name: 'lights.png', image_data: base64Of(pngOf(3, 2)) } },
    });
    const photo = uploaded.body.data.attributes.full_url as string;
    const image = {
      type: 'inline-image',
      version: 1,
      src: photo,
      caption: 'Lights',
      altText: 'Harbour lights at night',
      narrativeCaption: '',
      position: 'full',
      isPlaceholder: false,
    };
    const saved = await t.json('PUT', `/api/pages/${id}`, {
      token: editor,
      body: { page: { version, lexical_body: { root: { type: 'root', version: 1, children: [image] } } } },
    });
    expect(saved.status).toBe(200);
    await runJobs();
    // A draft is nothing to readers: nothing is noted, nothing written.
    expect(existsSync(file(`en/stories/${slug}/index.html`))).toBe(false);
    expect(await t.deps.database.db.select().from(staticChanges)).toEqual([]);

    await publish(t, editor, id);
    expect((await pendingJobs(t.deps.database.db)).map((job) => job.kind)).toContain('static-sync');
    await runJobs();
    expect(text(`en/stories/${slug}/index.html`)).toContain('Harbour lights tonight');
    expect(existsSync(file(new URL(photo, 'https://www.example.org').pathname.slice(1)))).toBe(true);
    expect(text('_data/content/stories/' + slug + '.json')).toContain('Harbour lights tonight');
    expect(text('en/stories/feed.xml')).toContain('Harbour lights tonight');
    expect(text('sitemap.xml')).toContain(`/en/stories/${slug}`);
    const segments = (await t.deps.database.db.select().from(staticFiles))
      .map((row) => row.path)
      .filter((name) => name.startsWith('_data/search/'));
    expect(segments.some((name) => existsSync(file(name)) && text(name).includes('Harbour lights tonight'))).toBe(true);
    expect(await t.deps.database.db.select().from(staticChanges)).toEqual([]);

    const renamed = await t.json('PUT', `/api/pages/${id}/settings`, {
      token: editor,
      body: { page: { version: await versionOf(t, id), slug: 'harbour-lights' } },
    });
    expect(renamed.status).toBe(200);
    await runJobs();
    expect(text('en/stories/harbour-lights/index.html')).toContain('Harbour lights tonight');
    expect(text(`en/stories/${slug}/index.html`)).toContain('url=https://www.example.org/en/stories/harbour-lights');

    const unpublished = await t.json('PUT', `/api/pages/${id}/unpublish?version=${await versionOf(t, id)}`, { token: editor });
    expect(unpublished.status).toBe(200);
    await runJobs();
    expect(existsSync(file('en/stories/harbour-lights/index.html'))).toBe(false);
    expect(existsSync(file('_data/content/stories/harbour-lights.json'))).toBe(false);
    expect(text('en/stories/feed.xml')).not.toContain('Harbour lights tonight');
    expect(text('sitemap.xml')).not.toContain('harbour-lights');
    for (const name of segments) if (existsSync(file(name))) expect(text(name)).not.toContain('Harbour lights tonight');
    const files = new Set((await t.deps.database.db.select().from(staticFiles)).map((row) => row.path));
    expect(files.has('en/stories/harbour-lights/index.html')).toBe(false);
  }, 180_000);

  it('publishes and unpublishes a scheduled page at its times, and removes a trashed one', async () => {
    await publishingSite();
    const editor = await t.signIn('editor@example.org');
    const created = await t.json('POST', '/api/pages', {
      token: editor,
      body: { page: { title: 'Night ferry timetable', page_collection_slug: 'news' } },
    });
    const { page_id: id, slug, version } = created.body.data.attributes;
    const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * 3_600_000);
    const scheduled = await t.json('PUT', `/api/pages/${id}/schedule`, {
      token: editor,
      body: { version, publish_at: at(1).toISOString(), unpublish_at: at(3).toISOString() },
    });
    expect(scheduled.status).toBe(200);
    await runJobs();
    expect(existsSync(file(`en/news/${slug}/index.html`))).toBe(false);
    t.setNow(at(1.5));
    await runJobs();
    expect(text(`en/news/${slug}/index.html`)).toContain('Night ferry timetable');
    expect(text('en/news/feed.xml')).toContain('Night ferry timetable');
    t.setNow(at(3.5));
    await runJobs();
    expect(existsSync(file(`en/news/${slug}/index.html`))).toBe(false);
    expect(text('en/news/feed.xml')).not.toContain('Night ferry timetable');

    const [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    const trashed = await t.json('PATCH', `/api/pages/${story.id}/move-to-trash?version=${story.version}`, { token: editor });
    expect(trashed.status).toBe(200);
    await runJobs();
    expect(existsSync(file('en/stories/the-long-view/index.html'))).toBe(false);
    expect(existsSync(file('_data/content/stories/the-long-view.json'))).toBe(false);
    const restored = await t.json('PATCH', `/api/pages/${story.id}/restore-from-trash?version=${await versionOf(t, story.id)}`, {
      token: editor,
    });
    expect(restored.status).toBe(200);
    await runJobs();
    expect(text('en/stories/the-long-view/index.html')).toContain('The Long View');
  }, 180_000);

  it('writes What’s on and an event’s programme when editors change them', async () => {
    await publishingSite();
    const editor = await t.signIn('editor@example.org');
    const saved = await t.json('PUT', '/api/section_pages/what-s-on', {
      token: editor,
      body: { section_page: { version: 1, title: 'This season' } },
    });
    expect(saved.status).toBe(200);
    const day = await t.json('POST', '/api/publications/cities-and-water-symposium/days', {
      token: editor,
      body: { day: { date: '2027-03-09', title: 'Tide tables day', start_time: { hour: 10, minute: 0 } } },
    });
    expect(day.status).toBe(201);
    await runJobs();
    expect(text('_data/section_pages/what-s-on.json')).toContain('This season');
    expect(text('_data/publications/cities-and-water-symposium/programme.json')).toContain('Tide tables day');

    // An event unpublished takes its programme with it, not the period types every event's programme reads.
    const [event] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'cities-and-water-symposium'));
    expect((await t.json('PUT', `/api/pages/${event.id}/unpublish?version=${event.version}`, { token: editor })).status).toBe(200);
    await runJobs();
    expect(existsSync(file('en/events/cities-and-water-symposium/index.html'))).toBe(false);
    expect(existsSync(file('_data/publications/cities-and-water-symposium/programme.json'))).toBe(false);
    expect(existsSync(file('_data/period_types.json'))).toBe(true);
  }, 180_000);

  it('keeps a memo at its share link while anyone with the link may read it, and nowhere once they may not', async () => {
    await publishingSite();
    const editor = await t.signIn('editor@example.org');
    const [memo] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'speaker-visit-information'));
    const at = (slug: string, token: string | null) => `memo/${slug}-${token}`;
    const present = (link: string) =>
      ['en', 'hk'].every((locale) => existsSync(file(`${locale}/${link}/index.html`))) && existsSync(file(`_data/${link}.json`));
    const absent = (link: string) =>
      ['en', 'hk'].every((locale) => !existsSync(file(`${locale}/${link}/index.html`))) && !existsSync(file(`_data/${link}.json`));
    const first = at(memo.slug, memo.shareToken);
    expect(present(first)).toBe(true);
    expect(text(`_data/${first}.json`)).toContain('Information for visiting speakers');
    expect(text(`_data/memo/check-public-memo/speaker-visit-information-${memo.shareToken}.json`)).toContain('"access":true');
    // Only its link: not at its plain address, nor in the sitemap, the lists or the search index.
    expect(existsSync(file('en/memo/speaker-visit-information/index.html'))).toBe(false);
    const known = (await t.deps.database.db.select().from(staticFiles)).map((row) => row.path);
    for (const name of known.filter((each) => !each.startsWith('memo/') && !each.includes('/memo/') && /\.(json|xml|html)$/.test(each))) {
      expect(text(name), name).not.toContain(memo.shareToken);
    }

    // Renamed: the old link leads to the new one, as the server's 301 does.
    const renamed = await t.json('PUT', `/api/pages/${memo.id}/settings`, {
      token: editor,
      body: { page: { version: await versionOf(t, memo.id), slug: 'visiting-speakers' } },
    });
    expect(renamed.status).toBe(200);
    await runJobs();
    const second = at('visiting-speakers', memo.shareToken);
    expect(present(second)).toBe(true);
    expect(text(`en/${first}/index.html`)).toContain(`url=https://www.example.org/en/${second}`);
    expect(existsSync(file(`_data/${first}.json`))).toBe(false);

    // Access restricted: gone. Opened again: a new token, and only the new link works.
    expect((await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=false`, { token: editor })).status).toBe(200);
    await runJobs();
    expect(absent(second)).toBe(true);
    const opened = await t.json('POST', `/api/publications/${memo.id}/toggle_share_access?public=true`, { token: editor });
    const token = opened.body.data.attributes.share_token as string;
    expect(token).not.toBe(memo.shareToken);
    await runJobs();
    expect(present(at('visiting-speakers', token))).toBe(true);
    expect(absent(second)).toBe(true);

    // Unpublished, then trashed: gone.
    expect((await t.json('PUT', `/api/pages/${memo.id}/unpublish?version=${await versionOf(t, memo.id)}`, { token: editor })).status).toBe(
      200,
    );
    await runJobs();
    expect(absent(at('visiting-speakers', token))).toBe(true);
    expect((await t.json('PUT', `/api/pages/${memo.id}/publish?version=${await versionOf(t, memo.id)}`, { token: editor })).status).toBe(
      200,
    );
    await runJobs();
    expect(present(at('visiting-speakers', token))).toBe(true);
    expect(
      (await t.json('PATCH', `/api/pages/${memo.id}/move-to-trash?version=${await versionOf(t, memo.id)}`, { token: editor })).status,
    ).toBe(200);
    await runJobs();
    expect(absent(at('visiting-speakers', token))).toBe(true);
    expect(await t.deps.database.db.select().from(staticChanges)).toEqual([]);
  }, 180_000);

  it('removes at the next full export a page deleted while no server published the site', async () => {
    await publishingSite();
    expect(existsSync(file('en/stories/the-long-view/index.html'))).toBe(true);
    // A server without STATIC_DIR: nothing is noted, the page goes from the database only.
    t.deps.staticSite = undefined;
    await enqueueStaticExport(t.deps, t.deps.clock());
    await t.deps.database.db.delete(pages).where(eq(pages.slug, 'the-long-view'));
    expect(await t.deps.database.db.select().from(staticChanges)).toEqual([]);
    await publishingSite();
    expect(existsSync(file('en/stories/the-long-view/index.html'))).toBe(false);
    expect(existsSync(file('_data/content/stories/the-long-view.json'))).toBe(false);
    expect(existsSync(file('en/index.html'))).toBe(true);
  }, 180_000);

  it('a change noted while a run writes files brings the sync back at once', async () => {
    await publishingSite();
    const { db } = t.deps.database;
    await db.transaction((tx) => noteStaticChange(tx, { scope: 'whats-on' }));
    const handlers = jobHandlers(t.deps);
    const sync = handlers['static-sync'] as { outside: (...args: never[]) => Promise<unknown> };
    const original = sync.outside;
    let runs = 0;
    sync.outside = async (...args) => {
      await original(...args);
      // A colleague's change, committed while the first run wrote its files.
      if (runs++ === 0) await db.transaction((tx) => noteStaticChange(tx, { scope: 'whats-on' }));
    };
    await runDueJobs(t.deps, handlers);
    // The job came back at once and wrote it: no change is left, and no job.
    expect(runs).toBe(2);
    expect(await db.select().from(staticChanges)).toEqual([]);
    expect((await pendingJobs(db)).filter((each) => each.kind === 'static-sync')).toEqual([]);
  }, 180_000);
});
