import { describe, expect, it } from 'vitest';
import { editorOpened } from './editorSession';
import { commentJourneyPeople } from './commentPeople';

// Issue 35, a Commenter who cannot edit: the owner of a memo comments on a word of it, then invites a colleague as
// Commenter in the share dialog (and someone else as Viewer, changed there from Commenter); the colleague opens the
// memo, cannot edit it, and replies to the owner's thread from the memo's reading view; the Viewer sees no comments and
// the browser never asks for them. Each step is checked on the server. With SHOTS_DIR set, it keeps screenshots.
const { baseURL, personAt, api, shoot } = commentJourneyPeople();

const TITLE = `Ferry timetable ${Date.now().toString(36)}`;

describe('a Commenter who cannot edit', () => {
  it('is invited as Commenter in the share dialog and replies to the owner’s thread; a Viewer sees no comments', async () => {
    const owner = await personAt('editor@example.org', 'demo-editor');
    const { data } = (await api(owner.token, 'POST', 'pages', { page: { title: TITLE, page_collection_slug: 'memo' } })).body;
    const pageId = Number(data.id);
    const slug = data.attributes.slug as string;

    // The owner writes a sentence and comments on its word "night".
    await owner.page.goto(`${baseURL}/en/memo/${slug}`);
    await owner.page.getByRole('link', { name: 'Edit page' }).click();
    await editorOpened(owner.page);
    await owner.page.getByRole('textbox', { name: 'Page body' }).click();
    await owner.page.keyboard.type('The night ferry leaves at ten.');
    await owner.page.keyboard.press('Control+s');
    await owner.page.getByText('All changes saved').waitFor();
    const sentence = owner.page.getByRole('textbox', { name: 'Page body' }).getByText('The night ferry leaves at ten.');
    await sentence.dblclick({ position: { x: 40, y: 8 } });
    await owner.page.getByRole('button', { name: 'Comment', exact: true }).click();
    await owner.page.getByRole('textbox', { name: 'Write a comment. Type @ to mention someone.' }).waitFor();
    await owner.page.keyboard.type('Is ten still right?');
    await owner.page.getByRole('button', { name: 'Comment', exact: true }).last().click();
    await owner.page.locator('.comment__body', { hasText: 'Is ten still right?' }).waitFor();
    await owner.page.getByText('All changes saved').waitFor();
    const [ownThread] = (await api(owner.token, 'GET', `pages/${pageId}/comments`)).body.data;
    const { version } = (await api(owner.token, 'GET', `pages/${pageId}`)).body.data.attributes;
    expect(ownThread.quote.trim()).toBe('night');

    // The owner invites Sam Lee as Commenter, and Robin Chan as Commenter, then changes Robin to Viewer.
    await owner.page.goto(`${baseURL}/en/memo/${slug}`);
    await owner.page.getByRole('button', { name: 'Share page' }).click();
    const dialog = owner.page.getByRole('dialog', { name: `Share “${TITLE}”` });
    const invite = async (query: string, name: string) => {
      await dialog.getByRole('searchbox', { name: 'Add people' }).click();
      await owner.page.keyboard.type(query);
      await dialog.getByRole('button', { name: new RegExp(name) }).click();
      await dialog.getByRole('combobox', { name: 'Access as' }).selectOption({ label: 'Commenter' });
      await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
      await dialog.getByRole('list', { name: 'People with access' }).getByText(name).waitFor();
    };
    await invite('sam', 'Sam Lee');
    await invite('robin', 'Robin Chan');
    const people = dialog.getByRole('list', { name: 'People with access' });
    await shoot(owner.page, 'share-dialog-en');
    await people.getByRole('combobox', { name: 'Access for Robin Chan' }).selectOption({ label: 'Viewer' });
    const permissions = async () =>
      Object.fromEntries(
        ((await api(owner.token, 'GET', `page-invitations?page_id=${pageId}`)).body.data as any[]).map((row) => [
          row.attributes.user_name,
          row.attributes.permission,
        ]),
      );
    await expect.poll(permissions).toEqual({ 'Sam Lee': 'commenter', 'Robin Chan': 'viewer' });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await owner.page.goto(`${baseURL}/hk/memo/${slug}`);
    await owner.page.getByRole('button', { name: '分享頁面' }).click();
    await owner.page.getByRole('dialog').getByRole('combobox', { name: 'Robin Chan的存取權限' }).waitFor();
    await shoot(owner.page, 'share-dialog-hk');

    // The colleague reads the memo, cannot edit it, and replies to the owner's thread.
    const colleague = await personAt('colleague@example.org', 'demo-colleague');
    await colleague.page.goto(`${baseURL}/en/memo/${slug}`);
    await colleague.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await colleague.page.getByText('The night ferry leaves at ten.').waitFor();
    expect(await colleague.page.getByRole('link', { name: 'Edit page' }).count()).toBe(0);
    expect(await colleague.page.locator('[contenteditable="true"]').count()).toBe(0);
    const comments = colleague.page.getByRole('button', { name: /^Comments/ });
    await expect.poll(() => comments.textContent()).toContain('1 open');
    await comments.click();
    const thread = colleague.page.locator(`[data-thread="${ownThread.id}"]`);
    await thread.getByText('Is ten still right?').waitFor();
    await thread.getByRole('textbox', { name: 'Reply…' }).click();
    await colleague.page.keyboard.type('No: ten thirty from Monday.');
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await thread.getByText('No: ten thirty from Monday.').waitFor();
    // The reply shows while it is on its way; the server has it once its answer is in.
    const savedThreads = async () =>
      ((await api(owner.token, 'GET', `pages/${pageId}/comments`)).body.data as any[]).map((each) =>
        each.comments.map((comment: any) => [comment.author.name, comment.body]),
      );
    await expect.poll(savedThreads).toEqual([
      [
        ['Alex Morgan', 'Is ten still right?'],
        ['Sam Lee', 'No: ten thirty from Monday.'],
      ],
    ]);
    // Their visit changed nothing in the memo itself.
    expect((await api(owner.token, 'GET', `pages/${pageId}`)).body.data.attributes.version).toBe(version);
    await shoot(colleague.page, 'commenter-en');
    await colleague.page.goto(`${baseURL}/hk/memo/${slug}`);
    await colleague.page.getByRole('button', { name: /^留言/ }).click();
    await colleague.page.locator(`[data-thread="${ownThread.id}"]`).getByText('No: ten thirty from Monday.').waitFor();
    await shoot(colleague.page, 'commenter-hk');

    // The Viewer reads the memo and sees no comments; the browser never asks for them.
    const reader = await personAt('reader@example.org', 'demo-reader');
    const asked: string[] = [];
    reader.page.on('request', (request) => {
      if (request.url().includes('/comments')) asked.push(request.url());
    });
    await reader.page.goto(`${baseURL}/en/memo/${slug}`);
    await reader.page.getByText('The night ferry leaves at ten.').waitFor();
    await reader.page.waitForLoadState('networkidle');
    expect(await reader.page.getByRole('button', { name: /^Comments/ }).count()).toBe(0);
    expect(asked).toEqual([]);
    expect((await api(reader.token, 'GET', `pages/${pageId}/comments`)).status).toBe(403);
    await shoot(reader.page, 'viewer-en');
  }, 180_000);
});
