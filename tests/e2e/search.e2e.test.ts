import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { workerBaseURL } from './workerServer';

// Issue 20: a reader searches the site in both languages, from the search screen, and follows a result.
const baseURL = workerBaseURL();
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(() => browser?.close());

/** From the locale's home page, by the header's search link, as a reader finds it. */
async function searchFor(locale: 'en' | 'hk', label: string, words: string) {
  await page.goto(`${baseURL}/${locale}`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: locale === 'en' ? 'Search' : '搜尋', exact: true })
    .click();
  await page.waitForURL(`${baseURL}/${locale}/search`);
  const field = page.getByRole('searchbox', { name: label });
  await field.fill(words);
  await field.press('Enter');
  await page.waitForURL((url) => url.pathname === `/${locale}/search` && url.searchParams.get('q') === words);
  await page.locator('.search-hit').first().waitFor();
}

const markedWords = () => page.locator('.search-hit mark').allInnerTexts();

describe('search', () => {
  it('finds English with stemming, marks the words, and opens a result', async () => {
    await searchFor('en', 'Search the site', 'harbours');
    expect(await page.locator('.search__count').innerText()).toMatch(/^\d+ results for “harbours”$/);
    const marks = await markedWords();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('harbour');
    // The words are marked with elements, never written as HTML from the page's text.
    expect(
      await page
        .locator('.search-hit__snippet')
        .first()
        .evaluate((element) => [...element.children].every((child) => child.tagName === 'MARK')),
    ).toBe(true);
    const first = page.locator('.search-hit h2 a').first();
    const title = await first.innerText();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/en\//);
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('finds Chinese by its characters on the /hk site, and opens a result', async () => {
    await searchFor('hk', '搜尋本網站', '小輪');
    expect(await page.locator('.search__count').innerText()).toMatch(/^「小輪」共有 \d+ 項結果$/);
    expect(new Set(await markedWords())).toEqual(new Set(['小輪']));
    const first = page.locator('.search-hit h2 a').first();
    expect(await first.innerText()).toBe('清晨的天星小輪');
    await first.click();
    await page.waitForURL((url) => url.pathname === '/hk/stories/star-ferry-at-dawn');
    await page.getByRole('heading', { level: 1, name: '清晨的天星小輪' }).waitFor();
  });

  it('leads a search on one site to its results on the other: "2 results in 中文", and back to English', async () => {
    await page.goto(`${baseURL}/en`);
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.fill('天星');
    await field.press('Enter');
    await expect.poll(() => page.locator('.search__count').innerText()).toBe('Nothing matches “天星”.');
    await page.getByRole('link', { name: '2 results in 中文' }).click();
    await page.waitForURL((url) => url.pathname === '/hk/search' && url.searchParams.get('q') === '天星');
    await expect.poll(() => page.locator('.search__count').innerText()).toBe('「天星」共有 2 項結果');
    expect(await page.locator('.search-hit h2 a').first().innerText()).toBe('清晨的天星小輪');
    // The same search on /hk finds nothing in English: no link back.
    expect(await page.getByRole('link', { name: /English/ }).count()).toBe(0);
    const hkField = page.getByRole('searchbox', { name: '搜尋本網站' });
    await hkField.fill('ferry');
    await hkField.press('Enter');
    await expect.poll(() => page.locator('.search__count').innerText()).toBe('找不到與「ferry」相符的內容。');
    await page.getByRole('link', { name: /^English 版共有 \d+ 項結果$/ }).click();
    await page.waitForURL((url) => url.pathname === '/en/search' && url.searchParams.get('q') === 'ferry');
    await expect.poll(() => page.locator('.search__count').innerText()).toMatch(/^\d+ results? for “ferry”$/);
  });

  it('says when nothing matches, and takes hostile text as words', async () => {
    await page.goto(`${baseURL}/en/search?q=${encodeURIComponent('"<script>alert(1)</script> & | ! ( ) : *')}`);
    // The count's live region says "Searching..." until the answer comes.
    await expect.poll(() => page.locator('.search__count').innerText()).toBe('Nothing matches “"<script>alert(1)</script> & | ! ( ) : *”.');
  });
});
