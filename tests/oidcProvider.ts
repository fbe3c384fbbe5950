import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider for the single sign-on tests (issue 32): node-oidc-provider on 127.0.0.1, one confidential
 * client with the given redirect URI, PKCE required, and its development login form, where the login typed is the
 * account's id. Accounts are the people below (or added with `people.set`); consent is given for the one client
 * without asking, as an organisation's provider does for its own applications.
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  people: Map<string, { email: string; email_verified: boolean; name: string }>;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people: TestProvider['people'] = new Map([
    ['ada', { email: 'ada@example.org', email_verified: true, name: 'Ada Lovelace' }],
    ['editor', { email: 'editor@example.org', email_verified: true, name: 'Eddie Editor' }],
    ['reader', { email: 'reader@example.org', email_verified: true, name: 'Reader' }],
    ['outsider', { email: 'mallory@elsewhere.test', email_verified: true, name: 'Mallory' }],
    ['unverified', { email: 'una@example.org', email_verified: false, name: 'Una' }],
  ]);
  const clientId = 'masthead';
  const clientSecret = 'masthead-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => {
      const person = people.get(id);
      return person ? { accountId: id, claims: () => ({ sub: id, ...person }) } : undefined;
    },
    pkce: { required: () => true },
    cookies: { keys: ['masthead-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { Grant } = ctx.oidc.provider;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return Grant.find(grantId);
      const grant = new Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookies at the provider, as a person's browser keeps them across its redirects. */
class CookieJar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in at the provider as a person's browser does: opens the authorization address, fills the login form with
 * `login`, and follows the provider's redirects until it sends the browser back to `redirectUri`; answers that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: jar.header() },
      redirect: 'manual',
    });
    jar.take(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      await response.text();
      continue;
    }
    const html = await response.text();
    if (!html.includes('name="login"')) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /action="([^"]+)"/.exec(html)![1];
    url = new URL(action.replace(/&amp;/g, '&'), url);
    body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('the provider did not send the browser back');
}
