import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorOpened, editorSessionForFile, type EditorSession } from './editorSession';
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

describe('the page editor in a real browser', () => {
  it('creates a page, writes with the block picker, keyboard rules and toolbar, saves, and reloads what was saved', async () => {
    await page.goto(`${baseURL}/en/page-templates/news/create-page`);
    await page.getByText('PAGE EDITOR LOADING').waitFor();
    await editorOpened(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('Editor test page');
    await body().click();
    await page.keyboard.type('First paragraph');
    await page.keyboard.press('Enter');
    await page.keyboard.type(' still first');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('/head');
    const picker = page.getByRole('listbox', { name: 'Blocks' });
    await picker.waitFor();
    expect(await picker.getByRole('option').allTextContents()).toEqual(['Heading 2', 'Heading 3']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A subheading');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Bold words here');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'here'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/editor-test-page(-[a-z0-9]+)?$/);
    const slug = page.url().split('/').pop()!;
    await page.getByText('All changes saved').waitFor();

    const saved = await savedDocument(slug);
    const [first, heading, last] = saved.lexical_body.root.children;
    expect(first.type).toBe('paragraph');
    expect(first.children[0].text).toBe('First paragraph still first');
    expect(heading).toMatchObject({ type: 'heading', tag: 'h3' });
    expect(heading.children[0].text).toBe('A subheading');
    expect(last.children.map((text: { text: string; format: number }) => [text.text, text.format])).toEqual([
      ['Bold words ', 0],
      ['here', 1],
    ]);

    await page.reload();
    await editorOpened(page);
    await body().getByRole('heading', { level: 3, name: 'A subheading' }).waitFor();
    expect(await body().locator('strong').textContent()).toBe('here');
  });

  it('applies only safe links from the link editor, opening in a new tab', async () => {
    await body().getByText('First paragraph still first').click();
    await page.keyboard.press('End');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'first'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Link' }).click();
    const input = page.getByPlaceholder('Type or paste link');
    await expect(input.inputValue()).resolves.toBe('https://');
    await input.fill('javascript:alert(1)');
    await input.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Links must start with' }).waitFor();
    await input.fill('https://example.org/harbour');
    await input.press('Enter');
    const link = body().getByRole('link', { name: 'first' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://example.org/harbour');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
  });

  it('pastes plain text as paragraphs and nests lists at most two levels deep', async () => {
    await body().getByText('Bold words').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Enter');
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Pasted one\nPasted two');
      data.setData('text/html', '<b style="color:red">Pasted one</b><br>Pasted two');
      document
        .querySelector('[aria-label="Page body"]')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await body().getByText('Pasted two').waitFor();
    expect(await body().locator('b, strong', { hasText: 'Pasted' }).count()).toBe(0);
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('/bullet');
    await page.keyboard.press('Enter');
    await page.keyboard.type('level one');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('level two');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('still level two');
    expect(await body().locator('ul ul').count()).toBe(1);
    expect(await body().locator('ul ul ul').count()).toBe(0);
    expect(await body().locator('ul ul li').count()).toBe(2);
  });
});
