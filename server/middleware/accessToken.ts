import type { Context, Next } from 'hono';
import { eq, or } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { pages } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../errors';
import { tokenIsWhole, tokenOperationOf, tokenReaches, type TokenLimits } from '../policies/accessTokens';
import { grantForSecret } from '../services/accessTokens';
import { parsePageId } from '../services/pageIds';

/**
 * A request with an access token (issue 36) instead of a session: refused 401 when the token is unknown, revoked or
 * expired; 403 for any call tokens may not make or its scopes do not open; 404 for a page outside its sections or
 * locales. Otherwise it goes on as a reader (published content) or as the token's maker (drafts, writes, uploads),
 * with no session token, so nothing a session opens (its account, a live ticket, a new session) is reachable.
 */
export async function accessTokenRequest(c: Context<AppEnv>, next: Next, secret: string) {
  const deps = c.var.deps;
  const grant = await grantForSecret(deps, secret);
  if (!grant) throw unauthorized('This access token is not valid: it is unknown, revoked or expired.');
  const found = tokenOperationOf(c.req.method === 'HEAD' ? 'GET' : c.req.method, c.req.path.replace(/^\/api(?=\/)/, ''));
  if (!found) throw forbidden('Access tokens cannot make this call.');
  const { operation, params } = found;
  const { token } = grant;
  if (!token.scopes.includes(operation.scope)) throw forbidden(`This token's scopes do not include ${operation.scope}.`);
  if (!(await withinLimits(c, token, operation.limit, params))) {
    if (operation.limit === 'whole' || operation.limit === 'home')
      throw forbidden('This token is limited to some sections or locales: read them through their own calls.');
    throw notFound();
  }
  c.set('token', null);
  c.set('user', operation.scope === 'content:read' ? null : grant.creator);
  await next();
}

async function withinLimits(c: Context<AppEnv>, token: TokenLimits, limit: string, params: string[]): Promise<boolean> {
  if (limit === 'none') return true;
  if (limit === 'whole') return tokenIsWhole(token);
  const locale = c.req.query('locale') ?? 'en';
  if (limit === 'home') return !token.sections.length && tokenReaches(token, 'stories', locale);
  if (limit === 'list') return tokenReaches(token, params[0], locale);
  if (limit === 'new page') {
    // The route validates the body; here only where the page would go is read. Hono keeps the bytes for the route.
    const page = await c.req
      .arrayBuffer()
      .then((bytes) => (JSON.parse(new TextDecoder().decode(bytes)) as { page?: NewPage })?.page)
      .catch(() => undefined);
    if (!page || typeof page.page_collection_slug !== 'string') return true;
    if (!tokenReaches(token, page.page_collection_slug, typeof page.locale === 'string' ? page.locale : 'en')) return false;
    // A subpage is written into its parent's tree: the parent must be within reach too.
    const parent = page.parent_sub_page_id;
    return parent === undefined || parent === null ? true : pageWithinReach(c, token, String(parent));
  }
  // 'page': the slug or id is the path's last parameter but one for /content/{collection}/{slug}, else its first.
  return pageWithinReach(c, token, params.length > 1 ? params[1] : params[0]);
}

interface NewPage {
  page_collection_slug?: unknown;
  locale?: unknown;
  parent_sub_page_id?: unknown;
}

/** Whether the page a slug or id names is within the token's sections and locales (an unknown one: the route says 404). */
async function pageWithinReach(c: Context<AppEnv>, token: TokenLimits, named: string): Promise<boolean> {
  const id = parsePageId(named);
  const [page] = await c.var.deps.database.db
    .select({ collection: pages.collection, locale: pages.locale })
    .from(pages)
    .where(id ? or(eq(pages.slug, named), eq(pages.id, id)) : eq(pages.slug, named))
    .limit(1);
  // A memo is its owner's, never a token's, however the token is limited.
  return page ? tokenReaches(token, page.collection, page.locale) : true;
}
