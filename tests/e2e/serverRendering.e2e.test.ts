import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
const STORY = '/en/stories/the-long-view';
const TITLE = 'The Long View: Two Centuries of Victoria Harbour';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Errors the page reports: React reports a failed hydration as an uncaught error or on the console. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Holds the app's scripts back until the returned function is called: the page is the server's until then. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe("readers' pages rendered on the server", () => {
  it('shows a story with no JavaScript at all', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}${STORY}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(TITLE);
    await expect(page.title()).resolves.toBe(`${TITLE} — Masthead`);
    expect(await page.locator('.document > *').count()).toBeGreaterThan(5);
    await context.close();
  });

  it("hydrates the server's page in place, then shows the rest of the story and navigates in the app", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const releaseScripts = await holdScripts(page);
    await page.goto(`${baseURL}${STORY}`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const served = await page.locator('.document > *').count();
    await heading.evaluate((element) => ((window as unknown as { servedHeading: Element }).servedHeading = element));
    releaseScripts();

    await page.waitForFunction((count) => document.querySelectorAll('.document > *').length > count, served);
    expect(await heading.evaluate((element) => element === (window as unknown as { servedHeading: Element }).servedHeading)).toBe(true);
    await page.locator('.image-block.is-loaded').first().waitFor();
    // No image that has arrived is still drawn as loading (its load came before hydration and was not missed). Images
    // below the fold load lazily (issue 20), so they may rightly still be loading.
    const arrivedButLoading = () =>
      page
        .locator('.image-block.is-loading img')
        .evaluateAll(
          (images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length,
        );
    await page.waitForTimeout(300);
    expect(await arrivedButLoading()).toBe(0);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'News' }).click();
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown address 404 with the not-found page, which hydrates in place and leads home in the app, in /en and /hk', async () => {
    for (const [path, title, homeLink, home] of [
      ['/en/stories/no-such-story', 'Page not found', 'Go to the home page', 'Recent stories'],
      ['/hk/no-such-section', '找不到頁面', '返回主頁', '最新故事'],
    ]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = collectErrors(page);
      const releaseScripts = await holdScripts(page);
      const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
      expect(response!.status(), path).toBe(404);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      await heading.evaluate((element) => ((window as unknown as { servedHeading: Element }).servedHeading = element));
      expect(await page.title()).toBe(`${title} — Masthead`);
      releaseScripts();
      await page.waitForLoadState('load');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      expect(await heading.evaluate((element) => element === (window as unknown as { servedHeading: Element }).servedHeading)).toBe(true);

      // Hydrated: its home link navigates inside the app; Back shows the not-found page again, from the app. The page
      // hydrates after its screen's code arrives, which may be after the load event: until then the link is the served
      // page's plain link (a click loads the home page anew, as it should), so the test waits for React to have taken it.
      const link = page.getByRole('link', { name: homeLink });
      await link.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const taken = () => (Object.keys(element).some((key) => key.startsWith('__reactProps')) ? resolve() : setTimeout(taken, 20));
            taken();
          }),
      );
      await link.click();
      await page.getByRole('heading', { level: 2, name: home }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(page.url()).toBe(`${baseURL}${path}`);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // The browser reports the document's own 404; nothing else went wrong (hydration included).
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      await context.close();
    }
  });

  it("hydrates in a time zone whose day differs from UTC's, then shows the reader's own day", async () => {
    const story = (await (await fetch(`${baseURL}/api/content/stories/the-long-view`)).json()).data.attributes;
    const published = new Date(story.published_at);
    const timeZone = published.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const dayIn = (zone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'long', year: 'numeric' }).format(published);
    expect(dayIn(timeZone)).not.toBe(dayIn('UTC'));
    expect(await (await fetch(`${baseURL}${STORY}`)).text()).toContain(`>${dayIn('UTC')}</time>`);

    const context = await browser.newContext({ timezoneId: timeZone });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}${STORY}`);
    await page
      .locator('.page__published time')
      .filter({ hasText: dayIn(timeZone) })
      .waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.document > *').length > 12);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the home page still when its announcement box appears after hydration', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseURL}/en`);
    await page.getByRole('link', { name: /Visiting Fellowships/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Recent stories' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates an event page and then loads its programme, with no errors', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/en/events/cities-and-water-symposium`);
    await page.getByRole('heading', { level: 2, name: 'Programme' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives a signed-in editor the page as they may see it, with no spinner in between', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, baseURL, 'editor@example.org', 'demo-editor');
    await page.waitForURL(`${baseURL}/en`);
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const statuses = [...document.querySelectorAll('main [role="status"]')].map((status) => status.textContent);
        if (statuses.includes('Loading…')) (window as unknown as { spinner: boolean }).spinner = true;
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseURL}${STORY}`);
    await page.getByRole('group', { name: 'Page tools' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(TITLE);
    expect(await page.evaluate(() => (window as unknown as { spinner?: boolean }).spinner ?? false)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
