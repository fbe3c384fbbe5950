import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { startServer, type RunningServer } from './serverProcess';

// Issue 32 leftovers: the People screen's fields and buttons look as the site settings' do (one set of form classes),
// on a wide screen and a phone, and its invitation form still invites.
let server: RunningServer;
let browser: Browser;
let baseURL: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  baseURL = server.url;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const LOOK = ['border-top-width', 'border-top-color', 'border-top-left-radius', 'padding-left', 'font-size', 'background-color'];
const lookOf = (control: Locator) =>
  control.evaluate((element, names) => {
    const style = getComputedStyle(element);
    return {
      ...Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])),
      height: element.getBoundingClientRect().height,
    };
  }, LOOK);
/** The same look: the same styles, and a height within 2 px (a select's box is a pixel shorter than an input's). */
const expectSameLook = (actual: Awaited<ReturnType<typeof lookOf>>, expected: typeof actual, what: string) => {
  const { height, ...rest } = actual;
  const { height: expectedHeight, ...expectedRest } = expected;
  expect(rest, what).toEqual(expectedRest);
  expect(Math.abs(height - expectedHeight), what).toBeLessThanOrEqual(2);
};

async function adminAt(width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInThroughForm(page, baseURL, 'admin@example.org', 'demo-admin');
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

describe('the People screen’s form', () => {
  for (const width of [1280, 390]) {
    it(`has the site settings’ fields and buttons at ${width} px, and invites`, async () => {
      const page = await adminAt(width);
      await page.goto(`${baseURL}/en/admin/settings`);
      const field = await lookOf(page.getByLabel('Site name in English'));
      const primary = await lookOf(page.getByRole('button', { name: 'Save settings' }));
      expect(field.height).toBeGreaterThanOrEqual(44);

      await page.goto(`${baseURL}/hk/admin/people`);
      const invite = page.getByRole('form', { name: '邀請成員' });
      for (const label of ['姓名', '電郵', '角色']) expectSameLook(await lookOf(invite.getByLabel(label, { exact: true })), field, label);
      expectSameLook(await lookOf(page.getByRole('combobox', { name: /Alex Morgan/ })), field, 'role of a person');
      expectSameLook(await lookOf(invite.getByRole('button', { name: '發送邀請' })), primary, 'send');

      // The form still does its work: typed, chosen and sent, the person is on the server.
      const email = `styled-${width}@example.org`;
      await invite.getByLabel('姓名', { exact: true }).click();
      await page.keyboard.type(`Styled ${width}`);
      await invite.getByLabel('電郵', { exact: true }).click();
      await page.keyboard.type(email);
      await invite.getByLabel('角色', { exact: true }).selectOption('author');
      await invite.getByRole('button', { name: '發送邀請' }).click();
      await page.getByRole('cell', { name: email }).waitFor();
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
      const people = (await (await fetch(`${baseURL}/api/admin/people`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: Array<{ attributes: { email: string; role: string; status: string } }>;
      };
      expect(people.data.find((person) => person.attributes.email === email)?.attributes).toMatchObject({
        role: 'author',
        status: 'invited',
      });
      await page.context().close();
    }, 60_000);
  }
});
