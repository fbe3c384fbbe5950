import { changesOf, recordAudit } from './auditLog';
import { and, eq, sql } from 'drizzle-orm';
import type { AnnouncementText, SaveSiteSettingsBody, SiteSettingsAttributes, StoredSiteSettings } from '../../contract/siteSettings';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import type { User } from '../db/schema';
import { siteSettings } from '../db/settingsSchema';
import { conflict } from '../errors';
import type { Announcement, SiteConfig } from '../siteConfig';
import { noteStaticChange } from '../static/staticChanges';
import { pagesChanged } from './readerCache';
import { SSO_CALLBACK_PATH } from '../../contract/sso';
import { mergeSso, presentSso, ssoSettingsOf } from './ssoSettings';

const STALE = 'Another administrator saved the settings since you opened them. Reload to see their changes, then make yours again.';

const storedText = (text: Announcement | null | undefined): AnnouncementText | null =>
  text ? { title: text.title, subtitle: text.subtitle, second_title: text.secondTitle, link: text.link } : null;
const configText = (text: AnnouncementText | null | undefined): Announcement | null =>
  text ? { title: text.title, subtitle: text.subtitle, secondTitle: text.second_title, link: text.link } : null;

function storedOf(site: SiteConfig): StoredSiteSettings {
  return {
    site_name: { ...site.siteName },
    announcement: storedText(site.announcement),
    announcement_hk: storedText(site.announcementHk),
    themed_series_slug: site.themedSeriesSlug,
    domains: [...site.domains],
  };
}

function configOf(stored: StoredSiteSettings, base: SiteConfig): SiteConfig {
  return {
    ...base,
    siteName: stored.site_name,
    announcement: configText(stored.announcement),
    announcementHk: configText(stored.announcement_hk),
    themedSeriesSlug: stored.themed_series_slug,
    domains: stored.domains,
  };
}

/** The PostgreSQL channel a settings save is announced on. */
export const SETTINGS_CHANNEL = 'masthead_site_settings';

/**
 * Several server processes on one PostgreSQL database: another one's settings save empties this one's reader cache
 * as soon as it commits (LISTEN/NOTIFY), rather than when its cached answers expire. Settings are read from the
 * database on each uncached answer, so nothing else is kept. PGlite is one process: nothing to follow.
 */
export async function followSiteSettings(deps: AppDeps): Promise<void> {
  await deps.database.listen?.(SETTINGS_CHANNEL, () => pagesChanged(deps));
}

async function savedRow(deps: AppDeps, db: Db = deps.database.db) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? null;
}

/**
 * The site's settings in force: an administrator's saved ones, or the environment's (deps.config.site) while none are;
 * read in `db` when given (a transaction under way).
 */
export async function siteConfigOf(deps: AppDeps, db?: Db): Promise<SiteConfig> {
  const row = await savedRow(deps, db);
  return row ? configOf(row.settings, deps.config.site) : deps.config.site;
}

function present(deps: AppDeps, row: Awaited<ReturnType<typeof savedRow>>) {
  const { sso, ...settings } = row ? row.settings : storedOf(deps.config.site);
  const attributes: SiteSettingsAttributes = {
    // Settings saved before the Chinese announcement existed answer it as null (the English one on /hk).
    announcement_hk: null,
    ...settings,
    sso: { ...presentSso(sso ?? deps.config.sso), callback_url: `${deps.config.publicUrl}${SSO_CALLBACK_PATH}` },
    version: row?.version ?? 0,
    saved: Boolean(row),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
  return { id: 'site', type: 'site_settings' as const, attributes };
}

/** GET /api/admin/settings. */
export async function readSiteSettings(deps: AppDeps) {
  return present(deps, await savedRow(deps));
}

/** A settings object with its nested parts (the announcement) as dotted fields, for the audit log's before and after. */
function flatSettings(settings: object): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(settings)) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, each] of Object.entries(value)) flat[`${field}.${inner}`] = each;
    else flat[field] = value;
  }
  return flat;
}

/**
 * PUT /api/admin/settings: saves every setting when `version` is the one stored (0: nothing saved yet), else 409 with
 * the current version, changing nothing. Readers see the change at once: the reader cache is emptied and, when the
 * site publishes a static copy, the whole copy is written again (a 'site' change).
 */
export async function saveSiteSettings(deps: AppDeps, user: User, body: SaveSiteSettingsBody) {
  const { version, sso: ssoBody, ...given } = body;
  const now = deps.clock();
  const current = (await readSiteSettings(deps)).attributes;
  const before = current as unknown as Record<string, unknown>;
  // Single sign-on left out of the body stays as saved; its secret is kept unless replaced or removed (contract/sso.ts).
  const savedSso = await ssoSettingsOf(deps);
  // A client that sends no Chinese announcement (one made before it existed) keeps the stored one.
  const rest = { ...given, announcement_hk: given.announcement_hk === undefined ? current.announcement_hk : given.announcement_hk };
  const settings: StoredSiteSettings = { ...rest, sso: ssoBody ? mergeSso(savedSso, ssoBody) : savedSso };
  const audited = { ...rest, sso: presentSso(settings.sso!) };
  const row = await deps.database.db.transaction(async (tx) => {
    const [saved] =
      version === 0
        ? await tx
            .insert(siteSettings)
            .values({ id: 1, version: 1, settings, updatedAt: now, updatedBy: user.id })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(siteSettings)
            .set({ version: version + 1, settings, updatedAt: now, updatedBy: user.id })
            .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, version)))
            .returning();
    if (!saved) {
      const [current] = await tx.select({ version: siteSettings.version }).from(siteSettings).limit(1);
      throw conflict(STALE, { current_version: current?.version ?? 0 });
    }
    await recordAudit(tx, deps, { action: 'settings.save', actor: user, changes: changesOf(flatSettings(before), flatSettings(audited)) });
    await noteStaticChange(tx, { scope: 'site' });
    // Sent when the save commits, to every server process on this database (followSiteSettings).
    if (deps.database.kind === 'postgres') await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
    return saved;
  });
  pagesChanged(deps);
  return present(deps, row);
}
