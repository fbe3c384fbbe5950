import { describe, expect, it } from 'vitest';
import { commentIdsIn } from '../../contract/commentMarks';
import { commentJourneyPeople, dragOver } from './commentPeople';
import { editorOpened } from './editorSession';

// Issue 35, a Commenter starts a thread: the owner writes a memo and invites a colleague as Commenter; the colleague
// selects words in the memo's reading view with the mouse, presses Comment and writes; the server marks the words in
// the memo and keeps the thread. Then the owner deletes those words in the editor: the thread is listed as detached,
// at the top, for both, and kept on the server. With SHOTS_DIR set, it keeps screenshots at 1280 and 390 px, /en and /hk.
const { baseURL, personAt, api, shoot } = commentJourneyPeople();

const SENTENCE = 'The ferry leaves at ten. The last ferry leaves at midnight.';
const SECOND = SENTENCE.lastIndexOf('ferry leaves');

describe('a Commenter starts a thread', () => {
  it('on words selected in the memo’s reading view; deleted later, the thread is listed as detached, not lost', async () => {
    const owner = await personAt('editor@example.org', 'demo-editor');
    const title = `Ferry times ${Date.now().toString(36)}`;
    const { data } = (await api(owner.token, 'POST', 'pages', { page: { title, page_collection_slug: 'memo' } })).body;
    const pageId = Number(data.id);
    const slug = data.attributes.slug as string;
    await owner.page.goto(`${baseURL}/en/memo/${slug}`);
    await owner.page.getByRole('link', { name: 'Edit page' }).click();
    await editorOpened(owner.page);
    await owner.page.getByRole('textbox', { name: 'Page body' }).click();
    await owner.page.keyboard.type(SENTENCE);
    await owner.page.keyboard.press('Control+s');
    await owner.page.getByText('All changes saved').waitFor();
    const colleague = await personAt('colleague@example.org', 'demo-colleague');
    const invited = await api(owner.token, 'POST', 'page-invitations', {
      page_invitation: { page_id: pageId },
      user_identifiers: ['colleague@example.org'],
      permission: 'commenter',
    });
    expect(invited.status).toBe(201);
    const before = (await api(owner.token, 'GET', `pages/${pageId}`)).body.data.attributes;

    // The colleague selects the second "ferry leaves" with the mouse and comments on it.
    const reading = colleague.page;
    await reading.goto(`${baseURL}/en/memo/${slug}`);
    await reading.getByText(SENTENCE).waitFor();
    expect(await reading.locator('[contenteditable="true"]').count()).toBe(0);
    await reading.getByRole('button', { name: /^Comments/ }).waitFor();
    await dragOver(reading, '.memo', SECOND, SECOND + 'ferry leaves'.length);
    const commentButton = reading.getByRole('button', { name: 'Comment', exact: true });
    await commentButton.waitFor();
    await shoot(reading, 'reading-select-en', () => dragOver(reading, '.memo', SECOND, SECOND + 'ferry leaves'.length));
    await commentButton.click();
    const box = reading.getByRole('textbox', { name: 'Write a comment. Type @ to mention someone.' });
    await box.waitFor();
    await expect.poll(() => reading.locator('.comments-panel blockquote').textContent()).toBe('ferry leaves');
    await reading.keyboard.type('Is it midnight on Sundays too?');
    await shoot(reading, 'reading-composer-en');
    await reading.locator('.comments-panel').getByRole('button', { name: 'Comment', exact: true }).click();
    // The thread the server made, not the composer (a new thread's section while it is written) with the same words.
    const shown = reading.locator('.comment-thread:not(.is-new)', { hasText: 'Is it midnight on Sundays too?' });
    await shown.waitFor();
    expect(await shown.locator('.comment-thread__detached').count()).toBe(0);

    // On the server: the thread, and the mark around exactly those words, saved as a new version of the memo.
    const [thread] = (await api(owner.token, 'GET', `pages/${pageId}/comments`)).body.data;
    expect(thread).toMatchObject({
      quote: 'ferry leaves',
      comments: [{ author: { name: 'Sam Lee' }, body: 'Is it midnight on Sundays too?' }],
    });
    const after = (await api(owner.token, 'GET', `pages/${pageId}`)).body.data.attributes;
    expect(after.version).toBe(before.version + 1);
    const paragraph = after.lexical_body.root.children[0];
    expect(paragraph.children.map((node: any) => [node.type, node.ids ?? null, node.text ?? node.children[0].text])).toEqual([
      ['text', null, 'The ferry leaves at ten. The last '],
      ['mark', [thread.id], 'ferry leaves'],
      ['text', null, ' at midnight.'],
    ]);
    await shoot(reading, 'reading-thread-en');

    // The same in /hk.
    await reading.goto(`${baseURL}/hk/memo/${slug}`);
    await reading.getByText(SENTENCE).waitFor();
    await reading.getByRole('button', { name: /^留言/ }).waitFor();
    await dragOver(reading, '.memo', 4, 9);
    await reading.getByRole('button', { name: '留言', exact: true }).waitFor();
    await shoot(reading, 'reading-select-hk', () => dragOver(reading, '.memo', 4, 9));
    await reading.getByRole('button', { name: '留言', exact: true }).click();
    await reading.getByRole('textbox', { name: '輸入留言。輸入 @ 以提及別人。' }).waitFor();
    await shoot(reading, 'reading-composer-hk');

    // The owner deletes the last sentence in the editor: the thread is detached, at the top, and kept.
    await owner.page.reload();
    // As a person waits for "Connecting..." to go: until its live session is bound the editor is read-only.
    await editorOpened(owner.page);
    const body = owner.page.getByRole('textbox', { name: 'Page body' });
    await body.click();
    await owner.page.keyboard.press('Control+End');
    for (let i = 0; i < ' The last ferry leaves at midnight.'.length; i++) await owner.page.keyboard.press('Backspace');
    await owner.page.keyboard.press('Control+s');
    await owner.page.getByText('All changes saved').waitFor();
    const saved = (await api(owner.token, 'GET', `pages/${pageId}`)).body.data.attributes.lexical_body;
    expect(commentIdsIn(saved).has(thread.id)).toBe(false);
    expect(JSON.stringify(saved)).toContain('The ferry leaves at ten.');
    expect((await api(owner.token, 'GET', `pages/${pageId}/comments`)).body.data.map((each: any) => each.id)).toEqual([thread.id]);
    await owner.page.getByRole('button', { name: /^Comments/ }).click();
    const detached = owner.page.locator(`[data-thread="${thread.id}"]`);
    await detached.getByText('Detached: its text was deleted').waitFor();
    await detached.getByText('Is it midnight on Sundays too?').waitFor();
    await shoot(owner.page, 'editor-detached-en');

    // The Commenter sees it detached too, at the top of the list.
    await reading.goto(`${baseURL}/en/memo/${slug}`);
    await reading.getByRole('button', { name: /^Comments/ }).click();
    await reading.locator(`[data-thread="${thread.id}"]`).getByText('Detached: its text was deleted').waitFor();
    expect(await reading.locator('.comments-panel .comment-thread').first().getAttribute('data-thread')).toBe(thread.id);
  }, 180_000);

  it('on a whole block, from the block menu’s Comment', async () => {
    const owner = await personAt('editor@example.org', 'demo-editor');
    const title = `Ferry notes ${Date.now().toString(36)}`;
    const { data } = (await api(owner.token, 'POST', 'pages', { page: { title, page_collection_slug: 'memo' } })).body;
    const pageId = Number(data.id);
    await owner.page.goto(`${baseURL}/en/memo/${data.attributes.slug}`);
    await owner.page.getByRole('link', { name: 'Edit page' }).click();
    await editorOpened(owner.page);
    const body = owner.page.getByRole('textbox', { name: 'Page body' });
    await body.click();
    await owner.page.keyboard.type('Boats run every hour.');
    // A new paragraph (Enter alone breaks the line).
    await owner.page.keyboard.press('Shift+Enter');
    await owner.page.keyboard.type('Tickets are sold on board.');
    await owner.page.keyboard.press('Control+s');
    await owner.page.getByText('All changes saved').waitFor();

    // The pointer comes from the other block (the controls follow the block it enters).
    await body.getByText('Boats run every hour.').hover();
    await body.getByText('Tickets are sold on board.').hover();
    await owner.page.getByRole('button', { name: 'Block menu' }).click();
    await shoot(owner.page, 'block-menu-en', async () => {
      if (!(await owner.page.getByRole('menuitem', { name: 'Comment' }).isVisible())) {
        await body.getByText('Tickets are sold on board.').hover();
        await owner.page.getByRole('button', { name: 'Block menu' }).click();
      }
    });
    await owner.page.getByRole('menuitem', { name: 'Comment' }).click();
    await owner.page.getByRole('textbox', { name: 'Write a comment. Type @ to mention someone.' }).waitFor();
    await owner.page.keyboard.type('Cash only?');
    await owner.page.locator('.comments-panel').getByRole('button', { name: 'Comment', exact: true }).click();
    await owner.page.locator('.comment__body', { hasText: 'Cash only?' }).waitFor();
    await owner.page.getByText('All changes saved').waitFor();

    // On the server: the thread quotes the whole block, and the mark holds all its text, none of the other block's.
    const [thread] = (await api(owner.token, 'GET', `pages/${pageId}/comments`)).body.data;
    expect(thread.quote).toBe('Tickets are sold on board.');
    await expect
      .poll(async () => {
        const saved = (await api(owner.token, 'GET', `pages/${pageId}`)).body.data.attributes.lexical_body;
        return saved.root.children.map((block: any) => block.children.map((node: any) => [node.type, node.ids ?? null]));
      })
      .toEqual([[['text', null]], [['mark', [thread.id]]]]);

    // The same menu in /hk.
    await owner.page.goto(`${baseURL}/hk/memo/${data.attributes.slug}`);
    await owner.page.getByRole('link', { name: '編輯頁面' }).click();
    await editorOpened(owner.page);
    const openMenu = async () => {
      await owner.page.locator('[contenteditable="true"]').getByText('Boats run every hour.').hover();
      await owner.page.getByRole('button', { name: '區塊選單' }).click();
      await owner.page.getByRole('menuitem', { name: '留言' }).waitFor();
    };
    await openMenu();
    await shoot(owner.page, 'block-menu-hk', async () => {
      await owner.page.keyboard.press('Escape');
      await openMenu();
    });
  }, 120_000);
});
