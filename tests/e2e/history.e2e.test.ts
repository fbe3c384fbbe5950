import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorRouteOf } from '../../src/routes/paths';
import { editorOpened, editorSelectionIn, openEditorSession, type EditorSession } from './editorSession';
import { liveMode, startServer, type RunningServer } from './serverProcess';
import { workerBaseURL } from './workerServer';

// Issue 19: a page's history as an editor uses it: saves kept, compared and restored, a page "as of" a time, who else
// has the page open. Issue 28: with the product's default coalescing, the newest revision holds the last save; two
// editors who change different blocks both keep their work, and only blocks both changed are asked about.
// The worker's server runs with the product's defaults; one of its own keeps every save, for the first journey.
let baseURL = workerBaseURL();
let everySave: RunningServer;
let alex: EditorSession;
let sam: EditorSession;

beforeAll(async () => {
  everySave = await startServer({ env: { REVISION_COALESCE_MINUTES: '0' } });
  alex = await openEditorSession(baseURL);
  sam = await openEditorSession(baseURL, 'colleague@example.org', 'demo-colleague');
}, 90_000);
afterAll(async () => {
  await alex?.close();
  await sam?.close();
  await everySave?.stop();
});

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
});

/** A new news page of two paragraphs (setup through the API), and its editor address. */
async function newPage(session: EditorSession, title: string, texts = ['The ferry leaves at nine.', 'Tickets cost ten dollars.']) {
  const token = await session.page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
  const lexical_body = { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: texts.map(paragraph) } };
  const response = await fetch(`${baseURL}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ page: { title, page_collection_slug: 'news', lexical_body } }),
  });
  const { attributes } = (await response.json()).data as { attributes: { slug: string; public_route: string; page_id: number } };
  return { ...attributes, editor: `${baseURL}${editorRouteOf(attributes.public_route)}` };
}

/** The saved page's paragraph texts, as the server has them. */
async function savedTexts(session: EditorSession, slug: string): Promise<string[]> {
  const page = (await session.api(`pages/${slug}`)).data.attributes;
  return page.lexical_body.root.children.map((block: { children: Array<{ text: string }> }) =>
    block.children.map((child) => child.text).join(''),
  );
}

/** The editor's paragraphs' texts, as its document holds them (a live session's carets and names left out). */
const editorTexts = (page: Page) =>
  page.evaluate(() => {
    const { editor } = document.querySelector('.ProseMirror') as HTMLElement & { editor: { state: { doc: any } } };
    const texts: string[] = [];
    editor.state.doc.forEach((node: { type: { name: string }; textContent: string }) => {
      if (node.type.name === 'paragraph') texts.push(node.textContent);
    });
    return texts;
  });

/** Clicks the end of the paragraph with this text and types after it, as a person does. */
async function typeAtEnd(session: EditorSession, text: string, typed: string) {
  // Live, another's caret may sit in the paragraph with their name: its text is then more than the paragraph's own.
  // A click that did not take (it landed on another's caret while their change came in) is made again, as a person would.
  for (let attempt = 1; ; attempt++) {
    await session.body().getByText(text, { exact: !liveMode() }).first().click();
    await session.page.keyboard.press('End');
    const placed = await editorSelectionIn(session.page, text, { offset: text.length, timeout: 5_000 }).then(
      () => true,
      (error: unknown) => (attempt < 3 ? false : Promise.reject(error)),
    );
    if (placed) break;
  }
  await session.page.keyboard.type(typed);
}

async function save(page: Page) {
  await page.getByRole('region', { name: 'Page actions' }).getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').getByText('All changes saved', { exact: true }).waitFor();
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Page history' });
  await history.getByRole('navigation', { name: 'Revisions' }).getByRole('button').first().waitFor();
  return history;
}

describe('the page history', () => {
  it('keeps three saves (on a site that keeps every save), compares two of them word by word, restores the first, then the latest', async () => {
    baseURL = everySave.url;
    const session = await openEditorSession(baseURL);
    try {
      await keepsThreeSaves(session);
    } finally {
      await session.close();
      baseURL = workerBaseURL();
    }
  }, 120_000);

  it('with the default coalescing, keeps the last of two quick saves in one revision, compared and restored as saved', async () => {
    const { page } = alex;
    const created = await newPage(alex, 'Night buses');
    await page.goto(created.editor);
    await editorOpened(page);
    await typeAtEnd(alex, 'The ferry leaves at nine.', ' Body A.');
    await save(page);
    await typeAtEnd(alex, 'The ferry leaves at nine. Body A.', ' Body B.');
    await save(page);
    const last = ['The ferry leaves at nine. Body A. Body B.', 'Tickets cost ten dollars.'];
    expect(await savedTexts(alex, created.slug)).toEqual(last);

    // Both saves, with the page's creation by the same author minutes before, are one revision: it holds the second.
    const history = await openHistory(page);
    const revisions = history.getByRole('navigation', { name: 'Revisions' }).getByRole('region', { name: 'Today' }).getByRole('button');
    await expect.poll(() => revisions.count()).toBe(1);
    await revisions.first().click();
    const version = history.getByRole('region', { name: /^Version of / });
    await version.getByText(last[0], { exact: true }).waitFor();
    await history
      .getByRole('region', { name: /^Changes from this version to the current page/ })
      .getByText('No differences.')
      .waitFor();
    const [newest] = (await alex.api(`pages/${created.page_id}/revisions`)).data as Array<{ id: string }>;
    const held = (await alex.api(`pages/${created.page_id}/revisions/${newest.id}`)).data.attributes.lexical_body;
    expect(held.root.children.map((block: { children: Array<{ text: string }> }) => block.children[0].text)).toEqual(last);

    // Restoring it keeps the second save, in the editor and on the server.
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await history.waitFor({ state: 'detached' });
    await expect.poll(() => editorTexts(page)).toEqual(last);
    expect(await savedTexts(alex, created.slug)).toEqual(last);
  }, 90_000);
});

/** The first journey, on a server that keeps every save as its own revision. */
async function keepsThreeSaves(alex: EditorSession) {
  {
    const { page } = alex;
    const created = await newPage(alex, 'Harbour ferries');
    await page.goto(created.editor);
    await editorOpened(page);

    await typeAtEnd(alex, 'The ferry leaves at nine.', ' Sharp.');
    await save(page);
    await typeAtEnd(alex, 'The ferry leaves at nine. Sharp.', ' Mostly.');
    await save(page);
    await typeAtEnd(alex, 'Tickets cost ten dollars.', ' Children ride free.');
    await save(page);
    const third = ['The ferry leaves at nine. Sharp. Mostly.', 'Tickets cost ten dollars. Children ride free.'];
    expect(await savedTexts(alex, created.slug)).toEqual(third);

    // Four revisions today, newest first: the three saves over the one that created the page.
    let history = await openHistory(page);
    const revisions = history.getByRole('navigation', { name: 'Revisions' }).getByRole('region', { name: 'Today' }).getByRole('button');
    await expect.poll(() => revisions.count()).toBe(4);
    expect(await revisions.first().innerText()).toContain('Saved');
    expect(await revisions.first().innerText()).toContain('Alex Morgan');
    expect(await revisions.first().innerText()).toContain('0 added, 0 removed, 1 changed');

    // The first save, read-only, compared with the third: both paragraphs changed, the new words marked.
    await revisions.nth(2).click();
    const version = history.getByRole('region', { name: /^Version of / });
    await version.getByText('The ferry leaves at nine. Sharp.', { exact: true }).waitFor();
    expect(await version.locator('[contenteditable="true"]').count()).toBe(0);
    const compareWith = history.getByRole('combobox', { name: 'Compare with' });
    const options = await compareWith.locator('option').allInnerTexts();
    expect(options[0]).toBe('The current page');
    await compareWith.selectOption({ label: options[1] });
    const comparison = history.getByRole('region', { name: /^Changes from this version to Saved, / });
    await comparison.waitFor();
    expect(await comparison.locator('ins').allInnerTexts()).toEqual([
      expect.stringContaining('Mostly.'),
      expect.stringContaining('Children ride free.'),
    ]);
    expect(await comparison.locator('del').count()).toBe(0);
    expect(await comparison.locator('.comparison__block--changed').count()).toBe(2);

    // Restore the first save: the editor and the server both hold it.
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await history.waitFor({ state: 'detached' });
    await page.getByText(/^Restored the version of /).waitFor();
    const first = ['The ferry leaves at nine. Sharp.', 'Tickets cost ten dollars.'];
    await expect.poll(() => editorTexts(page)).toEqual(first);
    expect(await savedTexts(alex, created.slug)).toEqual(first);
    await page.getByRole('status').getByText('All changes saved', { exact: true }).waitFor();

    // Then the latest save, now second under the restore.
    history = await openHistory(page);
    const now = history.getByRole('navigation', { name: 'Revisions' }).getByRole('button');
    await expect.poll(() => now.first().innerText()).toContain('Restored an earlier version');
    await now.nth(1).click();
    await history
      .getByRole('region', { name: /^Version of / })
      .getByText('Tickets cost ten dollars. Children ride free.', { exact: true })
      .waitFor();
    const asOf = await history.getByRole('link', { name: 'View as a reader page' }).getAttribute('href');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await history.waitFor({ state: 'detached' });
    await expect.poll(() => editorTexts(page)).toEqual(third);
    expect(await savedTexts(alex, created.slug)).toEqual(third);

    // Typing after a restore saves on top of it: nothing of the restore is lost.
    await typeAtEnd(alex, third[1], ' Dogs too.');
    await save(page);
    expect(await savedTexts(alex, created.slug)).toEqual([third[0], `${third[1]} Dogs too.`]);

    // The page as readers saw it when the third save was made, under a banner saying so.
    await page.goto(`${baseURL}${asOf}`);
    await page
      .getByRole('note')
      .getByText(/^You are looking at this page as it was at /)
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Harbour ferries' }).waitFor();
    await page.getByText(third[1], { exact: true }).waitFor();
    expect(await page.getByText('Dogs too.').count()).toBe(0);
  }
}

describe('two editors at once', () => {
  it('keeps both when they change different blocks: each editor takes the other’s save in within seconds, unsaved typing kept', async () => {
    const created = await newPage(alex, 'Typhoon timetable', ['The ferry leaves at nine.', 'Tickets cost ten dollars.', 'Dogs ride free.']);
    await alex.page.goto(created.editor);
    await editorOpened(alex.page);
    await sam.page.goto(created.editor);
    await editorOpened(sam.page);
    if (liveMode()) return bothLiveInDifferentBlocks(created.slug);
    // Sam's first heartbeat hears of Alex.
    await sam.page.getByRole('status').getByText('Alex Morgan also has this page open').waitFor();

    // Sam is typing in the second paragraph when Alex saves a change to the first.
    await typeAtEnd(sam, 'Tickets cost ten dollars.', ' From Sam.');
    await typeAtEnd(alex, 'The ferry leaves at nine.', ' From Alex.');
    await save(alex.page);
    // Within seconds Sam's editor has Alex's sentence, and still Sam's unsaved one.
    await expect
      .poll(() => editorTexts(sam.page), { timeout: 15_000 })
      .toEqual(['The ferry leaves at nine. From Alex.', 'Tickets cost ten dollars. From Sam.', 'Dogs ride free.']);
    await sam.page.getByRole('status').getByText('Unsaved changes', { exact: true }).waitFor();
    await sam.page.keyboard.press('Control+s');
    await sam.page.getByRole('status').getByText('All changes saved', { exact: true }).waitFor();
    const both = ['The ferry leaves at nine. From Alex.', 'Tickets cost ten dollars. From Sam.', 'Dogs ride free.'];
    expect(await savedTexts(sam, created.slug)).toEqual(both);
    // And Alex's editor, which says all is saved, shows what is saved: Sam's sentence comes in too.
    await expect.poll(() => editorTexts(alex.page), { timeout: 15_000 }).toEqual(both);
    await alex.page.getByRole('status').getByText('All changes saved', { exact: true }).waitFor();
    // Alex's save stays in the history, by Alex.
    const listed = (await alex.api(`pages/${created.page_id}/revisions`)).data as Array<{ attributes: { author: { name: string } } }>;
    expect(listed.map((revision) => revision.attributes.author.name).slice(0, 2)).toEqual(['Sam Lee', 'Alex Morgan']);
  }, 90_000);

  it('asks only about the block both changed, block by block: keep mine, then take theirs, and nothing else is lost', async () => {
    const created = await newPage(alex, 'Lantern festival', [
      'The parade starts at seven.',
      'Bring a lantern.',
      'The park closes at eleven.',
    ]);
    await alex.page.goto(created.editor);
    await editorOpened(alex.page);
    await sam.page.goto(created.editor);
    await editorOpened(sam.page);

    if (liveMode()) return bothLiveInOneBlock(created.slug);
    // Both change the first paragraph; Sam also the third, Alex also the second. Alex saves first.
    await typeAtEnd(sam, 'The parade starts at seven.', ' Sharp, says Sam.');
    await typeAtEnd(sam, 'The park closes at eleven.', ' Late buses run.');
    await typeAtEnd(alex, 'The parade starts at seven.', ' Or eight, says Alex.');
    await typeAtEnd(alex, 'Bring a lantern.', ' Or two.');
    await save(alex.page);
    await sam.page.keyboard.press('Control+s');
    const dialog = sam.page.getByRole('dialog', { name: 'This page was changed elsewhere' });
    const block = dialog.getByRole('region', { name: 'Block 1' });
    await block.waitFor();
    // Only the first paragraph is asked about, their version beside mine.
    expect(await dialog.getByRole('region').count()).toBe(1);
    await block.getByText('The parade starts at seven. Or eight, says Alex.', { exact: true }).waitFor();
    // My words against theirs: "Or eight" became "Sharp", "Alex" became "Sam".
    expect(await block.locator('ins').allInnerTexts()).toEqual(['Sharp', 'Sam']);
    const saveChoices = dialog.getByRole('button', { name: 'Save these choices' });
    expect(await saveChoices.isDisabled()).toBe(true);
    await block.getByRole('button', { name: 'Keep mine' }).click();
    await saveChoices.click();
    await dialog.waitFor({ state: 'detached' });
    await sam.page.getByRole('status').getByText('All changes saved', { exact: true }).waitFor();
    const kept = ['The parade starts at seven. Sharp, says Sam.', 'Bring a lantern. Or two.', 'The park closes at eleven. Late buses run.'];
    expect(await savedTexts(sam, created.slug)).toEqual(kept);
    await expect.poll(() => editorTexts(sam.page)).toEqual(kept);
    await expect.poll(() => editorTexts(alex.page), { timeout: 15_000 }).toEqual(kept);

    // Again, and this time Sam takes Alex's version of the block.
    await typeAtEnd(sam, kept[1], ' Sam: paper ones.');
    await typeAtEnd(alex, kept[1], ' Alex: battery ones.');
    await save(alex.page);
    await sam.page.keyboard.press('Control+s');
    await dialog.getByRole('region', { name: 'Block 2' }).waitFor();
    await dialog.getByRole('button', { name: 'Take all theirs' }).click();
    await dialog.waitFor({ state: 'detached' });
    await sam.page.getByRole('status').getByText('All changes saved', { exact: true }).waitFor();
    const taken = [kept[0], `${kept[1]} Alex: battery ones.`, kept[2]];
    expect(await savedTexts(sam, created.slug)).toEqual(taken);
    await expect.poll(() => editorTexts(sam.page)).toEqual(taken);
  }, 120_000);
});

// With live sessions (the default; not with E2E_LIVE_EDITING=off) the two editors are in one session: nothing waits for a save or a
// heartbeat, nobody is asked about a block (there is no merge dialog), and both people's words are kept and saved.
const hereLabel = (page: Page) => page.getByRole('region', { name: 'Page actions' }).getByRole('status', { name: /^Also here:/ });

async function bothLiveInDifferentBlocks(slug: string) {
  await expect.poll(() => hereLabel(sam.page).getAttribute('aria-label')).toBe('Also here: Alex Morgan');
  await typeAtEnd(sam, 'Tickets cost ten dollars.', ' From Sam.');
  await typeAtEnd(alex, 'The ferry leaves at nine.', ' From Alex.');
  const both = ['The ferry leaves at nine. From Alex.', 'Tickets cost ten dollars. From Sam.', 'Dogs ride free.'];
  await expect.poll(() => editorTexts(sam.page), { timeout: 15_000 }).toEqual(both);
  await expect.poll(() => editorTexts(alex.page), { timeout: 15_000 }).toEqual(both);
  await save(sam.page);
  expect(await savedTexts(sam, slug)).toEqual(both);
}

async function bothLiveInOneBlock(slug: string) {
  await typeAtEnd(sam, 'The parade starts at seven.', ' Sharp, says Sam.');
  await typeAtEnd(sam, 'The park closes at eleven.', ' Late buses run.');
  // Alex sees Sam's words arrive in the block, and adds to it.
  await alex.body().getByText('The parade starts at seven. Sharp, says Sam.', { exact: true }).waitFor();
  await typeAtEnd(alex, 'The parade starts at seven. Sharp, says Sam.', ' Or eight, says Alex.');
  await typeAtEnd(alex, 'Bring a lantern.', ' Or two.');
  await save(alex.page);
  await sam.page.keyboard.press('Control+s');
  await sam.page.getByRole('status').getByText('All changes saved', { exact: true }).waitFor();
  expect(await sam.page.getByRole('dialog', { name: 'This page was changed elsewhere' }).count()).toBe(0);
  const all = [
    'The parade starts at seven. Sharp, says Sam. Or eight, says Alex.',
    'Bring a lantern. Or two.',
    'The park closes at eleven. Late buses run.',
  ];
  await expect.poll(() => editorTexts(sam.page), { timeout: 15_000 }).toEqual(all);
  await expect.poll(() => editorTexts(alex.page), { timeout: 15_000 }).toEqual(all);
  expect(await savedTexts(sam, slug)).toEqual(all);
}
