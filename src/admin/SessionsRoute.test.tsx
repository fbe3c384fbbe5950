import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupDoneHandler, siteConfigHandler } from '../../tests/siteConfigHandler';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';

/** The Sessions screen (issue 32): each browser says when it was last used, in the reader's language. */

const NOW = new Date('2026-11-21T10:00:00Z');
const editor = {
  id: '2',
  type: 'user',
  attributes: { uid: 'u2', email: 'editor@example.org', name: 'Alex Chan', role: 'editor', image: null },
};
const row = (id: string, userAgent: string, signedIn: string, lastUsed: string, current = false) => ({
  id,
  type: 'session',
  attributes: { user_agent: userAgent, signed_in_at: signedIn, last_used_at: lastUsed, current },
});
const server = setupServer(
  setupDoneHandler,
  siteConfigHandler,
  http.get('/api/me', () => HttpResponse.json({ data: editor })),
  http.get('/api/auth/sessions', () =>
    HttpResponse.json({
      data: [
        row('1', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', '2026-11-20T09:00:00Z', '2026-11-21T10:00:00Z', true),
        row('2', 'Mozilla/5.0 (iPhone) Version/18 Safari/605.1', '2026-11-14T09:00:00Z', '2026-11-21T07:00:00Z'),
      ],
    }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  cleanup();
  useSession.getState().clear();
});
afterAll(() => {
  vi.useRealTimers();
  server.close();
});

function renderAt(path: string) {
  useSession.setState({ token: 'token', expiresAt: '2099-01-01T00:00:00.000Z', user: editor as never });
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('SessionsRoute', () => {
  it('shows when each browser was last used as well as when it signed in', async () => {
    renderAt('/en/account/sessions');
    const phone = (await screen.findByText('Safari, iOS')).closest('li')!;
    expect(phone).toHaveTextContent('Last used about 3 hours ago');
    expect(phone).toHaveTextContent('Signed in 14 Nov 2026');
    expect(within(screen.getByText('Firefox, Linux').closest('li')!).getByText('Active now')).toBeInTheDocument();
  });

  it('says it in Chinese on /hk', async () => {
    renderAt('/hk/account/sessions');
    const phone = (await screen.findByText('Safari, iOS')).closest('li')!;
    expect(phone).toHaveTextContent('最後使用：大約 3 小時前');
    expect(within(screen.getByText('Firefox, Linux').closest('li')!).getByText('現正使用')).toBeInTheDocument();
  });
});
