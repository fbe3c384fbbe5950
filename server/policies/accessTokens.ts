import type { AccessScope } from '../../contract/accessTokens';
import type { Collection, Locale } from '../../contract/resources';
import type { AccessTokenRow } from '../db/accessTokensSchema';

/**
 * What an access token may call (issue 36): these operations and no other, each with the one scope it needs. Every
 * other route (account, people, settings, tokens, webhooks, the editor's own calls) answers a token 403, so a token
 * never reaches the browser app. `limit` says how a token limited to sections or locales is held to them:
 * - 'list': the path's collection and the `locale` query (en when left out);
 * - 'page': the page the path names (slug or id), looked up before the route runs; another section's is a 404;
 * - 'new page': the body's collection and locale;
 * - 'home': the `locale` query, for tokens not limited to sections (the home mixes sections);
 * - 'whole': only tokens limited to no section and no locale (search and series mix them);
 * - 'none': nothing sectioned (the site's settings for readers, uploads).
 * Reads of published content act as a reader (no one signed in), so they never answer a draft; the other scopes act as
 * the administrator who made the token, whose own rights still apply.
 */
export type TokenLimit = 'list' | 'page' | 'new page' | 'home' | 'whole' | 'none';

export interface TokenOperation {
  method: 'GET' | 'POST' | 'PUT';
  /** Hono's path under /api. */
  path: string;
  scope: AccessScope;
  limit: TokenLimit;
}

export const TOKEN_OPERATIONS: readonly TokenOperation[] = [
  { method: 'GET', path: '/content/home', scope: 'content:read', limit: 'home' },
  { method: 'GET', path: '/content/series/:slug/stories', scope: 'content:read', limit: 'whole' },
  { method: 'GET', path: '/content/:collection', scope: 'content:read', limit: 'list' },
  { method: 'GET', path: '/content/:collection/:slug', scope: 'content:read', limit: 'page' },
  { method: 'GET', path: '/search', scope: 'content:read', limit: 'whole' },
  { method: 'GET', path: '/site_config', scope: 'content:read', limit: 'none' },
  { method: 'GET', path: '/pages/:slug', scope: 'drafts:read', limit: 'page' },
  { method: 'POST', path: '/pages', scope: 'pages:write', limit: 'new page' },
  { method: 'PUT', path: '/pages/:id', scope: 'pages:write', limit: 'page' },
  { method: 'PUT', path: '/pages/:id/settings', scope: 'pages:write', limit: 'page' },
  { method: 'PUT', path: '/pages/:id/publish', scope: 'pages:write', limit: 'page' },
  { method: 'PUT', path: '/pages/:id/unpublish', scope: 'pages:write', limit: 'page' },
  { method: 'PUT', path: '/pages/:id/schedule', scope: 'pages:write', limit: 'page' },
  { method: 'POST', path: '/images', scope: 'media:upload', limit: 'none' },
  { method: 'POST', path: '/videos', scope: 'media:upload', limit: 'none' },
];

/** An operation's path as segments: a `:name` segment takes any one segment of a request's path. */
const matchers = TOKEN_OPERATIONS.map((operation) => ({ operation, segments: operation.path.split('/') }));

/** The request path's segments that fill the operation's `:name` segments, in order, or null when it is not the path. */
function paramsOf(segments: string[], path: string): string[] | null {
  const parts = path.split('/');
  if (parts.length !== segments.length) return null;
  const params: string[] = [];
  for (let index = 0; index < parts.length; index++) {
    if (segments[index].startsWith(':')) {
      if (!parts[index]) return null;
      params.push(parts[index]);
    } else if (segments[index] !== parts[index]) return null;
  }
  return params;
}

/** A path segment as the route reads it; a malformed escape stays as sent (the route answers it 404, never a 500). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The operation a request is, with its path parameters in order; null when tokens may not call it. */
export function tokenOperationOf(method: string, path: string): { operation: TokenOperation; params: string[] } | null {
  for (const { operation, segments } of matchers) {
    const params = operation.method === method ? paramsOf(segments, path) : null;
    if (params) return { operation, params: params.map(decodedSegment) };
  }
  return null;
}

export type TokenLimits = Pick<AccessTokenRow, 'sections' | 'locales'>;

/** Whether a token limited to `token.sections` and `token.locales` may reach content of this collection and locale. */
export function tokenReaches(token: TokenLimits, collection: string, locale: string | undefined): boolean {
  if (collection === 'memo') return false;
  if (token.sections.length && !token.sections.includes(collection as Collection)) return false;
  return !token.locales.length || (locale !== undefined && token.locales.includes(locale as Locale));
}

/** Whether a token is limited to no section and no locale. */
export const tokenIsWhole = (token: TokenLimits) => !token.sections.length && !token.locales.length;
