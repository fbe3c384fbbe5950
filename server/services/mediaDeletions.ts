import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { media, mediaDeletions } from '../db/mediaSchema';
import { deleteDerivatives } from './imageDerivatives';
import { lockMediaHash } from './mediaFiles';

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
