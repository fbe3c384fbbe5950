import type { One } from '../../contract';
import type { SaveSiteSettingsBody, SetupBody, SiteSettingsAttributes } from '../../contract/siteSettings';
import { staffApi } from './readClient';

/** GET /api/admin/settings: the settings in force and their version (administrators only). */
export async function siteSettings(): Promise<SiteSettingsAttributes> {
  return (await (await staffApi()).get('admin/settings').json<One<SiteSettingsAttributes, 'site_settings'>>()).data.attributes;
}

/** PUT /api/admin/settings with the version they were opened at; a stale one fails with a ConflictError. */
export async function saveSiteSettings(body: SaveSiteSettingsBody): Promise<SiteSettingsAttributes> {
  return (await (await staffApi()).put('admin/settings', { json: body, retry: 0 }).json<One<SiteSettingsAttributes, 'site_settings'>>())
    .data.attributes;
}

/** GET /api/setup: whether the site still waits for its first administrator. */
export async function setupNeeded(): Promise<boolean> {
  return (await (await staffApi()).get('setup', { context: { keepSessionOnUnauthorized: true } }).json<{ data: { needed: boolean } }>())
    .data.needed;
}

/** POST /api/setup: the first administrator; 409 once the site has any account. */
export async function createFirstAdministrator(body: SetupBody): Promise<void> {
  await (await staffApi()).post('setup', { json: body, retry: 0, context: { keepSessionOnUnauthorized: true } });
}
