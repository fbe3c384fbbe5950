import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { editorOpened } from './editorSession';
import { startServer, type RunningServer } from './serverProcess';

// Issue 33, the dashboard: an editor opens it from the account menu, filters it by state, section and words, and opens
// a draft from it in the editor; what the screen lists is what the server answers for those filters.
let server: RunningServer;
let browser: Browser;
let baseURL: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  baseURL = server.url;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);

describe('the dashboard', () => {
  it('an editor filters it and opens a draft from it', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInThroughForm(page, baseURL, 'colleague@example.org', 'demo-colleague');
    await page.waitForURL(`${baseURL}/en`);
    await page.getByRole('banner').getByRole('link', { name: 'Sam Lee' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${baseURL}/en/dashboard`);
    await page.getByRole('heading', { name: 'My drafts' }).waitFor();

    await page.getByLabel('State', { exact: true }).selectOption('draft');
    await page.getByLabel('Section', { exact: true }).selectOption('news');
    await page.getByLabel('Search the dashboard').click();
    await page.keyboard.type('proposals');
    await page.waitForURL(/state=draft/);
    await page.waitForURL(/q=proposals/);
    const drafts = page.getByRole('region', { name: 'My drafts' });
    const link = drafts.getByRole('link', { name: 'Call for proposals: community projects 2027' });
    await link.waitFor();
    // The screen lists what the server answers for the same filters, and nothing published.
    const token = await tokenOf(page);
    const answer = (await (
      await fetch(`${baseURL}/api/dashboard?state=draft&collection=news&q=proposals`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: Record<string, { items: Array<{ title: string; state: string; slug: string }> }> };
    const listed = Object.values(answer.data).flatMap((list) => list.items);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((row) => row.state === 'draft')).toBe(true);
    expect(await page.getByRole('region', { name: 'Recently published' }).getByRole('link').count()).toBe(0);

    await link.click();
    await page.waitForURL(/\/en\/page-templates\/news\/[a-z0-9-]+$/);
    await editorOpened(page);
    const slug = page.url().split('/').pop()!;
    expect(listed.find((row) => row.slug === slug)?.title).toBe('Call for proposals: community projects 2027');
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).textContent()).toBe('Call for proposals: community projects 2027');
    await page.context().close();
  }, 90_000);
});
