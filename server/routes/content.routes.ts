import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { COLLECTIONS, LOCALES, listPagesQuery } from '../../contract/resources';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { homeContent, listSitePages, readSitePage } from '../services/pages';
import { seriesStories } from '../services/series';
import { parseWith, readQuery } from '../validation';

const homeQuery = v.object({ locale: v.optional(v.picklist(LOCALES), 'en') });
const collectionParam = v.picklist(COLLECTIONS);

/** Fills the reader cache with anonymous answers (createApp serves the hits); signed-in answers carry per-user flags. */
const cachedForReaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cache = c.var.deps.readerCache;
  await next();
  if (c.var.user || !cache || c.res.status !== 200) return;
  cache.set(c.req.url, await c.res.clone().text(), c.var.deps.clock().getTime());
};

/** Reader endpoints: published site pages. */
export const contentRoutes = new Hono<AppEnv>()
  .use('/content/*', cachedForReaders)
  .get('/content/home', async (c) => {
    const { locale } = readQuery(c, homeQuery);
    return c.json(await homeContent(c.var.deps, c.var.user, locale));
  })
  .get('/content/:collection', async (c) => {
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
  .get('/content/series/:slug/stories', async (c) => {
    return c.json(await seriesStories(c.var.deps, c.var.user, c.req.param('slug')));
  })
  .get('/content/:collection/:slug', async (c) => {
    return c.json({ data: await readSitePage(c.var.deps, c.var.user, c.req.param('collection'), c.req.param('slug')) });
  });
