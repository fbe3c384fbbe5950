import { render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../store/session';
import { routes } from './routeTable';

const user = (role: 'editor' | 'staff') => ({
  id: 'u1',
  type: 'user' as const,
  attributes: { uid: 'u1', email: 'e@example.org', name: 'Sam', role, image: null },
});

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => useSession.setState({ token: null, user: null }));

describe('the editor routes', () => {
  it('send a signed-out visitor to sign in, and back after', async () => {
    const router = open('/en/page-templates/stories/a-garden-on-the-roof');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toContain(encodeURIComponent('/en/page-templates/stories/a-garden-on-the-roof'));
  });

  it('send a staff reader to the public page, or to the collection from create-page', async () => {
    useSession.setState({ token: 'token', user: user('staff') });
    let router = open('/en/page-templates/stories/a-garden-on-the-roof');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/stories/a-garden-on-the-roof'));
    router = open('/hk/page-templates/news/create-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hk/news'));
  });
});
