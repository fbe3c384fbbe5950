import { Hono } from 'hono';
import { toggleShareQuery } from '../../contract/sharing';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { listFavourites, setFavourite } from '../services/favourites';
import { setGeneralAccess } from '../services/sharing';
import { readQuery } from '../validation';

/** Publications (spec 7.5): favourites and general access. A publication's id is its page id. */
export const publicationsRoutes = new Hono<AppEnv>()
  .get('/publications/favourites', requireUser, async (c) => c.json(await listFavourites(c.var.deps, c.var.user)))
  .post('/publications/:id/favourite', requireUser, async (c) =>
    c.json({ data: await setFavourite(c.var.deps, c.var.user, c.req.param('id'), true) }),
  )
  .delete('/publications/:id/unfavourite', requireUser, async (c) =>
    c.json({ data: await setFavourite(c.var.deps, c.var.user, c.req.param('id'), false) }),
  )
  .post('/publications/:id/toggle_share_access', requireUser, async (c) => {
    const query = readQuery(c, toggleShareQuery);
    return c.json({
      data: await setGeneralAccess(c.var.deps, c.var.user, c.req.param('id'), query.public, { restoreLink: query.restore }),
    });
  });
