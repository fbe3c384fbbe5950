import { Hono } from 'hono';
import * as v from 'valibot';
import { lifecycleQuery, memoListQuery } from '../../contract/memo';
import { COLLECTIONS } from '../../contract/resources';
import { schedulePageBody } from '../../contract/instants';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { checkMemoAccess, listMemos, listTrash, readMemo, readTrashedMemo } from '../services/memo';
import {
  destroyPermanently,
  moveToTrash,
  publishPage,
  restoreFromTrash,
  restoreMemoBySlug,
  unpublishPage,
} from '../services/memoLifecycle';
import { requireUser } from '../middleware/requireUser';
import { schedulePage } from '../services/pageSchedule';
import { discardChanges } from '../services/draftDiscard';
import { readJson, readQuery } from '../validation';

const collectionParam = v.picklist(COLLECTIONS);

/** Memo pages (spec 7.4): reading, lists, the trash, and the lifecycle calls of every page (`?version=` when known). */
export const memoRoutes = new Hono<AppEnv>()
  .get('/page_collections/memo/pages', requireUser, async (c) =>
    c.json(await listMemos(c.var.deps, c.var.user, readQuery(c, memoListQuery))),
  )
  .get('/page_collections/:collection/trashes', requireUser, async (c) => {
    const collection = c.req.param('collection');
    if (!v.is(collectionParam, collection)) throw notFound('No such collection.');
    return c.json(await listTrash(c.var.deps, c.var.user, collection));
  })
  .get('/memo/check-public-memo/:slug', async (c) => {
    const { status, body } = await checkMemoAccess(c.var.deps, c.var.user, c.req.param('slug'));
    return c.json(body, status);
  })
  .get('/memo/trash/:slug', requireUser, async (c) => c.json({ data: await readTrashedMemo(c.var.deps, c.var.user, c.req.param('slug')) }))
  .patch('/memo/trash/:slug/restore', requireUser, async (c) => {
    const { version } = readQuery(c, lifecycleQuery);
    return c.json({ data: await restoreMemoBySlug(c.var.deps, c.var.user, c.req.param('slug'), version) });
  })
  .get('/memo/:slug', async (c) => c.json({ data: await readMemo(c.var.deps, c.var.user, c.req.param('slug')) }))
  .put('/pages/:id/publish', requireUser, async (c) => {
    const { version } = readQuery(c, lifecycleQuery);
    return c.json({ data: await publishPage(c.var.deps, c.var.user, c.req.param('id'), version) });
  })
  .put('/pages/:id/discard-changes', requireUser, async (c) => {
    const { version } = readQuery(c, lifecycleQuery);
    return c.json({ data: await discardChanges(c.var.deps, c.var.user, c.req.param('id'), version) });
  })
  .put('/pages/:id/unpublish', requireUser, async (c) => {
    const { version } = readQuery(c, lifecycleQuery);
    return c.json({ data: await unpublishPage(c.var.deps, c.var.user, c.req.param('id'), version) });
  })
  .put('/pages/:id/schedule', requireUser, async (c) => {
    const body = await readJson(c, schedulePageBody);
    return c.json({ data: await schedulePage(c.var.deps, c.var.user, c.req.param('id'), body) });
  })
  .patch('/pages/:id/move-to-trash', requireUser, async (c) => {
    const { version } = readQuery(c, lifecycleQuery);
    return c.json({ data: await moveToTrash(c.var.deps, c.var.user, c.req.param('id'), version) });
  })
  .patch('/pages/:id/restore-from-trash', requireUser, async (c) => {
    const { version } = readQuery(c, lifecycleQuery);
    return c.json({ data: await restoreFromTrash(c.var.deps, c.var.user, c.req.param('id'), version) });
  })
  .delete('/pages/:id/destroy-permanently', requireUser, async (c) => {
    const { version } = readQuery(c, lifecycleQuery);
    await destroyPermanently(c.var.deps, c.var.user, c.req.param('id'), version);
    return c.body(null, 204);
  });
