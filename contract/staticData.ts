/**
 * Where the static site (issue 31) keeps the answer of a reader's API call: `GET /api/content/home?locale=en` is the
 * file `/_data/content/home/locale/en.json`. The query's values become path segments, by name, so a static host needs
 * no query strings and no rewrite rule. One rule for the export that writes the files and the reader app that reads
 * them.
 */
export const STATIC_DATA_PREFIX = '/_data';

/** GET of the site configuration, which the server also renders readers' pages with. */
export const SITE_CONFIG_PATH = '/api/site_config';

/** The file of an API path (`/api/…`, with its query), or null for one that is not a reader's GET of the API. */
export function staticDataPathOf(apiPath: string): string | null {
  const url = new URL(apiPath, 'http://static.invalid');
  if (!url.pathname.startsWith('/api/')) return null;
  const params = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.map(([name, value]) => `/${encodeURIComponent(name)}/${encodeURIComponent(value)}`).join('');
  return `${STATIC_DATA_PREFIX}${url.pathname.slice('/api'.length)}${query}.json`;
}
