import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { pageTextColumns } from './pageText';
import { unsafeLinksIn } from '../../contract/documentLinks';
import type { Collection, Locale, SavePageBody } from '../../contract/resources';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { pageDrafts } from '../db/draftsSchema';
import { pages, users, type User } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { canReadSitePage } from '../policies/pages';
import { presentPage, presentPageSummary, publicRouteOf, type PageWithOwner, type SummaryRow } from '../presenters/pages';
import { grantFor, readerVisible, refuseUnlessEditable } from './pageAccess';
import { movedTo, pageRenamedFrom } from './pageRedirects';
import { documentForEditor, documentForReader, restoreHiddenSubpages } from './subpageBlocks';
import { printDocument, type PrintedDocument } from './revisionDocuments';
import { mergeIntoCurrent } from './pageMerge';
import { hasVersionBase, recordVersionBase } from './mergeBases';
import { recordRevision } from './revisionRecording';
import { subpagesOf, subpagesRemovedBySave } from './subpages';
import { withCardPictures } from './imageDerivatives';
import { parsePageId } from './pageIds';
import { pagesChanged } from './readerCache';
import { changesOf, recordAudit } from './auditLog';
import { draftAttributes, workingCopyOf, writeDraft } from './pageDrafts';

// Their homes are pageIds.ts and readerCache.ts, which subpages.ts imports without an import loop through here.
export { pagesChanged, parsePageId };

const {
  body: _body,
  plainText: _plainText,
  bodyText: _bodyText,
  bodyTextVersion: _bodyTextVersion,
  ...pageColumns
} = getTableColumns(pages);
/** The live copy's version: its draft's `live_version` while it has one, else the page's (presenters/pages.ts). */
const liveVersion =
  sql<number>`coalesce((select ${pageDrafts.liveVersion} from ${pageDrafts} where ${pageDrafts.pageId} = ${pages.id}), ${pages.version})`.mapWith(
    Number,
  );
const summaryColumns = { ...pageColumns, liveVersion };
export { summaryColumns };
export const ownerColumns = { ownerUid: users.uid, ownerName: users.name };

function withOwner(db: Db, columns: Record<string, unknown>) {
  return db
    .select({ ...(columns as typeof summaryColumns), ...ownerColumns })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.ownerId));
}

export async function pageWhere(db: Db, condition: ReturnType<typeof eq>): Promise<PageWithOwner | null> {
  const [row] = await db
    .select({ ...getTableColumns(pages), liveVersion, ...ownerColumns })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.ownerId))
    .where(condition)
    .limit(1);
  return row ?? null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export function isSlug(text: string): boolean {
  return SLUG.test(text);
}

async function withSubpages(deps: AppDeps, user: User | null, page: ReturnType<typeof presentPage>) {
  page.attributes.subpages = await subpagesOf(deps, user, page.attributes.page_id);
  return page;
}

/** A site page for readers, by collection and slug. */
export async function readSitePage(deps: AppDeps, user: User | null, collection: string, slug: string) {
  if (!isSlug(slug)) throw notFound('Page not found.');
  const page = await pageWhere(deps.database.db, and(eq(pages.slug, slug), eq(pages.collection, collection))!);
  if (!page) {
    const moved = await pageRenamedFrom(deps, slug, collection);
    if (moved && canReadSitePage(user, moved)) throw movedTo(`/api/content/${collection}/${moved.slug}`);
  }
  if (!page || !canReadSitePage(user, page)) throw notFound('Page not found.');
  const answer = await withSubpages(deps, user, presentPage({ ...page, body: await documentForReader(deps, user, page.body) }, user));
  answer.attributes.counterpart_route = await counterpartRouteFor(deps, user, page);
  return answer;
}

/**
 * The public address of a page's counterpart on the other site, when the caller may read it. One in the same locale
 * (which settings refuse, but older data may hold) is no translation, as the sitemap also says.
 */
async function counterpartRouteFor(
  deps: AppDeps,
  user: User | null,
  page: { counterpartId: number | null; locale: string },
): Promise<string | null> {
  const counterpart = page.counterpartId ? await summaryWhere(deps.database.db, eq(pages.id, page.counterpartId)) : null;
  return counterpart && counterpart.locale !== page.locale && canReadSitePage(user, counterpart) ? publicRouteOf(counterpart) : null;
}

