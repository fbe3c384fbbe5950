import { PAGE_COLLECTIONS, pageAtPath } from '../contract/pagePaths';

/**
 * Where a path leads in the app's route table (src/routes/routeTable.tsx), as far as the server answers it:
 * - `page`: the home page of a locale or a page of a collection, rendered from the API's answer at `answerPath`;
 * - `memo`: one memo, answered with the app's shell, 404 when an anonymous reader may not read it (`answerPath`);
 * - `screen`: the app's own screens (sign-in, search, collection lists, the memo space, previews, the editor),
 *   answered with the app's shell;
 * - `other`: anything else, rendered, and answered 404 when the app shows its not-found page there.
 */
export type ReaderRoute = { kind: 'page' | 'memo'; answerPath: string } | { kind: 'screen' } | { kind: 'other' };

const UNDER_LOCALE = /^\/(en|hk)(\/.*)?$/;
/** Collections readers browse (contract/pagePaths.ts): their names are the app's, lower-case (compared exactly). */
const collections = new Set<string>(PAGE_COLLECTIONS);
/** The app's own screens, whose fixed words React Router matches in any case. */
const SCREEN =
  /^\/(?:login|forgot-password|search|whats-on|memo(?:\/trash|\/favourites)?|(?:preview|reset-password)\/[^/]+|page-templates(?:\/.*)?|setup|dashboard|admin(?:\/.*)?)\/?$/i;
const MEMO = /^\/memo\/([^/]+)\/?$/i;
/** Outside the locales: `/` (which goes to /en) and a memo in the trash. */
const ROOT_SCREEN = /^\/(?:memo\/trash\/[^/]+\/?)?$/i;

/** A path segment as the app's router gives it to a screen: decoded when it can be. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `pathname` as the server received it (Hono's `c.req.path`). */
export function readerRouteOf(pathname: string): ReaderRoute {
  const underLocale = UNDER_LOCALE.exec(pathname);
  if (!underLocale) return ROOT_SCREEN.test(pathname) ? { kind: 'screen' } : { kind: 'other' };
  const [, locale, rest = '/'] = underLocale;
  if (rest === '/') return { kind: 'page', answerPath: `/api/content/home?locale=${locale}` };
  const page = pageAtPath(`/${locale}${rest}`);
  // As the page screen asks for it (src/api/content.ts), so that its first render takes the answer.
  if (page && collections.has(page.collection))
    return { kind: 'page', answerPath: `/api/content/${page.collection}/${encodeURIComponent(page.slug)}` };
  if (collections.has(rest.replace(/^\/|\/$/g, '')) || SCREEN.test(rest)) return { kind: 'screen' };
  const memo = MEMO.exec(rest);
  if (memo) return { kind: 'memo', answerPath: `/api/memo/${encodeURIComponent(decoded(memo[1]))}` };
  return { kind: 'other' };
}
