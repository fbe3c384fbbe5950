import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INVALID_IMAGE_MESSAGE } from '../../contract/media';
import { pngOf } from '../mediaSamples';
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

async function pick(query: string, title: string) {
  await page.keyboard.type(query);
  const picker = page.getByRole('listbox', { name: 'Blocks' });
  await picker.waitFor();
  const titles = await picker.locator('.slash-menu__title').allTextContents();
  const index = titles.indexOf(title);
  expect(index, `${title} in ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function chooseImage(file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await pick('/image', 'Image');
  await (await chooser).setFiles(file);
}

describe('images in a real browser', () => {
  it('uploads an image from the block picker, captions it, saves, and shows it to readers with the caption toggle', async () => {
    await page.goto(`${baseURL}/en/page-templates/news/create-page`);
    await editorOpened(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('Media e2e page');
    await body().click();
    await page.keyboard.type('Before the image');
    await page.keyboard.press('Shift+Enter');

    await page.route('**/api/images', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await chooseImage({ name: 'harbour.png', mimeType: 'image/png', buffer: pngOf(1200, 800) });
    await body().getByText('Uploading image...').waitFor();
    await body().getByRole('progressbar', { name: 'Image upload' }).waitFor();
    const figure = body().locator('figure.image-block');
    await figure.and(page.locator('.is-loaded')).waitFor();
    expect(await figure.getAttribute('class')).toContain('image-block--landscape');
    expect(await body().getByText('Uploading image...').count()).toBe(0);
    await page.unroute('**/api/images');

    await body().getByRole('button', { name: 'Edit caption' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.getByLabel('Caption', { exact: true }).fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Caption', { exact: true }).fill('The harbour from the Peak.');
    await save.click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('region', { name: 'Page actions' }).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/media-e2e-page(-[a-z0-9]+)?$/);
    await page.getByText('All changes saved').waitFor();
    const slug = page.url().split('/').pop()!;
    const [, image] = (await session.api(`pages/${slug}`)).data.attributes.lexical_body.root.children;
    expect(image).toEqual({
      type: 'inline-image',
      version: 1,
      src: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
      caption: 'The harbour from the Peak.',
      narrativeCaption: '',
      position: 'full',
      isPlaceholder: false,
      altText: '',
      decorative: false,
    });
    const file = await fetch(`${baseURL}${image.src}`);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    await page.reload();
    await body().getByRole('img', { name: 'The harbour from the Peak.' }).waitFor();

    await page.goto(`${baseURL}/en/news/${slug}`);
    const picture = page.getByRole('img', { name: 'The harbour from the Peak.' });
    await picture.waitFor();
    await picture.evaluate((element: HTMLImageElement) => element.decode());
    const shown = await picture.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, source: element.currentSrc }));
    // The upload itself (1200 px wide) until the job queue has made its derivatives; then the browser takes one from
    // the srcset and reports its width as the column's, the picture's sizes (760 px). Either is this file.
    expect(shown.source).toContain(/[0-9a-f]{64}/.exec(image.src)![0]);
    expect([1200, 760]).toContain(shown.width);
    expect(await page.getByRole('note').count()).toBe(0);
    await page.getByRole('button', { name: 'Show caption' }).click();
    expect(await page.getByRole('note').textContent()).toContain('The harbour from the Peak.');
    await page.getByRole('button', { name: 'Hide caption' }).click();
    await page.getByRole('note').waitFor({ state: 'detached' });
  });

  it('refuses a text file renamed .png with the 5.3 message and leaves nothing in the document', async () => {
    await page.goto(`${baseURL}/en/page-templates/news/create-page`);
    await editorOpened(page);
    await body().click();
    await page.keyboard.type('Notes');
    await page.keyboard.press('Shift+Enter');
    await chooseImage({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture.\n') });
    await page.getByText(INVALID_IMAGE_MESSAGE).first().waitFor();
    await body().getByText('Uploading image...').waitFor({ state: 'detached' });
    expect(await body().locator('[data-inline-image]').count()).toBe(0);
  });
});
