import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorSessionForFile, newPageFromCollection, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

// Issue 28, item 7: a new page's address comes from its title; the settings turn a typed title into an address the
// editor takes, and say plainly when another page has it.
const baseURL = workerBaseURL();
let session: EditorSession;
let page: Page;

editorSessionForFile(baseURL, (opened) => {
  session = opened;
  page = opened.page;
});

const newStory = (title: string) => newPageFromCollection(session, baseURL, 'stories', title, 'Stalls open at six.');

describe('page addresses', () => {
  it('are made from the title, and the settings turn a typed title into one the editor takes', async () => {
    expect(await newStory('Temple Street Night Market')).toBe('temple-street-night-market');
    expect(await newStory('Temple Street Night Market')).toBe('temple-street-night-market-2');
    const saved = await session.api('pages/temple-street-night-market-2');
    expect(saved.data.attributes.title).toBe('Temple Street Night Market');

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Page settings' });
    const address = settings.getByLabel('Address');
    await address.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Typhoon Shelter Nights');
    await settings.getByText('Addresses use lower-case letters, digits and single hyphens, such as spring-open-day.').waitFor();
    expect(await settings.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await settings.getByRole('button', { name: 'Use typhoon-shelter-nights' }).click();
    expect(await address.inputValue()).toBe('typhoon-shelter-nights');
    // A demo story has it: the answer says so, not that the page changed elsewhere, and nothing is saved.
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByRole('alert').filter({ hasText: 'Another page has this address. Choose another one.' }).waitFor();
    expect((await session.api(`pages/${saved.data.id}`)).data.attributes.slug).toBe('temple-street-night-market-2');

    await address.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Night Market, Jordan');
    await settings.getByRole('button', { name: 'Use night-market-jordan' }).click();
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseURL}/en/page-templates/stories/night-market-jordan`);
    expect((await session.api(`pages/${saved.data.id}`)).data.attributes.slug).toBe('night-market-jordan');
  });
});
