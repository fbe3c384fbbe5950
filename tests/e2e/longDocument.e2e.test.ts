import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorRouteOf } from '../../src/routes/paths';
import { editorOpened, editorSelectionIn, editorSessionForFile, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';
import { lexicalParagraphs } from '../lexicalJson';

const baseURL = workerBaseURL();
const BLOCKS = 300;
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

async function createLongPage() {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
  const lexical_body = lexicalParagraphs(Array.from({ length: BLOCKS }, (_, n) => `Block ${n}`));
  const response = await fetch(`${baseURL}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ page: { title: 'A long page', page_collection_slug: 'news', lexical_body } }),
  });
  return (await response.json()).data.attributes as { slug: string; public_route: string };
}

/** A new 300-block page, open in the editor. */
async function openLongPage() {
  const created = await createLongPage();
  await page.goto(`${baseURL}${editorRouteOf(created.public_route)}`);
  await editorOpened(page);
  return created;
}

/** The texts of the editor's paragraphs `from` to `to` (exclusive), in document order. */
const texts = (from: number, to: number) =>
  page.evaluate(
    ([start, end]) => [...document.querySelectorAll('.ProseMirror p')].slice(start, end).map((each) => each.textContent),
    [from, to],
  );

/** Saves with the Save button and answers the saved blocks. */
async function saveAndRead(slug: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('All changes saved').waitFor();
  return (await session.api(`pages/${slug}`)).data.attributes.lexical_body.root.children as Array<{ children: Array<{ text: string }> }>;
}

describe('a long document in the editor', () => {
  it('is laid out in sections, edits across their edges like one document, shows block controls in place and saves flat', async () => {
    const created = await createLongPage();
    await page.goto(`${baseURL}${editorRouteOf(created.public_route)}`);
    await editorOpened(page);
    const body = session.body();
    await body.getByText('Block 0', { exact: true }).waitFor();
    expect(await body.locator('[data-editor-section]').count()).toBe(3);

    const firstOfSecond = body.getByText('Block 100', { exact: true });
    await firstOfSecond.scrollIntoViewIfNeeded();
    await firstOfSecond.click();
    await page.keyboard.press('Home');
    await editorSelectionIn(page, 'Block 100', { offset: 0 });
    await page.keyboard.press('Backspace');
    await page.keyboard.type(' joined');
    await body.locator('p', { hasText: /^Block 99\sjoinedBlock 100$/ }).waitFor();

    const inThird = body.getByText('Block 250', { exact: true });
    await inThird.scrollIntoViewIfNeeded();
    await inThird.hover();
    const controls = page.locator('.block-controls');
    await controls.waitFor();
    const [blockBox, controlsBox] = [await inThird.boundingBox(), await controls.boundingBox()];
    expect(Math.abs(controlsBox!.y - blockBox!.y)).toBeLessThan(8);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    const saved = (await session.api(`pages/${created.slug}`)).data.attributes.lexical_body.root.children as Array<{
      type: string;
      children: Array<{ text: string }>;
    }>;
    expect(saved).toHaveLength(BLOCKS - 1);
    expect(saved.every((block) => block.type === 'paragraph')).toBe(true);
    expect(saved[99].children.map((text) => text.text).join('')).toMatch(/^Block 99\sjoinedBlock 100$/);
    expect(saved[100].children[0].text).toBe('Block 101');
  });

  it('moves a block by keyboard across a section edge as one undo step, and saves the order', async () => {
    const created = await openLongPage();
    const body = session.body();

    // Alt+Shift+ArrowUp on the first block of the second section moves it into the first; undo puts it back.
    const firstOfSecond = body.getByText('Block 100', { exact: true });
    await firstOfSecond.scrollIntoViewIfNeeded();
    await firstOfSecond.click();
    await editorSelectionIn(page, 'Block 100', { offset: -1 });
    await page.keyboard.press('Alt+Shift+ArrowUp');
    await expect.poll(() => texts(98, 102)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => texts(98, 102)).toEqual(['Block 98', 'Block 99', 'Block 100', 'Block 101']);
    await page.keyboard.press('Control+y');
    await expect.poll(() => texts(98, 102)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);

    const saved = await saveAndRead(created.slug);
    expect(saved).toHaveLength(BLOCKS);
    expect(saved.slice(98, 102).map((block) => block.children[0].text)).toEqual(['Block 98', 'Block 100', 'Block 99', 'Block 101']);
  });

  it('moves a block by dragging its handle inside a section, as one undo step, and saves the order', async () => {
    const created = await openLongPage();
    const body = session.body();

    // Scrolled so that the block and where it goes are both on the screen, as a person would before dragging.
    const moved = body.getByText('Block 250', { exact: true });
    await moved.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await moved.hover();
    const handle = page.locator('.block-controls__handle');
    await handle.waitFor();
    const from = (await handle.boundingBox())!;
    const target = (await body.getByText('Block 252', { exact: true }).boundingBox())!;
    expect(target.y + target.height).toBeLessThan(page.viewportSize()!.height);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + 60, target.y + target.height - 4, { steps: 12 });
    await page.mouse.move(target.x + 60, target.y + target.height - 2, { steps: 2 });
    await page.mouse.up();
    await expect.poll(() => texts(249, 254)).toEqual(['Block 249', 'Block 251', 'Block 252', 'Block 250', 'Block 253']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => texts(249, 254)).toEqual(['Block 249', 'Block 250', 'Block 251', 'Block 252', 'Block 253']);
    await page.keyboard.press('Control+y');
    await expect.poll(() => texts(249, 254)).toEqual(['Block 249', 'Block 251', 'Block 252', 'Block 250', 'Block 253']);

    const saved = await saveAndRead(created.slug);
    expect(saved).toHaveLength(BLOCKS);
    expect(saved.slice(249, 254).map((block) => block.children[0].text)).toEqual([
      'Block 249',
      'Block 251',
      'Block 252',
      'Block 250',
      'Block 253',
    ]);
  });
});
