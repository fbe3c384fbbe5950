import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './serverProcess';

// Issue 32: an administrator changes the site's settings and readers see them at once; an empty site (DEMO=0) asks its
// first visitor for the first administrator, once. Each has a server of its own: the settings change every page.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

/** Replaces a field's text as a person does: click into it, select all, type. */
async function retype(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function signIn(page: Page, baseURL: string, email: string, password: string) {
  await page.goto(`${baseURL}/en/login`);
  await page.getByLabel('Email').click();
  await page.keyboard.type(email);
  await page.getByLabel('Password').click();
  await page.keyboard.type(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseURL}/en`);
}

async function apiToken(baseURL: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('site settings', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it("an administrator's new announcement and English site name reach readers at once; a second administrator's stale save is refused", async () => {
    const baseURL = server.url;
    const admin = await browser.newPage();
    const other = await browser.newPage();
    await signIn(admin, baseURL, 'admin@example.org', 'demo-admin');
    await admin.getByRole('link', { name: 'Jordan Wong' }).click();
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Site settings' }).click();
    await admin.waitForURL(`${baseURL}/en/admin/settings`);
    // A second administrator opens the settings before the first saves.
    await signIn(other, baseURL, 'admin@example.org', 'demo-admin');
    await other.goto(`${baseURL}/en/admin/settings`);
    await other.getByLabel('Site name in English').waitFor();

    await retype(admin, 'Site name in English', 'Harbour Institute');
    await retype(admin, 'Title', 'Open House 2027');
    await retype(admin, 'Link', '/en/events');
    await retype(admin, 'Title in Chinese', '2027 開放日');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => admin.getByRole('status').textContent()).toBe('Settings saved. Readers see them now.');

    const token = await apiToken(baseURL, 'admin@example.org', 'demo-admin');
    const saved = (await (await fetch(`${baseURL}/api/admin/settings`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { attributes: Record<string, any> };
    };
    expect(saved.data.attributes).toMatchObject({
      version: 1,
      site_name: { en: 'Harbour Institute', hk: 'Masthead' },
      announcement: { title: 'Open House 2027', link: '/en/events' },
      announcement_hk: { title: '2027 開放日', link: '' },
    });

    const reader = await browser.newPage();
    await reader.goto(`${baseURL}/en`);
    await expect.poll(() => reader.locator('.site-name').textContent()).toBe('Harbour Institute');
    await expect.poll(() => reader.locator('.announcement__title').textContent()).toBe('Open House 2027');
    expect(await reader.title()).toMatch(/Harbour Institute$/);
    expect(await reader.locator('.site-footer').textContent()).toBe(
      'Harbour Institute — stories, series, news and projects from the organisation.',
    );
    await reader.goto(`${baseURL}/hk`);
    await expect.poll(() => reader.locator('.site-name').textContent()).toBe('Masthead');
    // Chinese readers get the Chinese text, with the English link.
    await expect.poll(() => reader.locator('.announcement__title').textContent()).toBe('2027 開放日');
    expect(await reader.locator('a.announcement').getAttribute('href')).toBe('/en/events');

    await retype(other, 'Site name in English', 'Someone else');
    await other.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => other.getByRole('alert').textContent())
      .toContain('Another administrator saved the settings since you opened them.');
    const after = (await (await fetch(`${baseURL}/api/admin/settings`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { attributes: Record<string, any> };
    };
    expect(after.data.attributes.site_name.en).toBe('Harbour Institute');
    await Promise.all([admin.close(), other.close(), reader.close()]);
  }, 120_000);
});

describe('an empty site', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { DEMO: '0' } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('shows readers an empty home page and asks its first visitor at sign-in for the first administrator, once', async () => {
    const baseURL = server.url;
    await expect.poll(() => server.output()).toContain('/en/setup to create the first administrator');
    const page = await browser.newPage();
    const home = await page.goto(`${baseURL}/en`);
    expect(home?.status()).toBe(200);
    expect(await page.locator('.site-name').textContent()).toBe('Masthead');
    // The server's render: none of the demo organisation's announcement (it holds an invisible copy until hydration).
    expect(await page.locator('.announcement').count()).toBe(0);
    expect(await page.getByText('No stories yet.').count()).toBe(1);
    const stories = await page.goto(`${baseURL}/en/stories`);
    expect(stories?.status()).toBe(200);

    await page.goto(`${baseURL}/en/login`);
    await page.waitForURL(`${baseURL}/en/setup`);
    await page.getByLabel('Your name').click();
    await page.keyboard.type('Morgan Lee');
    await page.getByLabel('Email').click();
    await page.keyboard.type('morgan@harbour.example.org');
    await page.getByLabel('Password', { exact: true }).click();
    await page.keyboard.type('a long first password');
    await page.getByRole('button', { name: 'Create the administrator' }).click();
    await page.waitForURL(`${baseURL}/en/admin/settings`);
    await page.getByLabel('Site name in English').waitFor();

    const setup = (await (await fetch(`${baseURL}/api/setup`)).json()) as { data: { needed: boolean } };
    expect(setup.data.needed).toBe(false);
    const token = await apiToken(baseURL, 'morgan@harbour.example.org', 'a long first password');
    const me = (await (await fetch(`${baseURL}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { attributes: { role: string; name: string } };
    };
    expect(me.data.attributes).toMatchObject({ role: 'admin', name: 'Morgan Lee' });

    const later = await browser.newPage();
    await later.goto(`${baseURL}/en/setup`);
    await expect.poll(() => later.getByRole('status').textContent()).toContain('This site is already set up.');
    await Promise.all([page.close(), later.close()]);
  }, 120_000);
});