/** A page for editing, by slug (spec 7.4 GET api/pages/{slug}); numeric ids are accepted too. */
export async function readPageForEditing(deps: AppDeps, user: User, slugOrId: string) {
  if (!isSlug(slugOrId)) throw notFound('Page not found.');
  const id = parsePageId(slugOrId);
  const page =
    (await pageWhere(deps.database.db, eq(pages.slug, slugOrId))) ?? (id ? await pageWhere(deps.database.db, eq(pages.id, id)) : null);
  if (!page) {
    const moved = await pageRenamedFrom(deps, slugOrId);
    if (moved && (await grantFor(deps, user, moved)).edit) throw movedTo(`/api/pages/${moved.slug}`);
    throw notFound('Page not found.');
  }
  await refuseUnlessEditable(deps, user, page);
  // A published page with saved changes opens as its draft (issue 33), which the answer says.
  const { page: working, draft } = await workingCopyOf(deps.database.db, page);
  // A page last changed before versions were kept (migration 0023): the version opened now is what its saves merge against.
  if (!(await hasVersionBase(deps.database.db, page.id))) {
    await recordVersionBase(
      deps.database.db,
      page.id,
      page.version,
      { title: working.title, precis: working.precis, prints: printDocument(working.body).prints },
      deps.clock(),
    );
  }
  const answer = await withSubpages(deps, user, presentPage({ ...working, body: await documentForEditor(deps, user, working.body) }, user));
  return { ...answer, attributes: { ...answer.attributes, ...draftAttributes(page, draft) } };
}

export async function summaryWhere(db: Db, condition: ReturnType<typeof eq>): Promise<SummaryRow | null> {
  const [row] = await withOwner(db, summaryColumns).where(condition).limit(1);
  return (row as SummaryRow | undefined) ?? null;
}

/** A save to write: the version it is made on, and what it changes. */
interface SaveWrite {
  version: number;
  title?: string;
  precis?: string;
  document?: SavedDocument;
  printed?: PrintedDocument;
}

/**
 * Saves a page. On the current version: one conditional UPDATE, so concurrent saves cannot both win. On an older one
 * (someone saved meanwhile): the save is merged into the page as it is now, block by block (pageMerge.ts), and the
 * merge is written on the current version; blocks both changed differently refuse it with 409 and the merge, for
 * the caller to choose and save again. The answer carries the page without its document, which the caller already
 * has, or with it (and `merged: true`) when it was merged.
 */
/** How the live session saves (server/collab/liveSaving.ts): never merged, and its record kept in the save's transaction. */
export interface SaveOptions {
  /** False: a stale version is refused (409) rather than merged with the version there is now. */
  merge?: boolean;
  /** Runs in the save's transaction with the version written (not when merged), so nothing comes between them (a server killed). */
  inTransaction?: (tx: Db, version: number) => Promise<void>;
}

export async function savePage(deps: AppDeps, user: User, pageIdText: string, body: SavePageBody, options: SaveOptions = {}) {
  const id = parsePageId(pageIdText);
  const { db } = deps.database;
  const page = id ? await summaryWhere(db, eq(pages.id, id)) : null;
  if (!page) throw notFound('Page not found.');
  await refuseUnlessEditable(deps, user, page);
  return saveChecked(deps, user, page, body, options);
}

/**
 * savePage after its rights check, for a caller that made its own: a Commenter's thread anchor (commentAnchoring.ts),
 * saved as them, a revision and audit entry of theirs like any other save.
 */
