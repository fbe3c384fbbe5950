import { and, asc, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { mediaHashesIn } from '../../contract/media';
import type { Db } from '../db/database';
import { media, mediaDeletions } from '../db/mediaSchema';
import { mediaKeyOf } from './mediaFiles';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/**
 * The hashes among `hashes` that something still points to: a page (other than `exceptPageIds`) in any of its fields
 * or its draft's (issue 33), a section page or a programme day. Found by scanning the rows' text, so no reference list can drift from the documents.
 */
export async function hashesInUse(db: Db, hashes: string[], exceptPageIds: number[] = []): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const except = exceptPageIds.length ? sql`and p.id not in (${idList(exceptPageIds)})` : sql``;
  const exceptDrafts = exceptPageIds.length ? sql`and pd.page_id not in (${idList(exceptPageIds)})` : sql``;
  const result = await db.execute(sql`
    select h.hash from unnest(array[${sql.join(
      hashes.map((hash) => sql`${hash}`),
      sql`, `,
    )}]::text[]) as h(hash)
    where exists (select 1 from pages p where strpos(row_to_json(p)::text, h.hash) > 0 ${except})
       or exists (select 1 from page_drafts pd where strpos(row_to_json(pd)::text, h.hash) > 0 ${exceptDrafts})
       or exists (select 1 from section_pages s where strpos(row_to_json(s)::text, h.hash) > 0)
       or exists (select 1 from programme_days d where strpos(row_to_json(d)::text, h.hash) > 0)`);
  return new Set(rowsOf<{ hash: string }>(result).map((row) => row.hash));
}

/** Deletes the uploads of these hashes made before `before`, and queues their stored files for after the commit. */
async function deleteUploads(db: Db, hashes: string[], before: Date, now: Date): Promise<number> {
  if (!hashes.length) return 0;
  const deleted = await db
    .delete(media)
    .where(and(inArray(media.hash, hashes), lt(media.createdAt, before)))
    .returning({ hash: media.hash, contentType: media.contentType });
  const keys = [...new Set(deleted.map((row) => mediaKeyOf(row.hash, row.contentType)))];
  if (keys.length)
    await db
      .insert(mediaDeletions)
      .values(keys.map((key) => ({ key, queuedAt: now })))
      .onConflictDoNothing();
  return deleted.length;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Inside the transaction that deletes these pages: deletes the uploads only they point to and queues their stored files
 * for deletion after the commit. Uploads of the last day are kept: the same bytes may sit in an editor's unsaved page.
 */
export async function deleteMediaUsedOnlyBy(db: Db, pageIds: number[], now: Date): Promise<void> {
  if (!pageIds.length) return;
  const texts = rowsOf<{ text: string }>(
    await db.execute(sql`select row_to_json(p)::text as text from pages p where p.id in (${idList(pageIds)})`),
  );
  const hashes = mediaHashesIn(texts.map((row) => row.text).join('\n'));
  if (!hashes.length) return;
  const used = await hashesInUse(db, hashes, pageIds);
  await deleteUploads(
    db,
    hashes.filter((hash) => !used.has(hash)),
    daysBefore(now, 1),
    now,
  );
}

/** How long an upload may go unused (never saved in a page, or removed from it) before the purge deletes it. */
export const UNUSED_UPLOAD_RETENTION_DAYS = 30;
/** An upload found in use is looked at again after this long. */
const RECHECK_DAYS = 7;

/**
 * Inside the purge's transaction: deletes the uploads older than the retention that nothing points to, and queues
 * their files. It looks at `batch` uploads per run, those never or least recently found in use first, so a large
 * library is covered over several runs instead of scanned every hour.
 */
export async function deleteUnusedUploads(db: Db, now: Date, batch = 200): Promise<number> {
  const old = daysBefore(now, UNUSED_UPLOAD_RETENTION_DAYS);
  const due = or(isNull(media.checkedAt), lt(media.checkedAt, daysBefore(now, RECHECK_DAYS)));
  const candidates = await db
    .select({ hash: media.hash })
    .from(media)
    .where(and(lt(media.createdAt, old), due))
    .orderBy(sql`${media.checkedAt} asc nulls first`, asc(media.id))
    .limit(batch);
  const hashes = [...new Set(candidates.map((row) => row.hash))];
  if (!hashes.length) return 0;
  const used = await hashesInUse(db, hashes);
  if (used.size)
    await db
      .update(media)
      .set({ checkedAt: now })
      .where(inArray(media.hash, [...used]));
  return deleteUploads(
    db,
    hashes.filter((hash) => !used.has(hash)),
    old,
    now,
  );
}
