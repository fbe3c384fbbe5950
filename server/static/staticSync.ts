import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { pageAtPath, pagePathOf } from '../../contract/pagePaths';
import { LOCALES, type Collection, type Locale } from '../../contract/resources';
import type { Db } from '../db/database';
import { staticChanges, staticFiles, staticPublishing } from '../db/staticSchema';
import type { AppDeps } from '../deps';
import { jobs } from '../db/jobsSchema';
import { enqueueJob, type JobHandlers } from '../jobs/queue';
import { rowsOf } from '../services/revisionDocuments';
import { writeSearchSegmentOf } from './staticSearch';
import { localeRoutes, memoLinkOf, memoLinkRoutes, pageRoute, type StaticRoute } from './staticRoutes';
import { staticDataPathOf } from '../../contract/staticData';
import type { StaticSite } from './staticSite';

export const STATIC_EXPORT_JOB = 'static-export';
export const STATIC_SYNC_JOB = 'static-sync';
/** Changes written per run of the sync; more come back at once. */
const SYNC_BATCH = 500;
const FEED_COLLECTIONS = ['stories', 'news', 'projects', 'events', 'series'];

/** The files of this run, kept in static_files so that a later full export knows what to remove. */
async function recordFiles(deps: AppDeps, site: StaticSite): Promise<void> {
  const { written, removed } = site.takeFileChanges();
  const { db } = deps.database;
  if (removed.length) await db.delete(staticFiles).where(inArray(staticFiles.path, removed));
  if (written.length)
    await db.execute(sql`INSERT INTO static_files (path) SELECT unnest(${sql.param(written)}::text[]) ON CONFLICT DO NOTHING`);
}

/** The whole site, and then every file an earlier export wrote that this one did not (a page deleted meanwhile). */
export async function exportWholeSite(deps: AppDeps, site: StaticSite): Promise<void> {
  site.forgetAnswers();
  await site.sweep();
  const { db } = deps.database;
  const before = (await db.select({ path: staticFiles.path }).from(staticFiles)).map((row) => row.path);
  await site.exportAll();
  const { written } = site.takeFileChanges();
  const kept = new Set(written);
  const stale = before.filter((file) => !kept.has(file));
  for (const file of stale) await site.removeFile(file);
  site.takeFileChanges();
  await db.transaction(async (tx) => {
    await tx.delete(staticFiles);
    await tx.execute(sql`INSERT INTO static_files (path) SELECT unnest(${sql.param([...kept])}::text[]) ON CONFLICT DO NOTHING`);
  });
}

interface PageRow {
  id: number;
  locale: string;
  collection: string;
  slug: string;
  readable: boolean;
  /** A memo's link (`/memo/{slug}-{share_token}`) when it has a token. */
  memoLink: string | null;
  shareToken: string | null;
  parentSeries: { locale: string; slug: string } | null;
  counterpart: { locale: string; collection: string; slug: string } | null;
}

async function pageRows(db: Db, ids: number[]): Promise<PageRow[]> {
  if (!ids.length) return [];
  const rows = rowsOf<{
    id: number;
    locale: string;
    collection: string;
    slug: string;
    readable: boolean;
    share_token: string | null;
    parent_locale: string | null;
    parent_slug: string | null;
    parent_collection: string | null;
    counterpart_locale: string | null;
    counterpart_collection: string | null;
    counterpart_slug: string | null;
  }>(
    await db.execute(sql`
      SELECT p.id, p.locale, p.collection, p.slug, p.share_token,
        (p.published AND p.trashed_at IS NULL AND (p.collection <> 'memo' OR (p.is_public AND p.share_token IS NOT NULL))) AS readable,
        parent.locale AS parent_locale, parent.slug AS parent_slug, parent.collection AS parent_collection,
        counterpart.locale AS counterpart_locale, counterpart.collection AS counterpart_collection, counterpart.slug AS counterpart_slug
      FROM pages p
        LEFT JOIN pages parent ON parent.id = p.parent_id
        LEFT JOIN pages counterpart ON counterpart.id = p.counterpart_id AND counterpart.published AND counterpart.trashed_at IS NULL
      WHERE p.id = ANY(${sql.param(ids)}::int[])`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    locale: row.locale,
    collection: row.collection,
    slug: row.slug,
    readable: row.readable,
    memoLink: row.collection === 'memo' ? memoLinkOf({ slug: row.slug, shareToken: row.share_token }) : null,
    shareToken: row.share_token,
    parentSeries: row.parent_collection === 'series' && row.parent_slug ? { locale: row.parent_locale!, slug: row.parent_slug } : null,
    counterpart: row.counterpart_slug
      ? { locale: row.counterpart_locale!, collection: row.counterpart_collection!, slug: row.counterpart_slug }
      : null,
  }));
}