export async function saveChecked(deps: AppDeps, user: User, page: SummaryRow, body: SavePageBody, options: SaveOptions = {}) {
  const { db } = deps.database;
  if (page.trashedAt) throw conflict('This page is in the trash. Restore it before editing.', { current_version: page.version });
  const sent = body.page.lexical_body as SavedDocument | undefined;
  if (sent) {
    const unsafe = unsafeLinksIn(sent);
    if (unsafe.length) throw badRequest('The document contains a link that is not allowed.', { links: unsafe.slice(0, 5) });
  }
  const document = sent && (await restoreHiddenSubpages(deps, user, page.id, sent));
  // The blocks' JSON is made once, for the page and for its revision (which stores those it has not yet).
  const printed = document && !deps.benchSavesWithoutRevisions ? printDocument(document) : undefined;
  const asSent = { title: body.page.title, precis: body.page.precis, document, printed };
  let write: SaveWrite = { version: body.page.version, ...asSent };
  // A save that lost a race with another is merged again on top of it, a few times at most.
  for (let attempt = 0; attempt < 4; attempt++) {
    // A merged save is not the sender's document: the live session records it once it has taken the merge.
    const saved = await writeSave(deps, user, page, write, write.version === body.page.version ? options.inTransaction : undefined);
    if (saved) {
      pagesChanged(deps);
      const { liveVersion, ...columns } = saved;
      const summary = presentPageSummary({ ...page, ...columns }, user);
      const drafted = {
        has_unpublished_changes: liveVersion !== null,
        live_version: liveVersion ?? (page.published ? saved.version : null),
      };
      const answer = { ...summary, attributes: { ...summary.attributes, ...drafted } };
      if (write.version === body.page.version) return answer;
      const lexical_body = await documentForEditor(deps, user, write.document ?? (await workingPage(db, page.id))!.body);
      return { ...answer, attributes: { ...answer.attributes, merged: true, lexical_body } };
    }
    const current = await workingPage(db, page.id);
    if (!current || current.trashedAt || body.page.version > current.version || options.merge === false)
      return refuseStaleVersion(db, page);
    write = { version: current.version, ...(await mergeIntoCurrent(deps, user, current, body.page.version, asSent)) };
  }
  return refuseStaleVersion(db, page);
}

/** The page as its editors have it now: its draft's copy over the live one (pageDrafts.ts). */
async function workingPage(db: Db, pageId: number) {
  const page = await pageWhere(db, eq(pages.id, pageId));
  return page && (await workingCopyOf(db, page)).page;
}

/** A published site page's save, into its draft (pageDrafts.ts), with its audit entry; undefined when the version is stale. */
async function saveDraft(
  tx: Db,
  deps: AppDeps,
  user: User,
  page: { id: number; title: string; precis: string },
  write: SaveWrite,
  now: Date,
) {
  const drafted = await writeDraft(tx, user, page.id, write, 'save', now, deps.config.revisionCoalesceMinutes * 60_000);
  if (!drafted) return undefined;
  const changes = changesOf(
    { title: page.title, precis: page.precis, version: write.version },
    { title: drafted.title, precis: drafted.precis, version: drafted.version },
  );
  await recordAudit(tx, deps, { action: 'page.save', actor: user, page: { id: page.id, title: drafted.title }, changes });
  return { version: drafted.version, title: drafted.title, precis: drafted.precis, updatedAt: now, liveVersion: drafted.liveVersion };
}

/** The SQL of keepsDrafts (pageDrafts.ts): a published site page, whose saves go to its draft. */
const keepingDrafts = sql`(${pages.published} and ${pages.collection} <> 'memo')`;

/**
 * The save's write and its revision (issue 19), in one transaction: a save is never without its history. The write
 * is conditional on the version and on the page not being a published site page; one that is goes to its draft
 * (saveDraft), on the same version, so a publish or unpublish meanwhile (which changes the version) cannot send it to
 * the wrong copy. `liveVersion` is the live copy's version when it went to a draft.
 */
async function writeSave(
  deps: AppDeps,
  user: User,
  page: { id: number; title: string; precis: string },
  write: SaveWrite,
  inTransaction?: SaveOptions['inTransaction'],
) {
  return deps.database.db.transaction(async (tx) => {
    const saved = await writeSaveIn(tx, deps, user, page, write);
    if (saved) await inTransaction?.(tx, saved.version);
    return saved;
  });
}

