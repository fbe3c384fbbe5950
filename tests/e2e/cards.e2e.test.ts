import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorOpened, editorSessionForFile, type EditorSession } from './editorSession';
import { demoDayAsShown } from './demoDay';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const body = () => session.body();

async function pick(query: string, title: string, description?: string) {
  await page.keyboard.type(query);
  const picker = page.getByRole('listbox', { name: 'Blocks' });
  await picker.waitFor();
  const titles = await picker.locator('.slash-menu__title').allTextContents();
  const descriptions = await picker
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.querySelector('.slash-menu__description')?.textContent ?? ''));
  const index = titles.findIndex((text, at) => text === title && (description === undefined || descriptions[at] === description));
  expect(index, `${title} in ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function savedDocument(slug: string) {
  return (await session.api(`pages/${slug}`)).data.attributes;
}

describe('cards, banners and events in a real browser', () => {
  it('inserts a tagged preview and a banner through the block picker and their dialogs, saves, and shows them after a reload', async () => {
    await page.goto(`${baseURL}/en/page-templates/news/create-page`);
    await editorOpened(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('Cards e2e page');
    await body().click();
    await page.keyboard.type('Before the cards');
    await page.keyboard.press('Shift+Enter');
    await pick('/tagged', 'Tagged preview');

    // A block with required fields opens its dialog as soon as it is inserted.
    const cardDialog = page.getByRole('dialog', { name: 'Tagged preview card' });
    const saveCard = cardDialog.getByRole('button', { name: 'Save' });
    expect(await saveCard.isDisabled()).toBe(true);
    await cardDialog.getByLabel('Title').fill('Plan a visit');
    await cardDialog.getByLabel('Description').fill('The reading room is open Tuesday to Saturday.');
    await cardDialog.getByLabel('Link').fill('www.example.org');
    await cardDialog.getByText('Must be a valid URL or mailto link').waitFor();
    expect(await saveCard.isDisabled()).toBe(true);
    await cardDialog.getByLabel('Link').fill('mailto:archive@example.org');
    await cardDialog.getByLabel('Colour').selectOption({ label: 'Green' });
    await saveCard.click();
    await cardDialog.waitFor({ state: 'detached' });

    await body().locator(':scope > p').last().click();
    await pick('/banner', 'Banner');
    const bannerDialog = page.getByRole('dialog', { name: 'Banner' });
    await bannerDialog.getByLabel('Title').fill('Walk the old shoreline');
    await bannerDialog.getByLabel('Description').fill('A guided walk from Central to North Point.');
    await bannerDialog.getByLabel('Link').fill('https://example.org/walk');
    await bannerDialog.getByRole('button', { name: 'Save' }).click();
    await bannerDialog.waitFor({ state: 'detached' });

    await page.getByRole('region', { name: 'Page actions' }).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/page-templates\/news\/cards-e2e-page(-[a-z0-9]+)?$/);
    await page.getByText('All changes saved').waitFor();
    const slug = page.url().split('/').pop()!;
    const saved = await savedDocument(slug);
    const [, tagged, banner] = saved.lexical_body.root.children;
    expect(tagged).toMatchObject({ type: 'tagged-preview', version: 1 });
    expect(tagged.cards).toEqual([
      {
        title: 'Plan a visit',
        description: 'The reading room is open Tuesday to Saturday.',
        link: 'mailto:archive@example.org',
        color: '#74B87A',
        id: expect.stringMatching(/^card-/),
      },
    ]);
    expect(banner).toEqual({
      type: 'banner',
      version: 1,
      title: 'Walk the old shoreline',
      description: 'A guided walk from Central to North Point.',
      link: 'https://example.org/walk',
    });

    await page.reload();
    await body().getByText('Plan a visit').waitFor();
    await body().getByText('Walk the old shoreline').waitFor();

    await page.goto(`${baseURL}/en/news/${slug}`);
    expect(await page.getByRole('link', { name: 'Plan a visit' }).getAttribute('href')).toBe('mailto:archive@example.org');
    const bannerLink = page.getByRole('link', { name: 'Walk the old shoreline' });
    expect(await bannerLink.getAttribute('href')).toBe('https://example.org/walk');
    expect(await bannerLink.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("opens the What's on page and sees the featured and upcoming events", async () => {
    await page.goto(`${baseURL}/en/whats-on`);
    await page.getByRole('heading', { level: 1, name: "What's on" }).waitFor();
    const featured = page.getByRole('region', { name: 'Featured' });
    await featured.getByRole('link', { name: 'Cities and Water: a symposium' }).waitFor();
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await upcoming.getByRole('link', { name: 'Winter Reading Night' }).waitFor();
    const dates = await upcoming.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    const today = new Date().toISOString().slice(0, 10);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date >= today)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it("shows an event's time and location and its programme day by day", async () => {
    const symposiumDay = demoDayAsShown('2026-12-04');
    await page.goto(`${baseURL}/en/events/cities-and-water-symposium`);
    const details = page.getByRole('region', { name: 'Time and location' });
    await details.waitFor();
    expect(await details.textContent()).toContain(symposiumDay);
    expect(await details.textContent()).toContain('9:00 – 15:30');
    const day = page.getByRole('region', { name: symposiumDay });
    await day.getByText('The narrowing harbour').waitFor();
    expect(await day.getByRole('listitem').first().textContent()).toContain('9:00–10:30');
    expect(await page.getByRole('button', { name: 'Edit programme' }).isVisible()).toBe(true);
  });
});