/**
 * The files a batch of changes affects, written or removed: each changed page (removed when readers may no longer read
 * it, its old address redirecting or removed), the lists and home pages that show it, What's on for events, its
 * series and its counterpart, the feeds, the sitemap and the search index's segment that holds it.
 */
async function syncChanges(deps: AppDeps, site: StaticSite): Promise<void> {
  const { db } = deps.database;
  const changes = await db.select().from(staticChanges).orderBy(asc(staticChanges.id)).limit(SYNC_BATCH);
  if (!changes.length) return;
  site.forgetAnswers();
  if (changes.some((change) => change.scope === 'site')) {
    await exportWholeSite(deps, site);
  } else {
    const routes = new Map<string, StaticRoute>();
    const add = (route: StaticRoute) => routes.set(route.path, route);
    const gone: StaticRoute[] = [];
    const feeds = new Set<string>();
    const touched = new Set<string>();
    if (changes.some((change) => change.scope === 'whats-on'))
      for (const locale of LOCALES) add(localeRoutes(locale).find((route) => route.path.endsWith('/whats-on'))!);
    const rows = await pageRows(db, [...new Set(changes.flatMap((change) => (change.pageId === null ? [] : [change.pageId])))]);
    for (const row of rows) {
      if (row.collection === 'memo') {
        // A memo is only at its link: no list, feed or index shows it.
        for (const route of row.memoLink ? memoLinkRoutes(row.memoLink) : []) {
          if (row.readable) add(route);
          else gone.push(route);
        }
        continue;
      }
      touched.add(`${row.locale}/${row.collection}`);
      if (row.readable) add(pageRoute(row));
      else gone.push(pageRoute(row));
      if (row.parentSeries) add(pageRoute({ ...row.parentSeries, collection: 'series' }));
      if (row.counterpart) add(pageRoute(row.counterpart));
    }
    for (const change of changes) {
      if (change.oldPath?.startsWith('/memo/')) {
        await memoLinkGone(
          site,
          change.oldPath,
          rows.find((row) => row.id === change.pageId),
          gone,
        );
        continue;
      }
      const old = change.oldPath ? pageAtPath(change.oldPath) : null;
      if (!old) continue;
      touched.add(`${old.locale}/${old.collection}`);
      const now = rows.find((row) => row.id === change.pageId);
      if (now?.readable && pagePathOf(now) !== change.oldPath) await site.writeRedirect(change.oldPath!, pagePathOf(now));
      else if (!now?.readable) gone.push(pageRoute(old));
    }
    for (const key of touched) {
      const [locale, collection] = key.split('/') as [Locale, Collection];
      for (const route of localeRoutes(locale)) if (route.path === `/${locale}/${collection}` || route.path === `/${locale}`) add(route);
      // Home pages lead with their own locale's pages but show the other's too.
      for (const each of LOCALES) add(localeRoutes(each)[0]);
      if (collection === 'events') for (const each of LOCALES) add(localeRoutes(each).find((route) => route.path.endsWith('/whats-on'))!);
      if (FEED_COLLECTIONS.includes(collection)) feeds.add(`/${locale}/${collection}/feed.xml`);
    }
    for (const row of rows) if (row.parentSeries) feeds.add(`/${row.parentSeries.locale}/series/${row.parentSeries.slug}/feed.xml`);
    for (const route of gone) if (!routes.has(route.path)) await site.removeRoute(route);
    const texts: string[] = [];
    for (const route of routes.values()) if (await site.writeRoute(route)) texts.push(...(await site.textsOf(route)));
    await site.writeMedia(
      texts,
      async (keys) =>
        new Set(
          (await db.select({ path: staticFiles.path }).from(staticFiles).where(inArray(staticFiles.path, keys))).map((row) => row.path),
        ),
    );
    await site.writeDiscovery([...feeds]);
    for (const id of new Set(rows.filter((row) => row.collection !== 'memo').map((row) => row.id))) {
      await writeSearchSegmentOf(
        deps,
        id,
        (file, body) => site.writeFile(file, body, 'application/json'),
        (file) => site.removeFile(file),
      );
    }
  }
  await recordFiles(deps, site);
  await db.delete(staticChanges).where(lte(staticChanges.id, changes.at(-1)!.id));
}

