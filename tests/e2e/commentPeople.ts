import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { workerBaseURL } from './workerServer';

/**
 * What the comment journeys share: a browser for the file, people signed in through the form (each in a context of
 * their own, with their session token for checks on the server), calls to the API, and screenshots at 1280 and 390 px
 * when SHOTS_DIR is set. Call once at the top of a test file: it registers the file's beforeAll and afterAll.
 */
export function commentJourneyPeople() {
  const baseURL = workerBaseURL();
  const shots = process.env.SHOTS_DIR;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    if (shots) await mkdir(shots, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function personAt(email: string, password: string): Promise<{ page: Page; token: string }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughForm(page, baseURL, email, password);
    await page.waitForURL(`${baseURL}/en`);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
    return { page, token };
  }

  async function api(token: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseURL}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, any> };
  }

  /** Screenshots at 1280 and 390 px wide, when asked for; `before` runs at each width (a selection to redraw). */
  async function shoot(page: Page, name: string, before: () => Promise<void> = async () => {}) {
    if (!shots) return;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 700 ? 900 : 844 });
      await before();
      await page.screenshot({ path: `${shots}/${name}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  return { baseURL, personAt, api, shoot };
}

/**
 * Drags the mouse over characters `from` to `to` of the first paragraph of the reading view at `view` (`.memo`, or
 * `.commenting` for a site page's draft), as a person selects them.
 */
export async function dragOver(page: Page, view: string, from: number, to: number) {
  // A press on text already selected would drag it: an earlier selection is let go first.
  await page.locator(`${view} h1`).click();
  const points = await page.evaluate(
    ({ view, from, to }) => {
      const text = document.querySelector(`${view} .document p`)!.firstChild!;
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      const rects = [...range.getClientRects()];
      const first = rects[0];
      const last = rects[rects.length - 1];
      return { x1: first.left + 1, y1: first.top + first.height / 2, x2: last.right - 1, y2: last.top + last.height / 2 };
    },
    { view, from, to },
  );
  await page.mouse.move(points.x1, points.y1);
  await page.mouse.down();
  await page.mouse.move(points.x2, points.y2, { steps: 8 });
  await page.mouse.up();
}
