import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the memo space in a real browser', () => {
  it('opens the list and a memo, favourites it, moves a memo to trash through the modal, and restores it from the trash', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, baseURL, 'editor@example.org', 'demo-editor');
    await page.waitForURL(`${baseURL}/en`);

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Memo' }).click();
    await page.waitForURL(`${baseURL}/en/memo`);
    const table = page.getByRole('table', { name: 'Memos' });
    await table.waitFor();
    expect(await table.getByRole('row', { name: /House style notes/ }).textContent()).toContain('Draft');

    await table.getByRole('link', { name: 'Editorial calendar 2027' }).click();
    await page.getByRole('heading', { level: 1, name: 'Editorial calendar 2027' }).waitFor();
    await page.getByText('This calendar is the working plan', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Favourite page' }).click();
    await page.getByText('Added to favourites').first().waitFor();
    await page.getByRole('button', { name: 'Favourited' }).waitFor();
    await page.getByRole('navigation', { name: 'Memo space' }).getByRole('link', { name: 'Favourites' }).click();
    await page.getByRole('link', { name: 'Editorial calendar 2027' }).waitFor();

    await page.getByRole('navigation', { name: 'Memo space' }).getByRole('link', { name: 'All memos' }).click();
    await page.getByRole('table', { name: 'Memos' }).getByRole('link', { name: 'House style notes' }).click();
    await page.getByRole('heading', { level: 1, name: 'House style notes' }).waitFor();
    await page.getByRole('button', { name: 'Move to Trash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to Trash' });
    await dialog.getByText('This page will be moved to trash and permanently deleted after 30 days.').waitFor();
    // The modal locks the page's scrolling with rules it adopts as a stylesheet (src/ui/styleSheetStandIn.ts).
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${baseURL}/en/memo`);
    await page.getByText('Moved to trash').first().waitFor();
    await page.getByRole('table', { name: 'Memos' }).waitFor();
    expect(await page.getByRole('table', { name: 'Memos' }).getByRole('link', { name: 'House style notes' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Memo space' }).getByRole('link', { name: 'Trash' }).click();
    const trashed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'House style notes' }) });
    await trashed.waitFor();
    expect(await trashed.textContent()).toContain('30 days left');
    expect(await page.getByRole('listitem').filter({ hasText: 'Summer exhibition plan' }).textContent()).toContain('25 days left');

    await trashed.getByRole('button', { name: 'Restore House style notes' }).click();
    await page.getByText('Restored “House style notes”').first().waitFor();
    await trashed.waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Memo space' }).getByRole('link', { name: 'All memos' }).click();
    await page.getByRole('table', { name: 'Memos' }).getByRole('link', { name: 'House style notes' }).waitFor();
    await page.close();
  });
});
