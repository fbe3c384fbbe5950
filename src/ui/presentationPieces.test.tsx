import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfigAttributes } from '../../contract';
import { AnnouncementBox, SiteAnnouncement } from './AnnouncementBox';
import { SeriesPromoBanner, ThemedSeriesPromo } from './SeriesPromoBanner';

const config: SiteConfigAttributes = {
  email: false,
  site_domains: ['www.example.org'],
  themed_series: { slug: 'city-of-water', title: 'City of Water', page_id: 7 },
  announcement: {
    title: 'Visiting Fellowships',
    subtitle: 'Six months in the archive.',
    second_title: 'Apply by 31 January',
    link: 'https://example.org/apply',
  },
  announcement_hk: { title: '訪問學人計劃', subtitle: '', second_title: '一月三十一日截止', link: 'https://example.org/hk/apply' },
};
const server = setupServer(
  http.get('/api/site_config', () => HttpResponse.json({ data: { id: 'site', type: 'site_config', attributes: config } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function renderAt(element: React.ReactElement, path = '/en/stories/x') {
  const router = createMemoryRouter([{ path: '/:locale/*', element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('series promotional banner', () => {
  it('links to the themed series page of the current locale', () => {
    renderAt(<SeriesPromoBanner locale="hk" seriesSlug="city-of-water" seriesTitle="City of Water" />);
    expect(screen.getByRole('link', { name: /City of Water/ })).toHaveAttribute('href', '/hk/series/city-of-water');
    expect(screen.getByRole('complementary', { name: 'From our series' })).toBeVisible();
  });

  it('shows under stories that are not in the series, from the site configuration', async () => {
    renderAt(<ThemedSeriesPromo page={{ collection: 'stories', parent_id: 3 }} />);
    expect(await screen.findByRole('link', { name: /Explore the series/ })).toHaveAttribute('href', '/en/series/city-of-water');
  });

  it('speaks Chinese on /hk', () => {
    renderAt(<SeriesPromoBanner locale="hk" seriesSlug="city-of-water" seriesTitle="City of Water" />, '/hk/stories/x');
    expect(screen.getByRole('complementary', { name: '來自我們的系列' })).toHaveTextContent('探索此系列');
    expect(screen.queryByText(/Explore the series/)).toBeNull();
  });

  it('stays away from stories in the series and from other pages', async () => {
    const { container } = renderAt(
      <>
        <ThemedSeriesPromo page={{ collection: 'stories', parent_id: 7 }} />
        <ThemedSeriesPromo page={{ collection: 'news', parent_id: null }} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.series-promo')).toBeNull();
  });
});

describe('announcement box', () => {
  it('is one link with the title, subtitle, second title and "Apply now"', () => {
    render(<AnnouncementBox title="Fellowships" subtitle="In the archive" secondTitle="Closes soon" link="https://example.org/apply" />);
    const box = screen.getByRole('link', { name: 'Fellowships In the archive Closes soon Apply now' });
    expect(box).toHaveAttribute('href', 'https://example.org/apply');
    expect(box).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders no link before hydration, only an invisible copy that keeps its place', () => {
    const html = renderToString(<AnnouncementBox title="Fellowships" subtitle="" secondTitle="" link="/en/apply" />);
    expect(html).toMatch(/^<a class="announcement announcement--reserved" aria-hidden="true">/);
    expect(html).not.toContain('href');
    expect(html).toContain('Fellowships');
  });

  it('says "Apply now" in Chinese on /hk', () => {
    renderAt(<AnnouncementBox title="Fellowships" subtitle="" secondTitle="" link="https://example.org/apply" />, '/hk');
    expect(screen.getByRole('link', { name: /立即申請/ })).toBeInTheDocument();
    expect(screen.queryByText('Apply now')).toBeNull();
  });

  it('uses the configured announcement', async () => {
    render(<SiteAnnouncement />);
    expect(await screen.findByRole('link', { name: /Visiting Fellowships/ })).toHaveAttribute('href', 'https://example.org/apply');
    expect(screen.getByText('Apply by 31 January')).toBeVisible();
  });

  it('shows readers on /hk the Chinese announcement', async () => {
    renderAt(<SiteAnnouncement />, '/hk');
    expect(await screen.findByRole('link', { name: /訪問學人計劃 一月三十一日截止 立即申請/ })).toHaveAttribute(
      'href',
      'https://example.org/hk/apply',
    );
    expect(screen.queryByText(/Visiting Fellowships/)).toBeNull();
  });
});
