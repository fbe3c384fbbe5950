import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorRouteOf } from '../../src/routes/paths';
import { editorOpened, editorSelectionIn, openEditorSession, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

// Issue 19: a page's history as an editor uses it: saves kept, compared and restored, a page "as of" a time, who else
// has the page open, and a save over someone else's newer one resolved both ways with nothing lost.
const baseURL = workerBaseURL();
let alex: EditorSession;
let sam: EditorSession;

beforeAll(async () => {
  alex = await openEditorSession(baseURL);
  sam = await openEditorSession(baseURL, 'colleague@example.org', 'demo-colleague');
}, 60_000);
afterAll(async () => {
  await alex?.close();
  await sam?.close();
});

const paragraph = (text: string) => ({
  type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '',
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
});

/** A new news page of two paragraphs (setup through the API), and its editor address. */
async function newPage(session: EditorSession, title: string) {
  const token = await session.page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
  const lexical_body = { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph('The ferry leaves at nine.'), paragraph('Tickets cost ten dollars.')] } };
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
  return page.lexical_body.root.children.map((block: { children: Array<{ text: string }> }) => block.children.map((child) => child.text).join(''));
}

const editorTexts = (page: Page) => page.locator('.ProseMirror > p').allInnerTexts();

/** Clicks the end of the paragraph with this text and types after it, as a person does. */
async function typeAtEnd(session: EditorSession, text: string, typed: string) {
  await session.body().getByText(text, { exact: true }).click();
  await session.page.keyboard.press('End');
  await editorSelectionIn(session.page, text, { offset: text.length });
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
  it('keeps three saves, compares two of them word by word, restores the first, then the latest', async () => {
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
    expect(await comparison.locator('ins').allInnerTexts()).toEqual([expect.stringContaining('Mostly.'), expect.stringContaining('Children ride free.')]);
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
    await history.getByRole('region', { name: /^Version of / }).getByText('Tickets cost ten dollars. Children ride free.', { exact: true }).waitFor();
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
    await page.getByRole('note').getByText(/^You are looking at this page as it was at /).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Harbour ferries' }).waitFor();
    await page.getByText(third[1], { exact: true }).waitFor();
    expect(await page.getByText('Dogs too.').count()).toBe(0);
  }, 90_000);

  it('shows who else has the page open, and resolves a save over a newer one both ways with nothing lost', async () => {
    const created = await newPage(alex, 'Typhoon timetable');
    await alex.page.goto(created.editor);
    await editorOpened(alex.page);
    await sam.page.goto(created.editor);
    await editorOpened(sam.page);
    // Sam's first heartbeat hears of Alex.
    await sam.page.getByRole('status').getByText('Alex Morgan also has this page open').waitFor();

    // Alex saves first; Sam, working on the version both opened, saves after.
    await typeAtEnd(alex, 'The ferry leaves at nine.', ' From Alex.');
    await save(alex.page);
    await typeAtEnd(sam, 'Tickets cost ten dollars.', ' From Sam.');
    await sam.page.keyboard.press('Control+s');
    let conflict = sam.page.getByRole('dialog', { name: 'This page was changed elsewhere' });
    const comparison = conflict.getByRole('region', { name: 'Changes from their version to your copy' });
    await comparison.waitFor();
    expect(await comparison.locator('del').allInnerTexts()).toEqual([expect.stringContaining('From Alex.')]);
    expect(await comparison.locator('ins').allInnerTexts()).toEqual([expect.stringContaining('From Sam.')]);

    // Keep mine: Sam's copy is saved, and Alex's save stays in the history.
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await conflict.waitFor({ state: 'detached' });
    await sam.page.getByRole('status').getByText('All changes saved', { exact: true }).waitFor();
    expect(await savedTexts(sam, created.slug)).toEqual(['The ferry leaves at nine.', 'Tickets cost ten dollars. From Sam.']);
    const listed = (await alex.api(`pages/${created.page_id}/revisions`)).data as Array<{ id: string; attributes: { author: { name: string } } }>;
    const alexs = listed.find((revision) => revision.attributes.author.name === 'Alex Morgan')!;
    const kept = (await alex.api(`pages/${created.page_id}/revisions/${alexs.id}`)).data.attributes.lexical_body.root.children[0].children[0].text;
    expect(kept).toBe('The ferry leaves at nine. From Alex.');

    // Alex, now behind, edits again and saves: take theirs opens Sam's version and keeps Alex's copy to restore.
    await typeAtEnd(alex, 'The ferry leaves at nine. From Alex.', ' Again.');
    await alex.page.keyboard.press('Control+s');
    conflict = alex.page.getByRole('dialog', { name: 'This page was changed elsewhere' });
    await conflict.getByRole('region', { name: 'Changes from their version to your copy' }).waitFor();
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => editorTexts(alex.page)).toEqual(['The ferry leaves at nine.', 'Tickets cost ten dollars. From Sam.']);
    expect(await savedTexts(alex, created.slug)).toEqual(['The ferry leaves at nine.', 'Tickets cost ten dollars. From Sam.']);
    const drafts = alex.page.getByRole('region', { name: 'Unsaved changes' });
    await drafts.getByRole('button', { name: 'Restore them' }).click();
    await expect.poll(() => editorTexts(alex.page)).toEqual(['The ferry leaves at nine. From Alex. Again.', 'Tickets cost ten dollars.']);
    await save(alex.page);
    expect(await savedTexts(alex, created.slug)).toEqual(['The ferry leaves at nine. From Alex. Again.', 'Tickets cost ten dollars.']);
  }, 90_000);
});
