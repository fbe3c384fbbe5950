import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { startServer, type RunningServer } from './serverProcess';
import { IMAGE_STORY_PATH, noisePhoto, showPhotoInStory, waitForDerivatives } from './imageStory';

let server: RunningServer;
let browser: Browser;
let photo: string;

beforeAll(async () => {
  // Its own server: the story is rewritten, and the job queue runs every second.
  [server, browser] = await Promise.all([startServer({ env: { JOB_INTERVAL_SECONDS: '1' } }), launchBrowser()]);
  photo = await showPhotoInStory(server.url, await noisePhoto(4000, 3000));
  await waitForDerivatives(server.url, photo);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The media files a viewport loads for the story (by the network requests), and the lead picture's attributes. */
async function load(viewport: { width: number; height: number }, deviceScaleFactor = 1) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto(server.url + IMAGE_STORY_PATH, { waitUntil: 'networkidle' });
  const lead = page.locator('img.lead-image__picture');
  const attributes = await lead.evaluate((image: HTMLImageElement) => ({
    width: image.getAttribute('width'),
    height: image.getAttribute('height'),
    fetchpriority: image.getAttribute('fetchpriority'),
    loading: image.getAttribute('loading'),
    current: new URL(image.currentSrc).pathname,
    complete: image.complete && image.naturalWidth > 0,
  }));
  const inlineLoading = await page.locator('img.image-block__image').getAttribute('loading');
  await context.close();
  return { requested, attributes, inlineLoading };
}

describe('responsive images', () => {
  const hash = () => photo.slice(7, 71);

  it('a 390 px phone loads the 480 px AVIF of a 4000 px upload, never the original', async () => {
    const { requested, attributes, inlineLoading } = await load({ width: 390, height: 844 });
    expect(requested).toContain(`/media/${hash()}-480.avif`);
    expect(requested).not.toContain(photo);
    // The head's preload of the lead image asks for the size the picture then shows: nothing is fetched twice.
    expect(requested.filter((path) => path === `/media/${hash()}-480.avif`)).toHaveLength(1);
    expect(requested.every((path) => path.endsWith('-480.avif'))).toBe(true);
    expect(attributes).toEqual({
      width: '4000',
      height: '3000',
      fetchpriority: 'high',
      loading: null,
      current: `/media/${hash()}-480.avif`,
      complete: true,
    });
    expect(inlineLoading).toBe('lazy');
  });

  it('a signed-in editor on a phone, whose page is not the served one, also loads the 480 px AVIF, never the original', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await signInThroughForm(page, server.url, 'editor@example.org', 'demo-editor');
    await page.waitForURL(`${server.url}/en`);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(server.url + IMAGE_STORY_PATH, { waitUntil: 'networkidle' });
    await context.close();
    expect(requested).toContain(`/media/${hash()}-480.avif`);
    expect(requested.filter((path) => path.includes(hash())).every((path) => path.endsWith('-480.avif'))).toBe(true);
  });

  it("the served page's head asks for the lead image's AVIF before the app's scripts", async () => {
    const html = await (await fetch(server.url + IMAGE_STORY_PATH)).text();
    const preload = html.indexOf(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/media/${hash()}-480.avif 480w`,
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('<script'));
    expect(preload).toBeLessThan(html.indexOf('</head>'));
  });

  it('a 1280 px desktop loads the 800 px AVIF for the 760 px column', async () => {
    const { requested, attributes } = await load({ width: 1280, height: 800 });
    expect(requested).toContain(`/media/${hash()}-800.avif`);
    expect(requested.every((path) => path.endsWith('-800.avif'))).toBe(true);
    expect(attributes.current).toBe(`/media/${hash()}-800.avif`);
    expect([attributes.width, attributes.height]).toEqual(['4000', '3000']);
  });
});

describe("responsive images on readers' page cards", () => {
  const hash = () => photo.slice(7, 71);

  // The story's card shows its lead image, the photo (0018_lead_image_cards.sql): nothing else sets it.
  it("a 390 px phone loads a 480 px AVIF for a story's card on /en/stories, never the original", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(server.url + '/en/stories', { waitUntil: 'networkidle' });
    const image = page
      .locator('article.page-card', { has: page.locator('a[href="/en/stories/the-long-view"]') })
      .locator('img.page-card__image');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 15_000 })
      .toBe(true);
    const drawn = await image.evaluate((element: HTMLImageElement) => ({
      width: element.getAttribute('width'),
      height: element.getAttribute('height'),
      loading: element.getAttribute('loading'),
      current: new URL(element.currentSrc).pathname,
      box: [element.getBoundingClientRect().width, element.getBoundingClientRect().height].map(Math.round),
    }));
    await context.close();
    expect(drawn).toEqual({ width: '4000', height: '3000', loading: 'lazy', current: `/media/${hash()}-480.avif`, box: [358, 239] });
    expect(requested).toEqual([`/media/${hash()}-480.avif`]);
  });
});
