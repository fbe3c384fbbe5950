import { describe, expect, it } from 'vitest';
import type { PageAttributes } from '../contract';
import { renderScreen } from './ssr';

const emptyHome = { data: { stories: [], series: [], news: [], projects: [], events: [] } };

function story(): Partial<PageAttributes> {
  return {
    page_id: 3,
    slug: 'harbour-lights',
    title: '海港燈火',
    collection: 'stories',
    locale: 'hk',
    parent_id: null,
    published: true,
    published_at: '2025-03-07T10:00:00.000Z',
    precis: '',
    event: null,
    editable: false,
  };
}

describe('the server render of a /hk page', () => {
  it('renders the home page in Chinese, with a Chinese head', () => {
    const { html, meta } = renderScreen(new URL('http://localhost:3000/hk'), { '/api/content/home?locale=hk': emptyHome });
    expect(html).toContain('最新故事');
    expect(html).toContain('暫時未有故事。');
    expect(html).toContain('全部故事');
    expect(html).toContain('跳至內容');
    expect(html).not.toContain('Recent stories');
    expect(html).not.toContain('Skip to content');
    expect(meta).toMatchObject({
      title: 'Masthead',
      lang: 'zh-Hant-HK',
      description: 'Masthead 的故事、系列、新聞、項目及即將舉行的活動。',
    });
  });

  it('renders a story with its collection and date in Chinese', () => {
    const { html, meta } = renderScreen(new URL('http://localhost:3000/hk/stories/harbour-lights'), {
      '/api/content/stories/harbour-lights': { data: { id: '3', type: 'page', attributes: story() } },
    });
    expect(html).toMatch(/>故事<\/a>/);
    expect(html).toContain('發佈於');
    expect(html).toContain('2025年3月7日');
    expect(html).not.toContain('Published');
    expect(meta?.title).toBe('海港燈火 — Masthead');
  });

  it('keeps English on /en', () => {
    const { html } = renderScreen(new URL('http://localhost:3000/en'), { '/api/content/home?locale=en': emptyHome });
    expect(html).toContain('Recent stories');
    expect(html).toContain('All stories');
    expect(html).not.toContain('最新故事');
  });
});