async function writeSaveIn(tx: Db, deps: AppDeps, user: User, page: { id: number; title: string; precis: string }, write: SaveWrite) {
  const now = deps.clock();
  const { document, printed } = write;
  const pageId = page.id;
  const removeSubpages = document ? await subpagesRemovedBySave(tx, user, pageId, write.version, document) : null;
  const [changed] = await tx
    .update(pages)
    .set({
      version: sql`${pages.version} + 1`,
      updatedAt: now,
      ...(write.title !== undefined ? { title: write.title } : {}),
      ...(write.precis !== undefined ? { precis: write.precis } : {}),
      ...(document ? { body: printed ? sql<SavedDocument>`${printed.json()}::json` : document, ...pageTextColumns(document) } : {}),
    })
    .where(and(eq(pages.id, pageId), eq(pages.version, write.version), sql`not ${keepingDrafts}`))
    .returning({
      version: pages.version,
      title: pages.title,
      precis: pages.precis,
      updatedAt: pages.updatedAt,
      leadImageUrl: pages.leadImageUrl,
    });
  if (!changed) return saveDraft(tx, deps, user, page, write, now);
  await removeSubpages?.(now);
  if (changed && !deps.benchSavesWithoutRevisions) {
    // A save of the title or stand first alone keeps the document it leaves, for later merges too.
    const body = document ?? (await tx.select({ body: pages.body }).from(pages).where(eq(pages.id, pageId)))[0].body;
    const snapshot = {
      title: changed.title,
      precis: changed.precis,
      body,
      printed: document ? printed : undefined,
      version: changed.version,
    };
    await recordRevision(tx, pageId, user.id, 'save', now, snapshot, deps.config.revisionCoalesceMinutes * 60_000);
  }
  if (changed) {
    // The document's version stands for the body, which an entry never holds.
    const changes = changesOf(
      { title: page.title, precis: page.precis, version: write.version },
      { title: changed.title, precis: changed.precis, version: changed.version },
    );
    await recordAudit(tx, deps, { action: 'page.save', actor: user, page: { id: pageId, title: changed.title }, changes });
  }
  return changed && { ...changed, liveVersion: null };
}

/** 409 for a change made against an old version of the page, with the version it has now. */
export async function refuseStaleVersion(db: Db, page: { id: number; version: number }): Promise<never> {
  const [current] = await db.select({ version: pages.version }).from(pages).where(eq(pages.id, page.id));
  throw conflict('This page was changed by someone else since you opened it.', { current_version: current?.version ?? page.version });
}

export async function listSitePages(
  deps: AppDeps,
  user: User | null,
  options: { collection: Collection; locale?: Locale; limit?: number },
) {
  if (options.collection === 'memo') return { data: [], meta: { total: 0 } };
  const { db } = deps.database;
  const where = and(readerVisible(), eq(pages.collection, options.collection));
  const localeFirst = options.locale ? [sql`(${pages.locale} = ${options.locale}) desc`] : [];
  // Events: the coming ones first, soonest first, then the past ones, latest first (the server clock's UTC day).
  const today = deps.clock().toISOString().slice(0, 10);
  const eventDate = sql`(${pages.event}->>'date')`;
  const order =
    options.collection === 'events'
      ? [
          sql`(${eventDate} >= ${today}) desc`,
          ...localeFirst,
          sql`case when ${eventDate} >= ${today} then ${eventDate} end asc`,
          desc(eventDate),
        ]
      : [...localeFirst, desc(pages.publishedAt)];
  const rows = await withOwner(db, summaryColumns)
    .where(where)
    .orderBy(...order)
    .limit(options.limit ?? 50);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pages)
    .where(where);
  return {
    data: await withCardPictures(
      deps,
      rows.map((row) => presentPageSummary(row as SummaryRow, user)),
    ),
    meta: { total },
  };
}

export async function homeContent(deps: AppDeps, user: User | null, locale: Locale) {
  const { db } = deps.database;
  const today = deps.clock().toISOString().slice(0, 10);
  const rows = (await withOwner(db, summaryColumns)
    .where(readerVisible())
    .orderBy(sql`(${pages.locale} = ${locale}) desc`, desc(pages.publishedAt))) as SummaryRow[];
  const pick = (collection: string, count: number) =>
    rows
      .filter((row) => row.collection === collection)
      .slice(0, count)
      .map((row) => presentPageSummary(row, user));
  const events = rows
    .filter((row) => row.collection === 'events' && row.event && row.event.date >= today)
    .sort((a, b) => a.event!.date.localeCompare(b.event!.date))
    .slice(0, 4)
    .map((row) => presentPageSummary(row, user));
  const data = { stories: pick('stories', 6), series: pick('series', 4), news: pick('news', 4), projects: pick('projects', 4), events };
  await withCardPictures(deps, Object.values(data).flat());
  return { data };
}
