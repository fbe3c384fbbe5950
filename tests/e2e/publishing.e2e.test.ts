import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checklistDialog,
  editorOpened,
  editorSessionForFile,
  newPageFromCollection,
  publishFromBar,
  type EditorSession,
} from './editorSession';
import { workerBaseURL } from './workerServer';

// Issue 17: an editor runs the site from the UI: a new page from its collection, published, unpublished, scheduled.
const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const state = () => page.getByRole('region', { name: 'Page actions' }).locator('.publish-state');

async function readerStatus(path: string): Promise<number> {
  return (await fetch(`${baseURL}${path}`)).status;
}

const newPage = (collection: string, title: string) =>
  newPageFromCollection(session, baseURL, collection, title, 'Written for the publishing test.');

describe('publishing from the editor', () => {
  it('creates a page from its collection, publishes and unpublishes it, and readers see it only while published', async () => {
    const slug = await newPage('news', 'Published from the bar');
    expect(await state().textContent()).toBe('Draft');
    expect(await readerStatus(`/api/content/news/${slug}?locale=en`)).toBe(404);

    await publishFromBar(page);
    await expect.poll(() => state().textContent()).toBe('Published');
    expect(await readerStatus(`/api/content/news/${slug}?locale=en`)).toBe(200);

    // Editing after publishing still saves: the bar carries the version the publish answered with.
    await session.body().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' More.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();

    // A new address in the page settings: the editor moves there, and the old address answers 301 to the new one.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Page settings' });
    await settings.getByLabel('Address').fill('renamed-from-the-bar');
    await settings.getByLabel('Description for search engines and link previews').fill('A page renamed from the editor.');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseURL}/en/page-templates/news/renamed-from-the-bar`);
    const moved = await fetch(`${baseURL}/en/news/${slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseURL).pathname).toBe('/en/news/renamed-from-the-bar');
    const renamed = await session.browser.newPage();
    await renamed.goto(`${baseURL}/en/news/${slug}`);
    await renamed.waitForURL(`${baseURL}/en/news/renamed-from-the-bar`);
    expect(await renamed.locator('meta[name="description"]').getAttribute('content')).toBe('A page renamed from the editor.');
    await renamed.close();

    // Saved changes not yet published: Unpublish is in the publishing menu, beside Publish changes.
    await page.getByRole('button', { name: 'More publishing actions' }).click();
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect.poll(() => state().textContent()).toBe('Draft');
    expect(await readerStatus(`/api/content/news/renamed-from-the-bar?locale=en`)).toBe(404);
  });

  it('asks for alt text before publishing an image, and publishes once the image is marked decorative', async () => {
    await page.goto(`${baseURL}/en/page-templates/stories/a-garden-on-the-roof`);
    await session.body().waitFor();
    await editorOpened(page);
    await page.getByRole('button', { name: 'Edit caption' }).click();
    let dialog = page.getByRole('dialog', { name: 'Image' });
    await dialog.getByLabel('Alt text').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('No alt text yet: needed to publish').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'More publishing actions' }).click();
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect.poll(() => state().textContent()).toBe('Draft');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await checklistDialog(page)
      .getByRole('region', { name: 'Fix before publishing' })
      .getByRole('button', { name: /^No alt text: Raised beds on the roof/ })
      .waitFor();
    await checklistDialog(page).getByRole('button', { name: 'Back to the page' }).click();
    expect(await state().textContent()).toBe('Draft');
    expect(await readerStatus('/api/content/stories/a-garden-on-the-roof?locale=en')).toBe(404);

    await page.getByRole('button', { name: 'Edit caption' }).click();
    dialog = page.getByRole('dialog', { name: 'Image' });
    await dialog.getByLabel('Decorative image: screen readers skip it').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();
    await publishFromBar(page);
    await expect.poll(() => state().textContent()).toBe('Published');
    const saved = (await session.api('pages/a-garden-on-the-roof')).data.attributes.lexical_body.root.children[0];
    expect(saved).toMatchObject({ type: 'inline-image', altText: '', decorative: true });
    const html = await (await fetch(`${baseURL}/en/stories/a-garden-on-the-roof`)).text();
    expect(html).toMatch(/<img class="image-block__image" src="\/demo\/garden.svg" alt=""/);
  });

  it('shows the checklist before publishing: a link to no page blocks until it is mended, warnings do not', async () => {
    const slug = await newPage('stories', 'Checked before publishing');
    await session.body().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' See more.');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'more'.length + 1; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Link' }).click();
    const input = page.getByPlaceholder('Type or paste link');
    await input.fill('/en/news/a-page-never-written');
    await input.press('Enter');
    await session.body().getByRole('link', { name: 'more' }).waitFor();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const checklist = checklistDialog(page);
    const blocking = checklist.getByRole('region', { name: 'Fix before publishing' });
    await expect
      .poll(() => blocking.getByRole('listitem').allTextContents())
      .toEqual(['A link leads to a page that does not exist: /en/news/a-page-never-written']);
    await expect
      .poll(() => checklist.getByRole('region', { name: 'Worth a look' }).getByRole('listitem').allTextContents())
      .toEqual([
        'No stand first or search description: lists and link previews show the first words instead.',
        'The story has no lead image: its card has no picture.',
        'No counterpart on the other language’s site is set (Page settings).',
      ]);
    expect(await checklist.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    // What the button showed was saved first, and the API refuses the same publish.
    const pageId = (await session.api(`pages/${slug}`)).data.attributes.page_id;
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
    const refused = await fetch(`${baseURL}/api/pages/${pageId}/publish`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(422);

    // The item shows its paragraph; the link is mended there, and the page publishes past the warnings.
    await blocking.getByRole('button').click();
    await checklist.waitFor({ state: 'detached' });
    await session.body().getByRole('link', { name: 'more' }).dblclick();
    await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Link' }).click();
    await input.fill('/en/news/winter-opening-hours');
    await input.press('Enter');
    await publishFromBar(page);
    await expect.poll(() => state().textContent()).toBe('Published');
    const saved = (await session.api(`pages/${slug}`)).data.attributes;
    expect(saved.published).toBe(true);
    expect(JSON.stringify(saved.lexical_body)).toContain('/en/news/winter-opening-hours');
  });

  it('schedules a publish by typing its day, shows it in the bar, and cancels it', async () => {
    const slug = await newPage('stories', 'Scheduled from the bar');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const form = page.locator('.schedule-form');
    const next = new Date(Date.now() + 3 * 86_400_000);
    const typed = `${next.getDate()}/${next.getMonth() + 1}/${next.getFullYear()}`;
    await form.getByLabel('Day', { exact: true }).fill(typed);
    await form.getByLabel('Time').fill('09:30');
    await form.getByRole('button', { name: 'Schedule publish' }).click();
    await checklistDialog(page, 'Before scheduling').getByRole('button', { name: 'Schedule publish' }).click();
    await expect.poll(() => state().textContent()).toMatch(/^Scheduled for \d{1,2} \w+ \d{4}, 09:30$/);
    const saved = (await session.api(`pages/${slug}`)).data.attributes;
    expect(new Date(saved.publish_at).getHours()).toBe(9);
    expect(saved.published).toBe(false);

    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel the schedule' }).click();
    await expect.poll(() => state().textContent()).toBe('Draft');
    expect((await session.api(`pages/${slug}`)).data.attributes.publish_at).toBeNull();
  });

  it('shares the draft by a preview link that a signed-out reader opens, unindexed, until it is withdrawn', async () => {
    await newPage('stories', 'A draft to preview');
    await page.getByRole('button', { name: 'Preview link', exact: true }).click();
    await page.getByRole('button', { name: 'Create a preview link' }).click();
    const link = await page.getByLabel('New link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/en/preview/[A-Za-z0-9_-]{43}$`));

    const reader = await session.browser.newPage();
    const response = await reader.goto(link);
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await reader.getByRole('heading', { level: 1, name: 'A draft to preview' }).waitFor();
    await reader.getByText('A preview of a draft').waitFor();
    expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    await page.getByRole('list', { name: 'Open preview links' }).getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('list', { name: 'Open preview links' }).waitFor({ state: 'detached' });
    await reader.reload();
    await reader.getByRole('heading', { level: 1, name: 'Preview not available' }).waitFor();
    await reader.close();
  });
});
