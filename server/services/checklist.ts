import { eq } from 'drizzle-orm';
import type { Checklist } from '../../contract/checklist';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { notFound } from '../errors';
import { refuseUnlessEditable } from './pageAccess';
import { parsePageId, summaryWhere } from './pages';
import { pageChecklist } from './publishChecks';

/** GET /api/pages/{id}/checklist: what blocks publishing the page and what is worth a look, for whoever may edit it. */
export async function readChecklist(deps: AppDeps, user: User, idText: string): Promise<Checklist> {
  const id = parsePageId(idText);
  const page = id ? await summaryWhere(deps.database.db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessEditable(deps, user, page);
  const checklist = await pageChecklist(deps.database.db, page.id, deps.config.publicUrl);
  if (!checklist) throw notFound('Page not found.');
  return checklist;
}
