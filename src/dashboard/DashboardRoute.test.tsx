import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_GROUPS } from '../../contract/dashboard';
import type { Role } from '../../contract/resources';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  useSession.getState().clear();
});
afterAll(() => server.close());

const row = {
  id: 51,
  title: 'Ferry seasons',
  collection: 'stories',
  locale: 'en',
  slug: 'ferry-seasons',
  public_route: '/en/stories/ferry-seasons',
  state: 'draft',
  owner: { uid: 'u1', name: 'Alex Morgan' },
  changed_by: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  published_at: null,
  publish_at: null,
  review_state: null,
  has_unpublished_changes: false,
};

/** The dashboard as the server answers it: every group empty but those given. */
function serveDashboard(filled: Partial<Record<(typeof DASHBOARD_GROUPS)[number], (typeof row)[]>>) {
  const data = Object.fromEntries(DASHBOARD_GROUPS.map((group) => [group, { items: filled[group] ?? [], next_cursor: null }]));
  server.use(http.get('/api/dashboard', () => HttpResponse.json({ data, authors: [] })));
}

function signInAs(role: Role) {
  useSession.setState({
    token: 'a-test-token-that-is-long-enough',
    expiresAt: null,
    user: { id: '9', type: 'user', attributes: { uid: 'u9', email: 'someone@example.org', name: 'Robin Chan', role, image: null } },
  });
}

async function groupsShown(role: Role) {
  signInAs(role);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/en/dashboard'] })} />);
  await screen.findByRole('heading', { level: 2, name: 'Recently published' });
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('the Dashboard’s groups', () => {
  it('are, for a staff reader, only those they can have pages in, with the pages they were invited to comment on', async () => {
    serveDashboard({ to_comment: [row] });
    expect(await groupsShown('staff')).toEqual(['Invited to comment', 'Scheduled', 'Recently published', 'Recently changed by others']);
    expect(screen.getByRole('link', { name: 'Ferry seasons' })).toHaveAttribute('href', '/en/account/comments/51');
  });

  it('leave out review for a contributor, and pages to comment on while there are none', async () => {
    serveDashboard({});
    expect(await groupsShown('contributor')).toEqual([
      'My pages in review',
      'My drafts',
      'Changes not yet published',
      'Scheduled',
      'Recently published',
      'Recently changed by others',
    ]);
  });

  it('are all there for an editor', async () => {
    serveDashboard({ to_comment: [row] });
    expect(await groupsShown('editor')).toHaveLength(DASHBOARD_GROUPS.length);
  });
});
