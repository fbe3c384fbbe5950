import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorSelectionIn, editorSessionForFile, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

interface SavedNode {
  text?: string;
  children?: SavedNode[];
}

/** The text of a saved document's blocks, one string a top-level block. */
function blockTexts(document: { root: SavedNode }): string[] {
  const textOf = (node: SavedNode): string => node.text ?? (node.children ?? []).map(textOf).join('');
  return (document.root.children ?? []).map(textOf);
}

/** Errors the page reports: uncaught ones, and those React's error boundary logs before its "Something went wrong". */
function collectErrors(target: Page): string[] {
  const errors: string[] = [];
  target.on('pageerror', (error) => errors.push(error.message));
  target.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

describe("editing the What's on page", () => {
  it('opens the intro editor the first time, its block controls beside the text, takes typed text at the end of the intro, saves it, and shows it', async () => {
    const errors = collectErrors(page);
    const before = blockTexts((await session.api('section_pages/what-s-on')).data.attributes.intro);
    const last = before.at(-1)!;

    // A fresh browser: the editor's code loads on this first click (the crash came from that first opening).
    await page.goto(`${baseURL}/en/whats-on`);
    await page.getByRole('heading', { level: 1, name: "What's on" }).waitFor();
    await page.getByRole('button', { name: 'Edit this page' }).click();
    const form = page.getByRole('form', { name: "Edit what's on" });
    const intro = form.getByRole('textbox', { name: 'Introduction' });
    // The editor, or the error screen that took its place: the test then fails on the error itself, not a timeout.
    await intro.or(page.getByRole('heading', { name: 'Something went wrong' })).waitFor();
    expect(errors).toEqual([]);

    const paragraph = intro.locator(':scope > p').last();
    await paragraph.click();
    // The end of the intro (End alone would stop at the end of the clicked line of a wrapped paragraph).
    await page.keyboard.press('Control+End');
    await editorSelectionIn(page, last, { offset: last.length });
    // The block's controls show beside its text, in the gutter, not over its first words.
    const text = (await paragraph.boundingBox())!;
    for (const name of ['Block menu', 'Remove block', 'Block settings']) {
      const control = (await form.getByRole('button', { name }).boundingBox())!;
      expect(control.x + control.width, name).toBeLessThanOrEqual(text.x);
    }
    await page.keyboard.type(' Doors open at six.');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const saved = (await session.api('section_pages/what-s-on')).data.attributes;
    expect(blockTexts(saved.intro)).toEqual([...before.slice(0, -1), `${last} Doors open at six.`]);
    await page.getByText(`${last} Doors open at six.`).waitFor();
    expect(errors).toEqual([]);
  });
});
