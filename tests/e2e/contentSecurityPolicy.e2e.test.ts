import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../scripts/bundleBudget';
import { launchBrowser, takeCspViolations } from './browser';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Injects an inline script, which the policy refuses: Playwright's addScriptTag then rejects or the script never runs. */
async function injectInlineScript(page: Page) {
  await page.addScriptTag({ content: 'window.injectedScriptRan = true;' }).catch(() => undefined);
  return page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false);
}

/**
 * Takes the recorded violations until both records of one refused inline script have come: the page's event and
 * Chromium's console message arrive separately, and one left behind would fail the test after it.
 */
async function takeBothRecordsOfTheRefusal(): Promise<string[]> {
  const taken: string[] = [];
  await expect
    .poll(() => {
      taken.push(...takeCspViolations());
      return taken;
    })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/: script-src-elem refused inline/),
        expect.stringMatching(/: console: Executing inline script violates/),
      ]),
    );
  return taken;
}

describe('the Content-Security-Policy in Chromium', () => {
  it('refuses an injected inline script, and the browser tests record the violation, from newPage and newContext pages', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/en/stories/the-long-view`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(takeCspViolations()).toEqual([]);
    expect(await injectInlineScript(page)).toBe(false);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { mastheadCspViolations: string[] }).mastheadCspViolations))
      .toEqual([expect.stringMatching(/^script-src-elem refused inline/)]);
    expect(await takeBothRecordsOfTheRefusal()).toHaveLength(2);
    await page.close();

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(`${baseURL}/en/login`);
    expect(await injectInlineScript(other)).toBe(false);
    expect(await takeBothRecordsOfTheRefusal()).toHaveLength(2);
    await context.close();
  });

  it('is recorded by every browser test: none launches Chromium but through launchBrowser', () => {
    // This file names what it looks for.
    const files = readdirSync('tests/e2e').filter(
      (file) => file.endsWith('.ts') && !['browser.ts', 'contentSecurityPolicy.e2e.test.ts'].includes(file),
    );
    expect(
      files.filter((file) => /\bchromium\b|\.launch\(|connectOverCDP/.test(readFileSync(path.join('tests/e2e', file), 'utf8'))),
    ).toEqual([]);
    const tests = files.filter((file) => file.endsWith('.e2e.test.ts'));
    // These two kill the server mid-write and read what it left (on disk, over HTTP): no browser.
    expect(
      tests.filter(
        (file) =>
          !/launchBrowser|editorSessionForFile|openEditorSession|commentJourneyPeople/.test(
            readFileSync(path.join('tests/e2e', file), 'utf8'),
          ),
      ),
    ).toEqual(['durability.e2e.test.ts', 'staticSync.e2e.test.ts']);
  });

  it('sends the policy with the server-rendered page and the app shell', async () => {
    for (const target of ['/en/stories/the-long-view', '/en/login', '/']) {
      const response = await fetch(`${baseURL}${target}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(/script-src ([^;]*)/.exec(policy)?.[1], target).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+ 'report-sample'$/);
      expect(policy, target).not.toMatch(/unsafe-eval/);
      expect(response.headers.get('x-frame-options'), target).toBe('DENY');
    }
  });
});

describe('the production build', () => {
  const dist = path.resolve('dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const scripts = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));

  it('keeps source maps and the manifest on disk for the bundle budget, and names no map in the served code', () => {
    const mapped = scripts.filter((file) => existsSync(path.join(dist, `${file}.map`)));
    // Rolldown's runtime and re-exporting chunks have no map of their own.
    expect(mapped.length).toBeGreaterThan(scripts.length / 2);
    expect(mapped).toContain(manifest['src/routes/EditorRoute.tsx'].file);
    for (const file of scripts) expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/[#@] sourceMappingURL=/);
  });

  it('serves no source map and no Vite manifest', async () => {
    const [file] = scripts;
    expect((await fetch(`${baseURL}/${file}`)).status).toBe(200);
    for (const target of [`/${file}.map`, '/.vite/manifest.json']) {
      const response = await fetch(`${baseURL}${target}`);
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).not.toMatch(/"sources"|"file"/);
    }
  });
});
