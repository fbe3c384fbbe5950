import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { media, mediaDeletions } from '../db/mediaSchema';
import { EXTENSION_OF_TYPE } from './mediaType';
import { deleteDerivatives } from './imageDerivatives';

const HASH_LOCK_SPACE = 0x6d656469;

export function extensionOf(contentType: string): string {
  return EXTENSION_OF_TYPE[contentType] ?? 'bin';
}

export function mediaKeyOf(hash: string, contentType: string): string {
  return `media/${hash}.${extensionOf(contentType)}`;
}

/** Serialises the writers of one stored file (an upload, a deletion) until the transaction ends. */
export async function lockMediaHash(db: Db, hash: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(HASH_LOCK_SPACE))}, hashtext(${hash}))`);
}

/** The stored file that `/media/{hash}.{extension}` names, while an upload row still needs it. */
export async function storedFileOf(deps: AppDeps, hash: string, extension: string) {
  const [row] = await deps.database.db
    .select({ contentType: media.contentType, size: media.size })
    .from(media)
    .where(eq(media.hash, hash))
    .limit(1);
  if (!row || extensionOf(row.contentType) !== extension) return null;
  return { key: mediaKeyOf(hash, row.contentType), contentType: row.contentType, size: row.size };
}

/** Removes the stored files queued for deletion that no upload row needs any more; the purge runs it after each run. */
export async function deleteQueuedMediaFiles(deps: AppDeps, batch = 500): Promise<number> {
  const { storage } = deps;
  if (!storage) return 0;
  const queued = await deps.database.db.select({ key: mediaDeletions.key }).from(mediaDeletions).limit(batch);
  let deleted = 0;
  for (const { key } of queued) {
    const hash = /^media\/([0-9a-f]{64})\./.exec(key)?.[1] ?? '';
    await deps.database.db.transaction(async (tx) => {
      await lockMediaHash(tx, hash);
      const [needed] = await tx.select({ id: media.id }).from(media).where(eq(media.hash, hash)).limit(1);
      if (!needed && hash) {
        await storage.delete(key);
        await deleteDerivatives(tx, storage, hash);
        deleted++;
      }
      await tx.delete(mediaDeletions).where(eq(mediaDeletions.key, key));
    });
  }
  return deleted;
}
