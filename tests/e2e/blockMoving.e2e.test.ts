import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorOpened, editorSelectionIn, editorSessionForFile, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

// Issue 16: blocks move by keyboard, by the block menu and by dragging their handle; each move is one undo step.
const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const body = () => session.body();

/** The text of the editor's top-level blocks, as the editor holds them now. */
function order(): Promise<string[]> {
  return page.evaluate(() => {
    const { editor } = document.querySelector('[aria-label="Page body"]') as HTMLElement & {
      editor: { state: { doc: { forEach(f: (node: { textContent: string; type: { name: string } }) => void): void } } };
    };
    const texts: string[] = [];
    editor.state.doc.forEach((node) => texts.push(node.textContent || node.type.name));
    return texts;
  });
}

async function expectOrder(expected: string[]) {
  await expect.poll(order).toEqual(expected);
}

describe('moving blocks in a real browser', () => {
  it('reorders by keyboard, by the block menu and by drag, duplicates, and undoes each step; the saved page has the result', async () => {
    await page.goto(`${baseURL}/en/page-templates/news/create-page`);
    await body().waitFor();
    await editorOpened(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('Blocks on the move');
    await body().click();
    await page.keyboard.type('Alpha');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Beta');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Gamma');
    await expectOrder(['Alpha', 'Beta', 'Gamma']);

    await page.keyboard.press('Alt+Shift+ArrowUp');
    await page.keyboard.press('Alt+Shift+ArrowUp');
    await expectOrder(['Gamma', 'Alpha', 'Beta']);
    await page.keyboard.type('!');
    await expectOrder(['Gamma!', 'Alpha', 'Beta']);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expectOrder(['Alpha', 'Gamma', 'Beta']);

    await body().getByText('Beta').hover();
    await page.getByRole('button', { name: 'Block menu' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expectOrder(['Alpha', 'Gamma', 'Beta', 'Beta']);
    await body().getByText('Alpha').hover();
    await page.getByRole('button', { name: 'Block menu' }).click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await expectOrder(['Gamma', 'Alpha', 'Beta', 'Beta']);
    await page.keyboard.press('Control+z');
    await expectOrder(['Alpha', 'Gamma', 'Beta', 'Beta']);

    // Drag Alpha by its handle to below the last block.
    await body().getByText('Alpha').hover();
    const handle = page.locator('.block-controls__handle');
    const from = (await handle.boundingBox())!;
    const last = (await body().locator(':scope > p').last().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(last.x + 60, last.y + last.height - 4, { steps: 12 });
    await page.mouse.move(last.x + 60, last.y + last.height - 2, { steps: 2 });
    await page.mouse.up();
    await expectOrder(['Gamma', 'Beta', 'Beta', 'Alpha']);
    await page.keyboard.press('Control+z');
    await expectOrder(['Alpha', 'Gamma', 'Beta', 'Beta']);
    await page.keyboard.press('Control+y');
    await expectOrder(['Gamma', 'Beta', 'Beta', 'Alpha']);

    // The "+" beside an empty line opens the block picker there.
    await body().getByText('Alpha').click();
    await page.keyboard.press('End');
    await editorSelectionIn(page, 'Alpha', { offset: 5 });
    await page.keyboard.press('Shift+Enter');
    await body().locator(':scope > p').last().hover();
    await page.getByRole('button', { name: 'Insert a block' }).click();
    await page.getByRole('listbox', { name: 'Blocks' }).waitFor();
    await page.keyboard.type('divider');
    await page.keyboard.press('Enter');
    await expectOrder(['Gamma', 'Beta', 'Beta', 'Alpha', 'horizontalRule', 'paragraph']);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/blocks-on-the-move(-[a-z0-9]+)?$/);
    await page.getByText('All changes saved').waitFor();
    const saved = (await session.api(`pages/${page.url().split('/').pop()}`)).data.attributes.lexical_body.root.children;
    expect(saved.map((block: { type: string; children?: Array<{ text: string }> }) => block.children?.[0]?.text ?? block.type)).toEqual([
      'Gamma',
      'Beta',
      'Beta',
      'Alpha',
      'horizontalrule',
    ]);
  });
});
