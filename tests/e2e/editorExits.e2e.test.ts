import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorOpened, editorSelectionIn, editorSessionForFile, type EditorSession } from './editorSession';
import { liveMode } from './serverProcess';
import { workerBaseURL } from './workerServer';

const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const body = () => session.body();

function tokenOf(of: Page) {
  return of.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
}

/** A new memo of the signed-in editor, made through the API; its slug. */
async function createMemo(title: string) {
  const response = await fetch(`${baseURL}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(page)}` },
    body: JSON.stringify({ page: { title, page_collection_slug: 'memo' } }),
  });
  const { data } = (await response.json()) as { data: { attributes: { slug: string } } };
  return data.attributes.slug;
}

async function openEditor(locale: 'en' | 'hk', slug: string) {
  await page.goto(`${baseURL}/${locale}/page-templates/memo/${slug}`);
  await editorOpened(page);
}

/** Types `text` at the end of the body, selects its last word and pastes `link` into the link editor. */
async function pasteLinkOver(text: string, link: string, linkButton: string) {
  await body().click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type(text);
  const word = text.split(' ').pop()!;
  await page.keyboard.down('Shift');
  for (let i = 0; i < word.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await editorSelectionIn(page, text, { selected: word.length });
  await page.getByRole('toolbar').getByRole('button', { name: linkButton }).click();
  const input = page.locator('#link-editor-input');
  await input.waitFor();
  await page.evaluate((value) => navigator.clipboard.writeText(value), link);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

describe('leaving the editor loses nothing and says why', () => {
  it('a pasted link to a page the editor may not open goes home, says why once, and keeps the work for the page', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const slug = await createMemo('Links that go nowhere');
    // A page id no page has: the access check refuses it as it refuses a page of someone else's.
    const forbidden = `${baseURL}/en/pages/0123456789abcdef0123456789abcdef`;

    await openEditor('en', slug);
    await pasteLinkOver('Words I wrote first', forbidden, 'Link');
    await page.waitForURL(`${baseURL}/en`);
    const notice = page.getByRole('alert').filter({ hasText: 'That link points to a page you cannot open' });
    await notice.waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Recent stories' }).waitFor();
    expect(await page.getByText('That link points to a page you cannot open').count()).toBe(0);

    await restoreAndSave(slug, 'Words I wrote first');

    // The same in Chinese, from the /hk editor to the /hk home page, and the notice goes when dismissed.
    await openEditor('hk', slug);
    await pasteLinkOver('再寫幾個字 多', forbidden, '連結');
    await page.waitForURL(`${baseURL}/hk`);
    const chinese = page.getByRole('alert').filter({ hasText: '該連結指向你無法開啟的頁面' });
    await chinese.waitFor();
    await chinese.getByRole('button', { name: '關閉通知' }).click();
    await chinese.waitFor({ state: 'detached' });
  });

  it('asks before signing out with unsaved changes, and offers them back after signing in again', async () => {
    const slug = await createMemo('Written before signing out');
    await openEditor('en', slug);
    await body().click();
    await page.keyboard.type('Typed before signing out');
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
    if (liveMode()) return signOutWithNothingUnsaved(slug, 'Typed before signing out');
    await signOut.click();
    const question = page.getByRole('dialog', { name: 'Sign out without saving?' });
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await tokenOf(page)).not.toBeNull();
    await body().getByText('Typed before signing out').waitFor();

    await signOut.click();
    await question.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token)).toBeNull();

    await signInHere(`${baseURL}/en/login`);
    await restoreAndSave(slug, 'Typed before signing out');
  });

  it('sends an editor whose session ended to sign in and back to the page, where the unsaved work is offered', async () => {
    const slug = await createMemo('Written as my session ended');
    await openEditor('en', slug);
    await body().click();
    await page.keyboard.type('Typed as my session ended');
    // The session ends elsewhere: the same token signed out from another place (as expiry or a revocation does).
    const revoked = await fetch(`${baseURL}/api/auth/sign_out`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(revoked.status).toBeLessThan(300);
    if (liveMode()) {
      // Live: the server ends the session at once (no Save needed to find out); what was typed reached it and is saved.
      await page.getByRole('alert').getByText('Your session has ended. Sign in again to keep editing;', { exact: false }).waitFor();
      await signInHere(`${baseURL}/en/login`);
      return restoreAndSave(slug, 'Typed as my session ended');
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/en\/login\?next=/);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await signInHere();
    await page.waitForURL(`${baseURL}/en/page-templates/memo/${slug}`);
    await restoreAndSave(slug, 'Typed as my session ended');
  });
});

/** Signs in as the demo editor on the sign-in screen (the one shown, or `at`). */
async function signInHere(at?: string) {
  if (at) await page.goto(at);
  await page.getByLabel('Email').fill('editor@example.org');
  await page.getByLabel('Password').fill('demo-editor');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
}

/**
 * Opens the page's editor, restores the draft it offers and saves it: the server then has `text`. With live sessions
 * (the default; not with E2E_LIVE_EDITING=off) nothing is offered: what was typed went to the session, which the
 * server saved; the editor opens with it.
 */
async function restoreAndSave(slug: string, text: string) {
  if (!page.url().endsWith(`/page-templates/memo/${slug}`)) await openEditor('en', slug);
  await editorOpened(page);
  if (liveMode()) {
    await body().getByText(text).waitFor();
    expect(await page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);
    await expect.poll(async () => JSON.stringify((await session.api(`pages/${slug}`)).data.attributes.lexical_body)).toContain(text);
    return;
  }
  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Restore them' }).click();
  await body().getByText(text).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('All changes saved').waitFor();
  expect(JSON.stringify((await session.api(`pages/${slug}`)).data.attributes.lexical_body)).toContain(text);
}

/**
 * Live sessions: signing out asks nothing (the session has every keystroke and the server saves it when I leave),
 * and after signing in again the page opens with the text, saved.
 */
async function signOutWithNothingUnsaved(slug: string, text: string) {
  await page.getByText('All changes saved').waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  expect(await page.getByRole('dialog', { name: 'Sign out without saving?' }).count()).toBe(0);
  await signInHere(`${baseURL}/en/login`);
  await restoreAndSave(slug, text);
}
