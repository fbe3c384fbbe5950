import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pageVersions } from '../db/revisionsSchema';
import { PRINT_VERSION } from '../prints/blockPrints';
import { packPrints, printsOf } from './revisionDocuments';

/** What a version of a page held, as a save merges against it: its title, stand first and blocks' prints. */
export interface VersionBase {
  title: string;
  precis: string;
  prints: string[];
}

/** How long a version stays something a save can merge against; a copy opened longer ago is compared two ways. */
export const VERSION_BASE_DAYS = 30;

/** Keeps what version `version` of a page holds, in the transaction that made it. */
export async function recordVersionBase(tx: Db, pageId: number, version: number, base: VersionBase, now: Date): Promise<void> {
  const row = { title: base.title, precis: base.precis, ...packPrints(base.prints), createdAt: now };
  await tx
    .insert(pageVersions)
    .values({ pageId, version, ...row })
    .onConflictDoUpdate({ target: [pageVersions.pageId, pageVersions.version], set: row });
}

/**
 * What the page held at `version`: the newest kept version at or below it (versions that changed neither title, stand
 * first nor document, a publish say, keep nothing), or null when none is kept.
 */
export async function versionBaseAt(db: Db, pageId: number, version: number): Promise<VersionBase | null> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), lte(pageVersions.version, version)))
    .orderBy(desc(pageVersions.version))
    .limit(1);
  return row
    ? { title: row.title, precis: row.precis, prints: printsOf({ ...row, blockPrints: null, printVersion: PRINT_VERSION }) }
    : null;
}

/** Whether any version of the page is kept (pages saved before migration 0023 have none until their next save). */
export async function hasVersionBase(db: Db, pageId: number): Promise<boolean> {
  const [row] = await db.select({ version: pageVersions.version }).from(pageVersions).where(eq(pageVersions.pageId, pageId)).limit(1);
  return Boolean(row);
}

/** The hourly purge: versions older than 30 days go, but the newest of each page. */
export async function pruneVersionBases(tx: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - VERSION_BASE_DAYS * 86_400_000);
  await tx
    .delete(pageVersions)
    .where(
      and(
        lt(pageVersions.createdAt, cutoff),
        sql`${pageVersions.version} < (SELECT max(newest.version) FROM page_versions newest WHERE newest.page_id = ${pageVersions.pageId})`,
      ),
    );
}
