import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupDoneHandler, siteConfigHandler } from '../../tests/siteConfigHandler';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../store/session';
import { routes } from './routeTable';

const emptyHome = { data: { stories: [], series: [], news: [], projects: [], events: [] } };
const server = setupServer(
  siteConfigHandler,
  setupDoneHandler,
  http.get('/api/content/home', () => HttpResponse.json(emptyHome)),
  http.get('/api/content/:collection', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSession.getState().clear();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const editor = {
  id: '7',
  type: 'user' as const,
  attributes: { uid: 'u7', email: 'editor@example.org', name: 'Alex Morgan', role: 'editor' as const, image: null },
};

describe('route table', () => {
  it('redirects / to /en', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(await screen.findByRole('heading', { name: 'Recent stories' })).toBeInTheDocument();
  });

  it.each(['/fr', '/fr/stories/a', '/EN', '/zh/memo'])('shows the not-found page for the unknown locale in %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found — Masthead'));
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/en/unknown', 'Page not found'],
    ['/en/unknown/slug', 'Page not found'],
    ['/en/stories/a/b', 'Page not found'],
    ['/hk/login/extra', '找不到頁面'],
  ])('shows the not-found page for %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders the layout with landmarks, a skip link and the section links', async () => {
    renderAt('/en');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masthead' })).toHaveAttribute('href', '/en');
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Stories', '/en/stories'],
      ['Series', '/en/series'],
      ['News', '/en/news'],
      ['Projects', '/en/projects'],
      ['Events', '/en/events'],
      ['Memo', '/en/memo'],
      ["What's on", '/en/whats-on'],
    ]);
  });

  it('sets the title and the html lang on each locale', async () => {
    renderAt('/hk/news');
    expect(await screen.findByRole('heading', { level: 1, name: '新聞' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('新聞 — Masthead'));
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
  });

  it('shows the layout, the not-found page and its head in Chinese on /hk', async () => {
    renderAt('/hk/unknown/slug/extra');
    expect(await screen.findByRole('heading', { level: 1, name: '找不到頁面' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '跳至內容' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/hk');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('機構的故事');
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.queryByText('Skip to content')).toBeNull();
    await waitFor(() => expect(document.title).toBe('找不到頁面 — Masthead'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '你要找的頁面不存在或已不再發佈。');
  });

  it('switches locale keeping the rest of the path', async () => {
    const router = renderAt('/en/news?page=2');
    const languages = screen.getByRole('list', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true');
    const chinese = within(languages).getByRole('link', { name: '繁' });
    expect(chinese).toHaveAttribute('href', '/hk/news?page=2');
    await userEvent.click(chinese);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hk/news'));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-Hant-HK'));
  });

  it('offers sign-in with the current path as next when signed out', async () => {
    renderAt('/en/stories');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login?next=%2Fen%2Fstories');
  });

  it("shows the signed-in user's name and signs out", async () => {
    let signedOut = false;
    server.use(
      http.delete('/api/auth/sign_out', () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    useSession.setState({ token: 'token', user: editor });
    renderAt('/en');
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(signedOut).toBe(true);
    expect(useSession.getState().token).toBeNull();
  });

  it('moves focus to the main landmark after navigating', async () => {
    renderAt('/en');
    await userEvent.click(screen.getByRole('link', { name: 'Series' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
