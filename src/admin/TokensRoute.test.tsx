import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupDoneHandler, siteConfigHandler } from '../../tests/siteConfigHandler';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';
import { findDialog } from '../../tests/dom/findDialog';

/** The Access tokens screen (issue 36): the list, the create dialog that shows the secret once, and its checks. */

const admin = {
  id: '1',
  type: 'user',
  attributes: { uid: 'u1', email: 'admin@example.org', name: 'Jordan Wong', role: 'admin', image: null },
};
const token = (id: string, name: string, extra: Record<string, unknown>) => ({
  id,
  type: 'access_token',
  attributes: {
    name,
    last_four: 'Ab9z',
    scopes: ['content:read'],
    sections: [],
    locales: [],
    created_at: '2026-11-01T09:00:00Z',
    created_by: 'Jordan Wong',
    expires_at: '2099-01-01T00:00:00Z',
    last_used_at: null,
    revoked_at: null,
    ...extra,
  },
});
const SECRET = `mhat_${'k'.repeat(43)}`;
let posted: unknown[] = [];
const server = setupServer(
  setupDoneHandler,
  siteConfigHandler,
  http.get('/api/me', () => HttpResponse.json({ data: admin })),
  http.get('/api/notifications/unread', () => HttpResponse.json({ data: { unread: 0 } })),
  http.get('/api/admin/tokens', () =>
    HttpResponse.json({
      data: [
        token('2', 'Mobile app', { sections: ['news'], locales: ['hk'], last_used_at: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
        token('1', 'Old build', { revoked_at: '2026-11-10T09:00:00Z' }),
      ],
    }),
  ),
  http.post('/api/admin/tokens', async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ data: { ...token('3', 'Build service', {}), meta: { secret: SECRET } } }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  posted = [];
  useSession.getState().clear();
});
afterAll(() => server.close());

function renderAt(path: string) {
  useSession.setState({ token: 'token', expiresAt: '2099-01-01T00:00:00.000Z', user: admin as never });
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('TokensRoute', () => {
  it('lists tokens with their last use and limits; a revoked one has no Revoke button', async () => {
    renderAt('/en/admin/tokens');
    const mobile = (await screen.findByText('Mobile app')).closest('li')!;
    expect(mobile).toHaveTextContent('Last used about 3 hours ago');
    expect(mobile).toHaveTextContent('Limited to: News, Chinese');
    expect(mobile).toHaveTextContent('Ends in …Ab9z');
    expect(within(mobile).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    const old = screen.getByText('Old build').closest('li')!;
    expect(old).toHaveTextContent('Revoked 10 Nov 2026');
    expect(within(old).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('creates a token and shows its secret once', async () => {
    const user = userEvent.setup();
    renderAt('/en/admin/tokens');
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await findDialog({ name: 'New access token' });
    await user.type(within(dialog).getByLabelText('Name'), 'Build service');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Events' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await findDialog({ name: 'Copy your new token' });
    expect(within(shown).getByLabelText('The new token')).toHaveValue(SECRET);
    expect(posted).toEqual([{ name: 'Build service', scopes: ['content:read'], sections: ['events'], locales: [], expires_in_days: 90 }]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks for a scope before sending anything', async () => {
    const user = userEvent.setup();
    renderAt('/en/admin/tokens');
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await findDialog({ name: 'New access token' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nothing');
    await user.click(within(dialog).getByRole('checkbox', { name: /Read published content/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Choose at least one scope.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('says it all in Chinese on /hk', async () => {
    renderAt('/hk/admin/tokens');
    const mobile = (await screen.findByText('Mobile app')).closest('li')!;
    expect(mobile).toHaveTextContent('只限: 新聞, 中文');
    expect(within(mobile).getByRole('button', { name: '撤銷' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '存取權杖' })).toBeInTheDocument();
  });
});
