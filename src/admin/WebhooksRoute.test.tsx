import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupDoneHandler, siteConfigHandler } from '../../tests/siteConfigHandler';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';

/** The webhooks screen (issue 36): a new endpoint's secret shown once, a server's reason for switching one off. */
const admin = {
  id: '1',
  type: 'user',
  attributes: { uid: 'u1', email: 'admin@example.org', name: 'Jordan Wong', role: 'admin', image: null },
};
const endpoint = (id: number, more: Record<string, unknown> = {}) => ({
  id,
  url: `https://hooks.example.org/${id}`,
  description: '',
  events: ['page.published'],
  site_build: false,
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  secret_hint: 'Ab1=',
  created_at: '2026-11-21T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  ...more,
});
let endpoints: Array<ReturnType<typeof endpoint>> = [];
let created: unknown = null;
const server = setupServer(
  setupDoneHandler,
  siteConfigHandler,
  http.get('/api/me', () => HttpResponse.json({ data: admin })),
  http.get('/api/notifications/unread', () => HttpResponse.json({ data: { unread: 0 } })),
  http.get('/api/admin/webhooks', () => HttpResponse.json({ data: endpoints })),
  http.post('/api/admin/webhooks', async ({ request }) => {
    created = await request.json();
    const made = endpoint(2, { ...(created as object), secret_hint: 'XyZ=' });
    endpoints = [...endpoints, made];
    return HttpResponse.json(
      { data: { ...made, secret: 'whsec_c2VjcmV0LXNob3duLW9uY2UtdG8tdGhlLWFkbWluaXN0cmF0b3JYeVo=' } },
      { status: 201 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  useSession.getState().clear();
  created = null;
});
afterAll(() => server.close());

function renderAt(path: string) {
  useSession.setState({ token: 'token', expiresAt: '2099-01-01T00:00:00.000Z', user: admin as never });
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('WebhooksRoute', () => {
  it('adds an endpoint with the events chosen and shows its secret once', async () => {
    endpoints = [
      endpoint(1, { enabled: false, disabled_reason: '9 of 9 attempts in the past 24 hours failed.', disabled_at: '2026-11-21T10:00:00Z' }),
    ];
    const user = userEvent.setup();
    renderAt('/en/admin/webhooks');
    const first = (await screen.findByText('https://hooks.example.org/1')).closest('li')!;
    expect(first).toHaveTextContent('Switched off by the server on 21 Nov 2026');
    expect(first).toHaveTextContent('9 of 9 attempts in the past 24 hours failed.');
    expect(within(first).getByRole('button', { name: 'Switch on' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add endpoint' });
    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://build.example.org/hook');
    await user.click(within(form).getByRole('checkbox', { name: 'Page published' }));
    await user.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose at least one event.');
    expect(created).toBeNull();

    await user.click(within(form).getByRole('checkbox', { name: 'Media uploaded' }));
    await user.click(within(form).getByRole('checkbox', { name: /Site build/ }));
    await user.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    await screen.findByText('Endpoint added.');
    expect(created).toEqual({ url: 'https://build.example.org/hook', description: '', events: ['media.uploaded'], site_build: true });
    const added = (await screen.findByText('https://build.example.org/hook')).closest('li')!;
    expect(within(added).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      'whsec_c2VjcmV0LXNob3duLW9uY2UtdG8tdGhlLWFkbWluaXN0cmF0b3JYeVo=',
    );
    expect(first).toHaveTextContent('Secret ending in Ab1=');
  });

  it('brings the endpoint a notification leads to into focus', async () => {
    endpoints = [endpoint(1), endpoint(3, { enabled: false })];
    renderAt('/en/admin/webhooks#webhook-3');
    const third = (await screen.findByText('https://hooks.example.org/3')).closest('li')!;
    await waitFor(() => expect(third).toHaveFocus());
  });

  it('speaks Chinese on /hk', async () => {
    endpoints = [endpoint(1)];
    renderAt('/hk/admin/webhooks');
    const first = (await screen.findByText('https://hooks.example.org/1')).closest('li')!;
    expect(first).toHaveTextContent('頁面已發佈');
    expect(within(first).getByRole('button', { name: '停用' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('網絡鈎子');
  });
});
