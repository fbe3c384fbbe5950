import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPages } from '../../server/demo/content';
import { pngOf, VIDEO_SAMPLES } from '../mediaSamples';
import { editorSessionForFile, type EditorSession } from './editorSession';
import { caretIsText as caretIsTextIn, openEditor as openEditorAt, savedBlocks, saveInEditor, textOf } from './editorSafetyKit';
import { workerBaseURL } from './workerServer';

// Issue 16: no keystroke destroys work. Each journey types like a person and checks what the server saved.
const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const body = () => session.body();
const saved = (slug: string) => savedBlocks(session, slug);
const openEditor = (path: string, tab = page) => openEditorAt(tab, baseURL, path);
const save = (tab = page) => saveInEditor(tab);
const caretIsText = (tab = page) => caretIsTextIn(tab);

/** Waits until the caret is in an empty paragraph that ends the document. */
function caretInNewLastParagraph(timeout = 30_000) {
  return page.waitForFunction(
    () => {
      const element = document.querySelector('.ProseMirror') as HTMLElement & {
        editor?: {
          state: {
            doc: { lastChild: unknown };
            selection: { empty: boolean; $from: { parent: { type: { name: string }; content: { size: number } } } };
          };
        };
      };
      const state = element?.editor?.state;
      const parent = state?.selection.$from.parent;
      return Boolean(state && parent === state.doc.lastChild && parent!.type.name === 'paragraph' && parent!.content.size === 0);
    },
    undefined,
    { timeout },
  );
}

