import { http, HttpResponse } from 'msw';

/** The site's settings as a screen's announcement box and sign-in link ask for them: no announcement, no e-mail. */
export const siteConfigHandler = http.get('/api/site_config', () =>
  HttpResponse.json({
    data: {
      id: 'site',
      type: 'site_config',
      attributes: { site_domains: ['www.example.org'], themed_series: { slug: 'x', title: null, page_id: null }, announcement: null },
    },
  }),
);

/** GET /api/setup as a site with accounts answers it: no first administrator is needed. */
export const setupDoneHandler = http.get('/api/setup', () => HttpResponse.json({ data: { needed: false } }));
