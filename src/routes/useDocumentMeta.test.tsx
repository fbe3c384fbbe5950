import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../contract';
import { adoptServedSiteConfig } from '../store/siteConfig';
import { canonicalUrlOf, useDocumentMeta, useShownPageAlternates, type PageRoutes } from './useDocumentMeta';

function Screen({
  title,
  locale,
  description,
  page,
}: {
  title: string | null;
  locale: Locale;
  description?: string | null;
  page?: PageRoutes;
}) {
  useDocumentMeta(title, locale, description, null, page);
  return null;
}

function renderAt(path: string, props: Parameters<typeof Screen>[0]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Screen {...props} />
    </MemoryRouter>,
  );
}

const head = (selector: string) => document.head.querySelector(selector);
const alternates = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [link.hreflang, link.href]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useDocumentMeta', () => {
  it('sets the title, the language, the description, the canonical link and the other locale', () => {
    renderAt('/hk/stories/harbour-lights?tab=2#top', { title: '海港燈火', locale: 'hk', description: 'How the waterfront changed.' });
    expect(document.title).toBe('海港燈火 — Masthead');
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'How the waterfront changed.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/hk/stories/harbour-lights');
    expect(alternates()).toEqual([
      ['en', 'http://localhost:3000/en/stories/harbour-lights'],
      ['zh-Hant-HK', 'http://localhost:3000/hk/stories/harbour-lights'],
      ['x-default', 'http://localhost:3000/en/stories/harbour-lights'],
    ]);
  });

  it('uses the site name and description when a screen has none, and updates the tags it made', () => {
    const { rerender } = renderAt('/en', { title: null, locale: 'en', description: '  ' });
    expect(document.title).toBe('Masthead');
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      'Stories, series, news, projects and upcoming events from Masthead.',
    );
    rerender(
      <MemoryRouter initialEntries={['/en']}>
        <Screen title="News" locale="en" description="All news." />
      </MemoryRouter>,
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'All news.');
  });

  it("points the editor route's canonical link at the public page, and gives paths without a locale no alternates", () => {
    expect(canonicalUrlOf('/en/page-templates/stories/a', 'https://example.org')).toBe('https://example.org/en/stories/a');
    renderAt('/hk', { title: null, locale: 'hk' });
    expect(alternates()).toHaveLength(3);
    renderAt('/memo/trash/plan', { title: 'Trash', locale: 'en' });
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/memo/trash/plan');
    expect(alternates()).toEqual([]);
  });

  it("gives a page its own address as canonical, paired with its translation's, and none without one", () => {
    const english = { locale: 'en' as const, public_route: '/en/stories/harbour-lights', counterpart_route: '/hk/stories/hoi-gong' };
    // The English story under the Chinese site's navigation.
    renderAt('/hk/stories/harbour-lights', { title: 'Harbour Lights', locale: 'hk', page: english });
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/en/stories/harbour-lights');
    const pair = [
      ['en', 'http://localhost:3000/en/stories/harbour-lights'],
      ['zh-Hant-HK', 'http://localhost:3000/hk/stories/hoi-gong'],
      ['x-default', 'http://localhost:3000/en/stories/harbour-lights'],
    ];
    expect(alternates()).toEqual(pair);
    // The header's language switch learns them for this path.
    expect(useShownPageAlternates.getState()).toEqual({
      path: '/hk/stories/harbour-lights',
      alternates: pair.map(([hrefLang, href]) => ({ hrefLang, href })),
    });
    renderAt('/en/stories/harbour-lights', { title: 'Harbour Lights', locale: 'en', page: { ...english, counterpart_route: null } });
    expect(alternates()).toEqual([]);
    expect(useShownPageAlternates.getState().alternates).toEqual([]);
  });

  it("names the site in its description by the site's settings, in the page's language", () => {
    const attributes = {
      site_name: { en: 'Harbour Institute', hk: '海港學會' },
      site_domains: [],
      themed_series: { slug: '', title: null, page_id: null },
      announcement: null,
      email: false,
    };
    adoptServedSiteConfig({ data: { attributes } });
    try {
      renderAt('/hk', { title: null, locale: 'hk' });
      expect(document.title).toBe('海港學會');
      expect(head('meta[name="description"]')).toHaveAttribute('content', '海港學會 的故事、系列、新聞、項目及即將舉行的活動。');
    } finally {
      adoptServedSiteConfig(null);
    }
  });
});