/**
 * A memo's link that no longer leads to it: a renamed memo's old link (same token) sends its holders on to the new
 * one, as the server does; any other (a new token, access restricted, unpublished, trashed) is removed.
 */
async function memoLinkGone(site: StaticSite, oldLink: string, now: PageRow | undefined, gone: StaticRoute[]): Promise<void> {
  const newLink = now?.readable ? now.memoLink : null;
  if (newLink === oldLink) return;
  const oldRoutes = memoLinkRoutes(oldLink);
  if (newLink && oldLink.endsWith(`-${now!.shareToken}`)) {
    const newRoutes = memoLinkRoutes(newLink);
    for (const [index, route] of oldRoutes.entries()) await site.writeRedirect(route.path, newRoutes[index].path);
    for (const route of oldRoutes) for (const apiPath of route.later) await site.removeFile(staticDataPathOf(apiPath)!);
  } else {
    gone.push(...oldRoutes);
  }
}

/** The static site's jobs: the whole site at start (a new build, changes made while no server ran), and each change. */
export function staticJobHandlers(deps: AppDeps): JobHandlers {
  const site = deps.staticSite;
  return {
    [STATIC_EXPORT_JOB]: {
      timeoutMs: 3_600_000,
      outside: async () => {
        if (site) await exportWholeSite(deps, site);
      },
    },
    [STATIC_SYNC_JOB]: {
      // A batch of changes on a large site takes seconds; a server killed mid-run holds the claim this long.
      timeoutMs: 120_000,
      outside: async () => {
        // A server that publishes no static site leaves the changes to one that does.
        if (site) await syncChanges(deps, site);
      },
      // Changes noted while the run wrote files: a run again, at once.
      finish: async (tx, _job, now) => {
        if (!site) return;
        const [left] = await tx.select({ id: staticChanges.id }).from(staticChanges).limit(1);
        return left ? { again: now } : undefined;
      },
    },
  };
}

/**
 * At start: with static publishing on, changes are noted from now on, and the whole site is written as this build and
 * the database have it; with it off, nothing is noted (and nothing left over is kept).
 */
export async function enqueueStaticExport(deps: AppDeps, now: Date): Promise<void> {
  const { db } = deps.database;
  if (!deps.staticSite) {
    await db.transaction(async (tx) => {
      await tx.delete(staticPublishing);
      await tx.delete(staticChanges);
    });
    return;
  }
  await db.insert(staticPublishing).values({ id: 1 }).onConflictDoNothing();
  // Now, even when a server killed mid-run left its claim on either job (an hour for the export): a second run of
  // them writes the same files, each whole.
  await enqueueJob(db, { kind: STATIC_EXPORT_JOB, key: STATIC_EXPORT_JOB, payload: {}, runAt: now, now });
  await db.update(jobs).set({ runAt: now, attempts: 0 }).where(eq(jobs.key, STATIC_SYNC_JOB));
}