/** Presses ArrowDown, as a person would, until the caret is in a new paragraph at the end (at most `presses` times). */
async function arrowDownToNewLastParagraph(presses: number) {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('ArrowDown');
    if (
      await caretInNewLastParagraph(300).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await caretInNewLastParagraph();
}

/** Whether the editor's selection is this whole block, after giving it a moment to take a key's selection. */
async function selectedBlockIs(type: string): Promise<boolean> {
  const wait = page.waitForFunction(
    (type) => {
      const element = document.querySelector('.ProseMirror') as HTMLElement & {
        editor: { state: { selection: { node?: { type: { name: string } } } } };
      };
      return element.editor.state.selection.node?.type.name === type;
    },
    type,
    { timeout: 300 },
  );
  return wait.then(
    () => true,
    () => false,
  );
}

/** Scrolls to the end of the page at once, as the End key of a reader's keyboard would. */
async function scrollToEnd() {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
}

describe('the editor never lets a key replace a block', () => {
  const opening = [
    ['an opening image', '/en/page-templates/stories/a-garden-on-the-roof', 'a-garden-on-the-roof'],
    ['a lead image', '/en/page-templates/stories/reservoirs-above-the-city', 'reservoirs-above-the-city'],
    ['a time and location block', '/en/page-templates/events/neon-and-the-night-city', 'neon-and-the-night-city'],
    ['a list', '/en/page-templates/memo/editorial-calendar-january', 'editorial-calendar-january'],
  ] as const;

  it.each(opening)('opens a page that starts with %s with a text caret, so typing at once keeps every block', async (_name, path, slug) => {
    const before = await saved(slug);
    await openEditor(path);
    await caretIsText();
    await page.keyboard.type('Hello ');
    await save();
    const after = await saved(slug);
    expect(after.map((node) => node.type)).toEqual(before.map((node) => node.type));
    expect(after.map(textOf).join('\n')).toContain('Hello ');
    expect(after.filter((node, index) => textOf(node) !== textOf(before[index]))).toHaveLength(1);
  });

  it('opens every other demo page an editor may edit with a text caret, and typing at once keeps every block', async () => {
    // The pages other browser tests read or change are left to them (the ones above included).
    const elsewhere = new Set([
      'a-garden-on-the-roof',
      'reservoirs-above-the-city',
      'neon-and-the-night-city',
      'editorial-calendar-january',
      'archive-digitisation-grant',
      'the-long-view',
      'the-neon-restorers',
      'city-of-water',
      'cities-and-water-symposium',
      'archive-open-day',
      'memories-of-old-cinemas',
      'mapping-the-old-shoreline',
      'walled-villages-oral-history',
      'editorial-calendar-2027',
      'house-style-notes',
      'speaker-visit-information',
      'summer-exhibition-plan-2025',
    ]);
    const pages = demoPages.filter(
      (demo) =>
        !elsewhere.has(demo.slug) &&
        demo.trashedDaysAgo === undefined &&
        demo.collection !== 'dataroom' &&
        (demo.collection !== 'memo' || demo.owner === 'editor'),
    );
    expect(pages.length).toBeGreaterThan(15);
    // Three tabs of the signed-in editor (its session copied into another context) take the pages in turn, so one page's loading overlay and save overlap
    // another's; each page is still opened, typed into at once and saved on its own.
    const queue = [...pages];
    const context = await session.browser.newContext({ storageState: await page.context().storageState() });
    const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
    const journeys = tabs.map(async (tab) => {
      for (let demo = queue.shift(); demo; demo = queue.shift()) {
        const before = await saved(demo.slug);
        await openEditor(`/${demo.locale}/page-templates/${demo.collection}/${demo.slug}`, tab);
        await caretIsText(tab);
        await tab.keyboard.type('Hi ');
        await save(tab);
        const after = await saved(demo.slug);
        expect(
          after.map((node) => node.type),
          demo.slug,
        ).toEqual(before.map((node) => node.type));
        expect(after.map(textOf).join('\n'), demo.slug).toContain('Hi ');
      }
    });
    const outcomes = await Promise.allSettled(journeys);
    await context.close();
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    expect(queue).toEqual([]);
  });

  it('opens a page made only of blocks it keeps as they are with the caret on a line after them', async () => {
    const before = await saved('archive-digitisation-grant');
    await openEditor('/en/page-templates/news/archive-digitisation-grant');
    await caretInNewLastParagraph();
    await page.keyboard.type('Hello');
    await save();
    const after = await saved('archive-digitisation-grant');
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ type: 'paragraph' });
    expect(textOf(after.at(-1)!)).toBe('Hello');
  });

  it('adds a paragraph after a last block that holds no text: by a click below it, by ArrowDown and by Shift+Enter', async () => {
    // A page ending in a button group: click in the space below it.
    await openEditor('/en/page-templates/stories/a-garden-on-the-roof');
    const lastBlock = body().locator(':scope > *').last();
    await scrollToEnd();
    const box = (await lastBlock.boundingBox())!;
    await page.mouse.click(box.x + 40, box.y + box.height + 12);
    await caretInNewLastParagraph();
    await page.keyboard.type('Written below the buttons');
    await save();
    let blocks = await saved('a-garden-on-the-roof');
    expect(blocks.at(-2)!.type).toBe('inlineButton');
    expect(blocks.at(-1)).toMatchObject({ type: 'paragraph' });
    expect(textOf(blocks.at(-1)!)).toBe('Written below the buttons');

    // A page ending in white cards: arrow down from the text above selects the cards, one more goes below them.
    await openEditor('/en/page-templates/projects/walled-villages-oral-history');
    const before = await saved('walled-villages-oral-history');
    const lastText = before.filter((node) => node.type === 'paragraph' && textOf(node)).at(-1)!;
    await body().getByText(textOf(lastText).slice(0, 12)).last().click();
    await arrowDownToNewLastParagraph(10);
    await page.keyboard.type('After the cards');
    await save();
    blocks = await saved('walled-villages-oral-history');
    expect(blocks.slice(0, -1).map((node) => node.type)).toEqual(before.map((node) => node.type));
    expect(textOf(blocks.at(-1)!)).toBe('After the cards');

    // A page ending in a banner: arrow down onto it from the list above (through a tagged preview), then Shift+Enter.
    await openEditor('/en/page-templates/projects/mapping-the-old-shoreline');
    const shoreline = await saved('mapping-the-old-shoreline');
    const list = shoreline.find((node) => node.type === 'list')!;
    await body()
      .getByText(textOf(list.children!.at(-1)!))
      .click();
    for (let press = 0; press < 6 && !(await selectedBlockIs('banner')); press++) await page.keyboard.press('ArrowDown');
    expect(await selectedBlockIs('banner')).toBe(true);
    await page.keyboard.press('Shift+Enter');
    await caretInNewLastParagraph();
    await page.keyboard.type('After the banner');
    await save();
    blocks = await saved('mapping-the-old-shoreline');
    expect(blocks.slice(0, -1).map((node) => node.type)).toEqual(shoreline.map((node) => node.type));
    expect(textOf(blocks.at(-1)!)).toBe('After the banner');
  });

  it.each([
    ['an image', '/hk/page-templates/events/memories-of-old-cinemas', 'memories-of-old-cinemas', 'inline-image'],
    ['tagged previews', '/en/page-templates/events/archive-open-day', 'archive-open-day', 'tagged-preview'],
  ])('adds a paragraph below a page that ends in %s with a click under it', async (_name, path, slug, lastType) => {
    const before = await saved(slug);
    expect(before.at(-1)!.type).toBe(lastType);
    await openEditor(path);
    await scrollToEnd();
    const box = (await body().boundingBox())!;
    await page.mouse.click(box.x + 80, box.y + box.height - 20);
    await caretInNewLastParagraph();
    await page.keyboard.type('The last word');
    await save();
    const after = await saved(slug);
    expect(after.slice(0, -1).map((node) => node.type)).toEqual(before.map((node) => node.type));
    expect(textOf(after.at(-1)!)).toBe('The last word');
  });

  it('puts the caret in a new block or after it for every picker option, so the next keys never replace it', async () => {
    await openEditor('/en/page-templates/news/create-page');
    await page.getByRole('textbox', { name: 'Title' }).fill('Every block, then typing');
    await body().click();
    await page.keyboard.type('Start');
    // [query, option, a dialog that opens on insert, and whether to save it (else it is closed, the block left unfilled),
    // a file chosen in the file chooser the option opens]
    const [, videoName, videoBytes] = VIDEO_SAMPLES[0];
    const options: Array<
      [query: string, title: string, dialog?: string, save?: boolean, file?: { name: string; mimeType: string; buffer: Buffer }]
    > = [
      ['heading 2', 'Heading 2'],
      ['heading 3', 'Heading 3'],
      ['bullet list', 'Bullet List'],
      ['numbered list', 'Numbered List'],
      ['accordion', 'Accordion'],
      ['pullquote', 'Pullquote'],
      ['button', 'Button'],
      ['divider', 'Divider'],
      ['callout', 'Callout'],
      ['red bar', 'Red bar'],
      ['tagged previews', 'Tagged previews', 'Tagged preview card'],
      ['tagged preview', 'Tagged preview', 'Tagged preview card'],
      ['banner', 'Banner', 'Banner'],
      ['gray preview', 'Gray Preview Cards', 'Preview card'],
      ['white preview', 'White Preview Cards', 'Preview card'],
      ['lead image', 'Lead Image'],
      ['table', 'Table', 'Insert table', true],
      ['time and location', 'Time and location'],
      ['image', 'Image', undefined, undefined, { name: 'harbour.png', mimeType: 'image/png', buffer: pngOf(640, 400) }],
      ['video', 'Video', undefined, undefined, { name: videoName, mimeType: 'video/mp4', buffer: videoBytes }],
    ];
    // Playwright intercepts file choosers only while the page has a 'filechooser' listener, switching it as listeners
    // come and go, without waiting. With one waitForEvent per option it went off after the image and on again for the
    // video, and now and then the video's chooser opened with no event (1 run in 4 of this file on 2 busy cores; none in
    // 6 with this listener). One listener for the whole journey keeps the interception on.
    const keepIntercepting = () => undefined;
    page.on('filechooser', keepIntercepting);
    for (const [index, [query, title, dialog, saveDialog, file]] of options.entries()) {
      // Below the last block, in a new paragraph (made by the click when the last block is not an empty one).
      await scrollToEnd();
      const box = (await body().boundingBox())!;
      await page.mouse.click(box.x + 40, box.y + box.height - 4);
      await caretIsText();
      await page.keyboard.press('End');
      if (
        await page.evaluate(
          () =>
            (
              document.querySelector('.ProseMirror') as HTMLElement & {
                editor: { state: { selection: { $from: { parent: { textContent: string } } } } };
              }
            ).editor.state.selection.$from.parent.textContent !== '',
        )
      ) {
        await page.keyboard.press('Shift+Enter');
      }
      await page.keyboard.type(`/${query}`);
      const picker = page.getByRole('listbox', { name: 'Blocks' });
      await picker.waitFor();
      const titles = await picker.locator('.slash-menu__title').allTextContents();
      expect(titles[0], `/${query}`).toBe(title);
      const chooser = file ? page.waitForEvent('filechooser') : null;
      await page.keyboard.press('Enter');
      if (chooser) {
        await (await chooser).setFiles(file!);
        await page.waitForFunction(() => !document.querySelector('.ProseMirror [aria-busy="true"], .ProseMirror [role="progressbar"]'));
        await body().locator('.image-block__uploading, .video-block__uploading').waitFor({ state: 'detached' });
      }
      if (dialog) {
        const opened = page.getByRole('dialog', { name: dialog });
        await opened.waitFor();
        if (saveDialog) await opened.getByRole('button', { name: 'Save' }).click();
        else await page.keyboard.press('Escape');
        await opened.waitFor({ state: 'detached' });
      }
      await caretIsText();
      await page.keyboard.type(`Typed ${index}`);
    }
    page.off('filechooser', keepIntercepting);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/every-block-then-typing(-[a-z0-9]+)?$/);
    await page.getByText('All changes saved').waitFor();
    const blocks = await saved(page.url().split('/').pop()!);
    const text = blocks.map(textOf).join('\n');
    for (const index of options.keys()) expect(text).toContain(`Typed ${index}`);
    const types = blocks.map((node) => node.type);
    for (const type of [
      'inlineButton',
      'horizontalrule',
      'tagged-preview',
      'banner',
      'gray-cards',
      'white-cards',
      'lead-image',
      'table',
      'time-location-node',
      'inline-image',
      'video-node',
    ]) {
      expect(types, type).toContain(type);
    }
  });
});
