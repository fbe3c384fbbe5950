import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../store/session';
import { routes } from './routeTable';

const editor = {
  id: '7',
  type: 'user' as const,
  attributes: { uid: 'u7', email: 'editor@example.org', name: 'Alex Morgan', role: 'editor' as const, image: null },
};

const memo = {
  page_id: 31,
  uid: 'p31',
  slug: 'q3-plan',
  title: 'Q3 plan',
  collection: 'memo',
  system: 'projects',
  locale: 'en',
  parent_id: null,
  owner: { uid: 'u7', name: 'Alex Morgan' },
  version: 2,
  published: false,
  published_at: null,
  trashed_at: null,
  updated_at: '2025-06-01T09:00:00.000Z',
  created_at: '2025-06-01T09:00:00.000Z',
  precis: '',
  image_url: null,
  event: null,
  lexical_body: {
    root: {
      type: 'root',
      version: 1,
      children: [
        { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Budget first.', format: 0 }] },
        { type: 'future-block', version: 1 },
      ],
    },
  },
  public_route: '/en/memo/q3-plan',
  edit_url: '/api/pages/31',
  editable: true,
};

const server = setupServer();
const requested: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
  useSession.getState().clear();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('EditorRoute', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    const router = renderAt('/en/page-templates/memo/q3-plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?next=%2Fen%2Fpage-templates%2Fmemo%2Fq3-plan');
  });

  it('loads the page for editing by its slug and shows it read-only', async () => {
    useSession.setState({ token: 'token', user: editor });
    server.use(
      http.get('/api/pages/:slug', ({ params, request }) => {
        requested.push(`${params.slug} ${request.headers.get('authorization')}`);
        return HttpResponse.json({ data: { id: '31', type: 'page', attributes: memo } });
      }),
    );
    renderAt('/en/page-templates/memo/q3-plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editor' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Q3 plan' })).toBeInTheDocument();
    expect(screen.getByText('Budget first.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Unsupported block: future-block' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View page' })).toHaveAttribute('href', '/en/memo/q3-plan');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(requested).toEqual(['q3-plan Bearer token']);
    await waitFor(() => expect(document.title).toBe('Edit: Q3 plan — Masthead'));
  });

  it("shows the server's message when the page may not be edited", async () => {
    useSession.setState({ token: 'token', user: editor });
    server.use(http.get('/api/pages/:slug', () => HttpResponse.json({ error: 'You may not edit this page.' }, { status: 403 })));
    renderAt('/en/page-templates/stories/other');
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not edit this page.');
  });

  it('shows the not-found page when the page does not exist', async () => {
    useSession.setState({ token: 'token', user: editor });
    server.use(http.get('/api/pages/:slug', () => HttpResponse.json({ error: 'Page not found.' }, { status: 404 })));
    renderAt('/en/page-templates/stories/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows an unsaved new page on create-page routes without calling the server', async () => {
    useSession.setState({ token: 'token', user: editor });
    renderAt('/en/page-templates/memo/create-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'New page' })).toBeInTheDocument();
  });

  it('shows the not-found page when no page is named', async () => {
    useSession.setState({ token: 'token', user: editor });
    renderAt('/en/page-templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
