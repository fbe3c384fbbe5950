import { Hono } from 'hono';
import * as v from 'valibot';
import { createWebhookBody, updateWebhookBody } from '../../contract/webhooks';
import type { AppEnv } from '../env';
import { forbidden } from '../errors';
import { requireUser } from '../middleware/requireUser';
import { canAdminister } from '../policies/admin';
import { readJson, readQuery } from '../validation';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  updateEndpoint,
} from '../webhooks/endpoints';

const deliveriesQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'before must be a delivery id.'), v.transform(Number))),
});

/** Webhooks (issue 36): administrators only, checked before anything is read. */
export const webhooksRoutes = new Hono<AppEnv>()
  .use('/admin/webhooks/*', requireUser, async (c, next) => {
    if (!canAdminister(c.var.user)) throw forbidden();
    await next();
  })
  .use('/admin/webhooks', requireUser, async (c, next) => {
    if (!canAdminister(c.var.user)) throw forbidden();
    await next();
  })
  .get('/admin/webhooks', async (c) => c.json(await listEndpoints(c.var.deps)))
  .post('/admin/webhooks', async (c) => c.json(await createEndpoint(c.var.deps, c.var.user!, await readJson(c, createWebhookBody)), 201))
  .patch('/admin/webhooks/:id', async (c) =>
    c.json(await updateEndpoint(c.var.deps, c.var.user!, c.req.param('id'), await readJson(c, updateWebhookBody))),
  )
  .delete('/admin/webhooks/:id', async (c) => {
    await deleteEndpoint(c.var.deps, c.var.user!, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/admin/webhooks/:id/secret', async (c) => c.json(await rotateSecret(c.var.deps, c.var.user!, c.req.param('id'))))
  .get('/admin/webhooks/:id/deliveries', async (c) =>
    c.json(await listDeliveries(c.var.deps, c.req.param('id'), readQuery(c, deliveriesQuery).before)),
  )
  .post('/admin/webhooks/:id/deliveries/:delivery/resend', async (c) =>
    c.json(await resendDelivery(c.var.deps, c.var.user!, c.req.param('id'), c.req.param('delivery')), 201),
  );
