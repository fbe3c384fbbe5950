import { Hono } from 'hono';
import { commentBody, mentionQuery, newThreadBody } from '../../contract/comments';
import type { AppEnv } from '../env';
import { requireUser } from '../middleware/requireUser';
import { createThread, deleteComment, editComment, reply, setResolved } from '../services/commentChanges';
import { commentingPage } from '../services/commenting';
import { listThreads, mentionablePeople } from '../services/comments';
import { readJson, readQuery } from '../validation';

/** Comments on a page (issue 35): signed-in callers who may comment on it, checked before any body is read. */
export const commentsRoutes = new Hono<AppEnv>()
  .use('/pages/:id/comments', requireUser)
  .use('/pages/:id/comments/*', requireUser)
  .get('/pages/:id/comments', async (c) => c.json(await listThreads(c.var.deps, c.var.user, c.req.param('id'))))
  .post('/pages/:id/comments', async (c) => {
    const body = await readJson(c, newThreadBody);
    return c.json(await createThread(c.var.deps, c.var.user, c.req.param('id'), body), 201);
  })
  .get('/pages/:id/comments/document', async (c) => c.json(await commentingPage(c.var.deps, c.var.user, c.req.param('id'))))
  .get('/pages/:id/comments/people', async (c) =>
    c.json(await mentionablePeople(c.var.deps, c.var.user, c.req.param('id'), readQuery(c, mentionQuery).q)),
  )
  .post('/pages/:id/comments/:thread/replies', async (c) => {
    const body = await readJson(c, commentBody);
    return c.json(await reply(c.var.deps, c.var.user, c.req.param('id'), c.req.param('thread'), body), 201);
  })
  .put('/pages/:id/comments/:thread/replies/:comment', async (c) => {
    const body = await readJson(c, commentBody);
    return c.json(await editComment(c.var.deps, c.var.user, c.req.param('id'), c.req.param('thread'), c.req.param('comment'), body));
  })
  .delete('/pages/:id/comments/:thread/replies/:comment', async (c) => {
    await deleteComment(c.var.deps, c.var.user, c.req.param('id'), c.req.param('thread'), c.req.param('comment'));
    return c.body(null, 204);
  })
  .post('/pages/:id/comments/:thread/resolve', async (c) =>
    c.json(await setResolved(c.var.deps, c.var.user, c.req.param('id'), c.req.param('thread'), true)),
  )
  .post('/pages/:id/comments/:thread/reopen', async (c) =>
    c.json(await setResolved(c.var.deps, c.var.user, c.req.param('id'), c.req.param('thread'), false)),
  );
