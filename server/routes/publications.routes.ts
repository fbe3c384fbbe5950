import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { listFavourites, setFavourite } from '../services/favourites';

/** Publications (spec 7.5): favourites. A publication's id is its page id. */
export const publicationsRoutes = new Hono<AppEnv>()
  .get('/publications/favourites', async (c) => c.json(await listFavourites(c.var.deps, c.var.user)))
  .post('/publications/:id/favourite', async (c) => c.json({ data: await setFavourite(c.var.deps, c.var.user, c.req.param('id'), true) }))
  .delete('/publications/:id/unfavourite', async (c) => c.json({ data: await setFavourite(c.var.deps, c.var.user, c.req.param('id'), false) }));
