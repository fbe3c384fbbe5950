import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';

let vite: ChildProcess;
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  vite = spawn('node_modules/.bin/vite', ['--mode', 'mock', '--host', '127.0.0.1', '--port', '5199', '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`vite did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    vite.stdout!.on('data', read);
    vite.stderr!.on('data', read);
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  vite?.kill('SIGTERM');
});

describe('mock mode (npm run dev:mock)', () => {
  it('runs the real server app in the browser: sign in and read a story with no server process', async () => {
    const page = await browser.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await signInThroughForm(page, baseURL, 'editor@example.org', 'demo-editor');
    await page.waitForURL(`${baseURL}/en`, { timeout: 30_000 });
    await page.getByText('Alex Morgan').first().waitFor();
    await page.getByRole('link', { name: 'Stories', exact: true }).click();
    const firstStory = page.getByRole('heading', { level: 2 }).getByRole('link').first();
    const title = (await firstStory.textContent())!.trim();
    await firstStory.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(apiCalls.length).toBeGreaterThan(0);
    await page.close();
  });

  it("sends a Content-Security-Policy from the HTML as Vite serves it, allowing only PGlite's WebAssembly and hot reload beyond production", async () => {
    const response = await fetch(`${baseURL}/en/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    // Our inline script and React Refresh's preamble.
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toMatch(/^'self' 'sha256-[^']+' 'sha256-[^']+' 'wasm-unsafe-eval' 'report-sample'$/);
    expect(policy).toContain("connect-src 'self' ws: wss:");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
