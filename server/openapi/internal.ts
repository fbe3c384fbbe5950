/**
 * The routes the app answers that /api/openapi.json leaves out on purpose, each with why (issue 36). They are the
 * browser app's own calls, made with a person's session: an access token gets 403 from every one of them
 * (server/policies/accessTokens.ts), so they are no part of the integration API and may change with the app.
 * Keys are `METHOD path` as Hono lists them (app.routes).
 */
const groups: Array<[reason: string, routes: string[]]> = [
  [
    'Signing in and the account screens: session only, never an access token.',
    [
      'POST /api/auth/sign_in',
      'DELETE /api/auth/sign_out',
      'GET /api/me',
      'GET /api/auth/sessions',
      'DELETE /api/auth/sessions/others',
      'DELETE /api/auth/sessions/:id',
      'PUT /api/auth/password',
      'POST /api/auth/password_reset',
      'POST /api/auth/password_reset/:token',
      'GET /api/auth/sso/start',
      'GET /api/auth/sso/callback',
      'POST /api/auth/sso/session',
      'GET /api/setup',
      'POST /api/setup',
    ],
  ],
  [
    "The administrators' screens (people, settings, audit log, access tokens): session only.",
    [
      'GET /api/admin/people',
      'POST /api/admin/people',
      'PUT /api/admin/people/:uid/role',
      'PUT /api/admin/people/:uid/deactivate',
      'PUT /api/admin/people/:uid/reactivate',
      'POST /api/admin/people/:uid/password_reset',
      'GET /api/admin/settings',
      'PUT /api/admin/settings',
      'GET /api/admin/audit',
      'GET /api/admin/audit.csv',
      'GET /api/admin/tokens',
      'POST /api/admin/tokens',
      'DELETE /api/admin/tokens/:id',
    ],
  ],
  [
    "The editor's working calls (presence, revisions, review, checklist, sharing, previews, trash, events' details): the browser app's, session only.",
    [
      'PUT /api/pages/:id/presence',
      'DELETE /api/pages/:id/presence',
      'GET /api/pages/:id/revisions',
      'GET /api/pages/:id/revisions/:revisionId',
      'POST /api/pages/:id/revisions/:revisionId/restore',
      'GET /api/pages/:id/checklist',
      'GET /api/pages/:id/review',
      'POST /api/pages/:id/review',
      'DELETE /api/pages/:id/review',
      'GET /api/pages/:id/reviewers',
      'POST /api/pages/:id/review/request-changes',
      'GET /api/pages/:id/previews',
      'POST /api/pages/:id/previews',
      'DELETE /api/pages/:id/previews/:preview',
      'GET /api/pages/:id/share',
      'PUT /api/pages/:id/share',
      'PUT /api/pages/:id/discard-changes',
      'PATCH /api/pages/:id/move-to-trash',
      'PATCH /api/pages/:id/restore-from-trash',
      'DELETE /api/pages/:id/destroy-permanently',
      'DELETE /api/pages/:id/delete_sub_pages',
      'PUT /api/pages/:id/event',
      'DELETE /api/images/:id',
      'GET /api/fetch_event',
      'POST /api/publications/:slug/days',
      'PUT /api/publications/:slug/days/:day',
      'PUT /api/section_pages/:slug',
    ],
  ],
  [
    // Issues 34 and 35, merged from their own branches: listed here ahead of them, so the merge keeps this test green.
    "The editor's live sessions and comments (issues 34, 35): the browser app's, session only.",
    [
      'POST /api/pages/:id/live/tickets',
      'GET /api/pages/:id/live',
      'GET /api/pages/:id/comments',
      'POST /api/pages/:id/comments',
      'GET /api/pages/:id/comments/people',
      'GET /api/pages/:id/comments/document',
      'POST /api/pages/:id/comments/:thread/resolve',
      'POST /api/pages/:id/comments/:thread/reopen',
      'POST /api/pages/:id/comments/:thread/replies',
      'PUT /api/pages/:id/comments/:thread/replies/:comment',
      'DELETE /api/pages/:id/comments/:thread/replies/:comment',
    ],
  ],
  [
    "Memos, invitations and favourites: a person's own pages and lists, session only (a memo's share link is read in the browser app).",
    [
      'GET /api/memo/:slug',
      'GET /api/memo/check-public-memo/:slug',
      'GET /api/memo/trash/:slug',
      'PATCH /api/memo/trash/:slug/restore',
      'GET /api/page_collections/memo/pages',
      'GET /api/page_collections/:collection/trashes',
      'GET /api/page-invitations',
      'POST /api/page-invitations',
      'PUT /api/page-invitations/:id',
      'DELETE /api/page-invitations/:id',
      'GET /api/link-access/:uid',
      'GET /api/publications/favourites',
      'POST /api/publications/:id/favourite',
      'DELETE /api/publications/:id/unfavourite',
      'POST /api/publications/:id/toggle_share_access',
      'GET /api/dashboard',
      'GET /api/notifications',
      'GET /api/notifications/unread',
      'PUT /api/notifications/read',
      'PUT /api/notifications/:id/read',
    ],
  ],
  [
    "The spec's compatibility calls for the projects and data systems (spec 3.x, `/api/ex/…` behind X-API-Key): kept as the spec describes them.",
    [
      'GET /api/csw/lookup',
      'GET /api/projects/lookup',
      'GET /api/ex/data/lookup',
      'GET /api/ex/users/suggest',
      'POST /api/ex/content_pages',
      'POST /api/ex/images',
    ],
  ],
  [
    'Files for crawlers and feed readers, not JSON: described by their own standards (robots.txt, sitemaps, RSS).',
    [
      'GET /robots.txt',
      'GET /sitemap.xml',
      'GET /:file{sitemap-[0-9]+\\.xml}',
      'GET /:locale{en|hk}/:collection/feed.xml',
      'GET /:locale{en|hk}/series/:slug/feed.xml',
    ],
  ],
  ['This description and its page.', ['GET /api/openapi.json', 'GET /api/docs']],
];

export const INTERNAL_ROUTES: ReadonlyMap<string, string> = new Map(
  groups.flatMap(([reason, routes]) => routes.map((route) => [route, reason])),
);

/** Every administrators' call (`/api/admin/…`, including those added later, such as webhooks): session only. */
const ADMIN_PREFIX = '/api/admin/';

/** Why a route (`METHOD path`) is left out of the description, or null when it should be in it. */
export function internalReasonOf(route: string): string | null {
  const listed = INTERNAL_ROUTES.get(route);
  if (listed) return listed;
  return route.split(' ')[1]?.startsWith(ADMIN_PREFIX) ? "An administrators' screen's call: session only." : null;
}
