import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { openEditorSession, type EditorSession } from './editorSession';
import { workerBaseURL } from './workerServer';

// Issue 36: an administrator makes an access token on the Access tokens screen, copies its secret (shown once), a
// build service uses it with fetch, the screen shows it was used, and the administrator revokes it: refused at once.
const baseURL = workerBaseURL();
let admin: EditorSession;

beforeAll(async () => {
  admin = await openEditorSession(baseURL, 'admin@example.org', 'demo-admin');
  await admin.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});
afterAll(() => admin?.close());

describe('access tokens', () => {
  it('an administrator creates a token, copies it once, uses it with fetch and revokes it', async () => {
    const page = admin.page;
    const name = `Build service ${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'Jordan Wong' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Access tokens' }).click();
    await page.waitForURL(`${baseURL}/en/admin/tokens`);
    await page.getByRole('heading', { name: 'Access tokens' }).waitFor();

    await page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New access token' });
    await dialog.getByLabel('Name').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Name').click();
    await page.keyboard.type(name);
    // "Read published content" is ticked already; this token also reads drafts, of the news only.
    await dialog.getByRole('checkbox', { name: /Read drafts/ }).click();
    await dialog.getByRole('checkbox', { name: 'News' }).click();
    await dialog.getByLabel('Expires').selectOption({ label: 'In 30 days' });
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    await shown.getByText('This is the only time the token is shown.', { exact: false }).waitFor();
    const secret = await shown.getByLabel('The new token').inputValue();
    expect(await seriousViolations(page)).toEqual([]);
    expect(secret).toMatch(/^mhat_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // The server keeps what the dialog said, and never the secret.
    const saved = await admin.api('admin/tokens');
    const made = saved.data.find((token: { attributes: { name: string } }) => token.attributes.name === name);
    expect(made.attributes).toMatchObject({
      scopes: ['content:read', 'drafts:read'],
      sections: ['news'],
      locales: [],
      last_four: secret.slice(-4),
      last_used_at: null,
    });
    expect(JSON.stringify(saved)).not.toContain(secret.slice(5));

    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('listitem').filter({ hasText: name });
    await row.getByText('Never used').waitFor();
    expect(await page.content()).not.toContain(secret.slice(5));

    // A build service uses it.
    const news = await fetch(`${baseURL}/api/content/news?locale=en`, { headers: { authorization: `Bearer ${secret}` } });
    expect(news.status).toBe(200);
    const stories = await fetch(`${baseURL}/api/content/stories?locale=en`, { headers: { authorization: `Bearer ${secret}` } });
    expect(stories.status).toBe(404);
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: name }).getByText('Used just now').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Revoked after a confirmation: the next call with it is refused.
    await page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('group', { name: `Revoke “${name}”? Systems using it lose access at once.` })
      .getByRole('button', { name: 'Revoke token' })
      .click();
    await page.getByRole('status').getByText(`The token “${name}” is revoked.`).waitFor();
    const refused = await fetch(`${baseURL}/api/content/news?locale=en`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(401);
    const after = await admin.api('admin/tokens');
    expect(after.data.find((token: { id: string }) => token.id === made.id).attributes.revoked_at).not.toBeNull();
  });
});
