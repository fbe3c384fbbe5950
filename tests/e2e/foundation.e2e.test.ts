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

async function firstStory() {
  const response = await fetch(`${baseURL}/api/content/stories?locale=en&limit=1`);
  const { data } = (await response.json()) as { data: Array<{ attributes: { title: string; slug: string; public_route: string } }> };
  return data[0].attributes;
}

describe('foundation in a real browser', () => {
  it('signs in as the demo editor through the sign-in screen, opens a story and sees its content', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, baseURL, 'editor@example.org', 'demo-editor');
    await page.waitForURL(`${baseURL}/en`);
    await expect(page.getByText('Alex Morgan').first().isVisible()).resolves.toBe(true);
    const story = await firstStory();
    const detail = await (await fetch(`${baseURL}/api/content/stories/${story.slug}`)).json();
    const firstText = JSON.stringify(detail.data.attributes.lexical_body).match(/"text":"([^"]{12,})"/)![1];
    await page.goto(`${baseURL}${story.public_route}`);
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    await page.getByText(firstText.slice(0, 40), { exact: false }).first().waitFor();
    expect(await page.title()).toContain(story.title);
    await page.close();
  });

  it('shows an error for a wrong password and stays on the sign-in screen', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, baseURL, 'editor@example.org', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Email or password is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/en/login');
    await page.close();
  });

  it('serves the app for deep links and a not-found page for unknown locales', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/fr/stories`);
    await page.getByText('Page not found').first().waitFor();
    await page.close();
  });
});
