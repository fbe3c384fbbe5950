import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../webhookReceiver';
import { launchBrowser, signInThroughForm } from './browser';
import { startServer, type RunningServer } from './serverProcess';

// Issue 36: an administrator adds a webhook endpoint from the account menu, keeps its secret, sees the delivery of a
// page an editor publishes in the endpoint's log, and sends it again. The receiver runs on 127.0.0.1, which this
// server allows (WEBHOOKS_ALLOW_HTTP, WEBHOOKS_ALLOW_PRIVATE); its queue looks for due jobs every second.
let server: RunningServer;
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let baseURL: string;

beforeAll(async () => {
  receiver = await startReceiver();
  const env = { WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1', JOB_INTERVAL_SECONDS: '1' };
  [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
  baseURL = server.url;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

async function tokenOf(email: string, password: string): Promise<string> {
  const answer = await fetch(`${baseURL}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await answer.json()) as { token: string }).token;
}

/** An editor makes a news page and publishes it (through the API: the journey is the administrator's). */
async function publishAsEditor(title: string) {
  const token = await tokenOf('editor@example.org', 'demo-editor');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const made = await (
    await fetch(`${baseURL}/api/pages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ page: { title, page_collection_slug: 'news' } }),
    })
  ).json();
  const published = await fetch(`${baseURL}/api/pages/${made.data.id}/publish?version=${made.data.attributes.version}`, {
    method: 'PUT',
    headers,
  });
  expect(published.status).toBe(200);
  return Number(made.data.id);
}

async function adminPage(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInThroughForm(page, baseURL, 'admin@example.org', 'demo-admin');
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

describe('webhooks', () => {
  it('lets an administrator add an endpoint, keep its secret and see a signed delivery in its log', async () => {
    const page = await adminPage();
    await page.getByRole('link', { name: 'Jordan Wong' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(`${baseURL}/en/admin/webhooks`);
    await page.getByText('No endpoints yet.').waitFor();

    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByLabel('Endpoint URL').click();
    await page.keyboard.type(receiver.url);
    await form.getByLabel('Description (optional)').click();
    await page.keyboard.type('Build service');
    await form.getByRole('checkbox', { name: 'Page unpublished' }).click();
    await form.getByRole('button', { name: 'Save endpoint' }).click();
    await page.getByText('Endpoint added.').waitFor();
    await page.getByText('Copy the signing secret now: it is shown only once.', { exact: false }).waitFor();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);

    // What the screen made is what the server keeps, and the list never holds the secret.
    const token = await tokenOf('admin@example.org', 'demo-admin');
    const listed = await (await fetch(`${baseURL}/api/admin/webhooks`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(listed.data).toMatchObject([
      {
        url: receiver.url,
        description: 'Build service',
        events: ['page.published', 'page.unpublished'],
        enabled: true,
        secret_hint: secret.slice(-4),
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const title = `Hooked ${Date.now().toString(36)}`;
    const pageId = await publishAsEditor(title);
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const [got] = receiver.received;
    const at = new Date(Number(got.headers['webhook-timestamp']) * 1000);
    expect(got.headers['webhook-signature']).toBe(new Webhook(secret).sign(String(got.headers['webhook-id']), at, got.body));
    expect(JSON.parse(got.body)).toMatchObject({ type: 'page.published', data: { page: { id: pageId, title } } });

    await page.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('region', { name: 'Delivery log' });
    const delivery = log.getByRole('listitem').filter({ hasText: 'Page published' }).first();
    await delivery.getByText('Delivered', { exact: true }).waitFor();
    await delivery.getByText('Page published', { exact: true }).click();
    await delivery.getByText('Attempt 1', { exact: true }).waitFor();
    // The body as sent, shown indented: `"title": "…"`.
    await delivery.getByText(`"title": "${title}"`, { exact: false }).waitFor();
    await delivery.getByText('HTTP 200', { exact: false }).waitFor();

    // Send again: a new delivery of the same body reaches the receiver, and the log shows it.
    await delivery.getByRole('button', { name: 'Send again' }).click();
    await log.getByText('Sent again as a new delivery.').waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.received[1].body).toBe(got.body);
    await expect
      .poll(
        async () => {
          await log.getByRole('button', { name: 'Refresh' }).click();
          return log.locator('.webhook-delivery--succeeded').count();
        },
        { timeout: 20_000 },
      )
      .toBe(2);
  }, 120_000);
});
