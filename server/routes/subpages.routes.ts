import { Hono } from 'hono';
import { createContentPageBody, lookupQuery, pageIdList } from '../../contract/subpages';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { createPage } from '../services/pageCreation';
import { deleteSubpages, lookupSubpages } from '../services/subpages';
import { parseWith, readJson, readQuery } from '../validation';

/** Spec 7.3: subpage lookups per system prefix (csw, projects; data under /ex), data room pages, subpage deletion. */
export const subpagesRoutes = new Hono<AppEnv>()
  .get('/csw/lookup', async (c) => c.json(await lookupSubpages(c.var.deps, c.var.user, readQuery(c, lookupQuery).page_ids, ['csw'])))
  .get('/projects/lookup', async (c) =>
    c.json(await lookupSubpages(c.var.deps, c.var.user, readQuery(c, lookupQuery).page_ids, ['projects'])),
  )
  .get('/ex/data/lookup', async (c) => c.json(await lookupSubpages(c.var.deps, c.var.user, readQuery(c, lookupQuery).page_ids, ['data'])))
  .post('/ex/content_pages', requireUser, async (c) => {
    const { content_page: input } = await readJson(c, createContentPageBody);
    const body = {
      page: { title: input.title, page_collection_slug: 'dataroom' as const, parent_sub_page_id: input.parent_sub_page_id ?? undefined },
    };
    return c.json({ data: await createPage(c.var.deps, c.var.user, body) }, 201);
  })
  .delete('/pages/:id/delete_sub_pages', requireUser, async (c) => {
    const ids = parseWith(pageIdList, c.req.query('page_ids') ?? '');
    return c.json(await deleteSubpages(c.var.deps, c.var.user, c.req.param('id'), ids));
  });
