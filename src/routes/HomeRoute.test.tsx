import { render, screen, within, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { siteConfigHandler } from '../../tests/siteConfigHandler';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, PageSummary } from '../../contract';
import { routes } from './routeTable';

let nextId = 1;

function summary(collection: Collection, slug: string, title: string, extra: Partial<PageSummary> = {}) {
  const id = nextId++;
  const attributes: PageSummary = {
    page_id: id,
    uid: `p${id}`,
    slug,
    title,
    collection,
    system: 'csw',
    locale: 'en',
    parent_id: null,
    owner: null,
    version: 1,
    published: true,
    published_at: '2025-05-02T09:00:00.000Z',
    publish_at: null,
    unpublish_at: null,
    seo_description: '',
    social_image: null,
    counterpart_page_id: null,
    trashed_at: null,
    updated_at: '2025-05-02T09:00:00.000Z',
    created_at: '2025-05-01T09:00:00.000Z',
    precis: `${title} in brief.`,
    image_url: null,
    event: null,
    public_route: `/en/${collection}/${slug}`,
    edit_url: `/api/pages/${id}`,
    editable: false,
    ...extra,
  };
  return { id: String(id), type: 'page', attributes };
}

const server = setupServer(siteConfigHandler);
const locales: Array<string | null> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  locales.length = 0;
});
afterAll(() => server.close());

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

function serveHome(data: Record<string, unknown>) {
  server.use(
    http.get('/api/content/home', ({ request }) => {
      locales.push(new URL(request.url).searchParams.get('locale'));
      return HttpResponse.json({ data });
    }),
  );
}

describe('HomeRoute', () => {
  it('shows a section per collection with cards linking to each page', async () => {
    serveHome({
      stories: [summary('stories', 'harbour-lights', 'Harbour lights'), summary('stories', 'tram-lines', 'Tram lines')],
      series: [summary('series', 'coastline', 'Coastline')],
      news: [summary('news', 'archive-opens', 'Archive opens')],
      projects: [summary('projects', 'oral-history', 'Oral history')],
      events: [
        summary('events', 'night-walk', 'Night walk', {
          event: { date: '2026-11-20', start_time: { hour: 19, minute: 0 }, end_time: null, periods: [], place: { name: 'Pier 7' } },
        }),
      ],
    });
    renderAt('/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest from Masthead' })).toBeInTheDocument();
    const stories = await screen.findByRole('region', { name: 'Recent stories' });
    expect(
      within(stories)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Harbour lights', 'Tram lines']);
    expect(within(stories).getByRole('link', { name: 'Harbour lights' })).toHaveAttribute('href', '/en/stories/harbour-lights');
    expect(within(stories).getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/en/stories');
    expect(within(stories).getByText('Harbour lights in brief.')).toBeInTheDocument();
    expect(within(stories).getAllByText('2 May 2025')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Series' })).getByRole('link', { name: 'Coastline' })).toHaveAttribute(
      'href',
      '/en/series/coastline',
    );
    expect(within(screen.getByRole('region', { name: 'News' })).getByRole('link', { name: 'Archive opens' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Projects' })).getByRole('link', { name: 'Oral history' })).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Upcoming events' });
    expect(within(events).getByRole('link', { name: 'Night walk' })).toHaveAttribute('href', '/en/events/night-walk');
    expect(within(events).getByText('20 November 2026')).toBeInTheDocument();
    expect(within(events).getByText(/Pier 7/)).toBeInTheDocument();
    expect(locales).toEqual(['en']);
    await waitFor(() => expect(document.title).toBe('Masthead'));
  });

  it('asks for the page locale and links within it', async () => {
    serveHome({ stories: [summary('stories', 'harbour-lights', '海港燈火')], series: [], news: [], projects: [], events: [] });
    renderAt('/hk');
    expect(await screen.findByRole('link', { name: '海港燈火' })).toHaveAttribute('href', '/hk/stories/harbour-lights');
    expect(locales).toEqual(['hk']);
    const stories = screen.getByRole('region', { name: '最新故事' });
    expect(within(stories).getByRole('link', { name: '全部故事' })).toHaveAttribute('href', '/hk/stories');
    expect(screen.getByText('暫時未有即將舉行的活動。')).toBeInTheDocument();
    expect(screen.queryByText('Recent stories')).toBeNull();
  });

  it("leads /hk with the server's first story, a Chinese one, though an English story is newer", async () => {
    serveHome({
      stories: [
        summary('stories', 'riding-the-ding-ding', '叮叮電車', {
          locale: 'hk',
          published_at: '2026-11-18T09:00:00.000Z',
          public_route: '/hk/stories/riding-the-ding-ding',
        }),
        summary('stories', 'a-garden-on-the-roof', 'A Garden on the Roof', { published_at: '2026-11-20T09:00:00.000Z' }),
      ],
      series: [],
      news: [],
      projects: [],
      events: [],
    });
    renderAt('/hk');
    const stories = await screen.findByRole('region', { name: '最新故事' });
    expect(
      within(stories)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['叮叮電車', 'A Garden on the Roof']);
    // The lead card is the first: its picture is drawn at twice the width.
    expect(within(stories).getAllByRole('listitem')[0]).toHaveTextContent('叮叮電車');
  });

  it('says when a section is empty, even if the server leaves it out', async () => {
    serveHome({ stories: [], series: [], news: [], projects: [] });
    renderAt('/en');
    expect(await screen.findByText('No stories yet.')).toBeInTheDocument();
    expect(screen.getByText('No upcoming events.')).toBeInTheDocument();
  });

  it('shows a loading status, then an error message when the server fails', async () => {
    server.use(http.get('/api/content/home', () => HttpResponse.json({ error: 'The database is resting.' }, { status: 500 })));
    renderAt('/en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is resting.');
  });
});
