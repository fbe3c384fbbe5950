import { adoptServedSiteConfig, useSiteConfig } from '../store/siteConfig';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, useSession } from '../store/session';
import { routes } from './routeTable';
import { setupDoneHandler } from '../../tests/siteConfigHandler';

const user = {
  id: '7',
  type: 'user',
  attributes: { uid: 'u7', email: 'editor@example.org', name: 'Alex Morgan', role: 'editor', image: null },
};

let mailConfigured = true;
const server = setupServer(
  setupDoneHandler,
  http.get('/api/content/home', () => HttpResponse.json({ data: { stories: [], series: [], news: [], projects: [], events: [] } })),
  http.get('/api/content/:collection', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
  http.get('/api/site_config', () =>
    HttpResponse.json({
      data: {
        id: 'site',
        type: 'site_config',
        attributes: {
          site_domains: [],
          themed_series: { slug: 'x', title: null, page_id: null },
          announcement: null,
          email: mailConfigured,
        },
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSession.getState().clear();
});
afterAll(() => server.close());

const chinese = { heading: '登入', email: '電郵', password: '密碼', button: '登入' };
const english = { heading: 'Sign in', email: 'Email', password: 'Password', button: 'Sign in' };
const wordsOf = (path: string) => (path.startsWith('/hk') ? chinese : english);

async function renderAt(path: string, { signedIn = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  if (!signedIn) await screen.findByRole('heading', { level: 1, name: wordsOf(path).heading });
  return router;
}

async function fillIn(email: string, password: string, words = english) {
  await userEvent.type(screen.getByLabelText(words.email), email);
  await userEvent.type(screen.getByLabelText(words.password), password);
  await userEvent.click(screen.getByRole('button', { name: words.button }));
}

function acceptSignIn(received: unknown[] = []) {
  server.use(
    http.post('/api/auth/sign_in', async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json({ token: 'fresh-token', expires_at: '2099-01-01T00:00:00.000Z', user });
    }),
  );
}

describe('SignInRoute', () => {
  it('leads a site without accounts to its first administrator, who is made and signed in', async () => {
    const made: unknown[] = [];
    const signIns: unknown[] = [];
    acceptSignIn(signIns);
    server.use(
      http.get('/api/setup', () => HttpResponse.json({ data: { needed: made.length === 0 } })),
      http.post('/api/setup', async ({ request }) => {
        made.push(await request.json());
        return HttpResponse.json({ data: user }, { status: 201 });
      }),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/en/login'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Set up your site' });
    expect(router.state.location.pathname).toBe('/en/setup');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Morgan Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create the administrator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use at least 10 characters.');
    expect(made).toEqual([]);
    await userEvent.type(screen.getByLabelText('Password'), ' and longer');
    await userEvent.click(screen.getByRole('button', { name: 'Create the administrator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/settings'));
    expect(made).toEqual([{ name: 'Morgan Lee', email: 'morgan@example.org', password: 'short and longer' }]);
    expect(signIns).toEqual([{ email: 'morgan@example.org', password: 'short and longer' }]);
  });

  it('has labelled email and password fields and a sign-in button', async () => {
    await renderAt('/en/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sign in — Masthead'));
  });

  it('offers "Forgot your password?" only when the server sends e-mail', async () => {
    adoptServedSiteConfig(null);
    mailConfigured = true;
    await renderAt('/en/login');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/forgot-password');
    cleanup();
    adoptServedSiteConfig(null);
    mailConfigured = false;
    await renderAt('/en/login');
    await waitFor(() => expect(useSiteConfig.getState().status).toBe('ready'));
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    mailConfigured = true;
  });

  it('lists the demo accounts outside production builds', async () => {
    await renderAt('/en/login');
    expect(screen.getByRole('heading', { name: 'Demo accounts' })).toBeInTheDocument();
    expect(screen.getByText('editor@example.org')).toBeInTheDocument();
  });

  it('signs in, stores the session and goes to next', async () => {
    const received: unknown[] = [];
    acceptSignIn(received);
    const router = await renderAt('/en/login?next=%2Fen%2Fnews');
    await fillIn('Editor@Example.org ', 'demo-editor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/news'));
    expect(received).toEqual([{ email: 'editor@example.org', password: 'demo-editor' }]);
    expect(useSession.getState().token).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state).toMatchObject({
      token: 'fresh-token',
      user: { attributes: { name: 'Alex Morgan' } },
    });
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'en/news'])(
    'ignores the unsafe next %j and goes home',
    async (next) => {
      acceptSignIn();
      const router = await renderAt(`/hk/login?next=${encodeURIComponent(next)}`);
      await fillIn('editor@example.org', 'demo-editor', chinese);
      await waitFor(() => expect(router.state.location.pathname).toBe('/hk'));
    },
  );

  it('shows "Signing in..." while the request is under way', async () => {
    server.use(
      http.post('/api/auth/sign_in', async () => {
        await delay(100);
        return HttpResponse.json({ token: 't', expires_at: '2099-01-01T00:00:00.000Z', user });
      }),
    );
    await renderAt('/en/login');
    await fillIn('editor@example.org', 'demo-editor');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Recent stories' })).toBeInTheDocument();
  });

  it("shows the server's message on wrong credentials", async () => {
    server.use(http.post('/api/auth/sign_in', () => HttpResponse.json({ error: 'Email or password is incorrect.' }, { status: 401 })));
    const router = await renderAt('/en/login');
    await fillIn('editor@example.org', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/en/login');
    expect(useSession.getState().token).toBeNull();
  });

  it("shows the server's message when throttled", async () => {
    server.use(
      http.post('/api/auth/sign_in', () => HttpResponse.json({ error: 'Too many attempts. Try again in 15 minutes.' }, { status: 429 })),
    );
    await renderAt('/en/login');
    await fillIn('editor@example.org', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('asks for the email and password before calling the server', async () => {
    await renderAt('/en/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required.');
    await userEvent.type(screen.getByLabelText('Email'), 'editor@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required.');
  });

  it('speaks Chinese on /hk: labels, title, checks and the unreachable server', async () => {
    server.use(http.post('/api/auth/sign_in', () => HttpResponse.error()));
    await renderAt('/hk/login');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('heading', { name: '示範帳戶' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('登入 — Masthead'));
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入電郵。');
    await fillIn('editor@example.org', 'demo-editor', chinese);
    expect(await screen.findByRole('alert')).toHaveTextContent('無法連接伺服器，請再試一次。');
    expect(screen.queryByText(/Could not reach/)).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(http.post('/api/auth/sign_in', () => HttpResponse.error()));
    await renderAt('/en/login');
    await fillIn('editor@example.org', 'demo-editor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Please try again.');
  });

  it('sends a signed-in user straight to next', async () => {
    useSession.setState({ token: 't', user: user as never });
    const router = await renderAt('/en/login?next=%2Fen%2Fseries', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/series'));
  });
});
