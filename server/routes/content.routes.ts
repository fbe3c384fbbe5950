import { Hono } from 'hono';
import * as v from 'valibot';
import { COLLECTIONS, LOCALES, listPagesQuery } from '../../contract/resources';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { readerCached } from '../middleware/readerCached';
import { homeContent, listSitePages, readSitePage } from '../services/pages';
import { seriesStories } from '../services/series';
import { parseWith, readQuery } from '../validation';

export const homeQuery = v.object({ locale: v.optional(v.picklist(LOCALES), 'en') });
const collectionParam = v.picklist(COLLECTIONS);
/** What a collection's list reads of its query: `collection` is its path's. */
export const listQuery = v.pick(listPagesQuery, ['locale', 'limit']);

/** Reader endpoints: published site pages. */
export const contentRoutes = new Hono<AppEnv>()
  .get('/content/home', readerCached(homeQuery), async (c) => {
    const { locale } = readQuery(c, homeQuery);
    return c.json(await homeContent(c.var.deps, c.var.user, locale));
  })
  .get('/content/:collection', readerCached(listQuery), async (c) => {
    const collection = v.is(collectionParam, c.req.param('collection')) ? c.req.param('collection') : null;
    if (!collection) throw notFound('No such collection.');
    const query = readQuery(c, listPagesQuery);
    return c.json(
      await listSitePages(c.var.deps, c.var.user, {
        collection: parseWith(collectionParam, collection),
        locale: query.locale,
        limit: query.limit,
      }),
    );
  })
  .get('/content/series/:slug/stories', readerCached(), async (c) => {
    return c.json(await seriesStories(c.var.deps, c.var.user, c.req.param('slug')));
  })
  .get('/content/:collection/:slug', readerCached(), async (c) => {
    return c.json({ data: await readSitePage(c.var.deps, c.var.user, c.req.param('collection'), c.req.param('slug')) });
  });
