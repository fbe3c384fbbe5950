import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stagedDist } from '../../tests/staticDist';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { versionOf } from '../../tests/discoveryFixtures';
import { pageBySlug } from '../../tests/memoFixtures';
import { renderScreen } from '../../src/ssr';
import { staticChanges } from '../db/staticSchema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { FolderOutput } from './staticOutput';
import { StaticSite } from './staticSite';
import { enqueueStaticExport } from './staticSync';

// Issue 33: the static site is what readers see, so a published page's draft never reaches it until it is published.
let t: TestApp;
let folder: string;
let distDir: string;
beforeEach(async () => {
  t = await createTestApp({ publicUrl: 'https://www.example.org' });
  folder = mkdtempSync(path.join(tmpdir(), 'masthead-static-drafts-'));
  distDir = stagedDist();
});
afterEach(async () => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

const text = (name: string) => readFileSync(path.join(folder, name), 'utf8');
async function runJobs() {
  const { failed } = await runDueJobs(t.deps, jobHandlers(t.deps));
  expect(failed.map(({ job, error }) => `${job.kind}: ${String(error)}`)).toEqual([]);
}

describe('the static site and a published page’s draft', () => {
  it('writes nothing for a draft save, and the new version once the changes are published', async () => {
    t.deps.staticSite = new StaticSite({
      deps: t.deps,
      output: new FolderOutput(folder),
      distDir,
      render: renderScreen,
      editorUrl: 'https://cms.example.org',
    });
    await enqueueStaticExport(t.deps, t.deps.clock());
    await runJobs();
    const story = await pageBySlug(t, 'the-long-view');
    const files = ['en/stories/the-long-view/index.html', '_data/content/stories/the-long-view.json', 'en/stories/feed.xml', 'sitemap.xml'];
    const before = files.map(text);
    const editor = await t.signIn('editor@example.org');

    const saved = await t.json('PUT', `/api/pages/${story.id}`, {
      token: editor,
      body: { page: { version: story.version, title: 'The Long View, a draft for the static site' } },
    });
    expect(saved.body.data.attributes.has_unpublished_changes).toBe(true);
    // Nothing readers see changed: nothing is noted, nothing written.
    expect(await t.deps.database.db.select().from(staticChanges)).toEqual([]);
    await runJobs();
    expect(files.map(text)).toEqual(before);

    const published = await t.json('PUT', `/api/pages/${story.id}/publish?version=${await versionOf(t, story.id)}`, { token: editor });
    expect(published.status).toBe(200);
    await runJobs();
    expect(text('en/stories/the-long-view/index.html')).toContain('The Long View, a draft for the static site');
    expect(text('_data/content/stories/the-long-view.json')).toContain('The Long View, a draft for the static site');
    expect(text('en/stories/feed.xml')).toContain('The Long View, a draft for the static site');
    expect(text('sitemap.xml')).not.toEqual(before[3]);
  }, 180_000);

  it('exports the live version’s number, not the draft’s, when the whole site is exported again after a draft save', async () => {
    t.deps.staticSite = new StaticSite({
      deps: t.deps,
      output: new FolderOutput(folder),
      distDir,
      render: renderScreen,
      editorUrl: 'https://cms.example.org',
    });
    await enqueueStaticExport(t.deps, t.deps.clock());
    await runJobs();
    const story = await pageBySlug(t, 'the-long-view');
    const files = [
      'en/stories/the-long-view/index.html',
      '_data/content/stories/the-long-view.json',
      '_data/content/stories/limit/50/locale/en.json',
    ];
    const before = files.map(text);
    expect(JSON.parse(before[1]).data.attributes.version).toBe(story.version);
    const editor = await t.signIn('editor@example.org');
    const saved = await t.json('PUT', `/api/pages/${story.id}`, {
      token: editor,
      body: { page: { version: story.version, precis: 'Drafted' } },
    });
    expect(saved.body.data.attributes.version).toBe(story.version + 1);

    await enqueueStaticExport(t.deps, t.deps.clock());
    await runJobs();
    expect(files.map(text)).toEqual(before);
  }, 180_000);
});
