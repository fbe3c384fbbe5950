import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { launchBrowser, signInThroughForm } from './browser';
import { editorOpened, publishedStoryOfItsOwn } from './editorSession';
import { workerBaseURL } from './workerServer';

// Issue 17: a person moves through the /hk site, as a reader and as an editor, and meets no English interface text.
const baseURL = workerBaseURL();
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

// Every English interface text, except those Chinese writes the same way (the product's name, "EN") and "English",
// which the language switch's English link is titled in its own language on every site, as language switches are.
const englishTexts = new Set(
  Object.values(CATALOGUES)
    .flatMap(({ en }) => Object.values(en))
    .map((text) => text.trim())
    .filter((text) => /[A-Za-z]{2,}/.test(text) && !/^(Masthead|EN|English)$/.test(text)),
);
// An English message with placeholders and words of its own, as a pattern over the filled-in text.
const englishPatterns = [...englishTexts]
  .filter((text) => /\{[A-Za-z]+\}/.test(text) && /[A-Za-z]{3,}/.test(text.replace(/\{[A-Za-z]+\}/g, '')))
  .map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{[A-Za-z]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.{0,200}')}$`,
      ),
  );

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(() => browser?.close());

/** The English interface texts on the screen: lines of visible text and accessible names, labels and placeholders. */
async function englishOnScreen(): Promise<string[]> {
  const shown: string[] = await page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter(Boolean);
  });
  return [...new Set(shown.filter((text) => englishTexts.has(text) || englishPatterns.some((pattern) => pattern.test(text))))];
}

async function visit(path: string, ready: () => Promise<unknown>) {
  await page.goto(`${baseURL}${path}`);
  await ready();
  expect(await englishOnScreen(), path).toEqual([]);
}

describe('the /hk site speaks Chinese', () => {
  it('to a reader: home, a section, a story, what is on, sign-in, a missing page', async () => {
    expect(englishTexts.size).toBeGreaterThan(300);
    await visit('/hk', () => page.getByRole('navigation', { name: '欄目' }).waitFor());
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^zh/);
    await visit('/hk/stories', () => page.getByRole('heading', { level: 1 }).waitFor());
    await visit('/hk/stories/sham-shui-po-fabric-street', () => page.getByRole('heading', { level: 1, name: '深水埗布行街' }).waitFor());
    await visit('/hk/whats-on', () => page.getByRole('heading', { level: 1 }).waitFor());
    await visit('/hk/login', () => page.locator('input[type="password"]').waitFor());
    // A message the server writes comes in Chinese too.
    await page.locator('input[type="email"]').fill('editor@example.org');
    await page.locator('input[type="password"]').fill('not the password');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('電郵或密碼不正確。').waitFor();
    expect(await englishOnScreen()).toEqual([]);
    await visit('/hk/forgot-password', () => page.locator('input[type="email"]').waitFor());
    await visit('/hk/stories/no-such-story', () => page.getByRole('heading', { level: 1 }).waitFor());
    // Phone width: the menu button and its sections.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/hk/news', () => page.getByRole('heading', { level: 1 }).waitFor());
    await page.getByRole('button', { name: '選單' }).click();
    await page.getByRole('navigation', { name: '欄目' }).getByRole('link').first().waitFor();
    expect(await englishOnScreen()).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('to an editor: the memo space, the share dialog, the editor with its picker, settings and schedule', async () => {
    // A browser context of its own: on a retry the first try's is still signed in, and the sign-in page would not ask.
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughForm(page, baseURL, 'editor@example.org', 'demo-editor');
    await page.waitForURL(`${baseURL}/en`);
    await visit('/hk/memo', () => page.getByRole('table').waitFor());
    await visit('/hk/memo/trash', () => page.getByRole('heading', { level: 1 }).waitFor());
    await visit('/hk/memo/favourites', () => page.getByRole('heading', { level: 1 }).waitFor());
    await visit('/hk/memo/tai-o-fieldwork-notes', () => page.getByRole('heading', { level: 1 }).waitFor());
    await visit('/hk/memo/editorial-calendar-2027', () => page.getByRole('heading', { level: 1 }).waitFor());
    await page.getByRole('button', { name: '分享頁面' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await englishOnScreen()).toEqual([]);
    await page.keyboard.press('Escape');

    // A published story of its own (the demo's are shared with this server's other journeys, which leave some with
    // changes not yet published): the bar before anyone changes it, with its settings and its schedule.
    const slug = await publishedStoryOfItsOwn(page, baseURL, {
      locale: 'hk',
      title: `深水埗布行 ${Date.now().toString(36)}`,
      text: '基隆街的布行一家接一家，街坊在這裡買布已經幾十年。',
    });
    await visit(`/hk/page-templates/stories/${slug}`, () => editorOpened(page));
    await page.getByRole('region', { name: '頁面操作' }).locator('.publish-state').waitFor();
    for (const name of ['設定', '排程']) {
      await page.getByRole('button', { name, exact: true }).click();
      await page.waitForTimeout(300);
      expect(await englishOnScreen(), name).toEqual([]);
      await page.keyboard.press('Escape');
    }

    await page.locator('.ProseMirror p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('/');
    await page.getByRole('listbox').waitFor();
    expect(await englishOnScreen()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Backspace');

    // The line break stays: once saved, the page has changes not yet published, and the bar's menu says so in Chinese.
    await page.keyboard.press('Control+s');
    await page.getByRole('button', { name: '發佈更改', exact: true }).waitFor();
    await page.getByRole('button', { name: '更多發佈操作' }).click();
    await page.getByRole('button', { name: '預定發佈更改…' }).waitFor();
    expect(await englishOnScreen(), 'the menu').toEqual([]);
    // Discarded, the page is left as the journey found it (a retry starts from the same page).
    await page.getByRole('button', { name: '捨棄更改' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '捨棄更改' }).click();
    await page.getByRole('button', { name: '排程', exact: true }).waitFor();
  });
});
