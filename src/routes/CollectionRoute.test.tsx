import { useSession } from '../store/session';
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
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

const dashboardRow = (id: number, title: string, state: 'draft' | 'scheduled') => ({
  id,
  title,
  collection: 'news',
  locale: 'en',
  slug: `row-${id}`,
  public_route: `/en/news/row-${id}`,
  state,
  owner: { uid: 'u1', name: 'Ed' },
  changed_by: { uid: 'u1', name: 'Ed' },
  updated_at: '2025-01-15T09:00:00.000Z',
  published_at: null,
  publish_at: state === 'scheduled' ? '2025-02-01T09:00:00.000Z' : null,
});

function serveDashboard(asked: URL[]) {
  server.use(
    http.get('/api/dashboard', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({
        data: {
          drafts: { items: [dashboardRow(41, 'Half-written notice', 'draft')], next_cursor: null },
          scheduled: { items: [dashboardRow(42, 'Notice for February', 'scheduled')], next_cursor: null },
          published: { items: [], next_cursor: null },
          changed: { items: [], next_cursor: null },
        },
      });
    }),
  );
}

describe('CollectionRoute', () => {
  it('shows staff their drafts and the scheduled pages of the collection, marked, and readers none', async () => {
    const asked: URL[] = [];
    serveDashboard(asked);
    serveList(1);
    renderAt('/en/news');
    await screen.findByRole('link', { name: /Bulletin 1/ });
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Not yet published: only staff see these' })).toBeNull();
    cleanup();

    useSession.setState({
      token: 'token',
      user: { id: 'u1', type: 'user', attributes: { uid: 'u1', email: 'e@example.org', name: 'Ed', role: 'editor', image: null } },
    });
    renderAt('/en/news');
    const unpublished = await screen.findByRole('region', { name: 'Not yet published: only staff see these' });
    expect(within(unpublished).getByRole('link', { name: 'Half-written notice' })).toHaveAttribute(
      'href',
      '/en/page-templates/news/row-41',
    );
    expect(within(unpublished).getByText(/· Draft/)).toBeInTheDocument();
    expect(within(unpublished).getByText(/Publishes 1 Feb 2025/)).toBeInTheDocument();
    expect(asked.map((url) => url.search)).toEqual(['?collection=news&locale=en']);
    useSession.setState({ token: null, user: null });
  });

  it('offers editors a new page of the collection', async () => {
    useSession.setState({
      token: 'token',
      user: { id: 'u1', type: 'user', attributes: { uid: 'u1', email: 'e@example.org', name: 'Ed', role: 'editor', image: null } },
    });
    serveDashboard([]);
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
