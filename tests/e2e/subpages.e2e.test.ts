import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorSessionForFile, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;
let parentPath: string;
let childId: string;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const body = () => session.body();

const api = (path: string) => session.api(path);

describe('subpages in a real browser', () => {
  it('embeds a new page, edits it, and shows its current title back on the parent', async () => {
    await page.goto(`${baseURL}/en/page-templates/news/create-page`);
    await page.getByRole('textbox', { name: 'Title' }).fill('Parent with subpages');
    await body().click();
    await page.keyboard.type('Introduction');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/parent-with-subpages(-[a-z0-9]+)?$/);
    parentPath = new URL(page.url()).pathname;
    await page.getByText('All changes saved').waitFor();

    await body().getByText('Introduction').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('/subpage');
    await page.getByRole('option', { name: /^Page/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/page-templates\/news\/\d+$/);
    childId = page.url().split('/').pop()!;
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.waitFor();
    expect(await title.inputValue()).toBe('New page');
    await title.fill('Harbour walk notes');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    // Saved on the server, which the parent's block looks up: the bar said "All changes saved" before the typing too.
    await expect.poll(async () => (await api(`projects/lookup?page_ids=${childId}`)).data[0]?.attributes.title).toBe('Harbour walk notes');

    const parent = await api(`pages/${parentPath.split('/').pop()}`);
    expect(parent.data.attributes.lexical_body.root.children.map((node: { type: string }) => node.type)).toContain('subpage');

    await page.goto(`${baseURL}${parentPath}`);
    await body().getByRole('link', { name: 'Harbour walk notes' }).waitFor();
    expect(await body().getByText('Draft').count()).toBe(1);
  });

  it('asks before removing it, and deletes the subpage on save', async () => {
    await body().getByRole('link', { name: 'Harbour walk notes' }).hover();
    await page.getByRole('button', { name: 'Remove block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete subpage?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Are you sure you want to delete this subpage, Harbour walk notes? It will delete all the content of this subpage including embedded subpages.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect(await body().getByRole('link', { name: 'Harbour walk notes' }).count()).toBe(0);
    expect((await api(`projects/lookup?page_ids=${childId}`)).data).toHaveLength(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    await expect.poll(async () => (await api(`projects/lookup?page_ids=${childId}`)).data).toHaveLength(0);
  });
});
