import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHitAttributes } from '../../contract/search';
import { signInAsEditor } from '../../tests/memoSamples';
import { useSession } from '../store/session';
import { routes } from './routeTable';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  useSession.getState().clear();
});
afterAll(() => server.close());

function hit(overrides: Partial<SearchHitAttributes>): { id: string; type: 'search_result'; attributes: SearchHitAttributes } {
  const attributes: SearchHitAttributes = {
    page_id: 1,
    uid: 'p1',
    slug: 'city-of-water',
    title: 'City of Water',
    collection: 'series',
    locale: 'en',
    route: '/en/series/city-of-water',
    published: true,
    published_at: '2026-03-03T09:00:00.000Z',
    title_match: true,
    snippet: [
      { text: '… built on the edge of the ', match: false },
      { text: 'water', match: true },
      { text: ' and, for much of its history …', match: false },
    ],
    ...overrides,
  };
  return { id: String(attributes.page_id), type: 'search_result', attributes };
}

/** Answers GET /api/search with `hits` and records the query strings asked for. */
function answerWith(hits: ReturnType<typeof hit>[], total = hits.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/search', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: hits, meta: { total, page: 1, per_page: 10, pages: Math.max(1, Math.ceil(total / 10)) } });
    }),
  );
  return asked;
}

/** The results, once shown (the header's menus have list items too). */
const shownHits = () => [...document.querySelectorAll<HTMLElement>('.search-hit')];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the search screen', () => {
  it('shows each hit with its section, date and snippet, the matched words marked and the rest as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const asked = answerWith([
      hit({}),
      hit({
        page_id: 2,
        title: 'Night market',
        collection: 'stories',
        route: '/en/stories/night-market',
        snippet: [{ text: hostile, match: false }],
      }),
      hit({ page_id: 3, title: 'Cities and Water', collection: 'events', route: '/en/events/cities-and-water' }),
    ]);
    renderAt('/en/search?q=water');
    await screen.findByText('3 results for “water”');
    const hits = shownHits();
    expect(within(hits[0]).getByRole('link', { name: 'City of Water' })).toHaveAttribute('href', '/en/series/city-of-water');
    expect(within(hits[0]).getByText(/^Series/)).toHaveTextContent('Series · 3 March 2026');
    expect([...hits[0].querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['water']);
    // A snippet is text: markup in a page's words is shown, never run.
    expect(within(hits[1]).getByText(hostile)).toBeInTheDocument();
    expect(hits[1].querySelector('img')).toBeNull();
    expect(within(hits[1]).getByText(/^Stories/)).toHaveTextContent('Stories · 3 March 2026');
    // An event's publishing date would read as the day it takes place.
    expect(hits[2].querySelector('.search-hit__meta')!.textContent).toBe('Events');
    expect(asked.map((params) => [params.get('q'), params.get('locale'), params.get('include')])).toEqual([['water', 'en', null]]);
  });

  it('counts one result in the singular, and says so when nothing matches', async () => {
    answerWith([hit({})]);
    const router = renderAt('/en/search?q=harbour');
    await screen.findByText('1 result for “harbour”');
    answerWith([]);
    await router.navigate('/en/search?q=nothing');
    expect(await screen.findByText('Nothing matches “nothing”.')).toBeInTheDocument();
  });

  it('in Chinese on /hk, with the section and date in Chinese', async () => {
    answerWith([hit({ title: '水城', locale: 'hk', route: '/hk/series/city-of-water' })]);
    renderAt(`/hk/search?q=${encodeURIComponent('海港')}`);
    await screen.findByText('「海港」共有 1 項結果');
    const [item] = shownHits();
    expect(within(item).getByRole('link', { name: '水城' })).toBeInTheDocument();
    expect(item.querySelector('.search-hit__meta')!.textContent).toMatch(/^系列 · 2026年3月3日$/);
  });

  it("says how many results the other locale's site has, and leads to the same search there", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/search', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const english = params.get('locale') === 'en';
        return HttpResponse.json({
          data: english ? [] : [hit({ title: '廟街夜市', locale: 'hk', route: '/hk/stories/temple-street' })],
          meta: {
            total: english ? 0 : 1,
            page: 1,
            per_page: 10,
            pages: english ? 0 : 1,
            other_locale: english ? { locale: 'hk', total: 3 } : { locale: 'en', total: 1 },
          },
        });
      }),
    );
    const router = renderAt('/en/search?q=Temple%20Street');
    expect(await screen.findByText('Nothing matches “Temple Street”.')).toBeInTheDocument();
    const there = screen.getByRole('link', { name: '3 results in 中文' });
    expect(there).toHaveAttribute('href', '/hk/search?q=Temple+Street');
    await userEvent.click(there);
    await screen.findByText('「Temple Street」共有 1 項結果');
    expect(router.state.location.pathname + router.state.location.search).toBe('/hk/search?q=Temple+Street');
    expect(asked.map((params) => [params.get('q'), params.get('locale')])).toEqual([
      ['Temple Street', 'en'],
      ['Temple Street', 'hk'],
    ]);
    expect(screen.getByRole('link', { name: 'English 版共有 1 項結果' })).toHaveAttribute('href', '/en/search?q=Temple+Street');
  });

  it('says nothing of the other locale when the same search finds nothing there', async () => {
    server.use(
      http.get('/api/search', () =>
        HttpResponse.json({
          data: [hit({})],
          meta: { total: 1, page: 1, per_page: 10, pages: 1, other_locale: { locale: 'hk', total: 0 } },
        }),
      ),
    );
    renderAt('/en/search?q=water');
    await screen.findByText('1 result for “water”');
    expect(screen.queryByRole('link', { name: /中文/ })).toBeNull();
  });

  it("asks for an editor's drafts too, marks them, and searches again with what is typed", async () => {
    signInAsEditor();
    // Unpublished since: its publishing date stays on the page, and is not shown as if it were live.
    const asked = answerWith([hit({ published: false, published_at: '2026-03-03T09:00:00.000Z', title: 'Spring programme' })]);
    renderAt('/en/search?q=programme');
    await screen.findByText('1 result for “programme”');
    const [item] = shownHits();
    expect(within(item).getByText('· Draft', { exact: false })).toBeInTheDocument();
    expect(item.querySelector('.search-hit__meta')!.textContent).toBe('Series');
    expect(asked[0].get('include')).toBe('drafts');
    const field = screen.getByRole('searchbox', { name: 'Search the site' });
    await userEvent.clear(field);
    await userEvent.type(field, 'night market{Enter}');
    await screen.findByText('1 result for “night market”');
    expect(asked.at(-1)!.get('q')).toBe('night market');
  });
});
