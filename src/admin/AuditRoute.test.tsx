import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryResource } from '../../contract/audit';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';

const server = setupServer();
const asked: URLSearchParams[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  asked.length = 0;
  useSession.getState().clear();
});
afterAll(() => server.close());

const entry: AuditEntryResource = {
  id: '41',
  at: '2026-11-21T10:00:00.000Z',
  action: 'page.publish',
  actor: { id: 7, name: 'Alex Morgan' },
  page: { id: 40, title: 'Harbour lights' },
  person: null,
  address: '198.51.100.7',
  changes: { published: { from: false, to: true } },
};

function signInAs(role: 'admin' | 'editor') {
  useSession.setState({
    token: 'a-test-token-that-is-long-enough',
    expiresAt: null,
    user: { id: '9', type: 'user', attributes: { uid: 'u9', email: `${role}@example.org`, name: 'Jordan Wong', role, image: null } },
  });
}

function serveAudit() {
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [entry], meta: { next: '41' } });
    }),
  );
}

const renderAt = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('the audit log screen', () => {
  it('shows the entries, and asks the server for the filters typed, the day under To included', async () => {
    signInAs('admin');
    serveAudit();
    const router = renderAt('/en/admin/audit');
    const row = (await screen.findByRole('cell', { name: 'Alex Morgan' })).closest('tr')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(row).toHaveTextContent('Harbour lights (#40)');
    expect(row).toHaveTextContent('published false → true');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Person'), 'alex');
    await user.selectOptions(screen.getByLabelText('Action'), 'page.publish');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(router.state.location.search).toBe('?person=alex&action=page.publish&from=2026-11-20&to=2026-11-21');
    await screen.findByRole('cell', { name: 'Alex Morgan' });
    const last = asked.at(-1)!;
    expect(last.get('person')).toBe('alex');
    expect(last.get('action')).toBe('page.publish');
    expect(new Date(last.get('from')!).getTime()).toBe(new Date('2026-11-20T00:00:00').getTime());
    expect(new Date(last.get('to')!).getTime()).toBe(new Date('2026-11-22T00:00:00').getTime());

    await user.click(screen.getByRole('link', { name: 'Older entries' }));
    expect(new URLSearchParams(router.state.location.search).get('before')).toBe('41');
  });

  it('tells a signed-in editor the screen is for administrators, without asking the server', async () => {
    signInAs('editor');
    renderAt('/en/admin/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators may read the audit log.');
    expect(asked).toEqual([]);
  });

  it('speaks Chinese on /hk', async () => {
    signInAs('admin');
    serveAudit();
    renderAt('/hk/admin/audit');
    expect(await screen.findByRole('heading', { name: '審計記錄' })).toBeInTheDocument();
    expect(await screen.findByText('發佈')).toBeInTheDocument();
  });
});
