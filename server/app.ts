import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_HEADERS } from './apiHeaders';
import type { AppDeps } from './deps';
import type { AppEnv } from './env';
import { errorAnswer } from './errorAnswer';
import { sessionMiddleware } from './middleware/session';
import { ReaderCache } from './services/readerCache';
import { authRoutes } from './routes/auth.routes';
import { ssoRoutes } from './routes/sso.routes';
import { peopleRoutes } from './routes/people.routes';
import { contentRoutes } from './routes/content.routes';
import { linkAccessRoutes } from './routes/linkAccess.routes';
import { subpagesRoutes } from './routes/subpages.routes';
import { pagesRoutes } from './routes/pages.routes';
import { memoRoutes } from './routes/memo.routes';
import { publicationsRoutes } from './routes/publications.routes';
import { sharingRoutes } from './routes/sharing.routes';
import { eventsRoutes } from './routes/events.routes';
import { hasOwnBodyLimit, mediaRoutes } from './routes/media.routes';
import { mediaFileRoutes } from './routes/mediaFiles.routes';
import { previewsRoutes } from './routes/previews.routes';
import { checklistRoutes } from './routes/checklist.routes';
import { searchRoutes } from './routes/search.routes';
import { discoveryRoutes } from './routes/discovery.routes';
import { auditRoutes } from './routes/audit.routes';
import { siteSettingsRoutes } from './routes/siteSettings.routes';
import { setupRoutes } from './routes/setup.routes';
import { dashboardRoutes } from './routes/dashboard.routes';
import { reviewsRoutes } from './routes/reviews.routes';
import { webhooksRoutes } from './routes/webhooks.routes';
import { accessTokensRoutes } from './routes/accessTokens.routes';
import { openApiRoutes } from './routes/openapi.routes';
import { commentsRoutes } from './routes/comments.routes';
import { liveRoutes } from './collab/live.routes';
import { MemoryMediaStorage } from './storage/memoryMediaStorage';
import { encodedAnswers } from './middleware/encodedAnswers';
import { setHeaders } from './setHeaders';

/**
 * The dependencies with what createApp would make when missing (the reader cache, memory storage): whatever else works
 * beside the app, such as the job queue, must share them, or its changes would not clear the app's cache.
 */
export function completeDeps(given: AppDeps): AppDeps {
  return {
    ...given,
    readerCache: given.readerCache ?? new ReaderCache({ clock: given.clock, ttlMs: given.config.readerCacheSeconds * 1000 }),
    storage: given.storage ?? new MemoryMediaStorage(),
  };
}

const hasBody = (request: Request) => request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? 0) > 0;

/** The whole API as one Hono app; it uses Web-standard APIs only, so Node, tests and the browser's mock mode share it. */
export function createApp(given: AppDeps) {
  const deps = completeDeps(given);
  const api = new Hono<AppEnv>();
  const limitBody = bodyLimit({
    maxSize: deps.config.maxJsonBytes,
    onError: (c) => c.json({ error: 'The request body is too large.' }, 413),
  });
  api.use('*', async (c, next) => {
    // The caller's address travels with the deps, so a service can write it in its audit log entry (issue 32).
    c.set('deps', deps.clientAddress ? { ...deps, caller: { address: deps.clientAddress(c) } } : deps);
    // A NUL can reach a path segment or query value only percent-encoded; nothing may store it.
    if (/%00/i.test(c.req.url)) return c.json({ error: 'The request contains a NUL character, which cannot be stored.' }, 400);
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || hasOwnBodyLimit(c.req.method, c.req.path)) await next();
    else {
      const refused = await limitBody(c, next);
      if (refused instanceof Response) c.res = refused;
    }
    // Each c.header() after the answer re-creates it around a stream, which costs the reader cache's hits (which carry
    // these headers already) a third of their speed.
    setHeaders(c, API_HEADERS, { onlyMissing: true });
    // Refused before its body was read (401, 403, 404, 413...): the body is still on its way, so the connection cannot
    // serve another request; saying so lets the client open a new one, instead of losing its next request.
    if (hasBody(c.req.raw) && !c.req.raw.bodyUsed) setHeaders(c, { Connection: 'close' });
  });
  api.use('*', encodedAnswers());
  api.use('/ex/*', async (c, next) => {
    if (deps.config.apiKey && c.req.header('x-api-key') !== deps.config.apiKey) {
      return c.json({ error: 'A valid API key is required.' }, 401);
    }
    await next();
  });
  api.use('*', sessionMiddleware);
  api.route('/', authRoutes);
  api.route('/', ssoRoutes);
  api.route('/', peopleRoutes);
  api.route('/', contentRoutes);
  api.route('/', pagesRoutes);
  api.route('/', memoRoutes);
  api.route('/', publicationsRoutes);
  api.route('/', linkAccessRoutes);
  api.route('/', subpagesRoutes);
  api.route('/', eventsRoutes);
  api.route('/', sharingRoutes);
  api.route('/', mediaRoutes);
  api.route('/', previewsRoutes);
  api.route('/', checklistRoutes);
  api.route('/', searchRoutes);
  api.route('/', auditRoutes);
  api.route('/', siteSettingsRoutes);
  api.route('/', setupRoutes);
  api.route('/', dashboardRoutes);
  api.route('/', reviewsRoutes);
  api.route('/', webhooksRoutes);
  api.route('/', accessTokensRoutes);
  api.route('/', openApiRoutes);
  api.route('/', commentsRoutes);
  api.route('/', liveRoutes);
  api.notFound((c) => c.json({ error: 'Not found.' }, 404));
  api.onError(errorAnswer);

  const app = new Hono();
  app.route('/api', api);
  app.route('/media', mediaFileRoutes(deps));
  // robots.txt, sitemap.xml and the feeds (/{locale}/…/feed.xml): before the built app's files and pages.
  app.route('/', discoveryRoutes(deps));
  // Registered before anything the Node entry adds (the app shell for other paths), so an unknown API path is a 404.
  app.all('/api/*', (c) => c.json({ error: 'Not found.' }, 404));
  app.notFound((c) => c.json({ error: 'Not found.' }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
