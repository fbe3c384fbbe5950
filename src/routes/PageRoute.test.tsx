import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { siteConfigHandler } from '../../tests/siteConfigHandler';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageAttributes } from '../../contract';
import { routes } from './routeTable';

function storyPage(overrides: Partial<PageAttributes> = {}): PageAttributes {
  return {
    page_id: 12,
    uid: 'p12',
    slug: 'harbour-lights',
    title: 'Harbour lights',
    collection: 'stories',
    system: 'csw',
    locale: 'en',
    parent_id: null,
    owner: null,
    version: 3,
    published: true,
    published_at: '2025-03-07T10:00:00.000Z',
    publish_at: null,
    unpublish_at: null,
    seo_description: '',
    social_image: null,
    counterpart_page_id: null,
    trashed_at: null,
    updated_at: '2025-03-07T10:00:00.000Z',
    created_at: '2025-03-01T10:00:00.000Z',
    precis: 'How the waterfront changed after dark.',
    image_url: null,
    event: null,
    lexical_body: {
      root: {
        type: 'root',
        version: 1,
        children: [
          { type: 'heading', version: 1, tag: 'h2', children: [{ type: 'text', version: 1, text: 'At dusk', format: 0 }] },
          { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'The ferries light up.', format: 0 }] },
        ],
      },
    },
    public_route: '/en/stories/harbour-lights',
    edit_url: '/api/pages/12',
    editable: false,
    ...overrides,
  };
}

const server = setupServer(siteConfigHandler);
const requested: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());

function servePage(page: PageAttributes) {
  server.use(
    http.get('/api/content/:collection/:slug', ({ params }) => {
      requested.push(`${params.collection}/${params.slug}`);
      if (params.slug !== page.slug) return HttpResponse.json({ error: 'Page not found.' }, { status: 404 });
      return HttpResponse.json({ data: { id: String(page.page_id), type: 'page', attributes: page } });
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageRoute', () => {
  it('shows the title, date, precis and body of a story', async () => {
    servePage(storyPage());
    renderAt('/en/stories/harbour-lights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour lights' })).toBeInTheDocument();
    expect(requested).toEqual(['stories/harbour-lights']);
    const published = screen.getByText('7 March 2025');
    expect(published.tagName).toBe('TIME');
    expect(published).toHaveAttribute('datetime', '2025-03-07T10:00:00.000Z');
    expect(screen.getByText('How the waterfront changed after dark.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'At dusk' })).toBeInTheDocument();
    expect(screen.getByText('The ferries light up.')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/en/stories');
    expect(screen.queryByRole('link', { name: 'Edit page' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Harbour lights — Masthead'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers the editor route when the page is editable', async () => {
    servePage(storyPage({ editable: true }));
    renderAt('/en/stories/harbour-lights');
    expect(await screen.findByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/en/page-templates/stories/harbour-lights');
  });

  it('shows the not-found page on a 404', async () => {
    servePage(storyPage());
    renderAt('/en/stories/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found — Masthead'));
  });

  it("shows the server's message for other errors", async () => {
    server.use(
      http.get('/api/content/:collection/:slug', () => HttpResponse.json({ error: 'You may not read this page.' }, { status: 403 })),
    );
    renderAt('/en/dataroom/secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not read this page.');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not available' })).toBeInTheDocument();
  });

  it('does not call the server for an unknown collection', async () => {
    servePage(storyPage());
    renderAt('/en/poems/harbour-lights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('sets the Chinese html lang on hk pages', async () => {
    servePage(storyPage({ locale: 'hk', title: '海港燈火' }));
    renderAt('/hk/stories/harbour-lights');
    expect(await screen.findByRole('heading', { level: 1, name: '海港燈火' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-Hant-HK'));
    expect(document.title).toBe('海港燈火 — Masthead');
  });

  it('lists the stories of a series under it, in the order the server gives', async () => {
    servePage(storyPage({ collection: 'series', slug: 'city-of-water', title: 'City of Water' }));
    const story = (slug: string, title: string) => ({
      id: slug,
      type: 'page',
      attributes: { ...storyPage({ slug, title }), lexical_body: undefined },
    });
    server.use(
      http.get('/api/content/series/:slug/stories', ({ params }) =>
        HttpResponse.json({
          data: params.slug === 'city-of-water' ? [story('first-light', 'First light'), story('high-tide', 'High tide')] : [],
          meta: { total: 2 },
        }),
      ),
    );
    renderAt('/en/series/city-of-water');
    const stories = await screen.findByRole('region', { name: 'Stories in this series' });
    await within(stories).findByRole('link', { name: 'First light' });
    expect(
      within(stories)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['First light', 'High tide']);
    expect(within(stories).getByRole('link', { name: 'High tide' })).toHaveAttribute('href', '/en/stories/high-tide');
  });

  describe('a series whose own cards lead to its stories', () => {
    const card = (slug: string, title: string) => ({
      title,
      description: `${title} in brief.`,
      link: `/en/stories/${slug}`,
      image: '#7AAEE5',
      id: `card-${slug}`,
    });
    const subpage = (slug: string, title: string) => ({
      page_id: slug.length,
      title,
      slug,
      published: true,
      trashed_at: null,
      public_route: `/en/stories/${slug}`,
    });
    const story = (slug: string, title: string) => ({
      id: slug,
      type: 'page',
      attributes: { ...storyPage({ slug, title }), lexical_body: undefined },
    });
    function serveSeries(cards: Array<ReturnType<typeof card>>) {
      servePage(
        storyPage({
          collection: 'series',
          slug: 'city-of-water',
          title: 'City of Water',
          lexical_body: { root: { type: 'root', version: 1, children: [{ type: 'white-cards', version: 1, cards }] } },
          subpages: [subpage('first-light', 'First light'), subpage('high-tide', 'High tide')],
        }),
      );
      server.use(
        http.get('/api/content/series/:slug/stories', () => {
          requested.push('series stories');
          return HttpResponse.json({ data: [story('first-light', 'First light'), story('high-tide', 'High tide')], meta: { total: 2 } });
        }),
      );
    }

    it('lists each story once: no list under cards that show them all', async () => {
      serveSeries([card('first-light', 'First light'), card('high-tide', 'High tide')]);
      renderAt('/en/series/city-of-water');
      await screen.findByRole('heading', { level: 1, name: 'City of Water' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getAllByRole('link', { name: /First light/ })).toHaveLength(1);
      expect(screen.getAllByRole('link', { name: /High tide/ })).toHaveLength(1);
      expect(screen.queryByRole('region', { name: /in this series/ })).toBeNull();
      expect(requested).toEqual(['series/city-of-water']);
    });

    it('lists under the cards only the stories they leave out', async () => {
      serveSeries([card('first-light', 'First light')]);
      renderAt('/en/series/city-of-water');
      const more = await screen.findByRole('region', { name: 'More stories in this series' });
      await within(more).findByRole('link', { name: 'High tide' });
      expect(
        within(more)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['High tide']);
      expect(screen.getAllByRole('link', { name: /First light/ })).toHaveLength(1);
    });
  });

  it('shows event details on event pages', async () => {
    servePage(
      storyPage({
        collection: 'events',
        event: { date: '2026-11-20', start_time: { hour: 18, minute: 30 }, end_time: null, periods: [], place: { name: 'City Hall' } },
      }),
    );
    renderAt('/en/events/harbour-lights');
    expect(await screen.findByText('20 November 2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(screen.getByText(/City Hall/)).toBeInTheDocument();
  });
});
