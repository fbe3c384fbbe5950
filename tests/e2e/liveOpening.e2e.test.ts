// Issue 34: a long page in a live session takes a person's keys as soon as it shows them it does ("Connecting..."
// gone), on a first visit and on the next (opened from the device's copy and the server at once), and what was typed
// offline and kept on the device reaches the server when the page is opened again. Each asserts what the server saved.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorRouteOf } from '../../src/routes/paths';
import { signInThroughForm } from './browser';
import { editorOpened, openEditorSession, type EditorSession } from './editorSession';
import { startServer, type RunningServer } from './serverProcess';
import { lexicalParagraphs } from '../lexicalJson';

const BLOCKS = 2000;
let server: RunningServer;
let session: EditorSession;
/** The tab in use (the offline journey closes one and opens another). */
let tab: Page;
let token: string;

beforeAll(async () => {
  server = await startServer({ env: { LIVE_EDITING: 'on' } });
  session = await openEditorSession(server.url);
  tab = session.page;
  token = await tab.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
}, 90_000);
afterAll(async () => {
  await session?.close();
  await server?.stop();
});

/** A news page of `count` paragraphs "Block n", made through the API: its slug and editor address. */
async function pageOf(count: number, title: string) {
  const response = await fetch(`${server.url}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      page: {
        title,
        page_collection_slug: 'news',
        lexical_body: lexicalParagraphs(Array.from({ length: count }, (_, n) => `Block ${n}`)),
      },
    }),
  });
  const { slug, public_route } = (await response.json()).data.attributes as { slug: string; public_route: string };
  return { slug, path: editorRouteOf(public_route) };
}

/** The saved blocks' texts. */
async function savedBlocks(slug: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/pages/${slug}`, { headers: { authorization: `Bearer ${token}` } });
  const saved = (await response.json()).data.attributes.lexical_body.root.children as Array<{ children: Array<{ text: string }> }>;
  return saved.map((block) => block.children.map((child) => child.text).join(''));
}

/** Opens the page in the editor, as a person does, to the session bound ("Connecting..." gone). */
async function openPage(path: string) {
  await tab.goto(`${server.url}${path}`);
  await editorOpened(tab);
}

/** Opens the page to the moment its body takes keys, which it does while the session still connects. */
async function openToFirstKey(path: string) {
  await tab.goto(`${server.url}${path}`);
  await tab.locator('.editor-loading').waitFor({ state: 'detached' });
  await tab.locator('.ProseMirror[contenteditable="true"]').waitFor();
}

/** A click at the end of the block with this text, then the words typed as a person types them. */
async function typeAtEndOf(text: string, words: string) {
  const block = tab.getByRole('textbox', { name: 'Page body' }).getByText(text, { exact: true });
  await block.scrollIntoViewIfNeeded();
  await block.click();
  await tab.keyboard.press('End');
  await tab.keyboard.type(words, { delay: 20 });
}

async function saveNow() {
  await tab.keyboard.press('ControlOrMeta+s');
  await tab.getByRole('region', { name: 'Page actions' }).getByText('All changes saved').waitFor();
}

describe('opening a long page in a live session', () => {
  it('takes my keys as soon as it opens, and again when I open it a second time; the server saves each word once, in order', async () => {
    const created = await pageOf(BLOCKS, 'A long live page');
    // Keys typed while the session connects are typed again onto its state once it is in, and saved.
    await openToFirstKey(created.path);
    await typeAtEndOf('Block 1000', ' first visit');
    await saveNow();
    await expect.poll(async () => (await savedBlocks(created.slug))[1000], { timeout: 15_000 }).toBe('Block 1000 first visit');
    // Away and back: the second opening reads the device's copy and the server's state at once.
    await tab.goto(`${server.url}/en`);
    await openToFirstKey(created.path);
    await typeAtEndOf('Block 1500', ' second visit');
    await typeAtEndOf('Block 3', ' and more');
    await saveNow();
    await expect.poll(async () => (await savedBlocks(created.slug))[3], { timeout: 15_000 }).toBe('Block 3 and more');

    const blocks = await savedBlocks(created.slug);
    expect(blocks).toHaveLength(BLOCKS);
    expect(blocks[3]).toBe('Block 3 and more');
    expect(blocks[1000]).toBe('Block 1000 first visit');
    expect(blocks[1500]).toBe('Block 1500 second visit');
    expect(blocks.filter((text, n) => text !== `Block ${n}`)).toEqual([
      'Block 3 and more',
      'Block 1000 first visit',
      'Block 1500 second visit',
    ]);
  });

  it('saves once what I typed offline and kept on the device, when I open the page again online', async () => {
    const created = await pageOf(3, 'Typed aboard');
    // A browser window of its own (the device's copy is its storage), which outlives its tab.
    const context = await session.browser.newContext();
    tab = await context.newPage();
    await signInThroughForm(tab, server.url, 'editor@example.org', 'demo-editor');
    await tab.waitForURL(`${server.url}/en`);
    await openPage(created.path);
    await context.setOffline(true);
    await tab.getByText('Offline: changes kept on this device').waitFor();
    await typeAtEndOf('Block 1', ' kept aboard');
    // The tab is closed while offline: the words are only on the device.
    await tab.waitForTimeout(500);
    await tab.close();
    await context.setOffline(false);
    tab = await context.newPage();
    await openPage(created.path);
    await tab.getByRole('textbox', { name: 'Page body' }).getByText('Block 1 kept aboard', { exact: true }).waitFor();
    await saveNow();
    await expect.poll(() => savedBlocks(created.slug), { timeout: 15_000 }).toEqual(['Block 0', 'Block 1 kept aboard', 'Block 2']);
    await context.close();
  });
});
