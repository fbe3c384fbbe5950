import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../contract';
import { canonicalUrlOf, SITE_DESCRIPTION, useDocumentMeta } from './useDocumentMeta';

function Screen({ title, locale, description }: { title: string | null; locale: Locale; description?: string | null }) {
  useDocumentMeta(title, locale, description);
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
    expect(head('meta[name="description"]')).toHaveAttribute('content', SITE_DESCRIPTION);
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
});
