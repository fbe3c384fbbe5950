import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startNginx, type RunningNginx } from './nginx';
import { freePort, startServer, type RunningServer } from './serverProcess';

// Issue 31: the published site exported as files and served by nginx while the Node server is stopped, walked as a
// reader would: every page from files, the app navigating on the exported answers, search from its index.
let server: RunningServer;
let nginx: RunningNginx;
let browser: Browser;
let folder: string;
/** The share link of the demo's memo open to anyone with its link. */
let memoLink: string;

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

function exportTo(folder: string, publicUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/export.ts', folder], {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', PUBLIC_URL: publicUrl, EDITOR_URL: server.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`export failed: ${output}`))));
  });
}

beforeAll(async () => {
  server = await startServer();
  // An editor renames a story: its old address must still lead to it on the static site.
  const { token } = await api('POST', 'auth/sign_in', null, { email: 'editor@example.org', password: 'demo-editor' });
  const page = (await api('GET', 'pages/a-garden-on-the-roof', token)).data.attributes;
  await api('PUT', `pages/${page.page_id}/settings`, token, { page: { version: page.version, slug: 'a-garden-on-the-roof-top' } });
  const memo = (await api('GET', 'memo/speaker-visit-information', token)).data.attributes;
  memoLink = `/en/memo/speaker-visit-information-${memo.share_token}`;
  await server.stop();
  const port = await freePort();
  folder = await mkdtemp(path.join(tmpdir(), 'masthead-static-site-'));
  expect(await exportTo(folder, `http://127.0.0.1:${port}`)).toMatch(/^Exported \d+ pages/);
  [nginx, browser] = await Promise.all([startNginx(folder, port), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A reader's tab that notes every request to /api, every failed request and every console error. */
async function readerTab(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api')) problems.push(`asked the API: ${request.url()}`);
  });
  // A request the next navigation cut short (a chunk preloaded on hover) is no failure; a missing file shows as a 404 below.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/en/no-such-page')) problems.push(`${response.status()}: ${response.url()}`);
  });
  // A failed load is also a response or a failed request, noted above with its address; the console's own line for it
  // named the page rather than the address once (the 404 asked for below), so it is not taken from the console.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('the static site', () => {
  it('is read from files alone: home, a story, a section, an event, What’s on, /hk, search in both languages, 404 and a renamed page', async () => {
    const { page, problems, close } = await readerTab();
    try {
      await page.goto(`${nginx.url}/en`);
      await heading(page).getByText('Latest from Masthead').waitFor();
      // A story, opened from the home page: the app navigates on the exported answer.
      await page.locator('main a[href^="/en/stories/"]').first().click();
      await page.waitForURL(/\/en\/stories\/[a-z0-9-]+$/);
      await expect.poll(async () => (await heading(page).textContent())?.length ?? 0).toBeGreaterThan(3);
      // A section, then an event with its programme's day.
      await page.goto(`${nginx.url}/en/events`);
      await heading(page).getByText('Events').waitFor();
      await page.locator('main a[href^="/en/events/"]').first().click();
      await page.waitForURL(/\/en\/events\/[a-z0-9-]+$/);
      await page
        .locator('main')
        .getByText(/\d{1,2}:\d{2}/)
        .first()
        .waitFor();
      await page.goto(`${nginx.url}/en/whats-on`);
      await heading(page).getByText("What's on").waitFor();
      // The Chinese site, by the language switch.
      await page.goto(`${nginx.url}/en`);
      await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: '繁' }).click();
      await page.waitForURL(`${nginx.url}/hk`);
      await heading(page).getByText('Masthead 最新內容').waitFor();
      // Search from the header, in English and in Chinese, from the exported index.
      await page.goto(`${nginx.url}/en`);
      await page.getByRole('link', { name: 'Search' }).click();
      await page.getByRole('searchbox').fill('ferry');
      await page.keyboard.press('Enter');
      await page.getByText(/^\d+ results? for “ferry”$/).waitFor();
      await page.goto(`${nginx.url}/hk/search`);
      await page.getByRole('searchbox').fill('天星');
      await page.keyboard.press('Enter');
      await page.getByText(/「天星」共有 \d+ 項結果/).waitFor();
      await page.getByRole('link', { name: '清晨的天星小輪' }).click();
      await heading(page).getByText('清晨的天星小輪').waitFor();
      // An unknown address: the not-found page, with 404.
      const missing = await page.goto(`${nginx.url}/en/no-such-page`);
      expect(missing?.status()).toBe(404);
      await heading(page).getByText('Page not found').waitFor();
      // The renamed story's old address leads to its new one.
      await page.goto(`${nginx.url}/en/stories/a-garden-on-the-roof`);
      await page.waitForURL(`${nginx.url}/en/stories/a-garden-on-the-roof-top`);
      await heading(page).getByText('A Garden on the Roof').waitFor();
      expect(problems, problems.join(' | ')).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('opens a memo by its share link, and nothing at a memo’s address without it', async () => {
    const { page, problems, close } = await readerTab();
    try {
      await page.goto(`${nginx.url}${memoLink}`);
      await heading(page).getByText('Information for visiting speakers').waitFor();
      await page.getByText('The Institute is at 12 Hill Road').waitFor();
      expect(problems, problems.join(' | ')).toEqual([]);
      for (const address of ['/en/memo/speaker-visit-information', '/en/memo/city-of-water-planning']) {
        expect((await fetch(`${nginx.url}${address}`)).status, address).toBe(404);
      }
    } finally {
      await close();
    }
  }, 60_000);

  it('works on a phone: the menu opens and leads to a section, and signing in goes to the editor’s site', async () => {
    const { page, problems, close } = await readerTab({ width: 390, height: 844 });
    try {
      await page.goto(`${nginx.url}/en/stories/the-long-view`);
      await heading(page).waitFor();
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation').getByRole('link', { name: 'News' }).click();
      await page.waitForURL(`${nginx.url}/en/news`);
      await heading(page).getByText('News').waitFor();
      expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`${server.url}/en/login?next=%2Fen%2Fnews`);
      // The memo space is signed in: on the static site its link leads to the editor's site.
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Memo' }).getAttribute('href')).toBe(`${server.url}/en/memo`);
      expect(problems, problems.join(' | ')).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
