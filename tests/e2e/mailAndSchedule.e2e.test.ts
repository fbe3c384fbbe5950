import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, startSmtpSink, type ReceivedMail } from '../smtpSink';
import { launchBrowser, signInThroughForm } from './browser';
import { checklistDialog } from './editorSession';
import { startServer, type RunningServer } from './serverProcess';

// Issue 17: what needs a mail server and the job queue, done as people do it: a publish scheduled in the bar that
// readers then see, an invitation e-mail followed to the memo, and a forgotten password reset from its e-mail.
//
// The bar, the job queue and the mail are as in production; only the clocks are set: the server's sets off LEAD_MS
// before a whole minute when it is ready (CLOCK_START), each browser's is set to the server's, and the queue looks for
// due jobs every second, so the minute scheduled first comes within seconds rather than up to a minute and a half
// later (a slower start only means waiting for the minute after), and mail goes out within a second.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let browser: Browser;
let baseURL: string;
/** The server's clock minus the real one. */
let offsetMs: number;

/** From the server's clock setting off (when it is ready) to the schedule form: signing in, making and saving a page. */
const LEAD_MS = 18_000;
/** Typing the day and time and pressing Schedule publish, which must reach the server before that minute. */
const TYPING_MS = 6_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  const minute = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
  const env = {
    SMTP_URL: sink.url,
    MAIL_FROM: 'Masthead <no-reply@example.org>',
    CLOCK_START: new Date(minute - LEAD_MS).toISOString(),
    JOB_INTERVAL_SECONDS: '1',
  };
  [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
  baseURL = server.url;
  offsetMs = await serverClockOffset();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
});

