import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';
import { defaultSiteConfig, publicUrlFromEnv, siteConfigFromEnv } from '../siteConfig';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ site: { ...defaultSiteConfig, domains: ['www.example.org', 'example.org'] } });
});
afterEach(() => t.close());

const fetchEvent = (url: string) => t.json('GET', `/api/fetch_event?url=${encodeURIComponent(url)}`);

describe('event data by URL', () => {
  it("answers image_url, title and precis for a published page on the organisation's own domains", async () => {
    const { status, body } = await fetchEvent('https://www.example.org/en/events/cities-and-water-symposium');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: 'event',
      attributes: {
        image_url: '/demo/lecture-hall.svg',
        title: 'Cities and Water: a symposium',
        precis: 'A day of talks and conversation on how port cities live with the sea, closing the City of Water season.',
      },
    });
    const story = await fetchEvent('/en/stories/the-long-view');
    expect(story.body.data.attributes.title).toBe('The Long View: Two Centuries of Victoria Harbour');
    const editorLink = await fetchEvent('http://example.org/hk/page-templates/events/archive-open-day?tab=1#top');
    expect(editorLink.body.data.attributes.title).toBe('Archive Open Day');
  });

  it('accepts links to its configured public address, not to the Host a request names', async () => {
    t.deps.config.publicUrl = 'https://news.example.net';
    const ask = (url: string, host: string) => t.app.request(`http://${host}/api/fetch_event?url=${encodeURIComponent(url)}`);
    expect((await ask('https://news.example.net/en/events/archive-open-day', 'forged.example')).status).toBe(200);
    expect((await ask('http://forged.example/en/events/archive-open-day', 'forged.example')).status).toBe(400);
  });

  it('refuses other domains and schemes without fetching them, and unknown or unpublished pages', async () => {
    for (const url of [
      'https://evil.example.com/en/events/archive-open-day',
      'javascript:alert(1)',
      'ftp://example.org/en/events/archive-open-day',
      '//evil.example.com/en/events/x',
    ]) {
      const answer = await fetchEvent(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.error).toBeTruthy();
    }
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.slug, 'archive-open-day'));
    const editor = await t.signIn('editor@example.org');
    const unpublished = await t.json('GET', `/api/fetch_event?url=${encodeURIComponent('/en/events/archive-open-day')}`, { token: editor });
    expect(unpublished.status).toBe(404);
    for (const url of ['/en/events/no-such-event', '/en/memo/a-memo', '/en/events', '/', 'https://example.org/en/events/%E0%A4%A']) {
      expect((await fetchEvent(url)).status, url).toBe(404);
    }
    expect((await t.json('GET', '/api/fetch_event')).status).toBe(400);
  });
});

describe('site configuration for the browser', () => {
  it('names the domains, the themed series with its page, and the announcement', async () => {
    const { status, body } = await t.json('GET', '/api/site_config');
    expect(status).toBe(200);
    const [series] = await t.deps.database.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'city-of-water'));
    expect(body.data.attributes).toMatchObject({
      site_domains: ['www.example.org', 'example.org'],
      themed_series: { slug: 'city-of-water', title: 'City of Water', page_id: series.id },
      announcement: { title: defaultSiteConfig.announcement!.title, second_title: defaultSiteConfig.announcement!.secondTitle },
      time_zone: 'Asia/Hong_Kong',
    });
  });

  it('reads overrides from the environment', () => {
    const config = siteConfigFromEnv({
      SITE_DOMAINS: ' Example.ORG, news.example.org ,',
      THEMED_SERIES_SLUG: 'voices-of-the-archive',
      ANNOUNCEMENT_TITLE: '',
      SITE_TIME_ZONE: 'Europe/London',
      SITE_NAME: ' Harbour Institute ',
    });
    expect(config).toEqual({
      siteName: { en: 'Harbour Institute', hk: 'Harbour Institute' },
      domains: ['example.org', 'news.example.org'],
      themedSeriesSlug: 'voices-of-the-archive',
      announcement: null,
      announcementHk: null,
      timeZone: 'Europe/London',
    });
    expect(siteConfigFromEnv({})).toEqual(defaultSiteConfig);
    // The Chinese announcement from its own variables; an English one set alone is shown on /hk too.
    const chinese = { ANNOUNCEMENT_TITLE: 'Open House', ANNOUNCEMENT_LINK: '/en/events', ANNOUNCEMENT_HK_TITLE: '開放日' };
    expect(siteConfigFromEnv(chinese).announcementHk).toEqual({ title: '開放日', subtitle: '', secondTitle: '', link: '' });
    expect(siteConfigFromEnv({ ANNOUNCEMENT_TITLE: 'Open House' }).announcementHk).toBeNull();
    expect(() => siteConfigFromEnv({ SITE_TIME_ZONE: 'Hong Kong' })).toThrow('SITE_TIME_ZONE');
  });

  it('reads the public address from PUBLIC_URL as an origin, by default localhost on the port', () => {
    expect(publicUrlFromEnv({ PUBLIC_URL: ' https://WWW.Example.org/ ' }, 3000)).toBe('https://www.example.org');
    expect(publicUrlFromEnv({}, 8080)).toBe('http://localhost:8080');
    expect(publicUrlFromEnv({ PUBLIC_URL: '' }, 8080)).toBe('http://localhost:8080');
    for (const wrong of ['www.example.org', 'ftp://example.org', 'https://example.org/site', 'https://example.org/?x=1']) {
      expect(() => publicUrlFromEnv({ PUBLIC_URL: wrong }, 3000), wrong).toThrow('PUBLIC_URL');
    }
  });
});
