import { useSession } from '../store/session';
import { render, screen, within, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from './routeTable';

function summary(index: number) {
  return {
    id: String(index),
    type: 'page',
    attributes: {
      page_id: index,
      uid: `p${index}`,
      slug: `bulletin-${index}`,
      title: `Bulletin ${index}`,
      collection: 'news',
      system: 'projects',
      locale: 'en',
      parent_id: null,
      owner: null,
      version: 1,
      published: true,
      published_at: '2025-01-15T09:00:00.000Z',
      trashed_at: null,
      updated_at: '2025-01-15T09:00:00.000Z',
      created_at: '2025-01-15T09:00:00.000Z',
      precis: '',
      image_url: null,
      event: null,
      public_route: `/en/news/bulletin-${index}`,
      edit_url: `/api/pages/${index}`,
      editable: false,
    },
  };
}

const server = setupServer();
const requests: URL[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function serveList(count: number, total = count) {
  server.use(
    http.get('/api/content/:collection', ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({ data: Array.from({ length: count }, (_, index) => summary(index + 1)), meta: { total } });
    }),
  );
}

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('CollectionRoute', () => {
  it('offers editors a new page of the collection', async () => {
    useSession.setState({
      token: 'token',
      user: { id: 'u1', type: 'user', attributes: { uid: 'u1', email: 'e@example.org', name: 'Ed', role: 'editor', image: null } },
    });
    serveList(1);
    renderAt('/en/news');
    expect(await screen.findByRole('link', { name: 'New page' })).toHaveAttribute('href', '/en/page-templates/news/create-page');
    useSession.setState({ token: null, user: null });
  });

  it('lists the pages of a collection in the page locale', async () => {
    serveList(2);
    renderAt('/hk/news');
    expect(await screen.findByRole('heading', { level: 1, name: '新聞' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Bulletin 1' });
    expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Bulletin 1' })).toHaveAttribute('href', '/hk/news/bulletin-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Bulletin 2' })).toBeInTheDocument();
    expect(screen.queryByText(/pages\./)).toBeNull();
    expect(screen.queryByRole('link', { name: 'New page' })).toBeNull();
    expect(requests[0].pathname).toBe('/api/content/news');
    expect(requests[0].searchParams.get('locale')).toBe('hk');
    expect(requests[0].searchParams.get('limit')).toBe('50');
  });

  it('says how many pages exist when there are more than shown', async () => {
    serveList(3, 120);
    renderAt('/en/news');
    expect(await screen.findByText('Showing the latest 3 of 120.')).toBeInTheDocument();
  });

  it('says when nothing is published', async () => {
    serveList(0);
    renderAt('/en/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been published here yet.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Projects — Masthead'));
  });

  it('loads the new collection when the route changes collection', async () => {
    serveList(1);
    const router = createMemoryRouter(routes, { initialEntries: ['/en/news'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('link', { name: 'Bulletin 1' });
    await router.navigate('/en/series');
    expect(await screen.findByRole('heading', { level: 1, name: 'Series' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Bulletin 1' });
    expect(requests.map((url) => url.pathname)).toEqual(['/api/content/news', '/api/content/series']);
  });
});
