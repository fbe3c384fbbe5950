import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorOpened, editorSelectionIn, editorSessionForFile, publishedStoryOfItsOwn } from './editorSession';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  page = opened.page;
});

/** How far apart the tops of an element's children are: 0 when they sit on one row. */
function rowSpread(selector: string) {
  return page.locator(selector).evaluate((element) => {
    const tops = [...element.children]
      .filter((child) => child.getBoundingClientRect().height > 0)
      .map((child) => child.getBoundingClientRect());
    const middles = tops.map((box) => box.top + box.height / 2);
    return Math.max(...middles) - Math.min(...middles);
  });
}

/** How much wider than the window the page is (0 when nothing makes it scroll sideways). */
function sidewaysOverflow() {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('layout at 1280 px and on a 390 px phone', () => {
  it('keeps the editor bar of a published page on one row at 1280 px, with changes not yet published too, and shows the schedule time whole', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const slug = await publishedStoryOfItsOwn(page, baseURL, {
      locale: 'en',
      title: `Layout story ${Date.now().toString(36)}`,
      text: 'A story the layout journey publishes to measure the editor bar on.',
    });
    for (const locale of ['en', 'hk']) {
      await page.goto(`${baseURL}/${locale}/page-templates/stories/${slug}`);
      await editorOpened(page);
      await page.locator('.publish-control').waitFor();
      expect(await rowSpread('.editor-workspace__bar'), locale).toBeLessThan(8);
      // The header of a signed-in editor keeps its sections, search, languages, name and Sign out on one row.
      expect(await rowSpread('.site-header__inner'), `${locale} header`).toBeLessThan(8);
    }

    // Saved changes not yet published: the bar's longest state, its rarer steps behind one button.
    await page.goto(`${baseURL}/en/page-templates/stories/${slug}`);
    await editorOpened(page);
    await page.getByRole('textbox', { name: 'Page body' }).getByText('A story the layout journey').click();
    await page.keyboard.press('End');
    await editorSelectionIn(page, 'A story the layout journey publishes to measure the editor bar on.');
    await page.keyboard.type(' Changed.');
    await page.keyboard.press('Control+s');
    await page.locator('.publish-state').getByText('Published · changes not yet published', { exact: true }).waitFor();
    for (const locale of ['en', 'hk']) {
      await page.goto(`${baseURL}/${locale}/page-templates/stories/${slug}`);
      await editorOpened(page);
      await page.locator('.publish-state--changes').waitFor();
      expect(await rowSpread('.editor-workspace__bar'), `${locale} with changes`).toBeLessThan(8);
    }
    await page.getByRole('button', { name: '更多發佈操作' }).click();
    await page.getByRole('button', { name: '捨棄更改' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${baseURL}/en/page-templates/stories/${slug}`);
    await editorOpened(page);
    await page.getByRole('button', { name: 'More publishing actions' }).click();
    await page.getByRole('button', { name: 'Schedule changes…' }).click();
    const time = page.getByLabel('Time');
    await time.waitFor();
    // The field is at least as wide as its own text and clock button ("09:00 AM" was cut to "09:00 AN").
    const widths = await time.evaluate((input) => {
      const natural = input.cloneNode() as HTMLInputElement;
      natural.style.width = 'max-content';
      natural.style.minWidth = '0';
      input.after(natural);
      const needed = natural.offsetWidth;
      natural.remove();
      return { shown: (input as HTMLInputElement).offsetWidth, needed };
    });
    expect(widths.shown).toBeGreaterThanOrEqual(widths.needed);
    await page.keyboard.press('Escape');
  });

  it('fits the memo list, the editor and the header of a signed-in editor into a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ['en', 'hk']) {
      await page.goto(`${baseURL}/${locale}/memo`);
      await page.locator('.memo-table tbody tr').first().waitFor();
      expect(await sidewaysOverflow(), `memo list /${locale}`).toBe(0);
      // The header stays one line: the menu button beside the site's name, not under it.
      expect(await rowSpread('.site-header__inner'), `header /${locale}`).toBeLessThan(12);

      await page.goto(`${baseURL}/${locale}/page-templates/stories/a-garden-on-the-roof`);
      await editorOpened(page);
      await page.locator('.publish-control').waitFor();
      expect(await sidewaysOverflow(), `editor /${locale}`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});
