import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEditorSession, newPageFromCollection, publishFromBar, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

// Issue 32: an editor publishes a page; an administrator opens the audit log from the account menu, filters it by
// action and sees the publication, with who made it.
const baseURL = workerBaseURL();
let editor: EditorSession;
let admin: EditorSession;

beforeAll(async () => {
  editor = await openEditorSession(baseURL);
  admin = await openEditorSession(baseURL, 'admin@example.org', 'demo-admin');
});
afterAll(async () => {
  await editor?.close();
  await admin?.close();
});

describe('the audit log', () => {
  it('shows an administrator the entry of a publication, filtered by action', async () => {
    const title = `Audited ${Date.now().toString(36)}`;
    await newPageFromCollection(editor, baseURL, 'news', title, 'Written for the audit log test.');
    await publishFromBar(editor.page);
    await expect
      .poll(() => editor.page.getByRole('region', { name: 'Page actions' }).locator('.publish-state').textContent())
      .toBe('Published');

    const page = admin.page;
    // The person's name leads to their account screens, whose menu leads an administrator to the audit log.
    await page.getByRole('link', { name: 'Jordan Wong' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(`${baseURL}/en/admin/audit`);
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByLabel('Action').selectOption({ label: 'Published' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(`${baseURL}/en/admin/audit?action=page.publish`);

    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Alex Morgan');
    const actions = await page.locator('tbody tr td:nth-child(3) code').allTextContents();
    expect(new Set(actions)).toEqual(new Set(['page.publish']));

    // What the screen shows is what the server keeps.
    const saved = await admin.api('admin/audit?action=page.publish');
    const entry = saved.data.find((each: { page: { title: string } | null }) => each.page?.title === title);
    expect(entry).toMatchObject({ action: 'page.publish', actor: { name: 'Alex Morgan' } });

    // The CSV holds what the filters find, as a file the browser saves.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,action,actor_id,actor_name,page_id,page_title,person_id,person_name,address,changes');
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'page.publish')).toBe(true);
    expect(lines.some((line) => line.includes(title))).toBe(true);
  });

  it('tells an editor the audit log is for administrators', async () => {
    await editor.page.goto(`${baseURL}/en/admin/audit`);
    await editor.page.getByText('Only administrators may read the audit log.').waitFor();
    await editor.page.goto(`${baseURL}/en/account/sessions`);
    await editor.page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sessions' }).waitFor();
    expect(await editor.page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Audit log' }).count()).toBe(0);
  });
});
