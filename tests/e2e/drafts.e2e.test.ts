import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistDialog, editorSessionForFile, newPageFromCollection, publishFromBar, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

// Issue 33: on a published page, Save, Ctrl+S and "Restore this version" keep a draft; readers see the live version
// until "Publish changes", and "Discard changes" goes back to it.
const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;
let readers: BrowserContext;
let reader: Page;
let slug: string;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});
beforeAll(async () => {
  readers = await session.browser.newContext();
  reader = await readers.newPage();
});
afterAll(() => readers?.close());

const state = () => page.getByRole('region', { name: 'Page actions' }).locator('.publish-state');
const saved = async () => (await session.api(`pages/${slug}`)).data.attributes;
const savedText = async () => JSON.stringify((await saved()).lexical_body);
const readerText = async () =>
  JSON.stringify((await (await fetch(`${baseURL}/api/content/stories/${slug}?locale=en`)).json()).data.attributes);
const feed = async () => (await fetch(`${baseURL}/en/stories/feed.xml`)).text();
/** The page's entry in the sitemap, with its last change. */
const sitemapEntry = async () =>
  (await (await fetch(`${baseURL}/sitemap.xml`)).text()).match(new RegExp(`<url><loc>[^<]*/${slug}</loc>.*?</url>`))?.[0];
/** What a signed-out reader's browser shows of the story, after loading it afresh. */
async function readerSees(text: string) {
  await reader.goto(`${baseURL}/en/stories/${slug}`);
  return reader.locator('main').getByText(text).count();
}

async function typeAtEndOfBody(text: string) {
  await session.body().locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}

describe('changes to a published story stay a draft until published', () => {
  it('keeps a saved change from a signed-out reader until Publish changes, which updates the page, feed and sitemap', async () => {
    slug = await newPageFromCollection(session, baseURL, 'stories', 'Harbour ferries at dusk', 'The first crossing.');
    await publishFromBar(page);
    await expect.poll(() => state().textContent()).toBe('Published');
    expect(await readerSees('The first crossing.')).toBe(1);
    const entryBefore = await sitemapEntry();
    expect(entryBefore).toBeTruthy();

    // Edit the title and the body, and save with Ctrl+S.
    await page.getByRole('textbox', { name: 'Title' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(', revised');
    await typeAtEndOfBody(' A second crossing.');
    await page.keyboard.press('Control+s');
    await page.getByText('All changes saved').waitFor();
    await expect.poll(() => state().textContent()).toBe('Published · changes not yet published');
    expect(await saved()).toMatchObject({ title: 'Harbour ferries at dusk, revised', has_unpublished_changes: true });
    expect(await savedText()).toContain('The first crossing. A second crossing.');

    // Readers: the live version, in the browser, the API, the feed and the sitemap.
    expect(await readerSees('The first crossing.')).toBe(1);
    expect(await reader.getByText('A second crossing.').count()).toBe(0);
    expect(await reader.getByRole('heading', { level: 1 }).innerText()).toBe('Harbour ferries at dusk');
    expect(await readerText()).not.toContain('A second crossing.');
    expect(await feed()).not.toContain('Harbour ferries at dusk, revised');
    expect(await sitemapEntry()).toBe(entryBefore);

    await page.getByRole('button', { name: 'Publish changes', exact: true }).click();
    // The checklist before publishing (issue 33) has only warnings for this story: its button goes on.
    await checklistDialog(page).getByRole('button', { name: 'Publish changes', exact: true }).click();
    await expect.poll(() => state().textContent()).toBe('Published');
    expect(await saved()).toMatchObject({ has_unpublished_changes: false });
    await expect.poll(() => readerSees('The first crossing. A second crossing.')).toBe(1);
    expect(await reader.getByRole('heading', { level: 1 }).innerText()).toBe('Harbour ferries at dusk, revised');
    expect(await feed()).toContain('Harbour ferries at dusk, revised');
    expect(await sitemapEntry()).not.toBe(entryBefore);
  });

  it('discards saved changes after asking, back to the version readers see', async () => {
    await typeAtEndOfBody(' A third crossing.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();
    await expect.poll(() => state().textContent()).toBe('Published · changes not yet published');
    expect(await savedText()).toContain('A third crossing.');

    await page.getByRole('button', { name: 'More publishing actions' }).click();
    await page.getByRole('button', { name: 'Discard changes', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await savedText()).toContain('A third crossing.');
    await page.getByRole('button', { name: 'More publishing actions' }).click();
    await page.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByText('Changes discarded: this is the version readers see.', { exact: true }).waitFor();
    await expect.poll(() => state().textContent()).toBe('Published');
    await expect.poll(() => session.body().innerText()).not.toContain('A third crossing.');
    expect(await saved()).toMatchObject({ has_unpublished_changes: false });
    expect(await savedText()).not.toContain('A third crossing.');
    expect(await savedText()).toContain('A second crossing.');
    expect(await readerSees('The first crossing. A second crossing.')).toBe(1);

    // The editor is on the live version again: a new change saves as a new draft.
    await typeAtEndOfBody(' A fourth crossing.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();
    expect(await savedText()).toContain('A second crossing. A fourth crossing.');
    expect(await saved()).toMatchObject({ has_unpublished_changes: true });
  });

  it('restores a revision of the published story into its draft, which readers do not see', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Page history' });
    const revisions = history.getByRole('navigation', { name: 'Revisions' }).getByRole('button');
    await revisions.first().waitFor();
    // The draft's save, which readers have not seen, says so.
    await revisions.filter({ hasText: 'Saved · not published' }).first().waitFor();
    // The first publish: the story as readers first read it.
    await revisions
      .filter({ hasText: /Published/ })
      .last()
      .click();
    await history
      .getByRole('region', { name: /^Version of / })
      .getByText('The first crossing.', { exact: true })
      .waitFor();
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await history.waitFor({ state: 'detached' });
    await page.getByText(/^Restored the version of /).waitFor();
    await expect.poll(() => state().textContent()).toBe('Published · changes not yet published');
    expect(await saved()).toMatchObject({ title: 'Harbour ferries at dusk', has_unpublished_changes: true });
    expect(await savedText()).not.toContain('A second crossing.');
    expect(await readerSees('The first crossing. A second crossing.')).toBe(1);
    expect(await reader.getByRole('heading', { level: 1 }).innerText()).toBe('Harbour ferries at dusk, revised');
  });
});
