import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentIdsIn } from '../../contract/commentMarks';
import { bodyOf, startSmtpSink } from '../smtpSink';
import { apiCaller, mailTo as mailToIn } from './apiCalls';
import { launchBrowser, signInThroughForm } from './browser';
import { editorOpened } from './editorSession';
import { startServer, type RunningServer } from './serverProcess';

// Issue 35, comments: an editor selects words in a story and comments on them, mentioning a colleague picked from the
// @ list; the thread and its mark are saved; the colleague gets the e-mail at a local SMTP server, follows its link to
// the thread, replies and resolves it; the editor shows resolved threads and reopens it. Each step is checked on the server.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let browser: Browser;
let baseURL: string;

const api = apiCaller(() => baseURL);
const tokenOf = async (email: string, password: string) =>
  (await api('POST', 'auth/sign_in', null, { email, password })).body.token as string;

const mailTo = (address: string, pattern: RegExp) => mailToIn(() => sink.received, address, pattern);

beforeAll(async () => {
  sink = await startSmtpSink();
  const env = { SMTP_URL: sink.url, MAIL_FROM: 'Masthead <no-reply@example.org>', JOB_INTERVAL_SECONDS: '1' };
  [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
  baseURL = server.url;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
});

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInThroughForm(page, baseURL, email, password);
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

describe('comments', () => {
  it('go from a comment with a mention, by e-mail, to a reply, resolved and reopened', async () => {
    // A title of its own per attempt, so that a retry on the same server follows its own e-mails, not the first attempt's.
    const TITLE = `Harbour ferries ${Date.now().toString(36)}`;
    const editor = await signedIn('editor@example.org', 'demo-editor');
    await editor.goto(`${baseURL}/en/news`);
    await editor.getByRole('link', { name: 'New page' }).click();
    await editor.getByRole('textbox', { name: 'Title' }).and(editor.locator(':focus')).waitFor();
    await editor.keyboard.type(TITLE);
    await editor.getByRole('textbox', { name: 'Page body' }).click();
    await editor.keyboard.type('The night ferry stops at ten.');
    await editor.keyboard.press('Control+s');
    await editor.waitForURL(
      (address) => /^\/en\/page-templates\/news\/[a-z0-9-]+$/.test(address.pathname) && !address.pathname.endsWith('/create-page'),
    );
    await editor.getByText('All changes saved').waitFor();
    const slug = editor.url().split('/').pop()!;
    // Saved, the page now has a live session: as a person, wait for "Connecting..." to go before commenting.
    await editorOpened(editor);

    // Select "night" with a double click, then the floating toolbar's Comment.
    await editor
      .getByRole('textbox', { name: 'Page body' })
      .getByText('The night ferry stops at ten.')
      .dblclick({ position: { x: 40, y: 8 } });
    await editor.getByRole('button', { name: 'Comment', exact: true }).click();
    const box = editor.getByRole('textbox', { name: 'Write a comment. Type @ to mention someone.' });
    await box.waitFor();
    await box.pressSequentially('Which night? @Sa');
    await editor.getByRole('button', { name: '@Sam Lee' }).click();
    await editor.keyboard.type('please check.');
    await editor.getByRole('button', { name: 'Comment', exact: true }).last().click();
    await editor.locator('.comment__body', { hasText: 'Which night? @Sam Lee please check.' }).waitFor();
    // The thread's mark is saved with the page at once.
    await editor.getByText('All changes saved').waitFor();

    const editorToken = await tokenOf('editor@example.org', 'demo-editor');
    const page = (await api('GET', `pages/${slug}`, editorToken)).body.data.attributes;
    const threads = (await api('GET', `pages/${page.page_id}/comments`, editorToken)).body.data;
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ comments: [{ body: 'Which night? @Sam Lee please check.', mentions: [{ name: 'Sam Lee' }] }] });
    expect([...commentIdsIn(page.lexical_body)]).toEqual([threads[0].id]);
    expect(threads[0].quote.trim()).toBe('night');

    // The colleague's e-mail leads to the thread; they reply and resolve it.
    const mail = await mailTo('colleague@example.org', new RegExp(`mentioned you in a comment on "${TITLE}"`));
    const link = /(http:\/\/\S+\?comment=\S+)/.exec(bodyOf(mail))![1];
    const colleague = await signedIn('colleague@example.org', 'demo-colleague');
    await colleague.goto(link);
    const thread = colleague.locator(`[data-thread="${threads[0].id}"]`);
    await thread.getByText('Which night? @Sam Lee please check.').waitFor();
    await thread.getByRole('textbox', { name: 'Reply…' }).click();
    await colleague.keyboard.type('Friday night.');
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await thread.getByText('Friday night.').waitFor();
    await thread.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(async () => (await api('GET', `pages/${page.page_id}/comments`, editorToken)).body.data[0].resolved).toBe(true);
    expect((await api('GET', `pages/${page.page_id}/comments`, editorToken)).body.data[0].comments.map((each: any) => each.body)).toEqual([
      'Which night? @Sam Lee please check.',
      'Friday night.',
    ]);
    await mailTo('editor@example.org', new RegExp(`replied to a comment on "${TITLE}"`));

    // The editor shows resolved threads and reopens it.
    await editor.reload();
    await editorOpened(editor);
    await editor.getByRole('button', { name: 'Comments' }).click();
    await editor.getByLabel('Show resolved').check();
    await editor.getByRole('button', { name: 'Reopen' }).click();
    await expect.poll(async () => (await api('GET', `pages/${page.page_id}/comments`, editorToken)).body.data[0].resolved).toBe(false);

    // Readers get the page without the thread's id.
    expect((await api('POST', `pages/${page.page_id}/publish`, editorToken, { version: page.version })).status).toBeLessThan(500);
    const served = await (await fetch(`${baseURL}/en/news/${slug}`)).text();
    expect(served).not.toContain(threads[0].id);
  }, 180_000);
});
