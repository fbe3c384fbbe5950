import { Hono } from 'hono';
import { notificationQuery, requestChangesBody, submitReviewBody } from '../../contract/reviews';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { listNotifications, markAllRead, markRead, unreadCount } from '../services/notifications';
import { listReviewers, readReview, requestChanges, submitForReview, withdrawReview } from '../services/reviews';
import { readJson, readQuery } from '../validation';

/** Review of a page (issue 33) and each person's notifications: signed-in callers only, checked before the body is read. */
export const reviewsRoutes = new Hono<AppEnv>()
  .get('/pages/:id/review', requireUser, async (c) => c.json({ data: await readReview(c.var.deps, c.var.user, c.req.param('id')) }))
  .post('/pages/:id/review', requireUser, async (c) => {
    const body = await readJson(c, submitReviewBody);
    return c.json(await submitForReview(c.var.deps, c.var.user, c.req.param('id'), body));
  })
  .get('/pages/:id/reviewers', requireUser, async (c) => c.json(await listReviewers(c.var.deps, c.var.user, c.req.param('id'))))
  .post('/pages/:id/review/request-changes', requireUser, async (c) => {
    const body = await readJson(c, requestChangesBody);
    return c.json(await requestChanges(c.var.deps, c.var.user, c.req.param('id'), body.reason));
  })
  .delete('/pages/:id/review', requireUser, async (c) => c.json(await withdrawReview(c.var.deps, c.var.user, c.req.param('id'))))
  .get('/notifications', requireUser, async (c) => c.json(await listNotifications(c.var.deps, c.var.user, readQuery(c, notificationQuery))))
  .get('/notifications/unread', requireUser, async (c) => c.json(await unreadCount(c.var.deps, c.var.user)))
  .put('/notifications/read', requireUser, async (c) => c.json(await markAllRead(c.var.deps, c.var.user)))
  .put('/notifications/:id/read', requireUser, async (c) => c.json(await markRead(c.var.deps, c.var.user, c.req.param('id'))));
