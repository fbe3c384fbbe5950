import { COLLECTIONS, LOCALES, type Collection, type Locale } from './resources';

/**
 * Where a page lives (spec 2.1): `/{locale}/{collection}/{slug}`, memos included (`/{locale}/memo/{slug}`). The one
 * rule for every address of a page: the server's answers (`public_route`), feeds, search and sitemap, the reader
 * app's links and routes, the editor's subpage blocks and invitation e-mails.
 */
export function pagePathOf(page: { locale: Locale | string; collection: Collection | string; slug: string }): string {
  return `/${page.locale}/${page.collection}/${encodeURIComponent(page.slug)}`;
}

/**
 * Where a site page's Commenter (issue 35) reads its draft as its editors have it and comments: a staff screen, in
 * the account screens' chunk (src/admin/AdminScreens.tsx), so it costs the reader's entry nothing.
 */
export function commentingPathOf(page: { locale: Locale | string; id: number }): string {
  return `/${page.locale}/account/comments/${page.id}`;
}

/** Collections whose pages readers open at `/{locale}/{collection}/{slug}` in the app's page screen (memos have their own). */
export const PAGE_COLLECTIONS: readonly Collection[] = COLLECTIONS.filter((collection) => collection !== 'memo');

/** The page a path names by this rule (a locale, a collection and a slug), or null. */
export function pageAtPath(path: string): { locale: Locale; collection: Collection; slug: string } | null {
  const [empty, locale, collection, slug, ...rest] = path.replace(/\/$/, '').split('/');
  if (empty !== '' || rest.length || !slug) return null;
  if (!(LOCALES as readonly string[]).includes(locale) || !(COLLECTIONS as readonly string[]).includes(collection)) return null;
  try {
    return { locale: locale as Locale, collection: collection as Collection, slug: decodeURIComponent(slug) };
  } catch {
    return null;
  }
}
