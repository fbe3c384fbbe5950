import { Hono } from 'hono';
import { searchQuery } from '../../contract/search';
import type { AppEnv } from '../env';
import { searchPages } from '../services/search';
import { readQuery } from '../validation';

/** GET api/search: the pages the caller may find (docs/api.md, "Search"). Not in the reader cache: queries are unbounded. */
export const searchRoutes = new Hono<AppEnv>().get('/search', async (c) => {
  const query = readQuery(c, searchQuery);
  return c.json(await searchPages(c.var.deps, c.var.user, query));
});
