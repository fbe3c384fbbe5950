import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from './routeTable';

const calls: Array<{ path: string; body: unknown }> = [];
const server = setupServer(
  http.post('/api/auth/password_reset', async ({ request }) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json(
      { data: { id: 'password_reset', type: 'password_reset', attributes: { sent_if_known: true } } },
      { status: 202 },
    );
  }),
  http.post('/api/auth/password_reset/:token', async ({ request, params }) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
    if (params.token === 'used') return HttpResponse.json({ error: 'This link no longer works. Ask for a new one.' }, { status: 400 });
    return HttpResponse.json({ data: { id: 'password_reset', type: 'password_reset', attributes: { reset: true } } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const open = (path: string) => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

describe('forgot and reset password', () => {
  it('asks for a link by e-mail and says the same whether or not the account exists', async () => {
    const user = userEvent.setup();
    open('/hk/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: '重設密碼' })).toBeInTheDocument();
    expect(screen.queryByText('Reset your password')).toBeNull();
    await user.type(await screen.findByLabelText('電郵'), 'editor@example.org');
    await user.click(screen.getByRole('button', { name: '發送連結給我' }));
    expect(await screen.findByRole('status')).toHaveTextContent('如有帳戶使用該電郵地址');
    expect(calls).toEqual([{ path: '/api/auth/password_reset', body: { email: 'editor@example.org', locale: 'hk' } }]);
  });

  it('sets a new password from the link, checking it twice, and shows why a used link fails', async () => {
    const user = userEvent.setup();
    open('/en/reset-password/used');
    await user.type(await screen.findByLabelText('New password'), 'a long new password');
    await user.type(screen.getByLabelText('The same again'), 'a long new passwore');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords differ.');
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText('The same again'));
    await user.type(screen.getByLabelText('The same again'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works.');
    expect(calls).toEqual([{ path: '/api/auth/password_reset/used', body: { password: 'a long new password' } }]);
  });
});
