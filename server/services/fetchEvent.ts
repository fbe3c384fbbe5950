import { and, eq } from 'drizzle-orm';
import { COLLECTIONS, LOCALES } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { pages } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { presentFetchedEvent, presentSiteConfig } from '../presenters/events';
import { readerVisible } from './pageAccess';
import { siteConfigOf } from './siteSettings';
import { passwordSignInOffered, ssoIsOn, ssoSettingsOf } from './ssoSettings';
import { isSlug } from './pages';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EDITOR_SEGMENT = 'page-templates';
const NOT_FOUND = 'No published page was found at that link.';

/** The path of a link to one of our own sites, or null when the link points elsewhere. It never fetches anything. */
export function ownPathOf(raw: string, ownHosts: string[]): string | null {
  const text = raw.trim();
  if (text.startsWith('//')) return ownPathOf(`https:${text}`, ownHosts);
  let url: URL;
  try {
    url = new URL(text, 'http://relative.invalid');
  } catch {
    throw badRequest('A valid link is required.');
  }
  if (!SCHEME.test(text)) return url.pathname;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return ownHosts.includes(url.hostname.toLowerCase()) ? url.pathname : null;
}

/** `/{locale}/{collection}/{slug}`, also behind the editor's `page-templates` segment (spec 2.1). */
export function pageAddressOf(path: string): { collection: string; slug: string } | null {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if ((LOCALES as readonly string[]).includes(segments[0])) segments.shift();
  if (segments[0] === EDITOR_SEGMENT) segments.shift();
  if (segments.length !== 2) return null;
  const [collection, slug] = segments;
  if (!(COLLECTIONS as readonly string[]).includes(collection) || collection === 'memo' || !isSlug(slug)) return null;
  return { collection, slug };
}

/** GET /api/fetch_event: a published page of our own sites (the configured domains and public address), by its link. */
export async function fetchEventByUrl(deps: AppDeps, rawUrl: string) {
  const ownHosts = [...(await siteConfigOf(deps)).domains, new URL(deps.config.publicUrl).hostname];
  const path = ownPathOf(rawUrl, ownHosts);
  if (path === null) throw badRequest("Only links to the organisation's own sites can be filled in.");
  const address = pageAddressOf(path);
  if (!address) throw notFound(NOT_FOUND);
  const [page] = await deps.database.db
    .select({ id: pages.id, title: pages.title, precis: pages.precis, imageUrl: pages.imageUrl, leadImageUrl: pages.leadImageUrl })
    .from(pages)
    .where(and(eq(pages.slug, address.slug), eq(pages.collection, address.collection), readerVisible()))
    .limit(1);
  if (!page) throw notFound(NOT_FOUND);
  return presentFetchedEvent(page);
}

/** GET /api/site_config: the configured domains, the themed series (with its page when published) and the announcement. */
export async function readSiteConfig(deps: AppDeps) {
  const site = await siteConfigOf(deps);
  const [series] = await deps.database.db
    .select({ id: pages.id, title: pages.title })
    .from(pages)
    .where(and(eq(pages.slug, site.themedSeriesSlug), eq(pages.collection, 'series'), readerVisible()))
    .limit(1);
  const sso = await ssoSettingsOf(deps);
  return presentSiteConfig(site, Boolean(deps.mailer), series, {
    sso: ssoIsOn(sso) ? { name: sso.name } : null,
    password_sign_in: passwordSignInOffered(deps, sso),
  });
}
