/**
 * The commenting view of a page (issue 35): what a Commenter who may not edit it reads, the page as its editors have
 * it (a published site page's draft) with the comment marks.
 */
import { eq } from 'drizzle-orm';
import type { CommentingPage } from '../../contract/comments';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { notFound } from '../errors';
import { canEditPage } from '../policies/pages';
import { pageForComments } from './comments';
import { workingCopyOf } from './pageDrafts';
import { pageWhere } from './pages';
import { documentForReader } from './subpageBlocks';

/**
 * GET /api/pages/{id}/comments/document: for those who may comment on the page (404 for those who may not read it,
 * 403 for its other readers, as every comments route). An open live session saves first, so it is the text its
 * editors see. Subpages the caller may not read are left out, as for readers; the marks stay.
 */
export async function commentingPage(deps: AppDeps, user: User, idText: string): Promise<{ data: CommentingPage }> {
  const summary = await pageForComments(deps, user, idText);
  await deps.live?.saveOpen(summary.id);
  const full = await pageWhere(deps.database.db, eq(pages.id, summary.id));
  if (!full) throw notFound('Page not found.');
  const { page } = await workingCopyOf(deps.database.db, full);
  return {
    data: {
      page_id: page.id,
      title: page.title,
      precis: page.precis,
      locale: page.locale,
      collection: page.collection,
      slug: page.slug,
      published: page.published,
      updated_at: page.updatedAt.toISOString(),
      lexical_body: await documentForReader(deps, user, page.body, { keepCommentMarks: true }),
      may_edit: canEditPage(user, page),
    },
  };
}
