import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MemoAttributes } from '../../contract';
import { memoAttributes, signInAsEditor, trashedMemoAttributes } from '../../tests/memoSamples';
import { routes } from '../routes/routeTable';
import { useFavourites } from '../store/favourites';
import { useSession } from '../store/session';
import { useToasts } from '../store/toasts';
import { findDialog } from '../../tests/dom/findDialog';

const server = setupServer();
const requested: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requested.length = 0;
  useSession.getState().clear();
  useFavourites.setState({ byPageId: {}, pending: {} });
  useToasts.setState({ toasts: [] });
});
afterAll(() => server.close());

function serveMemo(memo: MemoAttributes, access = true) {
  server.use(
    http.get('/api/memo/check-public-memo/:slug', ({ params }) => {
      requested.push(`check ${params.slug}`);
      return access
        ? HttpResponse.json({ access: true })
        : HttpResponse.json({ access: false, error: 'Please sign in to read this memo.' }, { status: 401 });
    }),
    http.get('/api/memo/:slug', ({ params, request }) => {
      requested.push(`memo ${params.slug}${new URL(request.url).search}`);
      return HttpResponse.json({ data: { id: String(memo.page_id), type: 'memo', attributes: memo } });
    }),
    http.get('/api/page_collections/memo/pages', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('MemoRoute', () => {
  it('shows the memo with its state, owner, document, subpages and the page toolbar', async () => {
    signInAsEditor();
    const subpage = {
      page_id: 40,
      title: 'January in detail',
      slug: 'editorial-calendar-january',
      published: true,
      trashed_at: null,
      public_route: '/en/memo/editorial-calendar-january',
    };
    serveMemo(memoAttributes({ subpages: [subpage] }));
    renderAt('/en/memo/house-style-notes?preview=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'House style notes' })).toBeInTheDocument();
    expect(requested).toEqual(['memo house-style-notes?preview=1']);
    expect(screen.getByText('British spelling throughout.')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Alex Morgan', { selector: '.memo__meta span' })).toBeInTheDocument();
    const subpages = screen.getByRole('region', { name: 'Subpages' });
    expect(within(subpages).getByRole('link', { name: 'January in detail' })).toHaveAttribute(
      'href',
      '/en/memo/editorial-calendar-january',
    );
    const tools = screen.getByRole('group', { name: 'Page tools' });
    expect(within(tools).getByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/en/page-templates/memo/house-style-notes');
    expect(within(tools).getByRole('button', { name: 'Favourite page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('House style notes — Masthead'));
  });

  it("shows the memo's stand first under its title, and gives it to the page's description", async () => {
    signInAsEditor();
    serveMemo(memoAttributes({ precis: 'Shared planning notes for the City of Water series.' }));
    renderAt('/en/memo/house-style-notes');
    const heading = await screen.findByRole('heading', { level: 1, name: 'House style notes' });
    const standFirst = within(heading.closest('header')!).getByText('Shared planning notes for the City of Water series.');
    expect(standFirst).toHaveClass('page__precis');
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Shared planning notes for the City of Water series.',
      ),
    );
  });

  it('shows the stand first of a memo in the trash too', async () => {
    signInAsEditor();
    server.use(
      http.get('/api/memo/trash/:slug', () =>
        HttpResponse.json({
          data: {
            id: '31',
            type: 'memo',
            attributes: trashedMemoAttributes({ precis: 'Kept for reference until the new plan is signed off.' }),
          },
        }),
      ),
    );
    renderAt('/memo/trash/house-style-notes');
    const heading = await screen.findByRole('heading', { level: 1, name: 'House style notes' });
    expect(within(heading.closest('header')!).getByText('Kept for reference until the new plan is signed off.')).toHaveClass(
      'page__precis',
    );
  });

  it('shows no toolbar to invitees', async () => {
    signInAsEditor();
    serveMemo(memoAttributes({ editable: false, access: 'invitee', can_comment: false }));
    renderAt('/en/memo/house-style-notes');
    await screen.findByRole('heading', { level: 1, name: 'House style notes' });
    expect(screen.queryByRole('group', { name: 'Page tools' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('shows a Commenter the comments with the open count, and saves their reply (issue 35)', async () => {
    signInAsEditor();
    const owner = { uid: 'u-owner', name: 'Olive Owner' };
    const thread = {
      id: 'thread-style',
      quote: 'British spelling',
      created_at: '2026-11-20T10:00:00.000Z',
      resolved: false,
      resolved_at: null,
      resolved_by: null,
      comments: [
        {
          id: 1,
          author: owner,
          body: 'Is this still true?',
          mentions: [],
          created_at: '2026-11-20T10:00:00.000Z',
          edited_at: null,
          mine: false,
        },
      ],
    };
    const replies: unknown[] = [];
    serveMemo(memoAttributes({ editable: false, access: 'invitee', can_comment: true }));
    server.use(
      http.get('/api/pages/31/comments', () => HttpResponse.json({ data: [thread], meta: { may_comment: true } })),
      http.post('/api/pages/31/comments/thread-style/replies', async ({ request }) => {
        const body = (await request.json()) as { body: string };
        replies.push(body);
        const reply = {
          id: 2,
          author: { uid: 'u-me', name: 'Me' },
          body: body.body,
          mentions: [],
          created_at: '2026-11-20T11:00:00.000Z',
          edited_at: null,
          mine: true,
        };
        return HttpResponse.json({ data: { ...thread, comments: [...thread.comments, reply] } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAt('/en/memo/house-style-notes');
    const button = await screen.findByRole('button', { name: /^Comments/ });
    await waitFor(() => expect(button).toHaveTextContent('1 open'));
    await user.click(button);
    const panel = screen.getByRole('complementary', { name: 'Comments' });
    expect(within(panel).getByText('Is this still true?')).toBeInTheDocument();
    // New threads are made in the editor, on selected text: the reading view answers threads.
    expect(within(panel).queryByRole('button', { name: 'Comment on the selected text' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.type(within(panel).getByRole('textbox', { name: 'Reply…' }), 'Yes, still true.');
    await user.click(within(panel).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(replies).toEqual([{ body: 'Yes, still true.', mention_uids: [] }]));
    expect(await within(panel).findByText('Yes, still true.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows a Viewer no comments, and never asks for them', async () => {
    signInAsEditor();
    const asked: string[] = [];
    serveMemo(memoAttributes({ editable: false, access: 'invitee', can_comment: false }));
    server.use(
      http.get('/api/pages/31/comments', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ error: 'You may not comment on this page.' }, { status: 403 });
      }),
    );
    renderAt('/en/memo/house-style-notes');
    await screen.findByRole('heading', { level: 1, name: 'House style notes' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /^Comments/ })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('checks a public memo first for signed-out visitors, then shows it', async () => {
    serveMemo(memoAttributes({ editable: false, access: 'link', can_comment: false }));
    renderAt('/en/memo/house-style-notes-AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    await screen.findByRole('heading', { level: 1, name: 'House style notes' });
    expect(requested).toEqual([
      'check house-style-notes-AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      'memo house-style-notes-AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Memo space' })).toBeNull();
  });

  it('asks signed-out visitors to sign in when the memo is not public, without loading it', async () => {
    serveMemo(memoAttributes(), false);
    renderAt('/en/memo/house-style-notes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to read this memo' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login?next=%2Fen%2Fmemo%2Fhouse-style-notes',
    );
    expect(requested).toEqual(['check house-style-notes']);
  });

  it('publishes a draft with the version it was loaded with', async () => {
    signInAsEditor();
    serveMemo(memoAttributes({ published: false, published_at: null }));
    const publishes: string[] = [];
    server.use(
      http.put('/api/pages/:id/publish', ({ params, request }) => {
        publishes.push(`${params.id}${new URL(request.url).search}`);
        return HttpResponse.json({ data: { id: '31', type: 'page', attributes: { ...memoAttributes(), version: 5, published: true } } });
      }),
    );
    renderAt('/en/memo/house-style-notes');
    expect(await screen.findByText('Draft', { selector: '.memo-status' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published', { selector: '.memo__meta .memo-status' })).toBeInTheDocument();
    expect(publishes).toEqual(['31?version=4']);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('offers to reload when publishing finds a newer version', async () => {
    signInAsEditor();
    serveMemo(memoAttributes({ published: false }));
    server.use(
      http.put('/api/pages/:id/publish', () =>
        HttpResponse.json({ error: 'This page was changed by someone else since you opened it.', current_version: 9 }, { status: 409 }),
      ),
    );
    renderAt('/en/memo/house-style-notes');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload the latest version' }));
    await waitFor(() => expect(requested.filter((entry) => entry.startsWith('memo '))).toHaveLength(2));
  });

  it('moves the memo to trash from the toolbar and returns to the memo list', async () => {
    signInAsEditor();
    serveMemo(memoAttributes());
    server.use(
      http.patch('/api/pages/:id/move-to-trash', () =>
        HttpResponse.json({
          data: { id: '31', type: 'page', attributes: { ...memoAttributes(), version: 5, trashed_at: '2026-11-21T10:00:00.000Z' } },
        }),
      ),
    );
    const router = renderAt('/en/memo/house-style-notes');
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Trash' }));
    await userEvent.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/memo'));
    expect((await screen.findAllByText('Moved to trash')).length).toBeGreaterThan(0);
  });

  it('points the owner of a trashed memo to the trash', async () => {
    signInAsEditor();
    serveMemo(memoAttributes({ trashed_at: '2026-11-16T10:00:00.000Z' }));
    renderAt('/en/memo/house-style-notes');
    expect(await screen.findByRole('link', { name: 'Open it in the trash' })).toHaveAttribute('href', '/memo/trash/house-style-notes');
    expect(screen.queryByRole('button', { name: 'Move to Trash' })).toBeNull();
  });
});
