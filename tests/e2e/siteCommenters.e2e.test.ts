import { describe, expect, it } from 'vitest';
import { commentIdsIn } from '../../contract/commentMarks';
import { commentJourneyPeople, dragOver } from './commentPeople';
import { editorOpened } from './editorSession';

// Issue 35, a site page's Commenter: an editor writes a draft story and, from the comments panel's "Invite Commenters",
// invites a staff reader, who cannot edit it. The reader follows the notification to the draft's commenting view,
// selects words with the mouse, comments mentioning the editor; the server marks the words in the draft and keeps the
// thread; the editor sees it in the editor. Removing the invitation ends the reader's access at once. With SHOTS_DIR
// set, it keeps screenshots at 1280 and 390 px, /en and /hk.
const { baseURL, personAt, api, shoot } = commentJourneyPeople();

const SENTENCE = 'Winter ferries leave at nine. Summer ferries leave at eight.';
const WORDS = 'Summer ferries';
const SECOND = 'Tickets are sold on board.';

describe('a site page’s Commenter', () => {
  it('is invited from the editor, opens the draft from the notification, comments on selected words with a mention', async () => {
    const editor = await personAt('editor@example.org', 'demo-editor');
    const title = `Ferry seasons ${Date.now().toString(36)}`;
    const made = (await api(editor.token, 'POST', 'pages', { page: { title, page_collection_slug: 'stories', locale: 'en' } })).body.data;
    const pageId = Number(made.attributes.page_id);
    const slug = made.attributes.slug as string;
    await editor.page.goto(`${baseURL}/en/page-templates/stories/${slug}`);
    await editorOpened(editor.page);
    await editor.page.getByRole('textbox', { name: 'Page body' }).click();
    await editor.page.keyboard.type(SENTENCE);
    // A new paragraph (Enter alone breaks the line).
    await editor.page.keyboard.press('Shift+Enter');
    await editor.page.keyboard.type(SECOND);
    await editor.page.keyboard.press('Control+s');
    await editor.page.getByText('All changes saved').waitFor();

    // The editor invites Robin Chan (a staff reader) as Commenter from the comments panel's head.
    await editor.page.getByRole('button', { name: /^Comments/ }).click();
    await editor.page.getByRole('button', { name: 'Invite Commenters' }).click();
    const dialog = editor.page.getByRole('dialog', { name: 'Invite Commenters' });
    await dialog.getByText('Colleagues you invite read this page’s draft and comment on it. They cannot edit or publish it.').waitFor();
    await dialog.getByRole('searchbox', { name: 'Add people' }).click();
    await editor.page.keyboard.type('Robin');
    await dialog.getByRole('button', { name: /Robin Chan/ }).click();
    await shoot(editor.page, 'site-invite-en');
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await dialog.getByRole('list', { name: 'People with access' }).getByText('Robin Chan').waitFor();
    const invited = (await api(editor.token, 'GET', `page-invitations?page_id=${pageId}`)).body.data;
    expect(invited.map((row: any) => [row.attributes.user_name, row.attributes.permission])).toEqual([['Robin Chan', 'commenter']]);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The reader follows the notification to the draft, which they read without editing.
    const reader = await personAt('reader@example.org', 'demo-reader');
    const reading = reader.page;
    // The reader's window in front, as a person at it (the editor's screenshots brought theirs forward).
    await reading.bringToFront();
    await reading.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    await reading.getByRole('link', { name: new RegExp(`invited you to comment on “${title}”`) }).click();
    await reading.waitForURL(`${baseURL}/en/account/comments/${pageId}`);
    await reading.getByText(SENTENCE).waitFor();
    await reading.getByText('The draft of this page as its editors have it.', { exact: false }).waitFor();
    expect(await reading.locator('[contenteditable="true"]').count()).toBe(0);
    // As a person does, once the page has settled (the comments button comes with its own code).
    await reading.getByRole('button', { name: /^Comments/ }).waitFor();
    expect(await reading.getByRole('link', { name: 'Open in the editor' }).count()).toBe(0);
    const from = SENTENCE.indexOf(WORDS);
    await dragOver(reading, '.commenting', from, from + WORDS.length);
    await reading.getByRole('button', { name: 'Comment', exact: true }).click();
    const box = reading.getByRole('textbox', { name: 'Write a comment. Type @ to mention someone.' });
    await box.waitFor();
    await expect.poll(() => reading.locator('.comments-panel blockquote').textContent()).toBe(WORDS);
    await box.pressSequentially('Eight in the morning? @Ale');
    await reading.getByRole('button', { name: '@Alex Morgan' }).click();
    await reading.keyboard.type('please check.');
    await shoot(reading, 'site-reading-composer-en');
    await reading.locator('.comments-panel').getByRole('button', { name: 'Comment', exact: true }).click();
    await reading.locator('.comment__body', { hasText: 'Eight in the morning? @Alex Morgan please check.' }).waitFor();
    await shoot(reading, 'site-reading-thread-en');

    // On the server: the thread with its mention, and the mark around exactly those words in the draft.
    const [thread] = (await api(editor.token, 'GET', `pages/${pageId}/comments`)).body.data;
    expect(thread).toMatchObject({
      quote: WORDS,
      comments: [
        { author: { name: 'Robin Chan' }, body: 'Eight in the morning? @Alex Morgan please check.', mentions: [{ name: 'Alex Morgan' }] },
      ],
    });
    const saved = (await api(editor.token, 'GET', `pages/${slug}`)).body.data.attributes;
    expect(saved.published).toBe(false);
    expect(
      saved.lexical_body.root.children[0].children.map((node: any) => [node.type, node.ids ?? null, node.text ?? node.children[0].text]),
    ).toEqual([
      ['text', null, 'Winter ferries leave at nine. '],
      ['mark', [thread.id], WORDS],
      ['text', null, ' leave at eight.'],
    ]);
    expect([...commentIdsIn(saved.lexical_body)]).toEqual([thread.id]);
    // The commented words are highlighted in the reading view; closed, the panel opens again at the thread when
    // the highlighted words are clicked.
    const highlighted = () =>
      reading.evaluate(() => [...(CSS.highlights.get('comment-threads')?.values() ?? [])].map((range) => String(range)));
    await expect.poll(highlighted).toEqual([WORDS]);
    await shoot(reading, 'site-reading-highlight-en');
    await reading.getByRole('button', { name: 'Close comments' }).click();
    await reading.locator('.comments-panel').waitFor({ state: 'detached' });
    const middle = await reading.evaluate((words) => {
      const walker = document.createTreeWalker(document.querySelector('.commenting .document p')!, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode() as Text;
      while (!node.data.includes(words)) node = walker.nextNode() as Text;
      const range = document.createRange();
      const at = node.data.indexOf(words);
      range.setStart(node, at + 2);
      range.setEnd(node, at + 5);
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, WORDS);
    await reading.mouse.click(middle.x, middle.y);
    await reading.locator(`.comments-panel [data-thread="${thread.id}"].is-active`).waitFor();
    expect(await highlighted()).toEqual([WORDS]);

    // A selection running into the next paragraph anchors across both, as in Google Docs.
    await reading.getByRole('button', { name: 'Close comments' }).click();
    const across = await reading.evaluate(() => {
      const [first, second] = document.querySelectorAll('.commenting .document p');
      const box = (paragraph: Element, words: string) => {
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        let node = walker.nextNode() as Text;
        while (!node.data.includes(words)) node = walker.nextNode() as Text;
        const range = document.createRange();
        range.setStart(node, node.data.indexOf(words));
        range.setEnd(node, node.data.indexOf(words) + words.length);
        return range.getBoundingClientRect();
      };
      const start = box(first, 'eight.');
      const end = box(second, 'Tickets');
      return { x1: start.left + 1, y1: start.top + start.height / 2, x2: end.right - 1, y2: end.top + end.height / 2 };
    });
    await reading.mouse.move(across.x1, across.y1);
    await reading.mouse.down();
    await reading.mouse.move(across.x2, across.y2, { steps: 8 });
    await reading.mouse.up();
    await reading.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => reading.locator('.comments-panel blockquote').textContent()).toBe('eight.\nTickets');
    await reading.keyboard.type('Both times?');
    await reading.locator('.comments-panel').getByRole('button', { name: 'Comment', exact: true }).click();
    await reading.locator('.comment__body', { hasText: 'Both times?' }).waitFor();
    const both = (await api(editor.token, 'GET', `pages/${pageId}/comments`)).body.data.find(
      (each: any) => each.comments[0].body === 'Both times?',
    );
    const paragraphs = (await api(editor.token, 'GET', `pages/${slug}`)).body.data.attributes.lexical_body.root.children;
    const markedIn = (paragraph: any) =>
      paragraph.children
        .filter((node: any) => node.type === 'mark' && node.ids.includes(both.id))
        .map((node: any) => node.children[0].text);
    expect(markedIn(paragraphs[0])).toEqual(['eight.']);
    expect(markedIn(paragraphs[1])).toEqual(['Tickets']);
    await expect.poll(highlighted).toEqual([WORDS, 'eight.', 'Tickets']);
    await shoot(reading, 'site-reading-across-en');

    // Nothing else of the draft is the reader's.
    expect((await api(reader.token, 'GET', `pages/${pageId}`)).status).toBe(404);

    // The editor is told, and sees the thread in the editor.
    const told = (await api(editor.token, 'GET', 'notifications')).body.data[0];
    expect(told).toMatchObject({ kind: 'comment_mention', path: `/en/page-templates/stories/${slug}?comment=${thread.id}` });
    await editor.page.bringToFront();
    await editor.page.goto(`${baseURL}${told.path}`);
    await editorOpened(editor.page);
    await editor.page.locator(`[data-thread="${thread.id}"]`).getByText('Eight in the morning? @Alex Morgan please check.').waitFor();
    await shoot(editor.page, 'site-editor-thread-en');

    // The reader finds the page again on the Dashboard, among the pages they were invited to comment on.
    await reading.bringToFront();
    await reading.goto(`${baseURL}/en/dashboard`);
    const toComment = reading.getByRole('region', { name: 'Invited to comment' });
    await toComment.getByRole('link', { name: title }).click();
    await reading.waitForURL(`${baseURL}/en/account/comments/${pageId}`);
    await reading.getByText(SENTENCE).waitFor();

    // The reader's view in /hk.
    await reading.goto(`${baseURL}/hk/account/comments/${pageId}`);
    await reading.getByText(SENTENCE).waitFor();
    await reading.getByText('此頁草稿，與編輯所見相同。', { exact: false }).waitFor();
    await reading.getByRole('button', { name: /^留言/ }).first().click();
    await reading.locator(`[data-thread="${thread.id}"]`).waitFor();
    await shoot(reading, 'site-reading-hk');

    // Removed, the reader loses the draft at once.
    const invite = editor.page.getByRole('button', { name: 'Invite Commenters' });
    if (!(await invite.isVisible())) await editor.page.getByRole('button', { name: /^Comments/ }).click();
    await invite.click();
    await editor.page.getByRole('button', { name: 'Remove Robin Chan' }).click();
    await expect.poll(async () => (await api(editor.token, 'GET', `page-invitations?page_id=${pageId}`)).body.data.length).toBe(0);
    await reading.goto(`${baseURL}/en/account/comments/${pageId}`);
    await reading.getByRole('heading', { name: 'This page is not here' }).waitFor();
    expect((await api(reader.token, 'GET', `pages/${pageId}/comments`)).status).toBe(404);
  }, 180_000);
});
