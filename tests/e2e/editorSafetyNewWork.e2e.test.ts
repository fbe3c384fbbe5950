import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorOpened, editorSessionForFile, type EditorSession } from './editorSession';
import {
  caretIsText as caretIsTextIn,
  openEditor as openEditorAt,
  savedBlocks,
  saveInEditor,
  textOf,
  type SavedNode,
} from './editorSafetyKit';
import { workerBaseURL } from './workerServer';

// Issue 16: no keystroke destroys work: what a new page, a subpage and a dialog were given is saved.
const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const body = () => session.body();
const saved = (slug: string) => savedBlocks(session, slug);
const openEditor = (path: string) => openEditorAt(page, baseURL, path);
const save = () => saveInEditor(page);
const caretIsText = () => caretIsTextIn(page);

describe('the editor keeps new work', () => {
  it('embeds a new page from the picker ("Page") and opens it, where typing goes into the new page', async () => {
    await openEditor('/en/page-templates/news/create-page');
    await page.getByRole('textbox', { name: 'Title' }).fill('A page with a subpage');
    await body().click();
    await page.keyboard.type('The parent.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/a-page-with-a-subpage(-[a-z0-9]+)?$/);
    await page.getByText('All changes saved').waitFor();
    // The first save gives the page its address; the editor there connects its live session before it takes keys.
    await editorOpened(page);
    const parent = page.url().split('/').pop()!;
    await body().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('/page');
    const picker = page.getByRole('listbox', { name: 'Blocks' });
    await picker.waitFor();
    expect((await picker.locator('.slash-menu__title').allTextContents())[0]).toBe('Page');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/en/page-templates/news/') && !url.pathname.endsWith(`/${parent}`));
    await editorOpened(page);
    await caretIsText();
    await page.keyboard.type('Written in the subpage');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    const child = (await session.api(`pages/${page.url().split('/').pop()}`)).data.attributes;
    expect(`${child.title}\n${JSON.stringify(child.lexical_body)}`).toContain('Written in the subpage');
    expect((await saved(parent)).map((node) => node.type)).toContain('subpage');
  });

  it('keeps the stand first of a new page on its first save', async () => {
    await openEditor('/en/page-templates/news/create-page');
    await page.getByRole('textbox', { name: 'Title' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.type('A page with a stand first');
    await page.keyboard.press('Tab');
    await page.keyboard.type('What the page is about, in one line.');
    await body().click();
    await page.keyboard.type('The body.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/a-page-with-a-stand-first(-[a-z0-9]+)?$/);
    await page.getByText('All changes saved').waitFor();
    const created = (await session.api(`pages/${page.url().split('/').pop()}`)).data.attributes;
    expect(created.precis).toBe('What the page is about, in one line.');
    expect(textOf(created.lexical_body.root.children[0])).toBe('The body.');
  });

  it('schedules a button by typing its dates day first, and stores no half-typed year', async () => {
    await openEditor('/en/page-templates/events/neon-and-the-night-city');
    await body().getByRole('button', { name: 'Edit buttons' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Buttons' });
    const first = dialog.getByRole('group', { name: 'Button 1' });
    const scheduled = first.getByRole('checkbox', { name: 'Scheduled' });
    if (await scheduled.isChecked()) await scheduled.click();
    await scheduled.click();
    const on = first.getByLabel('On date', { exact: true });
    await on.click();
    await page.keyboard.type('1 12 20');
    await page.keyboard.press('Tab');
    await first.getByRole('alert').waitFor();
    await on.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('1/12/2026');
    await page.keyboard.press('Enter');
    expect(await on.inputValue()).toBe('1 December 2026');
    await first.getByLabel('Off date', { exact: true }).click();
    await page.keyboard.type('31 Dec 2026');
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await save();
    const group = (await saved('neon-and-the-night-city')).filter((node) => node.type === 'inlineButton').at(-1) as SavedNode & {
      buttons: Array<Record<string, unknown>>;
    };
    expect(group.buttons[0]).toMatchObject({ scheduled: true, on: '2026-12-01', off: '2026-12-31' });
  });
});
