import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { plainTextOf } from '../contract/plainText';
import { openDatabase } from '../server/db/connect';
import { pages } from '../server/db/schema';
import { importHtml } from '../src/editor/document/htmlImport';

const HTML = '<h2>Imported</h2><p>From the <b>old</b> site, <a href="javascript:alert(1)">safely</a>.</p><script>alert(1)</script>';

let folder: string;
let dataDir: string;
let htmlFile: string;
let slug: string;

function importCommand(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import-html.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function storedPage() {
  const database = await openDatabase({ dataDir });
  try {
    const [page] = await database.db.select().from(pages).where(eq(pages.slug, slug));
    return page;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'masthead-import-'));
  dataDir = path.join(folder, 'data');
  htmlFile = path.join(folder, 'legacy.html');
  await writeFile(htmlFile, HTML);
  await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  // The demo database the run seeded once (tests/pgliteSeed.ts), written out as a server's data directory.
  const seeded = new PGlite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([await readFile(inject('pgliteSeed'))]) });
  await seeded.waitReady;
  await seeded.close();
  const database = await openDatabase({ dataDir });
  [{ slug }] = await database.db.select({ slug: pages.slug }).from(pages).limit(1);
  await database.close();
}, 120_000);

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('npm run import-html', () => {
  it('prints the saved document of an HTML file', async () => {
    const { code, stdout } = await importCommand(htmlFile);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(importHtml(HTML));
    expect(stdout).not.toContain('alert');
  });

  it('writes the document into a page with --page, with a new version and plain text', async () => {
    const before = await storedPage();
    const { code, stdout, stderr } = await importCommand(htmlFile, '--page', slug);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(`into page "${slug}"`);
    const after = await storedPage();
    expect(after.body).toEqual(importHtml(HTML));
    expect(after.version).toBe(before.version + 1);
    expect(after.plainText).toBe(plainTextOf(importHtml(HTML)));
    expect(after.plainText).toBe('Imported From the old site, safely.');
  });

  it('refuses a missing file, an unknown slug and missing arguments with a message and exit code 1', async () => {
    const missing = await importCommand(path.join(folder, 'absent.html'));
    expect([missing.code, missing.stderr]).toEqual([1, `No such file: ${path.join(folder, 'absent.html')}\n`]);
    const unknown = await importCommand(htmlFile, '--page', 'no-such-page');
    expect([unknown.code, unknown.stderr]).toEqual([1, 'No page with the slug "no-such-page".\n']);
    const bare = await importCommand();
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('Usage: npm run import-html -- FILE [--page SLUG]');
  });

  it('refuses to write while another process has the database open', async () => {
    const before = await storedPage();
    const database = await openDatabase({ dataDir });
    try {
      const { code, stderr } = await importCommand(htmlFile, '--page', slug);
      expect(code).toBe(1);
      expect(stderr).toContain('is in use: stop the server');
    } finally {
      await database.close();
    }
    expect((await storedPage()).version).toBe(before.version);
  });
});
