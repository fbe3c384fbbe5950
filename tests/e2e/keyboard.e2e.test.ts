import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { documentOf, image, paragraph, video } from '../../server/demo/nodes';
import { seriousViolations } from './axe';
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

/** The focused element's name as a screen reader would roughly have it: its label, else its text. */
function focusedName() {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-labelledby');
    const label = labelled ? document.getElementById(labelled)?.textContent : (element as HTMLInputElement).labels?.[0]?.textContent;
    return (element.getAttribute('aria-label') ?? label ?? element.getAttribute('title') ?? element.textContent ?? '').trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name includes `name`; fails after `limit` presses. */
async function tabTo(name: string, { backwards = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if ((await focusedName()).includes(name)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`"${name}" was not reached with the keyboard; focus is on "${await focusedName()}"`);
}

async function isFocusedWithin(locator: Locator) {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/** Waits until the editor has selected a block of this type (its selection comes a task after the key). */
function blockSelected(type: string) {
  return page.waitForFunction((name) => {
    const { editor } = document.querySelector('.ProseMirror') as HTMLElement & {
      editor: { state: { selection: { node?: { type: { name: string } } } } };
    };
    return editor.state.selection.node?.type.name === name;
  }, type);
}

async function selectBackwards(characters: number) {
  await page.keyboard.down('Shift');
  for (let i = 0; i < characters; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
}

async function createMemo(title: string, document?: ReturnType<typeof documentOf>) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${baseURL}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ data: { id: string; attributes: { slug: string; version: number } } }>);
  const { data } = await call('POST', 'pages', { page: { title, page_collection_slug: 'memo' } });
  if (document) await call('PUT', `pages/${data.id}`, { page: { version: data.attributes.version, lexical_body: document } });
  return data.attributes.slug;
}

describe('menus and dialogs with the keyboard alone', () => {
  it('the block picker, the table dialog and the table menu in the editor', async () => {
    await page.goto(`${baseURL}/en/page-templates/news/create-page`);
    await editorOpened(page);
    await body().focus();
    await page.keyboard.type('Opening hours');
    await page.keyboard.press('Shift+Enter');

    await page.keyboard.type('/head');
    const picker = page.getByRole('listbox', { name: 'Blocks' });
    await picker.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await body().textContent()).toContain('/head');
    for (let i = 0; i < '/head'.length; i++) await page.keyboard.press('Backspace');

    await page.keyboard.type('/tab');
    await picker.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await picker.getByRole('option', { selected: true }).textContent()).toContain('Table');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Insert table' });
    await dialog.waitFor();
    expect(await isFocusedWithin(dialog)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo('Rows');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await tabTo('Columns');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await tabTo('Save');
    expect(await isFocusedWithin(dialog)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await body().locator('table tr').count()).toBe(2);
    expect(await body().locator('table tr').first().locator('th, td').count()).toBe(3);
    expect(await isFocusedWithin(body())).toBe(true);

    // Tab moves between cells; Escape selects the table, whose own menu Tab then reaches.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect.poll(focusedName).toBe('Table options');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await isFocusedWithin(menu)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedName).toBe('Add row below');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    expect(await body().locator('table tr').count()).toBe(3);
  });

  it("the floating toolbar's colour and link popovers", async () => {
    await body().getByText('Opening hours').click();
    await page.keyboard.press('End');
    await selectBackwards('hours'.length);
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
    await toolbar.waitFor();

    // Tab from the selected text goes into its toolbar.
    await page.keyboard.press('Tab');
    await expect.poll(focusedName).toMatch(/^Text style/);
    await tabTo('Text colour');
    await page.keyboard.press('Enter');
    const colours = page.getByRole('group', { name: 'Text colours' });
    await colours.waitFor();
    expect(await isFocusedWithin(colours)).toBe(true);
    await page.keyboard.press('Escape');
    await colours.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe('Text colour');
    await page.keyboard.press('Enter');
    await colours.waitFor();
    await tabTo('Green');
    await page.keyboard.press('Enter');
    await colours.waitFor({ state: 'detached' });
    expect(
      await body()
        .getByText('hours')
        .evaluate((element) => getComputedStyle(element).color),
    ).toBe('rgb(116, 184, 122)');

    await tabTo('Link');
    await page.keyboard.press('Enter');
    const input = page.getByPlaceholder('Type or paste link');
    await input.waitFor();
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe('Link');
    await page.keyboard.press('Enter');
    await input.waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('https://example.org/opening-hours');
    await page.keyboard.press('Enter');
    await input.waitFor({ state: 'detached' });
    expect(await body().getByRole('link', { name: 'hours' }).getAttribute('href')).toBe('https://example.org/opening-hours');
  });

  it('the Move to Trash modal and the share dialog on a memo', async () => {
    const slug = await createMemo('Keyboard memo');
    await page.goto(`${baseURL}/en/memo/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'Keyboard memo' }).waitFor();
    await page.locator('body').focus();

    await tabTo('Share page');
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Share “Keyboard memo”' });
    await share.waitFor();
    expect(await isFocusedWithin(share)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo('Add people');
    await page.keyboard.type('sam');
    const samLee = share.getByRole('button', { name: /Sam Lee/ });
    await samLee.waitFor();
    await tabTo('Sam Lee');
    await page.keyboard.press('Enter');
    await share.getByText('Selected people to invite (1):').waitFor();
    await tabTo('Invite');
    await page.keyboard.press('Enter');
    await share.getByRole('list', { name: 'People with access' }).getByText('Sam Lee').waitFor();
    await tabTo('General access');
    await page.keyboard.type('a');
    await share.getByText('Anyone on the internet with the link can view').waitFor();
    expect(await isFocusedWithin(share)).toBe(true);
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe('Share page');

    await tabTo('Move to Trash');
    await page.keyboard.press('Enter');
    const trash = page.getByRole('dialog', { name: 'Move to Trash' });
    await trash.waitFor();
    expect(await isFocusedWithin(trash)).toBe(true);
    await page.keyboard.press('Escape');
    await trash.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe('Move to Trash');
    await page.keyboard.press('Enter');
    await trash.waitFor();
    await tabTo('Delete');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}/en/memo`);
    const trashed = await session.api(`pages/${slug}`);
    expect(trashed.data.attributes.trashed_at).not.toBeNull();
  });

  it('writes around an image, a video and a table that ends the page, with the keyboard alone', async () => {
    const slug = await createMemo(
      'Keyboard blocks',
      documentOf(
        paragraph('Before the picture'),
        image('/demo/garden.svg', 'Beds', { alt: 'Raised beds on a roof.' }),
        paragraph('Between'),
        video('/demo/missing-clip.mp4', 'A clip'),
        paragraph('Hours'),
      ),
    );
    await page.goto(`${baseURL}/en/page-templates/memo/${slug}`);
    await editorOpened(page);

    // Tab from the text goes to its block's controls, not into the image's buttons (where Space opened the caption).
    await body().getByText('Before the picture').click();
    await page.keyboard.press('End');
    await editorSelectionIn(page, 'Before the picture', { offset: 'Before the picture'.length });
    await page.keyboard.press('Tab');
    await expect.poll(focusedName).toBe('Block menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await isFocusedWithin(menu)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe('Block menu');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isFocusedWithin(body())).toBe(true);
    await page.keyboard.type('!');
    await body().getByText('Before the picture!').waitFor();

    // The image: ArrowDown selects it, Tab reaches its own buttons, and after its dialog the keys write after it.
    await page.keyboard.press('ArrowDown');
    await blockSelected('inlineImage');
    await page.keyboard.press('Tab');
    await expect.poll(focusedName).toBe('Edit caption');
    await page.keyboard.press('Enter');
    const imageDialog = page.getByRole('dialog', { name: 'Image' });
    await imageDialog.waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Raised beds on the roof');
    await tabTo('Save');
    await page.keyboard.press('Enter');
    await imageDialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocusedWithin(body())).toBe(true);
    await page.keyboard.type('Written after the image');
    await body().getByText('Written after the image').waitFor();

    // The video: the same, and Escape from its dialog also comes back to the editor.
    await body().getByText('Between').click();
    await page.keyboard.press('End');
    await editorSelectionIn(page, 'Between', { offset: 'Between'.length });
    await page.keyboard.press('ArrowDown');
    await blockSelected('videoNode');
    await page.keyboard.press('Tab');
    await expect.poll(focusedName).toBe('Edit video');
    await page.keyboard.press('Enter');
    const videoDialog = page.getByRole('dialog', { name: 'Video' });
    await videoDialog.waitFor();
    await page.keyboard.press('Escape');
    await videoDialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocusedWithin(body())).toBe(true);

    // Ctrl+K (Cmd+K) on a selection opens the link editor; Enter applies the link and the caret is back in the text.
    await body().getByText('Between').click();
    await page.keyboard.press('End');
    await editorSelectionIn(page, 'Between', { offset: 'Between'.length });
    await selectBackwards('Between'.length);
    await editorSelectionIn(page, 'Between', { selected: 'Between'.length });
    await page.keyboard.press('ControlOrMeta+K');
    const input = page.getByPlaceholder('Type or paste link');
    await input.waitFor();
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('https://example.org/between');
    await page.keyboard.press('Enter');
    await input.waitFor({ state: 'detached' });
    await body().getByRole('link', { name: 'Between' }).waitFor();
    await editorSelectionIn(page, 'Between', { selected: 'Between'.length });
    expect(await isFocusedWithin(body())).toBe(true);

    // A table inserted at the end ends the page: Ctrl+End then Shift+Enter starts a paragraph below it.
    await page.keyboard.press('ControlOrMeta+End');
    await editorSelectionIn(page, 'Hours', { offset: 'Hours'.length });
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('/tab');
    await page.getByRole('listbox', { name: 'Blocks' }).waitFor();
    await page.keyboard.press('Enter');
    const tableDialog = page.getByRole('dialog', { name: 'Insert table' });
    await tableDialog.waitFor();
    await tabTo('Columns');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await tabTo('Save');
    await page.keyboard.press('Enter');
    await tableDialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocusedWithin(body())).toBe(true);
    await editorSelectionIn(page, '');
    await page.keyboard.type('Tuesday');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10 to 6');
    await page.keyboard.press('Home');
    await page.keyboard.press('ControlOrMeta+End');
    await editorSelectionIn(page, '10 to 6', { offset: '10 to 6'.length });
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Below the table');
    await page.keyboard.press('ControlOrMeta+S');
    await page.getByText('All changes saved').waitFor();

    const saved = (await session.api(`pages/${slug}`)).data.attributes.lexical_body.root.children;
    const types = ['paragraph', 'inline-image', 'paragraph', 'paragraph', 'video-node', 'paragraph', 'table', 'paragraph'];
    expect(saved.map((block: { type: string }) => block.type)).toEqual(types);
    expect(saved[0].children[0].text).toBe('Before the picture!');
    expect(saved[1].caption).toBe('Raised beds on the roof');
    expect(saved[2].children[0].text).toBe('Written after the image');
    expect(saved[3].children).toMatchObject([{ type: 'link', url: 'https://example.org/between', children: [{ text: 'Between' }] }]);
    expect(
      saved[6].children[0].children.map(
        (cell: { children: Array<{ children: Array<{ text: string }> }> }) => cell.children[0].children[0].text,
      ),
    ).toEqual(['Tuesday', '10 to 6']);
    expect(saved[7].children[0].text).toBe('Below the table');
  });
});
