import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoAttributes, signInAsEditor } from '../../tests/memoSamples';
import { routes } from '../routes/routeTable';
import { useFavourites } from '../store/favourites';
import { useSession } from '../store/session';
import { useToasts } from '../store/toasts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  useSession.getState().clear();
  useFavourites.setState({ byPageId: {}, pending: {} });
  useToasts.setState({ toasts: [] });
});
afterAll(() => server.close());

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('FavouritesRoute', () => {
  it('lists favourites and unstars one in place', async () => {
    signInAsEditor();
    const { lexical_body: _body, ...favourite } = memoAttributes({ is_favourite: true });
    server.use(
      http.get('/api/publications/favourites', () =>
        HttpResponse.json({
          data: [{ id: '31', type: 'memo', attributes: { ...favourite, favourited_at: '2026-11-21T10:00:00.000Z' } }],
          meta: { total: 1 },
        }),
      ),
      http.delete('/api/publications/:id/unfavourite', () =>
        HttpResponse.json({ data: { id: '31', type: 'favourite', attributes: { page_id: 31, is_favourite: false } } }),
      ),
    );
    renderAt('/en/memo/favourites');
    const item = (await screen.findByRole('link', { name: 'House style notes' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'House style notes' })).toHaveAttribute('href', '/en/memo/house-style-notes');
    await userEvent.click(within(item).getByRole('button', { name: 'Favourited' }));
    expect(within(item).getByRole('button', { name: 'Favourite page' })).toHaveAttribute('aria-pressed', 'false');
    expect((await screen.findAllByText('Removed from favourites')).length).toBeGreaterThan(0);
  });

  it('shows the permission message on a 403', async () => {
    signInAsEditor();
    server.use(http.get('/api/publications/favourites', () => HttpResponse.json({ error: 'No.' }, { status: 403 })));
    renderAt('/en/memo/favourites');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to access this page.');
  });

  it('says when there are none', async () => {
    signInAsEditor();
    server.use(http.get('/api/publications/favourites', () => HttpResponse.json({ data: [], meta: { total: 0 } })));
    renderAt('/en/memo/favourites');
    expect(await screen.findByText('You have no favourites yet.')).toBeInTheDocument();
  });
});
