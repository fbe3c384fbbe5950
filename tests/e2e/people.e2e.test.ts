import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { editorOpened, publishFromBar } from './editorSession';
import { startServer, type RunningServer } from './serverProcess';

// Issue 32: an administrator runs the People screen. A server of this file's own, without SMTP, so the screen shows
// the invitation's link to copy: the administrator invites an editor, who sets a password and publishes; demoted to
// contributor, they find no Publish and the API refuses it; deactivated while signed in, their next request is refused.
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

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughForm(page, baseURL, email, password);
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
const call = async (page: Page, method: string, path: string) =>
  fetch(`${baseURL}/api/${path}`, { method, headers: { authorization: `Bearer ${await tokenOf(page)}` } });

/** "New page" on the news list, a title and a line typed, saved: answers the page's address. */
async function writePage(page: Page, title: string): Promise<string> {
  await page.goto(`${baseURL}/en/news`);
  await page.getByRole('link', { name: 'New page' }).click();
  await editorOpened(page);
  await page.getByRole('textbox', { name: 'Title' }).and(page.locator(':focus')).waitFor();
  await page.keyboard.type(title);
  await page.getByRole('textbox', { name: 'Page body' }).click();
  await page.keyboard.type('Written by the people test.');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/en\/page-templates\/news\/(?!create-page$)[a-z0-9-]+$/);
  await page.getByText('All changes saved').waitFor();
  return page.url().split('/').pop()!;
}

/** Each try invites a person of its own: a retry would find the first try's invitation taken. */
let tries = 0;

describe('the People screen', () => {
  it('invites an editor who publishes, demotes them to contributor, and deactivates them while signed in', async () => {
    tries += 1;
    const name = tries === 1 ? 'Robin Ng' : `Robin Ng ${tries}`;
    const email = tries === 1 ? 'robin@example.org' : `robin${tries}@example.org`;
    const admin = await signedIn('admin@example.org', 'demo-admin');
    // The person's name in the header leads to their account screens.
    await admin.getByRole('banner').getByRole('link', { name: 'Jordan Wong' }).click();
    await admin.waitForURL(`${baseURL}/en/account/sessions`);
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'People' }).click();
    await admin.waitForURL(`${baseURL}/en/admin/people`);
    await admin.getByRole('cell', { name: 'reader@example.org' }).waitFor();

    // Invite: the server sends no mail, so the link is on the screen to copy.
    await admin.getByLabel('Name').fill(name);
    await admin.getByLabel('Email').fill(email);
    await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    const linkField = admin.getByRole('textbox', { name: 'Link to set a password' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL.replace(/[.:/]/g, '\\$&')}/en/reset-password/[A-Za-z0-9_-]{43}$`));
    const row = admin.getByRole('row', { name });
    await row.getByRole('cell', { name: 'Invited' }).waitFor();

    // The invitee chooses a password, signs in and publishes a page.
    const robin = await (await browser.newContext()).newPage();
    await robin.goto(link);
    await robin.getByLabel('New password', { exact: true }).fill('robin-long-password');
    await robin.getByLabel('The same again').fill('robin-long-password');
    await robin.getByRole('button', { name: 'Set the new password' }).click();
    await robin.getByText('Your password is changed').waitFor();
    await signInThroughForm(robin, baseURL, email, 'robin-long-password');
    await robin.waitForURL(`${baseURL}/en`);
    const published = await writePage(robin, 'Robin publishes');
    await publishFromBar(robin);
    await expect.poll(async () => (await fetch(`${baseURL}/api/content/news/${published}?locale=en`)).status).toBe(200);

    // Demoted to contributor: the screen says so, and the editor offers no Publish; Save still works.
    await admin.reload();
    await admin.getByRole('combobox', { name: `Role of ${name}` }).selectOption({ label: 'Contributor' });
    await admin.getByText(`${name} is now: Contributor.`).waitFor();
    await robin.reload();
    const draft = await writePage(robin, 'Robin drafts');
    // The bar's page tools have loaded (Settings is among them) without Publish.
    await robin.getByRole('button', { name: 'Settings', exact: true }).waitFor();
    expect(await robin.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    const page = (await (await call(robin, 'GET', `pages/${draft}`)).json()).data.attributes;
    expect(page).toMatchObject({ editable: true, publishable: false, title: 'Robin drafts' });
    const refused = await call(robin, 'PUT', `pages/${page.page_id}/publish`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('Your role may not publish, schedule or unpublish this page: an editor does.');
    expect((await fetch(`${baseURL}/api/content/news/${draft}?locale=en`)).status).toBe(404);

    // Deactivated while signed in here: the very next request is refused; their published page stays.
    const token = await tokenOf(robin);
    expect((await fetch(`${baseURL}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await admin.getByRole('row', { name }).getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByRole('row', { name }).getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText(`${name} is deactivated.`).waitFor();
    const refusedAt = Date.now();
    expect((await fetch(`${baseURL}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect(Date.now() - refusedAt).toBeLessThan(1000);
    await row.getByRole('cell', { name: 'Deactivated' }).waitFor();
    expect((await fetch(`${baseURL}/api/content/news/${published}?locale=en`)).status).toBe(200);
    await robin.goto(`${baseURL}/en/page-templates/news/${draft}`);
    await robin.waitForURL(/\/en\/login/);
  });
});

describe('the Sessions screen', () => {
  it('signs out of another browser, and a new password signs out the others', async () => {
    const laptop = await signedIn('colleague@example.org', 'demo-colleague');
    const phone = await signedIn('colleague@example.org', 'demo-colleague');
    const tablet = await signedIn('colleague@example.org', 'demo-colleague');
    await laptop.getByRole('banner').getByRole('link', { name: 'Sam Lee' }).click();
    // An editor's account menu has no People screen.
    await laptop.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sessions' }).waitFor();
    expect(await laptop.getByRole('link', { name: 'People' }).count()).toBe(0);
    await laptop.waitForURL(`${baseURL}/en/account/sessions`);
    await laptop.getByText('This browser').waitFor();
    const phoneToken = await tokenOf(phone);
    expect((await call(phone, 'GET', 'me')).status).toBe(200);
    // The newest sign-in (the tablet) is listed first: sign out of the one after it (the phone).
    await laptop.getByRole('main').getByRole('listitem').nth(1).getByRole('button', { name: 'Sign out', exact: true }).click();
    await laptop.getByText('Signed out of that browser.').waitFor();
    expect((await fetch(`${baseURL}/api/me`, { headers: { authorization: `Bearer ${phoneToken}` } })).status).toBe(401);
    expect((await call(tablet, 'GET', 'me')).status).toBe(200);

    await laptop.getByLabel('Current password').fill('demo-colleague');
    await laptop.getByLabel('New password').fill('colleague-new-password');
    await laptop.getByRole('button', { name: 'Change password' }).click();
    await laptop.getByText('Your password is changed, and your other browsers are signed out.').waitFor();
    expect((await call(tablet, 'GET', 'me')).status).toBe(401);
    expect((await call(laptop, 'GET', 'me')).status).toBe(200);
    const again = await fetch(`${baseURL}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'colleague@example.org', password: 'colleague-new-password' }),
    });
    expect(again.status).toBe(200);
  });
});
