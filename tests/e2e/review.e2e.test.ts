import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, startSmtpSink, type ReceivedMail } from '../smtpSink';
import { apiCaller, mailTo as mailToIn } from './apiCalls';
import { launchBrowser, signInThroughForm } from './browser';
import { editorOpened, editorSelectionIn, publishFromBar } from './editorSession';
import { startServer, type RunningServer } from './serverProcess';

// Issue 33, review: a contributor submits a story with a note; the editor sees the unread count and the notification
// in the header, and the e-mail reaches a local SMTP server; the editor requests changes; the contributor sees them,
// fixes the story and submits it again; the editor publishes it; a signed-out reader reads it. Each step is checked
// on the server too. The queue looks for due jobs every second, so mail goes out within seconds.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let browser: Browser;
let baseURL: string;

const CONTRIBUTOR = { name: 'Casey Ho', email: 'casey@example.org', password: 'casey-long-password' };

const api = apiCaller(() => baseURL);
const tokenOf = async (email: string, password: string) =>
  (await api('POST', 'auth/sign_in', null, { email, password })).body.token as string;

const mailTo = (address: string, pattern: RegExp) => mailToIn(() => sink.received, address, pattern);

beforeAll(async () => {
  browser = await launchBrowser();
});

// A server and a mailbox of their own for each try: a retry after a failure half-way (the contributor invited, the
// editor's notifications read) starts from the same empty state as the first try.
beforeEach(async () => {
  sink = await startSmtpSink();
  const env = { SMTP_URL: sink.url, MAIL_FROM: 'Masthead <no-reply@example.org>', JOB_INTERVAL_SECONDS: '1' };
  server = await startServer({ env });
  baseURL = server.url;
}, 120_000);

afterEach(async () => {
  for (const context of browser.contexts()) await context.close();
  await server?.stop();
  await sink?.stop();
});

afterAll(async () => {
  await browser?.close();
});

/** The contributor's account, as an administrator makes it: invited, then a password chosen from the e-mailed link. */
async function addContributor() {
  const admin = await tokenOf('admin@example.org', 'demo-admin');
  const invited = await api('POST', 'admin/people', admin, {
    person: { name: CONTRIBUTOR.name, email: CONTRIBUTOR.email, role: 'contributor' },
  });
  expect(invited.status).toBe(201);
  let mail: ReceivedMail | undefined;
  await expect.poll(() => (mail = sink.received.find((each) => each.to.includes(CONTRIBUTOR.email))), { timeout: 30_000 }).toBeDefined();
  const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(bodyOf(mail!))![1];
  expect((await api('POST', `auth/password_reset/${token}`, null, { password: CONTRIBUTOR.password })).status).toBe(200);
}

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInThroughForm(page, baseURL, email, password);
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

