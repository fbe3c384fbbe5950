import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAsEditor, trashedMemoAttributes } from '../../tests/memoSamples';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';
import { useToasts } from '../store/toasts';
import { findDialog } from '../../tests/dom/findDialog';

const server = setupServer();
const calls: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
  useSession.getState().clear();
  useToasts.setState({ toasts: [] });
});
afterAll(() => server.close());

const {
  lexical_body: _body,
  share_token: _token,
  access: _access,
  subpages: _subpages,
  is_favourite: _favourite,
  is_public_access: _public,
  public: _alsoPublic,
  ...summary
} = trashedMemoAttributes();
const items = [
  { ...summary, page_id: 27, slug: 'summer-exhibition-plan-2025', title: 'Summer exhibition plan', version: 3, days_left: 25 },
  { ...summary, page_id: 28, slug: 'old-rota', title: 'Old rota', version: 1, days_left: 1 },
];

function serveTrash() {
  server.use(
    http.get('/api/page_collections/memo/trashes', () =>
      HttpResponse.json({
        data: items.map((attributes) => ({ id: String(attributes.page_id), type: 'page', attributes })),
        meta: { total: 2 },
      }),
    ),
    http.patch('/api/pages/:id/restore-from-trash', ({ params, request }) => {
      calls.push(`restore ${params.id}${new URL(request.url).search}`);
      return HttpResponse.json({ data: { id: String(params.id), type: 'page', attributes: { ...summary, trashed_at: null } } });
    }),
    http.delete('/api/pages/:id/destroy-permanently', ({ params, request }) => {
      calls.push(`destroy ${params.id}${new URL(request.url).search}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('TrashListRoute', () => {
  it('lists trashed memos with the days left before each is deleted', async () => {
    signInAsEditor();
    serveTrash();
    renderAt('/en/memo/trash');
    const first = (await screen.findByRole('link', { name: 'Summer exhibition plan' })).closest('li')!;
    expect(within(first).getByRole('link', { name: 'Summer exhibition plan' })).toHaveAttribute(
      'href',
      '/memo/trash/summer-exhibition-plan-2025',
    );
    expect(first).toHaveTextContent('Moved to trash 16 November 2026');
    expect(first).toHaveTextContent('25 days left');
    expect(screen.getByRole('link', { name: 'Old rota' }).closest('li')).toHaveTextContent('1 day left');
  });

  it('restores a memo with its version and takes it off the list', async () => {
    signInAsEditor();
    serveTrash();
    renderAt('/en/memo/trash');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Summer exhibition plan' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Summer exhibition plan' })).toBeNull());
    expect(calls).toEqual(['restore 27?version=3']);
    expect((await screen.findAllByText('Restored “Summer exhibition plan”')).length).toBeGreaterThan(0);
  });

  it('deletes a memo permanently only after confirming', async () => {
    signInAsEditor();
    serveTrash();
    renderAt('/en/memo/trash');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old rota permanently' }));
    const dialog = await findDialog({ name: 'Delete permanently' });
    expect(dialog).toHaveTextContent('“Old rota” and its subpages will be deleted permanently. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Old rota permanently' }));
    await userEvent.click(within(await findDialog()).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Old rota' })).toBeNull());
    expect(calls).toEqual(['destroy 28?version=1']);
  });

  it('reloads the list and explains when a restore is refused', async () => {
    signInAsEditor();
    serveTrash();
    server.use(
      http.patch('/api/pages/:id/restore-from-trash', () =>
        HttpResponse.json({ error: 'This page was changed by someone else since you opened it.', current_version: 4 }, { status: 409 }),
      ),
    );
    renderAt('/en/memo/trash');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Summer exhibition plan' }));
    expect((await screen.findAllByText('This page was changed by someone else since you opened it.')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'Summer exhibition plan' })).toBeInTheDocument();
  });
});

describe('TrashListRoute on /hk', () => {
  it('shows the trash, the days left and the restore toast in Traditional Chinese', async () => {
    signInAsEditor();
    serveTrash();
    renderAt('/hk/memo/trash');
    const first = (await screen.findByRole('link', { name: 'Summer exhibition plan' })).closest('li')!;
    expect(first).toHaveTextContent('尚餘 25 日');
    expect(first).toHaveTextContent(/^Summer exhibition plan於 .+ 移至垃圾桶尚餘 25 日/);
    expect(screen.getByRole('link', { name: 'Old rota' }).closest('li')).toHaveTextContent('尚餘 1 日');
    expect(screen.getByText('垃圾桶內的頁面會在移入後 30 日永久刪除。')).toBeInTheDocument();
    expect(screen.queryByText(/days left/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '永久刪除「Old rota」' }));
    const dialog = await findDialog({ name: '永久刪除' });
    expect(dialog).toHaveTextContent('「Old rota」及其子頁面將被永久刪除。此操作無法復原。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(screen.getByRole('button', { name: '還原「Summer exhibition plan」' }));
    expect((await screen.findAllByText('已還原「Summer exhibition plan」')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Restored “Summer exhibition plan”')).toBeNull();
  });
});

describe('TrashedMemoRoute', () => {
  it('shows a trashed memo read-only, with its trashed subpages, and restores it by slug', async () => {
    signInAsEditor();
    const subpages = [
      {
        page_id: 40,
        title: 'January in detail',
        slug: 'editorial-calendar-january',
        published: true,
        trashed_at: '2026-11-16T10:00:00.000Z',
        public_route: '/en/memo/editorial-calendar-january',
      },
    ];
    server.use(
      http.get('/api/memo/trash/:slug', () =>
        HttpResponse.json({ data: { id: '27', type: 'memo', attributes: trashedMemoAttributes({ subpages, version: 6 }) } }),
      ),
      http.patch('/api/memo/trash/:slug/restore', ({ params, request }) => {
        calls.push(`restore ${params.slug}${new URL(request.url).search}`);
        return HttpResponse.json({ data: { id: '27', type: 'page', attributes: { ...summary, trashed_at: null } } });
      }),
      http.get('/api/memo/:slug', () => HttpResponse.json({ error: 'Memo not found.' }, { status: 404 })),
    );
    const router = renderAt('/memo/trash/house-style-notes');
    expect(await screen.findByRole('heading', { level: 1, name: 'House style notes' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This memo is in the trash: 25 days left before it is deleted permanently.');
    expect(screen.queryByRole('group', { name: 'Page tools' })).toBeNull();
    const subpage = within(screen.getByRole('region', { name: 'Subpages' })).getByRole('link', { name: 'January in detail' });
    expect(subpage).toHaveAttribute('href', '/memo/trash/editorial-calendar-january');
    expect(subpage.closest('li')).toHaveTextContent('In the trash');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/memo/house-style-notes'));
    expect(calls).toEqual(['restore house-style-notes?version=6']);
  });
});
