import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
const memoPath = '/en/memo/editorial-calendar-2027';
const title = 'Editorial calendar 2027';
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function personAt(email?: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  if (email) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  if (email && password) {
    await signInThroughForm(page, baseURL, email, password);
    await page.waitForURL(`${baseURL}/en`);
  }
  return page;
}

async function openMemo(page: Page, path = memoPath) {
  await page.goto(`${baseURL}${path}`);
}

describe('sharing a memo in a real browser', () => {
  it('invites a colleague who then reads the memo, removes them, then shares by link and takes the link back', async () => {
    const owner = await personAt('editor@example.org', 'demo-editor');
    const colleague = await personAt('colleague@example.org', 'demo-colleague');
    const visitor = await personAt();

    await openMemo(colleague);
    await colleague.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    await openMemo(owner);
    await owner.getByRole('heading', { level: 1, name: title }).waitFor();
    await owner.getByRole('button', { name: 'Share page' }).click();
    const dialog = owner.getByRole('dialog', { name: `Share “${title}”` });
    await dialog.getByText('No invited users').waitFor();
    await dialog.getByRole('searchbox', { name: 'Add people' }).fill('sam');
    await dialog.getByText('Searching...').waitFor();
    await dialog.getByRole('button', { name: /Sam Lee/ }).click();
    await dialog.getByText('Selected people to invite (1):').waitFor();
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    const people = dialog.getByRole('list', { name: 'People with access' });
    await people.getByText('Sam Lee').waitFor();

    await openMemo(colleague);
    await colleague.getByRole('heading', { level: 1, name: title }).waitFor();
    await colleague.getByText('This calendar is the working plan', { exact: false }).waitFor();
    expect(await colleague.getByRole('button', { name: 'Share page' }).count()).toBe(0);

    await people.getByRole('button', { name: 'Remove Sam Lee' }).click();
    await dialog.getByText('No invited users').waitFor();
    await colleague.reload();
    await colleague.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    const generalAccess = dialog.getByRole('combobox', { name: 'General access' });
    await generalAccess.selectOption({ label: 'Anyone with the link' });
    await dialog.getByText('Anyone on the internet with the link can view').waitFor();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Link copied' }).waitFor();
    const link = await owner.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}${memoPath}-[A-Za-z0-9_-]{32}$`));

    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByText('This calendar is the working plan', { exact: false }).waitFor();

    await generalAccess.selectOption({ label: 'Restricted' });
    await dialog.getByText('Only people with access can open with the link').waitFor();
    await expect.poll(() => generalAccess.getAttribute('aria-busy')).toBeNull();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: 'Sign in to read this memo' }).waitFor();
    expect(await visitor.getByText('This calendar is the working plan', { exact: false }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

/** A memo of the demo editor made through the API, published when asked: its id and slug. */
async function memoOf(owner: Page, title: string, { published }: { published: boolean }) {
  const token = await owner.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseURL}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => response.json());
  const { data } = await call('POST', 'pages', { page: { title, page_collection_slug: 'memo' } });
  if (published) await call('PUT', `pages/${data.id}/publish`);
  return { id: data.id as string, slug: data.attributes.slug as string, share: () => call('GET', `pages/${data.id}/share`) };
}

describe('the share dialog tells the truth', () => {
  it('Cancel puts general access back with the link people have; a draft says its link works once published', async () => {
    const owner = await personAt('editor@example.org', 'demo-editor');
    const visitor = await personAt();
    const published = await memoOf(owner, 'Shared then taken back', { published: true });

    await openMemo(owner, `/en/memo/${published.slug}`);
    await owner.getByRole('button', { name: 'Share page' }).click();
    let dialog = owner.getByRole('dialog', { name: 'Share “Shared then taken back”' });
    let generalAccess = dialog.getByRole('combobox', { name: 'General access' });
    await generalAccess.selectOption({ label: 'Anyone with the link' });
    await expect.poll(() => generalAccess.getAttribute('aria-busy')).toBeNull();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const opened = (await published.share()).data.attributes;
    expect(opened.is_public).toBe(true);
    await visitor.goto(`${baseURL}/en/memo/${published.slug}-${opened.share_token}`);
    await visitor.getByRole('heading', { level: 1, name: 'Shared then taken back' }).waitFor();

    await owner.getByRole('button', { name: 'Share page' }).click();
    await generalAccess.selectOption({ label: 'Restricted' });
    await dialog.getByText('Only people with access can open with the link').waitFor();
    await expect.poll(() => generalAccess.getAttribute('aria-busy')).toBeNull();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: 'Sign in to read this memo' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await published.share()).data.attributes).toMatchObject({ is_public: true, share_token: opened.share_token });
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: 'Shared then taken back' }).waitFor();

    const draft = await memoOf(owner, 'Not out yet', { published: false });
    await openMemo(owner, `/en/memo/${draft.slug}`);
    await owner.getByRole('button', { name: 'Share page' }).click();
    dialog = owner.getByRole('dialog', { name: 'Share “Not out yet”' });
    generalAccess = dialog.getByRole('combobox', { name: 'General access' });
    expect(await dialog.getByText('the link works once it is published').count()).toBe(0);
    await generalAccess.selectOption({ label: 'Anyone with the link' });
    await dialog.getByText('This memo is a draft: the link works once it is published.').waitFor();
    await expect.poll(() => generalAccess.getAttribute('aria-busy')).toBeNull();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Link copied' }).waitFor();
    const link = await owner.evaluate(() => navigator.clipboard.readText());
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Sign in to read this memo' }).waitFor();
    expect((await draft.share()).data.attributes.is_public).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await draft.share()).data.attributes).toEqual({ page_id: Number(draft.id), is_public: false, share_token: null });
  });
});
