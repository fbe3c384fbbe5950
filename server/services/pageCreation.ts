import { eq } from 'drizzle-orm';
import { emptyDocument, type SavedDocument } from '../../contract/document';
import { pageTextColumns } from './pageText';
import { unsafeLinksIn } from '../../contract/documentLinks';
import type { Collection, CreatePageBody, System } from '../../contract/resources';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { canCreatePage, canEditPage } from '../policies/pages';
import { recordRevision } from './revisionRecording';
import { grantFor } from './pageAccess';
import { presentCreatedPage } from '../presenters/pages';
import { pagesChanged, parsePageId } from './pages';
import { randomToken, randomUid } from './tokens';

/** Spec 2.1: news, series and memo belong to the projects system, the data room to `data`, the rest to the main site. */
export function systemOfCollection(collection: Collection): System {
  if (collection === 'news' || collection === 'series' || collection === 'memo') return 'projects';
  if (collection === 'dataroom') return 'data';
  return 'csw';
}

export function slugFor(title: string): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  const suffix = randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 6) || 'page';
  return `${base || 'page'}-${suffix}`;
}

/** POST /api/pages: an editor creates a page (or a subpage of a page they may edit); the creator owns it. */
export async function createPage(deps: AppDeps, user: User, body: CreatePageBody) {
  if (!canCreatePage(user)) throw forbidden('Only editors create pages.');
  const input = body.page;
  const title = (input.title ?? input.name)!;
  const document = (input.lexical_body as SavedDocument | undefined) ?? emptyDocument();
  if (unsafeLinksIn(document).length) throw badRequest('The document contains a link that is not allowed.');
  const { db } = deps.database;
  let parentId: number | null = null;
  let locale = input.locale ?? 'en';
  if (input.parent_sub_page_id != null) {
    parentId = parsePageId(String(input.parent_sub_page_id));
    const [parent] = parentId ? await db.select().from(pages).where(eq(pages.id, parentId)).limit(1) : [];
    // A page the caller may not read is answered like one that does not exist.
    if (!parent || !(await grantFor(deps, user, parent)).read) throw notFound('The parent page does not exist.');
    if (!canEditPage(user, parent)) throw forbidden('You may not add pages to this page.');
    if (parent.trashedAt) throw conflict('The parent page is in the trash. Restore it before adding pages to it.');
    locale = input.locale ?? parent.locale;
  }
  const collection = input.page_collection_slug;
  const now = deps.clock();
  // The new page's first revision (issue 19) is made with it.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pages)
      .values({
        uid: randomUid(),
        slug: slugFor(title),
        title,
        collection,
        system: systemOfCollection(collection),
        locale,
        ownerId: user.id,
        parentId,
        body: document,
        ...pageTextColumns(document),
        precis: input.precis ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordRevision(tx, row.id, user.id, 'save', now, { title: row.title, precis: row.precis, body: row.body, version: row.version });
    return row;
  });
  pagesChanged(deps);
  return presentCreatedPage({ ...created, ownerUid: user.uid, ownerName: user.name }, user);
}
