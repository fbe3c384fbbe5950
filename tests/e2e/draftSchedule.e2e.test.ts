import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInThroughForm } from './browser';
import { checklistDialog } from './editorSession';
import { startServer, type RunningServer } from './serverProcess';

// Issue 33: "Publish changes on ...": a published story's saved changes scheduled in the bar, which the job queue
// publishes at that minute while readers keep the live version until then. The clocks are set as in
// mailAndSchedule.e2e.test.ts: the server's sets off LEAD_MS before a whole minute, each browser's is the server's,
// and the queue looks for due jobs every second.
let server: RunningServer;
let browser: Browser;
let baseURL: string;
let offsetMs: number;
const LEAD_MS = 18_000;
const TYPING_MS = 6_000;
const SLUG = 'letters-from-the-reading-room';

beforeAll(async () => {
  const minute = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
  const env = { CLOCK_START: new Date(minute - LEAD_MS).toISOString(), JOB_INTERVAL_SECONDS: '1' };
  [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
  baseURL = server.url;
  // Sessions last 30 days, so a sign-in's `expires_at` tells the server's time.
  const sentAt = Date.now();
  const response = await fetch(`${baseURL}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reader@example.org', password: 'demo-reader' }),
  });
  offsetMs = Date.parse(((await response.json()) as { expires_at: string }).expires_at) - 30 * 86_400_000 - sentAt;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: Date.now() + offsetMs });
  return context.newPage();
}
const readerTitle = async () =>
  ((await (await fetch(`${baseURL}/api/content/stories/${SLUG}?locale=en`)).json()) as { data: { attributes: { title: string } } }).data
    .attributes.title;

describe('scheduled changes', () => {
  it('publishes a published story’s saved changes at the minute scheduled in the bar, and not before', async () => {
    const editor = await newPage();
    await signInThroughForm(editor, baseURL, 'editor@example.org', 'demo-editor');
    await editor.waitForURL(`${baseURL}/en`);
    await editor.goto(`${baseURL}/en/page-templates/stories/${SLUG}`);
    await editor.locator('.editor-loading').waitFor({ state: 'detached' });
    const title = editor.getByRole('textbox', { name: 'Title' });
    await title.click();
    await editor.keyboard.press('End');
    await editor.keyboard.type(', read again');
    await editor.keyboard.press('Control+s');
    await editor.getByText('All changes saved').waitFor();
    const state = editor.locator('.publish-state');
    await state.getByText('Published · changes not yet published', { exact: true }).waitFor();

    const now = await editor.evaluate(() => Date.now());
    const at = new Date(Math.ceil((now + TYPING_MS) / 60_000) * 60_000);
    const two = (value: number) => String(value).padStart(2, '0');
    await editor.getByRole('button', { name: 'More publishing actions' }).click();
    await editor.getByRole('button', { name: 'Schedule changes…' }).click();
    const form = editor.locator('.schedule-form');
    await form.getByText('Publish changes on').waitFor();
    await form.getByLabel('Day', { exact: true }).fill(`${at.getDate()}/${at.getMonth() + 1}/${at.getFullYear()}`);
    await form.getByLabel('Time').fill(`${two(at.getHours())}:${two(at.getMinutes())}`);
    await form.getByRole('button', { name: 'Schedule changes' }).click();
    await checklistDialog(editor, 'Before scheduling').getByRole('button', { name: 'Schedule changes' }).click();
    await state.getByText(/^Published · Publish changes on .*, \d\d:\d\d$/).waitFor();

    const token = await editor.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);
    const saved = async () =>
      (
        (await (await fetch(`${baseURL}/api/pages/${SLUG}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          data: { attributes: Record<string, unknown> };
        }
      ).data.attributes;
    expect(await saved()).toMatchObject({ has_unpublished_changes: true, publish_at: at.toISOString(), published: true });
    expect(await readerTitle()).toBe('Letters from the Reading Room');

    await expect.poll(readerTitle, { timeout: 100_000, interval: 500 }).toBe('Letters from the Reading Room, read again');
    expect(await editor.evaluate(() => Date.now())).toBeGreaterThanOrEqual(at.getTime());
    expect(await saved()).toMatchObject({ has_unpublished_changes: false, publish_at: null });
    const reader = await newPage();
    await reader.goto(`${baseURL}/en/stories/${SLUG}`);
    await reader.getByRole('heading', { level: 1, name: 'Letters from the Reading Room, read again' }).waitFor();
    await editor.reload();
    await editor.locator('.publish-state').getByText('Published', { exact: true }).waitFor();
  }, 150_000);
});
