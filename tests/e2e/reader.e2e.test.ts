import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { demoDayAsShown } from './demoDay';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await browser.newPage();
  await signInThroughForm(page, baseURL, email, password);
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

async function editorToken() {
  const response = await fetch(`${baseURL}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.org', password: 'demo-editor' }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as { data: { attributes: { page_id: number; version: number; slug: string; public_route: string } } };
}

function head(page: Page) {
  return page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    // The page in its languages (hreflang), not its feeds (also rel="alternate", with a type).
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
  }));
}

async function expectNotFound(page: Page, path: string) {
  // Search engines and monitors are told too: the address answers 404.
  expect((await page.goto(`${baseURL}${path}`))!.status(), path).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  expect(await page.title()).toBe('Page not found — Masthead');
}

describe('readers in a real browser', () => {
  it('browse from the home page to a series, its stories and a story with its title, description and canonical link', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/en`);
    await page.getByRole('region', { name: 'Recent stories' }).getByRole('link').first().waitFor();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Series' }).click();
    await page.getByRole('heading', { level: 1, name: 'Series' }).waitFor();
    await page.getByRole('link', { name: 'City of Water', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'City of Water' }).waitFor();
    // The series' own cards lead to its three stories, and each is listed once: no list of the same stories under them.
    for (const title of ['The Long View', 'Typhoon Shelter Nights', 'Reservoirs Above the City']) {
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(title) })
          .count(),
      ).toBe(1);
    }
    expect(await page.getByRole('region', { name: /in this series/ }).count()).toBe(0);
    await page
      .getByRole('main')
      .getByRole('link', { name: /The Long View/ })
      .click();
    await page.getByRole('heading', { level: 1, name: /The Long View/ }).waitFor();
    expect(page.url()).toBe(`${baseURL}/en/stories/the-long-view`);
    expect(await page.title()).toBe('The Long View: Two Centuries of Victoria Harbour — Masthead');
    expect(await head(page)).toEqual({
      description: expect.stringMatching(/^The harbour is narrower, busier and more argued over than ever\./),
      canonical: `${baseURL}/en/stories/the-long-view`,
      // No translation: no hreflang pair (the same story under the Chinese site's navigation is no translation).
      alternates: [],
    });

    await page.getByRole('link', { name: '繁' }).click();
    await page.waitForURL(`${baseURL}/hk/stories/the-long-view`);
    await page.getByRole('heading', { level: 1, name: /The Long View/ }).waitFor();
    // The /hk interface texts load on the first /hk screen; the story stays on screen meanwhile.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant-HK');
    await page.getByRole('navigation', { name: '欄目' }).waitFor();
    expect((await head(page)).canonical).toBe(`${baseURL}/en/stories/the-long-view`);
    await page.close();
  });

  it('switch a page with a translation to its translation, whose head pairs the two', async () => {
    const token = await editorToken();
    const make = async (title: string, locale: 'en' | 'hk') => {
      const created = (await call(token, 'POST', 'pages', { page: { title, page_collection_slug: 'news', locale } })).data.attributes;
      return (await call(token, 'PUT', `pages/${created.page_id}/publish?version=${created.version}`)).data.attributes;
    };
    const english = await make('Ferry fares rise', 'en');
    const chinese = await make('渡輪加價', 'hk');
    await call(token, 'PUT', `pages/${english.page_id}/settings`, {
      page: { version: english.version, counterpart_page_id: chinese.page_id },
    });
    const page = await browser.newPage();
    await page.goto(`${baseURL}${english.public_route}`);
    await page.getByRole('heading', { level: 1, name: 'Ferry fares rise' }).waitFor();
    const pair = [
      `en ${baseURL}${english.public_route}`,
      `zh-Hant-HK ${baseURL}${chinese.public_route}`,
      `x-default ${baseURL}${english.public_route}`,
    ];
    expect(await head(page)).toMatchObject({ canonical: `${baseURL}${english.public_route}`, alternates: pair });

    await page.getByRole('link', { name: '繁' }).click();
    await page.waitForURL(`${baseURL}${chinese.public_route}`);
    await page.getByRole('heading', { level: 1, name: '渡輪加價' }).waitFor();
    expect(await head(page)).toMatchObject({ canonical: `${baseURL}${chinese.public_route}`, alternates: pair });
    await page.getByRole('link', { name: 'EN' }).click();
    await page.waitForURL(`${baseURL}${english.public_route}`);
    await page.getByRole('heading', { level: 1, name: 'Ferry fares rise' }).waitFor();
    // Elsewhere the switch keeps the screen: the news list in Chinese.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'News' }).click();
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    await page.getByRole('link', { name: '繁' }).click();
    await page.waitForURL(`${baseURL}/hk/news`);
    await page.close();
  });

  it('on /hk, find the newest Chinese story leading the home page, though an English one is newer', async () => {
    const stories = (await (await fetch(`${baseURL}/api/content/stories?locale=hk`)).json()).data.map(
      (story: { attributes: { locale: string; title: string; published_at: string } }) => story.attributes,
    );
    const newestChinese = stories.find((story: { locale: string }) => story.locale === 'hk');
    expect(
      stories.some(
        (story: { locale: string; published_at: string }) => story.locale === 'en' && story.published_at > newestChinese.published_at,
      ),
    ).toBe(true);
    const page = await browser.newPage();
    await page.goto(`${baseURL}/hk`);
    const lead = page.getByRole('region', { name: '最新故事' }).getByRole('listitem').first();
    await lead.getByRole('heading', { level: 3 }).waitFor();
    expect(await lead.getByRole('heading', { level: 3 }).innerText()).toBe(newestChinese.title);
    await page.close();
  });

  it('on a phone, get a header of one line and the sections from its menu', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL}/en/stories/the-long-view`);
    const header = page.locator('.site-header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(844 / 4);
    expect(await page.getByRole('navigation', { name: 'Sections' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'News' }).click();
    await page.waitForURL(`${baseURL}/en/news`);
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(844 / 4);
    await page.close();
  });

  it('see an event with its time, location and programme, and a collection list', async () => {
    const page = await browser.newPage();
    const symposiumDay = demoDayAsShown('2026-12-04');
    await page.goto(`${baseURL}/en/events/cities-and-water-symposium`);
    const details = page.getByRole('region', { name: 'Time and location' });
    await details.waitFor();
    expect(await details.textContent()).toContain(symposiumDay);
    expect(await details.textContent()).toContain('Institute Auditorium, 12 Hill Road');
    await page.getByRole('heading', { name: symposiumDay }).waitFor();
    await page.goto(`${baseURL}/en/news`);
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    await page.getByRole('heading', { level: 2 }).nth(1).waitFor();
    expect((await head(page)).description).toBe('All news published on Masthead.');
    await page.close();
  });

  it('read a memo shared with them, and are not told about memos they may not read', async () => {
    const reader = await signedIn('reader@example.org', 'demo-reader');
    await reader.goto(`${baseURL}/en/memo/speaker-visit-information`);
    await reader.getByRole('heading', { level: 1, name: 'Information for visiting speakers' }).waitFor();
    await expectNotFound(reader, '/en/memo/editorial-calendar-2027');
    await expectNotFound(reader, '/en/memo/house-style-notes');
    await expectNotFound(reader, '/en/memo/summer-exhibition-plan-2025');
    await reader.close();

    const visitor = await browser.newPage();
    await visitor.goto(`${baseURL}/en/memo/editorial-calendar-2027`);
    await visitor.getByRole('heading', { level: 1, name: 'Sign in to read this memo' }).waitFor();
    await visitor.close();
  });

  it('do not find unpublished or trashed pages, which editors still open', async () => {
    const token = await editorToken();
    const created = (await call(token, 'POST', 'pages', { page: { title: 'Reader test notice', page_collection_slug: 'news' } })).data
      .attributes;
    const page = await browser.newPage();
    await expectNotFound(page, created.public_route);
    await expectNotFound(page, '/en/stories/the-neon-restorers');

    const published = (await call(token, 'PUT', `pages/${created.page_id}/publish?version=${created.version}`)).data.attributes;
    await page.goto(`${baseURL}${created.public_route}`);
    await page.getByRole('heading', { level: 1, name: 'Reader test notice' }).waitFor();
    await call(token, 'PATCH', `pages/${created.page_id}/move-to-trash?version=${published.version}`);
    await expectNotFound(page, created.public_route);
    expect((await head(page)).description).toBe('The page you asked for does not exist or is no longer published.');
    await page.close();

    const editor = await signedIn('editor@example.org', 'demo-editor');
    await editor.goto(`${baseURL}/en/stories/the-neon-restorers`);
    await editor.getByRole('heading', { level: 1, name: 'The Neon Restorers' }).waitFor();
    await editor.close();
  });
});
