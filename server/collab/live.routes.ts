import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, forbidden, notFound, unauthorized } from '../errors';
import { requireUser } from '../middleware/requireUser';
import { accessPageOf, refuseUnlessEditable } from '../services/pageAccess';
import { parsePageId } from '../services/pages';
import { refusalOf } from './liveRights';
import { CLOSE_GONE, CLOSE_SESSION_ENDED } from './liveProtocol';
import { issueTicket, redeemTicket } from './liveStore';

const TICKET = /^[A-Za-z0-9_-]{40,60}$/;

function notLive() {
  return new ApiError(501, 'Live editing is not available on this server.');
}

async function editablePage(c: { var: AppEnv['Variables'] }, idText: string) {
  const id = parsePageId(idText);
  const page = id ? await accessPageOf(c.var.deps.database.db, id) : null;
  if (!page || page.trashedAt) throw notFound('Page not found.');
  return page;
}

/**
 * Issue 34's endpoint (docs/api.md "Live editing"): a ticket by Bearer auth, then the WebSocket by ticket (browsers
 * cannot send headers on one), the ticket and the person's right to edit the page checked before the upgrade.
 */
export const liveRoutes = new Hono<AppEnv>()
  .post('/pages/:id/live/tickets', requireUser, async (c) => {
    if (!c.var.deps.live) throw notLive();
    const page = await editablePage(c, c.req.param('id'));
    await refuseUnlessEditable(c.var.deps, c.var.user!, page);
    return c.json({ data: { ticket: await issueTicket(c.var.deps, c.var.user!, c.var.token!, page.id) } }, 201);
  })
  .get(
    '/pages/:id/live',
    async (c, next) => {
      const { deps } = c.var;
      if (!deps.live) throw notLive();
      const id = parsePageId(c.req.param('id'));
      const ticket = c.req.query('ticket') ?? '';
      if (!id || !TICKET.test(ticket)) throw unauthorized();
      const held = await redeemTicket(deps, ticket, id);
      if (!held) throw unauthorized();
      const { code, user } = await refusalOf(deps, held.sessionHash, id);
      if (code === CLOSE_SESSION_ENDED || !user) throw unauthorized();
      if (code === CLOSE_GONE) throw notFound('Page not found.');
      if (code) throw forbidden('You may not edit this page.');
      c.set('liveAdmission' as never, { user, sessionHash: held.sessionHash, pageId: id } as never);
      await next();
    },
    (c, next) => c.var.deps.live!.upgrade(c, next),
  );
