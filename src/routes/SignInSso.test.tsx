import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupDoneHandler } from '../../tests/siteConfigHandler';
import { adoptServedSiteConfig } from '../store/siteConfig';
import { SESSION_STORAGE_KEY, useSession } from '../store/session';
import { routes } from './routeTable';

/** The sign-in page with single sign-on (issue 32): the provider's button, its refusals in words, and its session. */

const user = {
  id: 'u9',
  type: 'user',
  attributes: { uid: 'u9', email: 'ada@example.org', name: 'Ada Lovelace', role: 'contributor', image: null },
};
let signInConfig: { sso: { name: string } | null; password_sign_in: boolean } = { sso: null, password_sign_in: true };
let handoffs = 0;

const server = setupServer(
  setupDoneHandler,
  http.get('/api/content/:collection', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
  http.get('/api/content/home', () => HttpResponse.json({ data: { stories: [], series: [], news: [], projects: [], events: [] } })),
  http.get('/api/site_config', () =>
    HttpResponse.json({
      data: {
        id: 'site',
        type: 'site_config',
        attributes: {
          site_domains: [],
          themed_series: { slug: 'x', title: null, page_id: null },
          announcement: null,
          email: true,
          ...signInConfig,
        },
      },
    }),
  ),
  http.post('/api/auth/sso/session', () => {
    handoffs += 1;
    return handoffs === 1
      ? HttpResponse.json({ token: 'sso-token', expires_at: '2099-01-01T00:00:00.000Z', user })
      : HttpResponse.json({ error: 'The sign-in through your organisation did not finish: please try again.' }, { status: 401 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  adoptServedSiteConfig(null);
  handoffs = 0;
});
afterEach(() => {
  cleanup();
  useSession.getState().clear();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('sign-in with the organisation account', () => {
  it('offers "Sign in with {name}" beside the password form, returning to next', async () => {
    signInConfig = { sso: { name: 'Harbour Institute' }, password_sign_in: true };
    renderAt('/en/login?next=%2Fen%2Fnews');
    const link = await screen.findByRole('link', { name: 'Sign in with Harbour Institute' });
    expect(link).toHaveAttribute('href', '/api/auth/sso/start?locale=en&next=%2Fen%2Fnews');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByText('or with your email and password')).toBeInTheDocument();
  });

  it('offers no password form when password sign-in is off, and says why a sign-in was refused, in Chinese on /hk', async () => {
    signInConfig = { sso: { name: '海港學會' }, password_sign_in: false };
    renderAt('/hk/login?sso_error=domain');
    expect(await screen.findByRole('link', { name: '以海港學會帳戶登入' })).toHaveAttribute(
      'href',
      '/api/auth/sso/start?locale=hk&next=%2Fhk',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('使用你電郵地址的帳戶不能透過登入建立。請聯絡管理員邀請你。');
    expect(screen.queryByLabelText('密碼')).toBeNull();
    expect(screen.queryByRole('link', { name: '忘記密碼？' })).toBeNull();
  });

  it('says in English that a deactivated account cannot sign in, and ignores an unknown reason', async () => {
    signInConfig = { sso: { name: 'Harbour Institute' }, password_sign_in: true };
    renderAt('/en/login?sso_error=deactivated');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is deactivated. Ask an administrator to reactivate it.');
    cleanup();
    renderAt('/en/login?sso_error=%3Cscript%3E');
    await screen.findByRole('link', { name: 'Sign in with Harbour Institute' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the session the provider’s sign-in made, keeps it, and goes on to next', async () => {
    const router = renderAt('/en/login?next=%2Fen%2Fnews&sso=done');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/news'));
    expect(useSession.getState().token).toBe('sso-token');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state.user.attributes.email).toBe('ada@example.org');
    expect(handoffs).toBe(1);
  });

  it('says so when there is no session to take', async () => {
    handoffs = 1;
    signInConfig = { sso: { name: 'Harbour Institute' }, password_sign_in: true };
    renderAt('/en/login?sso=done');
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in with your organisation did not work. Please try again.');
    expect(useSession.getState().token).toBeNull();
    // Both ways are offered again.
    expect(screen.getByRole('link', { name: 'Sign in with Harbour Institute' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
