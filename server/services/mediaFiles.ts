import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { media } from '../db/mediaSchema';
import { EXTENSION_OF_TYPE } from './mediaType';

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
