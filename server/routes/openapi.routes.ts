import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { openApiDocument } from '../openapi/document';
import { docsPageHtml } from '../openapi/docsPage';

/** The API's description (issue 36): built once, from the routes' own schemas. */
let built: { json: ReturnType<typeof openApiDocument>; html: string } | null = null;
const description = () => {
  if (!built) {
    const json = openApiDocument();
    built = { json, html: docsPageHtml(json) };
  }
  return built;
};

/**
 * The docs page's own policy: it runs nothing and loads nothing, so it allows nothing but its style attributes and the
 * empty icon (API answers do not pass the built app's HTML headers).
 */
export const DOCS_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; style-src-elem 'none'; style-src-attr 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const openApiRoutes = new Hono<AppEnv>()
  .get('/openapi.json', (c) => c.json(description().json))
  .get('/docs', (c) => c.html(description().html, 200, { 'Content-Security-Policy': DOCS_PAGE_POLICY, 'X-Frame-Options': 'DENY' }));