/** Sessions last 30 days (docs/security.md), so a sign-in's `expires_at` tells the server's time when the sign-in began. */
async function serverClockOffset(): Promise<number> {
  const sentAt = Date.now();
  const response = await fetch(`${baseURL}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reader@example.org', password: 'demo-reader' }),
  });
  const { expires_at: expiresAt } = (await response.json()) as { expires_at: string };
  return Date.parse(expiresAt) - 30 * 86_400_000 - sentAt;
}

/** A page in a new browser context whose clock is the server's, running on. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: Date.now() + offsetMs });
  return context.newPage();
}

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await newPage();
  await signInThroughForm(page, baseURL, email, password);
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

/** The first message to `address` whose body matches `pattern`, as the local SMTP server received it. */
async function mailTo(address: string, pattern: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => (found = sink.received.find((mail) => mail.to.includes(address) && pattern.test(bodyOf(mail)))), { timeout: 30_000 })
    .toBeDefined();
  return found!;
}

function linkIn(mail: ReceivedMail, path: RegExp): string {
  const link = bodyOf(mail).match(new RegExp(`${baseURL.replace(/[.:/]/g, '\\$&')}${path.source}`))?.[0];
  expect(link, bodyOf(mail)).toBeTruthy();
  return link!;
}

describe('with the job queue', () => {
  it('publishes a page at the minute scheduled in the bar, and a signed-out reader then finds it', async () => {
    const editor = await signedIn('editor@example.org', 'demo-editor');
    await editor.goto(`${baseURL}/en/news`);
    await editor.getByRole('link', { name: 'New page' }).click();
    await editor.getByRole('textbox', { name: 'Title' }).and(editor.locator(':focus')).waitFor();
    await editor.keyboard.type('Out on the minute');
    await editor.getByRole('textbox', { name: 'Page body' }).click();
    await editor.keyboard.type('Published by the job queue.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitForURL(
      (address) => /^\/en\/page-templates\/news\/[a-z0-9-]+$/.test(address.pathname) && !address.pathname.endsWith('/create-page'),
    );
    await editor.getByText('All changes saved').waitFor();
    const slug = editor.url().split('/').pop()!;

    // The next whole minute at least TYPING_MS away by the browser's (and server's) clock, typed as a person would.
    const now = await editor.evaluate(() => Date.now());
    const at = new Date(Math.ceil((now + TYPING_MS) / 60_000) * 60_000);
    const two = (value: number) => String(value).padStart(2, '0');
    await editor.getByRole('button', { name: 'Schedule', exact: true }).click();
    const form = editor.locator('.schedule-form');
    await form.getByLabel('Day', { exact: true }).fill(`${at.getDate()}/${at.getMonth() + 1}/${at.getFullYear()}`);
    await form.getByLabel('Time').fill(`${two(at.getHours())}:${two(at.getMinutes())}`);
    await form.getByRole('button', { name: 'Schedule publish' }).click();
    await checklistDialog(editor, 'Before scheduling').getByRole('button', { name: 'Schedule publish' }).click();
    await editor
      .locator('.publish-state')
      .getByText(/^Scheduled for/)
      .waitFor();

    const readerAnswer = async () => (await fetch(`${baseURL}/api/content/news/${slug}?locale=en`)).status;
    expect(await readerAnswer()).toBe(404);
    await expect.poll(readerAnswer, { timeout: 100_000, interval: 500 }).toBe(200);
    const reader = await newPage();
    expect(await editor.evaluate(() => Date.now())).toBeGreaterThanOrEqual(at.getTime());
    await reader.goto(`${baseURL}/en/news/${slug}`);
    await reader.getByRole('heading', { level: 1, name: 'Out on the minute' }).waitFor();
    await editor.reload();
    await editor.locator('.publish-state').getByText('Published', { exact: true }).waitFor();
  }, 150_000);
});

describe('with a mail server', () => {
  it('e-mails an invitation with its message and the memo link, which the colleague follows to the draft', async () => {
    const owner = await signedIn('editor@example.org', 'demo-editor');
    await owner.goto(`${baseURL}/en/memo/editorial-calendar-2027`);
    await owner.getByRole('button', { name: 'Share page' }).click();
    const dialog = owner.getByRole('dialog', { name: /^Share/ });
    await dialog.getByRole('searchbox', { name: 'Add people' }).fill('sam');
    await dialog.getByRole('button', { name: /Sam Lee/ }).click();
    await dialog.getByLabel('Message (optional)').fill('Could you check the March dates?');
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await owner.getByText('Invitation sent', { exact: true }).waitFor();

    const mail = await mailTo('colleague@example.org', /Could you check the March dates\?/);
    const link = linkIn(mail, /\/en\/memo\/editorial-calendar-2027/);
    const colleague = await signedIn('colleague@example.org', 'demo-colleague');
    await colleague.goto(link);
    await colleague.getByRole('heading', { level: 1, name: 'Editorial calendar 2027' }).waitFor();
  });

  it('resets a forgotten password from the e-mailed link, once', async () => {
    const page = await newPage();
    await page.goto(`${baseURL}/en/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form, with its own Email field, stays until the next screen's code has loaded.
    await page.getByRole('button', { name: 'Send me a link' }).waitFor();
    await page.getByLabel('Email').fill('reader@example.org');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    // On a loaded machine the answer can take a while; an error shown instead fails with its text.
    await page.getByRole('status').getByText('we have sent it a link').or(page.getByRole('alert')).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('alert').count(), await page.getByRole('alert').allTextContents().then(String)).toBe(0);

    const link = linkIn(await mailTo('reader@example.org', /reset-password/), /\/en\/reset-password\/[A-Za-z0-9_-]{43}/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a new and long password');
    await page.getByLabel('The same again').fill('a new and long password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Your password is changed').waitFor();

    const again = await newPage();
    await signInThroughForm(again, baseURL, 'reader@example.org', 'a new and long password');
    await again.waitForURL(`${baseURL}/en`);
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('yet another password');
    await again.getByLabel('The same again').fill('yet another password');
    await again.getByRole('button', { name: 'Set the new password' }).click();
    await again.getByRole('alert').waitFor();
  }, 150_000);
});
