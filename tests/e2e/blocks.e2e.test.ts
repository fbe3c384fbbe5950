import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorOpened, editorSelectionIn, editorSessionForFile, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const body = () => session.body();

async function savedDocument(slug: string) {
  return (await session.api(`pages/${slug}`)).data.attributes;
}

/** Replaces the text of a placeholder paragraph with "/query" and picks the block with the keyboard. */
async function pick(slot: string, query: string, title: string) {
  await body().getByText(slot, { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await editorSelectionIn(page, slot, { selected: slot.length });
  await page.keyboard.type(`/${query}`);
  const picker = page.getByRole('listbox', { name: 'Blocks' });
  await picker.waitFor();
  const titles = await picker.locator('.slash-menu__title').allTextContents();
  expect(titles).toContain(title);
  for (let index = 0; index < titles.indexOf(title); index++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function waitForEditor() {
  await editorOpened(page);
  await body().waitFor();
}

const SAVED_TYPES = [
  'paragraph',
  'collapsible-container',
  'project-new-blockquote-container',
  'custom-block-element-node',
  'custom-redbar-container-node',
  'table',
  'inlineButton',
  'horizontalrule',
];

describe('the blocks of issue 4 in a real browser', () => {
  let slug = '';

  it('inserts every block through the picker and its dialogs, and saves them', async () => {
    await page.goto(`${baseURL}/en/page-templates/news/create-page`);
    await waitForEditor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Blocks test page');
    await body().click();
    await page.keyboard.type('Intro');
    for (const slot of ['one', 'two', 'three', 'four', 'five', 'six', 'seven']) {
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type(`Slot ${slot}`);
    }

    await pick('Slot one', 'accordion', 'Accordion');
    await page.keyboard.type('Opening hours');

    await pick('Slot two', 'pullquote', 'Pullquote');
    await page.keyboard.type('The sea talks.');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('A fisher');

    await pick('Slot three', 'callout', 'Callout');
    await page.keyboard.type('Good to know');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Seats are limited.');

    await pick('Slot four', 'red', 'Red bar');
    await page.keyboard.type('In this series');

    await pick('Slot five', 'table', 'Table');
    const tableDialog = page.getByRole('dialog', { name: 'Insert table' });
    expect(await tableDialog.getByLabel('Rows').inputValue()).toBe('1');
    await tableDialog.getByRole('button', { name: '2 by 3', exact: true }).click();
    expect(await tableDialog.getByLabel('Columns').inputValue()).toBe('3');
    await tableDialog.getByRole('button', { name: 'Save' }).click();
    await tableDialog.waitFor({ state: 'detached' });
    await page.keyboard.type('Service');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hours');

    await pick('Slot six', 'button', 'Button');
    await body().getByRole('button', { name: 'Edit buttons' }).click();
    const buttonDialog = page.getByRole('dialog', { name: 'Buttons' });
    await buttonDialog.getByLabel('Name').fill('');
    await buttonDialog.getByText('Button name must be at least 1 character').waitFor();
    await buttonDialog.getByLabel('Name').fill('Apply now');
    await buttonDialog.getByLabel('Url').fill('not a url');
    await buttonDialog.getByText('Url is not valid.').waitFor();
    await buttonDialog.getByLabel('Url').fill('https://example.org/apply');
    await buttonDialog.getByRole('checkbox', { name: 'Arrow' }).check();
    await buttonDialog.getByRole('button', { name: 'Save' }).click();
    await buttonDialog.waitFor({ state: 'detached' });

    await pick('Slot seven', 'divider', 'Divider');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/blocks-test-page(-[a-z0-9]+)?$/);
    slug = page.url().split('/').pop()!;
    await page.getByText('All changes saved').waitFor();

    const children: Array<Record<string, any>> = (await savedDocument(slug)).lexical_body.root.children;
    expect(children.map((child) => child.type).filter((type, index, all) => all.indexOf(type) === index)).toEqual(SAVED_TYPES);
    const byType = (type: string) => children.find((child) => child.type === type)!;
    expect(byType('project-new-blockquote-container').__position).toBe('center');
    expect(byType('custom-block-element-node').customClassName).toBe('supplementary-wrapper');
    expect(byType('custom-redbar-container-node').children[0]).toMatchObject({ type: 'redbartext' });
    expect(byType('table')).toMatchObject({ rows: 2, columns: 3 });
    expect(byType('inlineButton')).toMatchObject({
      position: 'left',
      buttons: [
        { name: 'Apply now', url: 'https://example.org/apply', target: '_blank', scheduled: false, on: null, off: null, hasArrow: true },
      ],
    });
  });

  it('finds them all in the editor after a reload', async () => {
    await page.reload();
    await waitForEditor();
    await body().getByText('Opening hours').waitFor();
    expect(await body().locator('.pullquote').textContent()).toContain('The sea talks.');
    expect(await body().locator('.supplementary-wrapper').textContent()).toContain('Seats are limited.');
    expect(await body().locator('h2.red-bar-heading').textContent()).toBe('In this series');
    expect(await body().locator('table th').allTextContents()).toEqual(['Service', 'Hours', '']);
    expect(await body().locator('table tr').count()).toBe(2);
    expect(await body().locator('.button-group__button').textContent()).toContain('Apply now');
    expect(await body().locator('hr').count()).toBe(1);
  });

  it('shows them all to readers on the public page', async () => {
    await page.goto(`${baseURL}/en/news/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'Blocks test page' }).waitFor();
    const article = page.locator('.document');
    expect(await article.locator('.accordion').textContent()).toContain('Opening hours');
    expect(await article.locator('figure.pullquote.pullquote--center blockquote').textContent()).toBe('The sea talks.');
    expect(await article.locator('figure.pullquote figcaption').textContent()).toBe('A fisher');
    expect(await article.locator('aside.supplementary-wrapper .callout__title').textContent()).toBe('Good to know');
    expect(await article.getByRole('heading', { level: 2, name: 'In this series' }).getAttribute('class')).toContain('red-bar-heading');
    expect(await article.getByRole('columnheader').allTextContents()).toEqual(['Service', 'Hours', '']);
    const apply = article.getByRole('link', { name: 'Apply now' });
    expect(await apply.getAttribute('href')).toBe('https://example.org/apply');
    expect(await apply.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await article.locator('hr').count()).toBe(1);
  });
});
