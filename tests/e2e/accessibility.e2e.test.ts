import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, signInThroughForm } from './browser';
import { editorOpened } from './editorSession';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedInPage(email: string, password: string) {
  const page = await browser.newPage();
  await signInThroughForm(page, baseURL, email, password);
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

const readerScreens: Array<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
  {
    name: 'the home page',
    path: '/en',
    ready: (page) => page.getByRole('region', { name: 'Recent stories' }).getByRole('link').first().waitFor(),
  },
  {
    name: 'the home page in Chinese',
    path: '/hk',
    ready: (page) => page.getByRole('region', { name: '最新故事' }).getByRole('link').first().waitFor(),
  },
  { name: 'a collection', path: '/en/stories', ready: (page) => page.getByRole('heading', { level: 2 }).first().waitFor() },
  {
    name: 'a long story with many blocks',
    path: '/en/stories/the-long-view',
    ready: (page) => page.getByRole('heading', { level: 1, name: /The Long View/ }).waitFor(),
  },
  {
    name: 'a series with its stories',
    path: '/en/series/voices-of-the-archive',
    ready: (page) => page.getByRole('region', { name: 'Stories in this series' }).getByRole('link').first().waitFor(),
  },
  {
    name: 'an event with its programme',
    path: '/en/events/cities-and-water-symposium',
    // The programme's own heading (the page's text may have a "Programme" heading too, as another journey leaves it).
    ready: (page) => page.locator('#programme-heading').waitFor(),
  },
  { name: "what's on", path: '/en/whats-on', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'the sign-in page', path: '/en/login', ready: (page) => page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor() },
  {
    name: 'a page that does not exist',
    path: '/en/stories/no-such-story',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(),
  },
];

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it.each(readerScreens)('$name', async ({ path, ready }) => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}${path}`);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('the memo list, signed in', async () => {
    const page = await signedInPage('editor@example.org', 'demo-editor');
    await page.goto(`${baseURL}/en/memo`);
    await page.getByRole('heading', { level: 1, name: 'Memo' }).waitFor();
    await page.getByRole('link', { name: 'Editorial calendar 2027' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('a memo with its page tools, signed in', async () => {
    const page = await signedInPage('editor@example.org', 'demo-editor');
    await page.goto(`${baseURL}/en/memo/editorial-calendar-2027`);
    await page.getByRole('button', { name: 'Share page' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('the editor, signed in as an editor', async () => {
    const page = await signedInPage('editor@example.org', 'demo-editor');
    await page.goto(`${baseURL}/en/page-templates/stories/the-long-view`);
    await page.getByRole('textbox', { name: 'Page body' }).waitFor();
    await editorOpened(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
