import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './serverProcess';

// Issue 31: the Node server with STATIC_DIR keeps the static site current, and a server killed in the middle of
// writing it leaves every file whole (each is written beside itself and renamed over it).
let server: RunningServer | undefined;
// Every server started, a retry's too, stopped at the end.
const servers: RunningServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const each of servers) await each.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function filesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const until = async (done: () => Promise<boolean>, what: string) => {
  for (let tries = 0; tries < 3_000; tries++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`still waiting for ${what}`);
};

async function api(method: string, apiPath: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server!.url}/api/${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

describe('a server that publishes the static site', () => {
  it('leaves whole files when killed mid-write, finishes the site when it starts again, and writes a publish', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'masthead-static-sync-'));
    folders.push(folder);
    server = await startServer({ env: { STATIC_DIR: folder, JOB_INTERVAL_SECONDS: '1' } });
    servers.push(server);
    const { dataDir } = server;
    // Killed while the export at start is writing: some pages are there, the not-found pages (written last) are not.
    await until(async () => (await filesOf(folder)).filter((file) => file.endsWith('index.html')).length >= 15, 'the export to begin');
    server.process.kill('SIGKILL');
    await server.stop();
    const cut = await filesOf(folder);
    expect(cut.some((file) => file.endsWith(`${path.sep}404.html`))).toBe(false);
    for (const file of cut) {
      if (path.basename(file).startsWith('.')) continue;
      const bytes = await readFile(file);
      if (file.endsWith('.br')) expect(() => brotliDecompressSync(bytes), file).not.toThrow();
      else if (file.endsWith('.gz')) expect(() => gunzipSync(bytes), file).not.toThrow();
      else if (file.endsWith('.html')) expect(bytes.toString('utf8').trimEnd(), file).toMatch(/<\/html>$/);
      else if (file.endsWith('.json')) expect(() => JSON.parse(bytes.toString('utf8')), file).not.toThrow();
    }

    server = await startServer({ dataDir, env: { STATIC_DIR: folder, JOB_INTERVAL_SECONDS: '1' } });
    servers.push(server);
    await until(async () => (await filesOf(folder)).some((file) => file.endsWith(`${path.sep}hk${path.sep}404.html`)), 'the whole export');
    await until(async () => !(await filesOf(folder)).some((file) => path.basename(file).endsWith('.tmp')), 'the cut writes to be swept');

    const { token } = await api('POST', 'auth/sign_in', null, { email: 'editor@example.org', password: 'demo-editor' });
    const created = (await api('POST', 'pages', token, { page: { title: 'Typhoon signal lowered', page_collection_slug: 'news' } })).data
      .attributes;
    await api('PUT', `pages/${created.page_id}/publish?version=${created.version}`, token);
    const page = path.join(folder, 'en', 'news', created.slug, 'index.html');
    await until(async () => (await readFile(page, 'utf8').catch(() => '')).includes('Typhoon signal lowered'), 'the published page');
    // The feeds come after the page in the same run.
    await until(
      async () => (await readFile(path.join(folder, 'en', 'news', 'feed.xml'), 'utf8')).includes('Typhoon signal lowered'),
      'the feed',
    );
  }, 240_000);
});
