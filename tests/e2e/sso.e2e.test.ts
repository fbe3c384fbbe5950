import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestProvider } from '../oidcProvider';
import { launchBrowser } from './browser';
import { freePort, startServer, type RunningServer } from './serverProcess';

// Issue 32: single sign-on through a real OpenID provider (node-oidc-provider on 127.0.0.1), configured by the
// server's environment. A person clicks "Sign in with …", signs in at the provider's own login form, and lands signed
// in on the site; the server answers their session.
let provider: TestProvider;
let server: RunningServer;
let browser: Browser;
let baseURL: string;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider(`${publicUrl}/api/auth/sso/callback`);
  [server, browser] = await Promise.all([
    startServer({
      env: {
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: 'Harbour Institute',
        OIDC_ALLOWED_DOMAINS: 'example.org',
        OIDC_DEFAULT_ROLE: 'contributor',
      },
    }),
    launchBrowser(),
  ]);
  baseURL = server.url;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

/** At the provider's login form: types the login and a password, as a person does, and submits. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').click();
  await page.keyboard.type(login);
  await page.getByPlaceholder('and password').click();
  await page.keyboard.type('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('masthead.session') ?? 'null')?.state.token as string | undefined) ?? null);

describe('single sign-on', () => {
  it('signs a person in through their organisation, making their account, and lands them where they were going', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseURL}/en/login?next=%2Fen%2Fnews`);
    await page.getByRole('link', { name: 'Sign in with Harbour Institute' }).click();
    await signInAtProvider(page, 'ada');
    await page.waitForURL(`${baseURL}/en/news`);
    await page.getByRole('banner').getByRole('link', { name: 'Ada Lovelace' }).waitFor();
    // The server has the session: an ordinary one, listed with the person's others.
    const token = (await tokenOf(page))!;
    const me = await fetch(`${baseURL}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { data: { attributes: unknown } }).data.attributes).toMatchObject({
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      role: 'contributor',
    });
    const sessions = await fetch(`${baseURL}/api/auth/sessions`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await sessions.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('brings a person whose domain is not allowed back to the sign-in page with the reason, in Chinese on /hk', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseURL}/hk/login`);
    await page.getByRole('link', { name: '以Harbour Institute帳戶登入' }).click();
    await signInAtProvider(page, 'outsider');
    await page.waitForURL(`${baseURL}/hk/login?sso_error=domain`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('使用你電郵地址的帳戶不能透過登入建立。請聯絡管理員邀請你。');
    expect(await tokenOf(page)).toBeNull();
  });
});
