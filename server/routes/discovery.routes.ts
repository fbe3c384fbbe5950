import { Hono, type Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { LOCALES } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { errorAnswer } from '../errorAnswer';
import { collectionFeedXml, seriesFeedXml } from '../services/feeds';
import { sitemapPartXml, sitemapXml } from '../services/sitemap';

/**
 * Caches and crawlers may keep a feed or the sitemap five minutes: a page unpublished or trashed can linger that long
 * in their copies, never in this server's own (discoveryCache).
 */
const DISCOVERY_MAX_AGE_SECONDS = 300;
export const DISCOVERY_CACHE_CONTROL = `public, max-age=${DISCOVERY_MAX_AGE_SECONDS}`;

/** As every other answer has them (API_HEADERS, COMMON_SECURITY_HEADERS): these routes come before the built app's. */
const SAFE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
const ATOM = 'application/atom+xml; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/** What robots may crawl: readers' pages, not the API, the editor, the memo space, previews or the account screens. */
export function robotsTxt(publicUrl: string): string {
  const closed = ['/page-templates/', '/memo', '/preview/', '/login', '/forgot-password', '/reset-password/', '/search'];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /memo/',
    // Spelled per locale: a `*` would also match a story whose slug begins with "memo".
    ...LOCALES.flatMap((locale) => closed.map((path) => `Disallow: /${locale}${path}`)),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

/**
 * The sitemap and feeds, made once until a page changes: every page write clears the reader cache (pagesChanged),
 * which ends them all. Kept here rather than in the reader cache, whose few seconds would have a 50,000-page sitemap
 * made again and again for crawlers; five minutes bound what another server instance's writes leave stale, as the
 * answers' max-age does for public caches. Off when the reader cache is (config.readerCacheSeconds 0).
 */
function discoveryCache(deps: AppDeps) {
  const { readerCache, clock } = deps;
  if (!readerCache || deps.config.readerCacheSeconds <= 0) return null;
  const entries = new LRUCache<string, { generation: number; body: string }>({
    max: 500,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry, key) => key.length + entry.body.length,
    ttl: DISCOVERY_MAX_AGE_SECONDS * 1000,
    perf: { now: () => clock().getTime() },
    ttlResolution: 0,
  });
  return {
    get(path: string): string | null {
      const entry = entries.get(path);
      return entry && entry.generation === readerCache.generation ? entry.body : null;
    },
    set(path: string, body: string) {
      entries.set(path, { generation: readerCache.generation, body });
    },
  };
}

function notFound(c: Context) {
  return c.json({ error: 'There is no such feed.' }, 404, { 'Cache-Control': 'no-store', ...SAFE_HEADERS });
}

/**
 * robots.txt, sitemap.xml and the Atom feeds, outside /api so robots may read them. Everything they list comes from
 * what anonymous readers may read.
 */
export function discoveryRoutes(deps: AppDeps) {
  const kept = discoveryCache(deps);
  async function answer(c: Context, type: string, make: () => Promise<string | null>) {
    let body = kept?.get(c.req.path) ?? null;
    if (body === null) {
      body = await make();
      if (body === null) return notFound(c);
      kept?.set(c.req.path, body);
    }
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': DISCOVERY_CACHE_CONTROL, ...SAFE_HEADERS });
  }
  return new Hono()
    .onError(errorAnswer)
    .get('/robots.txt', (c) =>
      c.body(robotsTxt(deps.config.publicUrl), 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': DISCOVERY_CACHE_CONTROL,
        ...SAFE_HEADERS,
      }),
    )
    .get('/sitemap.xml', (c) => answer(c, XML, () => sitemapXml(deps)))
    .get('/:file{sitemap-[0-9]+\\.xml}', (c) => {
      // Each file at one address: /sitemap-01.xml is no file.
      const part = c.req.param('file').slice('sitemap-'.length, -'.xml'.length);
      return answer(c, XML, async () => (String(Number(part)) === part ? sitemapPartXml(deps, Number(part)) : null));
    })
    .get('/:locale{en|hk}/series/:slug/feed.xml', (c) =>
      answer(c, ATOM, () => seriesFeedXml(deps, c.req.param('locale') as 'en' | 'hk', c.req.param('slug'))),
    )
    .get('/:locale{en|hk}/:collection/feed.xml', (c) =>
      answer(c, ATOM, () => collectionFeedXml(deps, c.req.param('locale') as 'en' | 'hk', c.req.param('collection'))),
    );
}
