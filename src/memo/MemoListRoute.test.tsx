import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoAttributes, signInAsEditor } from '../../tests/memoSamples';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';

const server = setupServer();
const queries: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queries.length = 0;
  useSession.getState().clear();
});
afterAll(() => server.close());

const { lexical_body: _body, share_token: _token, access: _access, subpages: _subpages, ...summary } = memoAttributes();
const memos = [
  { ...summary, page_id: 1, slug: 'house-style-notes', title: 'House style notes', published: false, is_favourite: true },
  {
    ...summary,
    page_id: 2,
    slug: 'city-of-water-planning',
    title: 'City of Water: planning notes',
    owner: { uid: 'u8', name: 'Sam Lee' },
    updated_at: '2026-09-12T10:00:00.000Z',
  },
];

function serveList() {
  server.use(
    http.get('/api/page_collections/memo/pages', ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json({
        data: memos.map((attributes) => ({ id: String(attributes.page_id), type: 'memo', attributes })),
        meta: { total: 2 },
      });
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('MemoListRoute', () => {
  it('lists memos with title, owner, updated date, state and favourite', async () => {
    signInAsEditor();
    serveList();
    renderAt('/en/memo');
    const table = await screen.findByRole('table', { name: 'Memos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Alex Morgan', '20 November 2026', 'Draft', 'Favourite'],
      ['Sam Lee', '12 September 2026', 'Published', ''],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'House style notes' })).toHaveAttribute('href', '/en/memo/house-style-notes');
    expect(queries).toEqual(['?sort=relevance']);
    const nav = screen.getByRole('navigation', { name: 'Memo space' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/memo', '/en/memo?scope=mine', '/en/memo?scope=shared', '/en/memo/favourites', '/en/memo/trash']);
  });

  it('searches and sorts with the options of spec 3.6, keeping both in the address', async () => {
    signInAsEditor();
    serveList();
    const router = renderAt('/en/memo');
    await screen.findByRole('table');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['relevance', 'Relevance'],
      ['oldest', 'Oldest to newest'],
      ['newest', 'Newest to oldest'],
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search memos' }), 'ferry{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ferry'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ferry&sort=oldest'));
    await waitFor(() => expect(queries).toEqual(['?sort=relevance', '?q=ferry&sort=relevance', '?q=ferry&sort=oldest']));
    expect(screen.getByRole('searchbox', { name: 'Search memos' })).toHaveValue('ferry');
  });

  it('lists only the memos shared with me, or only mine, from the memo space tabs', async () => {
    signInAsEditor();
    serveList();
    const router = renderAt('/en/memo');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('link', { name: 'Shared with me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scope=shared'));
    expect(screen.getByRole('link', { name: 'Shared with me' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Mine' }));
    await waitFor(() => expect(queries).toEqual(['?sort=relevance', '?sort=relevance&scope=shared', '?sort=relevance&scope=mine']));
  });

  it('says so when nothing matches', async () => {
    signInAsEditor();
    server.use(http.get('/api/page_collections/memo/pages', () => HttpResponse.json({ data: [], meta: { total: 0 } })));
    renderAt('/en/memo?q=nothing');
    expect(await screen.findByText('No memos match “nothing”.')).toBeInTheDocument();
  });

  it('sends signed-out visitors to sign in and back', async () => {
    const router = renderAt('/en/memo?sort=newest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?next=%2Fen%2Fmemo%3Fsort%3Dnewest');
  });
});

describe('MemoListRoute on /hk', () => {
  it('shows the memo space in Traditional Chinese', async () => {
    signInAsEditor();
    serveList();
    renderAt('/hk/memo');
    const table = await screen.findByRole('table', { name: '備忘列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['標題', '擁有人', '更新日期', '狀態', '我的最愛']);
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[2]).toHaveTextContent('草稿');
    const nav = screen.getByRole('navigation', { name: '備忘空間' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['所有備忘', '我的', '與我分享', '我的最愛', '垃圾桶']);
    expect(
      within(screen.getByRole('combobox', { name: '排序方式' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['相關度', '由舊至新', '由新至舊']);
    expect(screen.getByRole('searchbox', { name: '搜尋備忘' })).toBeInTheDocument();
    expect(screen.queryByText('Sort by')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Memo space' })).toBeNull();
  });

  it('says in Chinese when nothing matches', async () => {
    signInAsEditor();
    server.use(http.get('/api/page_collections/memo/pages', () => HttpResponse.json({ data: [], meta: { total: 0 } })));
    renderAt('/hk/memo?q=nothing');
    expect(await screen.findByText('沒有備忘符合「nothing」。')).toBeInTheDocument();
    expect(screen.queryByText('No memos match “nothing”.')).toBeNull();
  });
});
