import type { Editor } from '@tiptap/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { lexicalParagraphs } from '../lexicalJson';

export interface EditorSession {
  browser: Browser;
  page: Page;
  /** The editor's body field. */
  body(): Locator;
  /** GET /api/{path} with the signed-in user's token. */
  api(path: string): Promise<any>;
  close(): Promise<void>;
}

/** A browser signed in through the sign-in screen, by default as the demo editor. */
export async function openEditorSession(baseURL: string, email = 'editor@example.org', password = 'demo-editor'): Promise<EditorSession> {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await signInThroughForm(page, baseURL, email, password);
  await page.waitForURL(`${baseURL}/en`);
  return {
    browser,
    page,
    // The body's name is the page's language's: 'Page body' on /en, '頁面內容' on /hk.
    body: () => page.getByRole('textbox', { name: /^(Page body|頁面內容)$/ }),
    async api(path) {
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
      return (await fetch(`${baseURL}/api/${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
    },
    close: () => browser.close(),
  };
}

/** One signed-in editor for a test file: opened before its tests (handed to `opened`), closed after them. */
export function editorSessionForFile(baseURL: string, opened: (session: EditorSession) => void): void {
  let session: EditorSession | undefined;
  beforeAll(async () => {
    session = await openEditorSession(baseURL);
    opened(session);
  });
  afterAll(() => session?.close());
}

/**
 * Waits until the editor's selection is in the block with this text, covering `selected` characters (and starting
 * at `offset`, when given). The editor takes a click's or a key's selection from the browser's selectionchange
 * event, a task later; a person never types that fast, but a test does, and would type over the selection before.
 */
export function editorSelectionIn(page: Page, text: string, { selected = 0, offset = -1, timeout = 30_000 } = {}) {
  return page.waitForFunction(
    ({ text, selected, offset }) => {
      const { editor } = document.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
      const { from, to, $from } = editor.state.selection;
      return $from.parent.textContent === text && to - from === selected && (offset < 0 || $from.parentOffset === offset);
    },
    { text, selected, offset },
    { timeout },
  );
}

/**
 * Waits until the editor is open and its loading overlay (spec 2.3: about 600 ms) is gone. The overlay mounts with
 * the route, which may come after `goto` returns, so waiting for it to be detached alone can pass before it shows.
 */
export async function editorOpened(page: Page) {
  await page.locator('.ProseMirror').first().waitFor();
  await page.locator('.editor-loading').waitFor({ state: 'detached' });
  // As a person waits for "Connecting..." to go: until the live session is bound the page is shown read-only.
  await page.locator('.editor-workspace[data-connecting]').waitFor({ state: 'detached' });
}

/**
 * A new page, made as an editor makes one: "New page" on the collection's list, the title typed, a line of text in the
 * body, saved. Answers the address it was saved at (its slug).
 */
export async function newPageFromCollection(
  session: EditorSession,
  baseURL: string,
  collection: string,
  title: string,
  text: string,
): Promise<string> {
  const { page } = session;
  await page.goto(`${baseURL}/en/${collection}`);
  await page.getByRole('link', { name: 'New page' }).click();
  await page.waitForURL(`${baseURL}/en/page-templates/${collection}/create-page`);
  await session.body().waitFor();
  await editorOpened(page);
  await page.getByRole('textbox', { name: 'Title' }).and(page.locator(':focus')).waitFor();
  await page.keyboard.type(title);
  await session.body().click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(new RegExp(`/en/page-templates/${collection}/(?!create-page$)[a-z0-9-]+$`));
  await page.getByText('All changes saved').waitFor();
  return page.url().split('/').pop()!;
}

/** The checklist (issue 33) the editor bar shows before a publish ('Before publishing') or a scheduled one. */
export const checklistDialog = (page: Page, name: 'Before publishing' | 'Before scheduling' = 'Before publishing') =>
  page.getByRole('dialog', { name });

/** Publishes from the editor bar as a person does: Publish, then Publish again under the checklist it shows. */
export async function publishFromBar(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const checklist = checklistDialog(page);
  const confirm = checklist.getByRole('button', { name: 'Publish', exact: true });
  // A failed save or publish shows in the bar instead: say what it said rather than wait out the dialog.
  const refusal = page.locator('.publish-control__error');
  await confirm.or(refusal).first().waitFor();
  if (await refusal.isVisible()) throw new Error(`Publish was refused: ${await refusal.textContent()}`);
  await confirm.click();
  await checklist.waitFor({ state: 'detached' });
}

/**
 * A story of its own, published with nothing unpublished, made through the API as the person signed in on `page`: the
 * demo's stories are shared with the other journeys of this worker's server, which leave some with changes not yet
 * published (a wider bar, with its own buttons). It has words, as readers' stories do: other journeys of this server
 * read the newest story's text. Answers its slug.
 */
export async function publishedStoryOfItsOwn(
  page: Page,
  baseURL: string,
  { locale, title, text }: { locale: 'en' | 'hk'; title: string; text: string },
): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
  const call = async (method: string, path: string, body?: unknown) =>
    (
      await fetch(`${baseURL}/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json() as Promise<any>;
  const lexical_body = lexicalParagraphs([text]);
  const made = (await call('POST', 'pages', { page: { title, page_collection_slug: 'stories', locale, lexical_body } })).data.attributes;
  const published = await call('PUT', `pages/${made.page_id}/publish?version=${made.version}`);
  if (published.data?.attributes?.published !== true) throw new Error(`the story was not published: ${JSON.stringify(published)}`);
  return made.slug as string;
}
