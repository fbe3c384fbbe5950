import { changesOf, recordAudit } from './auditLog';
import { and, eq } from 'drizzle-orm';
import type { SaveSiteSettingsBody, SiteSettingsAttributes, StoredSiteSettings } from '../../contract/siteSettings';
import type { AppDeps } from '../deps';
import type { User } from '../db/schema';
import { siteSettings } from '../db/settingsSchema';
import { conflict } from '../errors';
import type { SiteConfig } from '../siteConfig';
import { noteStaticChange } from '../static/staticChanges';
import { pagesChanged } from './readerCache';

const STALE = 'Another administrator saved the settings since you opened them. Reload to see their changes, then make yours again.';

function storedOf(site: SiteConfig): StoredSiteSettings {
  const { announcement } = site;
  return {
    site_name: { ...site.siteName },
    announcement: announcement
      ? { title: announcement.title, subtitle: announcement.subtitle, second_title: announcement.secondTitle, link: announcement.link }
      : null,
    themed_series_slug: site.themedSeriesSlug,
    domains: [...site.domains],
  };
}

function configOf(stored: StoredSiteSettings, base: SiteConfig): SiteConfig {
  const { announcement } = stored;
  return {
    ...base,
    siteName: stored.site_name,
    announcement: announcement
      ? { title: announcement.title, subtitle: announcement.subtitle, secondTitle: announcement.second_title, link: announcement.link }
      : null,
    themedSeriesSlug: stored.themed_series_slug,
    domains: stored.domains,
  };
}

async function savedRow(deps: AppDeps) {
  const [row] = await deps.database.db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? null;
}

/** The site's settings in force: an administrator's saved ones, or the environment's (deps.config.site) while none are. */
export async function siteConfigOf(deps: AppDeps): Promise<SiteConfig> {
  const row = await savedRow(deps);
  return row ? configOf(row.settings, deps.config.site) : deps.config.site;
}

function present(deps: AppDeps, row: Awaited<ReturnType<typeof savedRow>>) {
  const attributes: SiteSettingsAttributes = {
    ...(row ? row.settings : storedOf(deps.config.site)),
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
  const { version, ...settings } = body;
  const now = deps.clock();
  const before = (await readSiteSettings(deps)).attributes as unknown as Record<string, unknown>;
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
    await recordAudit(tx, deps, { action: 'settings.save', actor: user, changes: changesOf(flatSettings(before), flatSettings(settings)) });
    await noteStaticChange(tx, { scope: 'site' });
    return saved;
  });
  pagesChanged(deps);
  return present(deps, row);
}
