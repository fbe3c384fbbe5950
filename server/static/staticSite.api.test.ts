import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stagedDist } from '../../tests/staticDist';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { makeHiddenPages, tracesOf } from '../../tests/discoveryFixtures';
import { renderScreen } from '../../src/ssr';
import { pages, users } from '../db/schema';
import { FolderOutput } from './staticOutput';
import { StaticSite } from './staticSite';

// Issue 31: the static site holds what anonymous readers may read, and nothing else.
let t: TestApp;
let folder: string;
beforeEach(async () => {
  t = await createTestApp({ publicUrl: 'https://www.example.org' });
  folder = mkdtempSync(path.join(tmpdir(), 'masthead-static-test-'));
  distDir = stagedDist();
});
afterEach(async () => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

/** Every file of the export, with its text (binary files are read as text too: a name in them would show). */
function filesOf(root: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!name.endsWith('.br') && !name.endsWith('.gz')) found.push([path.relative(root, file), readFileSync(file, 'utf8')]);
    }
  };
  walk(root);
  return found;
}

// The tests run before the build: a staged stand-in of dist/ (tests/staticDist.ts).
let distDir: string;

describe('the static export', () => {
  it('writes every readable page with its answers, and never a draft, a memo without its link, a trashed, scheduled or previewed page, nor an editor’s name or address', async () => {
    const editor = await t.signIn('editor@example.org');
    const hidden = await makeHiddenPages(t, editor);
    const site = new StaticSite({
      deps: t.deps,
      output: new FolderOutput(folder),
      distDir,
      render: renderScreen,
      editorUrl: 'https://cms.example.org',
    });
    const counts = await site.exportAll();
    const files = filesOf(folder);
    const names = files.map(([name]) => name);
    expect(counts.pages).toBeGreaterThan(20);
    expect(names).toContain('en/stories/the-long-view/index.html');
    expect(names).toContain('_data/content/stories/the-long-view.json');
    expect(names).toContain('_data/content/home/locale/hk.json');
    expect(names).toContain('404.html');
    // The memo open to anyone with its link, at that link only (the link is its secret, as on the server).
    const [memo] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'speaker-visit-information'));
    expect(names).toContain(`en/memo/speaker-visit-information-${memo.shareToken}/index.html`);
    expect(names.filter((name) => name.includes('speaker-visit-information')).every((name) => name.includes(memo.shareToken!))).toBe(true);
    expect(names).toContain('sitemap.xml');
    expect(names).not.toContain('index.html.gz');
    const story = readFileSync(path.join(folder, 'en/stories/the-long-view/index.html'), 'utf8');
    expect(story).toContain('<meta name="masthead-static" content="https://cms.example.org" />');
    expect(story).toContain('<link rel="canonical" href="https://www.example.org/en/stories/the-long-view" />');
    // Rendered as the static site hydrates it: the memo space and signing in are the editor's site's.
    expect(story).toContain('href="https://cms.example.org/en/memo"');
    const people = await t.deps.database.db.select({ name: users.name, email: users.email, uid: users.uid }).from(users);
    const secrets = [...tracesOf(hidden), ...people.flatMap((person) => [person.name, person.email, person.uid])];
    for (const [name, text] of files) {
      // robots.txt names the preview path, to keep robots out of it.
      for (const secret of secrets)
        if (!(name === 'robots.txt' && secret === '/preview/')) expect(text.includes(secret), `${secret} in ${name}`).toBe(false);
    }
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, 'editor@example.org'))).toHaveLength(1);
  }, 120_000);
});