/** Types into the field that has the focus after a click on it, key by key. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label).click();
  await page.keyboard.type(text);
}

describe('review', () => {
  it('goes from a contributor’s submission through requested changes to publication, telling each person', async () => {
    await addContributor();
    const contributor = await signedIn(CONTRIBUTOR.email, CONTRIBUTOR.password);
    await contributor.goto(`${baseURL}/en/news`);
    await contributor.getByRole('link', { name: 'New page' }).click();
    await contributor.getByRole('textbox', { name: 'Title' }).and(contributor.locator(':focus')).waitFor();
    await contributor.keyboard.type('Ferry timetable changes');
    await contributor.getByRole('textbox', { name: 'Page body' }).click();
    await contributor.keyboard.type('The night ferry stops at ten.');
    await contributor.keyboard.press('Control+s');
    await contributor.waitForURL(
      (address) => /^\/en\/page-templates\/news\/[a-z0-9-]+$/.test(address.pathname) && !address.pathname.endsWith('/create-page'),
    );
    await contributor.getByText('All changes saved').waitFor();
    const slug = contributor.url().split('/').pop()!;
    // A contributor has no Publish; they submit for review with a note.
    expect(await contributor.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await contributor.getByRole('button', { name: 'Submit for review' }).click();
    await typeInto(contributor, 'Note for the reviewers', 'Please check the times.');
    await contributor.getByRole('button', { name: 'Submit', exact: true }).click();
    await contributor.getByRole('button', { name: 'In review' }).waitFor();

    const editorToken = await tokenOf('editor@example.org', 'demo-editor');
    const pageId = (await api('GET', `pages/${slug}`, editorToken)).body.data.attributes.page_id as number;
    const reviewOnServer = async () => (await api('GET', `pages/${pageId}/review`, editorToken)).body.data;
    expect(await reviewOnServer()).toMatchObject({
      state: 'in_review',
      note: 'Please check the times.',
      submitted_by: { name: CONTRIBUTOR.name },
    });

    // The editor: the unread count in the header, the notification, and the e-mail.
    const editor = await signedIn('editor@example.org', 'demo-editor');
    await editor.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const request = editor.getByRole('link', { name: /Casey Ho asks you to review “Ferry timetable changes”/ });
    await request.getByText('“Please check the times.”').waitFor();
    const mail = await mailTo('editor@example.org', /asks you to review "Ferry timetable changes"/);
    expect(bodyOf(mail)).toContain('Please check the times.');
    expect(bodyOf(mail)).toContain(`${baseURL}/en/page-templates/news/${slug}`);
    await request.click();
    await editor.waitForURL(`${baseURL}/en/page-templates/news/${slug}`);
    await editor.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect((await api('GET', 'notifications/unread', editorToken)).body.data.unread).toBe(0);

    // The editor requests changes with a reason.
    await editor.getByRole('button', { name: 'In review' }).click();
    await editor.getByText('Submitted by Casey Ho').waitFor();
    await editor.getByRole('button', { name: 'Request changes' }).click();
    await editor.getByText('Say what needs changing.').waitFor();
    await typeInto(editor, 'What needs changing', 'Add the Sunday times.');
    await editor.getByRole('button', { name: 'Request changes' }).click();
    await editor.getByRole('button', { name: 'Changes requested' }).waitFor();
    expect(await reviewOnServer()).toMatchObject({
      state: 'changes_requested',
      reason: 'Add the Sunday times.',
      decided_by: { name: 'Alex Morgan' },
    });

    // The contributor is told in the header (on their next look) and by e-mail, reads the reason, fixes and submits.
    await contributor.reload();
    await contributor.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await contributor.getByRole('link', { name: /Alex Morgan requested changes to “Ferry timetable changes”/ }).click();
    await contributor.getByRole('button', { name: 'Changes requested' }).click();
    await contributor.getByText('Add the Sunday times.').waitFor();
    await contributor.keyboard.press('Escape');
    // As a person waits for "Connecting..." to go after the reload, before typing the fix and publishing it.
    await editorOpened(contributor);
    expect(bodyOf(await mailTo(CONTRIBUTOR.email, /requested changes to "Ferry timetable changes"/))).toContain('Add the Sunday times.');
    await contributor.getByText('The night ferry stops at ten.').click();
    await contributor.keyboard.press('End');
    await editorSelectionIn(contributor, 'The night ferry stops at ten.', { offset: 'The night ferry stops at ten.'.length });
    await contributor.keyboard.type(' On Sundays it stops at nine.');
    await contributor.keyboard.press('Control+s');
    await contributor.getByText('All changes saved').waitFor();
    await contributor.getByRole('button', { name: 'Submit for review' }).click();
    await typeInto(contributor, 'Note for the reviewers', 'Sunday times added.');
    await contributor.getByRole('button', { name: 'Submit', exact: true }).click();
    await contributor.getByRole('button', { name: 'In review' }).waitFor();
    expect(await reviewOnServer()).toMatchObject({ state: 'in_review', note: 'Sunday times added.' });

    // The editor publishes it; the review closes, and a signed-out reader reads the fixed story.
    await editor.reload();
    await editor.getByRole('button', { name: 'In review' }).waitFor();
    await publishFromBar(editor);
    await editor.locator('.publish-state').getByText('Published', { exact: true }).waitFor();
    // The review closed: it may be submitted again, which those who may publish do from the publishing menu.
    await editor.getByRole('button', { name: 'More publishing actions' }).click();
    await editor.getByRole('button', { name: 'Submit for review…' }).waitFor();
    await editor.keyboard.press('Escape');
    expect(await reviewOnServer()).toMatchObject({ state: 'published' });
    const history = (await api('GET', `pages/${pageId}/revisions`, editorToken)).body.data.map(
      (revision: { attributes: { review_step: string | null } }) => revision.attributes.review_step,
    );
    expect(history.filter(Boolean)).toEqual(['published', 'submitted', 'changes_requested', 'submitted']);
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(`${baseURL}/en/news/${slug}`);
    await reader.getByRole('heading', { level: 1, name: 'Ferry timetable changes' }).waitFor();
    await reader.getByText('The night ferry stops at ten. On Sundays it stops at nine.').waitFor();
  }, 240_000);
});
