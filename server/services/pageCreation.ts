import { eq, or, sql } from 'drizzle-orm';
import { emptyDocument, type SavedDocument } from '../../contract/document';
import { pageTextColumns } from './pageText';
import { unsafeLinksIn } from '../../contract/documentLinks';
import type { Collection, CreatePageBody, System } from '../../contract/resources';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pageRedirects, pages, type User } from '../db/schema';
import { readableSlugOf, slugProblemOf } from '../../contract/slugs';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { canCreatePage, canEditPage } from '../policies/pages';
import { recordRevision } from './revisionRecording';
import { grantFor } from './pageAccess';
import { presentCreatedPage } from '../presenters/pages';
import { pagesChanged, parsePageId } from './pages';
import { randomUid } from './tokens';
import { databaseFailureOf } from '../errorAnswer';
import { recordAudit } from './auditLog';

const UNIQUE_VIOLATION = '23505';

/** Spec 2.1: news, series and memo belong to the projects system, the data room to `data`, the rest to the main site. */
export function systemOfCollection(collection: Collection): System {
  if (collection === 'news' || collection === 'series' || collection === 'memo') return 'projects';
  if (collection === 'dataroom') return 'data';
  return 'csw';
}

/** A new page's address is at most this long, before any -2 that tells it from a taken one. */
const NEW_SLUG_LENGTH = 60;

/**
 * A new page's address: readable from its title (readableSlugOf: "Temple Street Night Market" gives
 * temple-street-night-market, a Chinese title story-2026-11-27 by the server's UTC day), with -2, -3... only when
 * another page has it, had it (a renamed page's old address keeps leading there) or it is reserved.
 */
async function freeSlugFor(db: Db, title: string, collection: Collection, now: Date): Promise<string> {
  const base = readableSlugOf(title, collection, { max: NEW_SLUG_LENGTH, day: now.toISOString().slice(0, 10) })!;
  const numbered = `^${base}-[0-9]+$`;
  const [taken, moved] = await Promise.all([
    db
      .select({ slug: pages.slug })
      .from(pages)
      .where(or(eq(pages.slug, base), sql`${pages.slug} ~ ${numbered}`)),
    db
      .select({ slug: pageRedirects.oldSlug })
      .from(pageRedirects)
      .where(or(eq(pageRedirects.oldSlug, base), sql`${pageRedirects.oldSlug} ~ ${numbered}`)),
  ]);
  const unavailable = new Set([...taken, ...moved].map((row) => row.slug));
  if (!unavailable.has(base) && !slugProblemOf(base)) return base;
  for (let number = 2; ; number++) if (!unavailable.has(`${base}-${number}`)) return `${base}-${number}`;
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
  const insert = (slug: string) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pages)
        .values({
          uid: randomUid(),
          slug,
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
      await recordRevision(tx, row.id, user.id, 'save', now, {
        title: row.title,
        precis: row.precis,
        body: row.body,
        version: row.version,
      });
      await recordAudit(tx, deps, {
        action: 'page.create',
        actor: user,
        page: row,
        changes: {
          title: { from: null, to: row.title },
          slug: { from: null, to: row.slug },
          collection: { from: null, to: row.collection },
        },
      });
      return row;
    });
  let created: Awaited<ReturnType<typeof insert>> | undefined;
  // A page created meanwhile with the same title may take the address found free: the next free one is taken then.
  for (let attempt = 1; !created; attempt++) {
    try {
      created = await insert(await freeSlugFor(db, title, collection, now));
    } catch (error) {
      if (attempt === 5 || databaseFailureOf(error)?.code !== UNIQUE_VIOLATION) throw error;
    }
  }
  pagesChanged(deps);
  return presentCreatedPage({ ...created, liveVersion: created.version, ownerUid: user.uid, ownerName: user.name }, user);
}
