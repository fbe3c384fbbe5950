import { and, inArray, lt, sql } from 'drizzle-orm';
import { mediaHashesIn } from '../../contract/media';
import type { Db } from '../db/database';
import { media, mediaDeletions } from '../db/mediaSchema';
import { mediaKeyOf } from './mediaFiles';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}::int`), sql`, `);

/**
 * The hashes among `hashes` that something still points to: a page (other than `exceptPageIds`) in any of its fields,
 * a section page or a programme day. Found by scanning the rows' text, so no reference list can drift from the documents.
 */
export async function hashesInUse(db: Db, hashes: string[], exceptPageIds: number[] = []): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const except = exceptPageIds.length ? sql`and p.id not in (${idList(exceptPageIds)})` : sql``;
  const result = await db.execute(sql`
    select h.hash from unnest(array[${sql.join(hashes.map((hash) => sql`${hash}`), sql`, `)}]::text[]) as h(hash)
    where exists (select 1 from pages p where strpos(row_to_json(p)::text, h.hash) > 0 ${except})
       or exists (select 1 from section_pages s where strpos(row_to_json(s)::text, h.hash) > 0)
       or exists (select 1 from programme_days d where strpos(row_to_json(d)::text, h.hash) > 0)`);
  return new Set(rowsOf<{ hash: string }>(result).map((row) => row.hash));
}

/**
 * Inside the transaction that deletes these pages: deletes the uploads only they point to and queues their stored files
 * for deletion after the commit. Uploads of the last day are kept: the same bytes may sit in an editor's unsaved page.
 */
export async function deleteMediaUsedOnlyBy(db: Db, pageIds: number[]): Promise<void> {
  if (!pageIds.length) return;
  const texts = rowsOf<{ text: string }>(await db.execute(sql`select row_to_json(p)::text as text from pages p where p.id in (${idList(pageIds)})`));
  const hashes = mediaHashesIn(texts.map((row) => row.text).join('\n'));
  if (!hashes.length) return;
  const used = await hashesInUse(db, hashes, pageIds);
  const unused = hashes.filter((hash) => !used.has(hash));
  if (!unused.length) return;
  const deleted = await db
    .delete(media)
    .where(and(inArray(media.hash, unused), lt(media.createdAt, sql`now() - interval '1 day'`)))
    .returning({ hash: media.hash, contentType: media.contentType });
  const keys = [...new Set(deleted.map((row) => mediaKeyOf(row.hash, row.contentType)))];
  if (keys.length) await db.insert(mediaDeletions).values(keys.map((key) => ({ key }))).onConflictDoNothing();
}
